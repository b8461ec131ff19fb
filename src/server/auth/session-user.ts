import type { UserRow } from '../repositories/users-repository';

/** What a route knows about the logged-in user: loaded once per request with the session. */
export interface SessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  canEditHelp: boolean;
  /** The user's own organisation, if any. */
  organisationId: number | null;
  /** Every organisation the user is a member of. */
  organisationIds: number[];
}

export function toSessionUser(user: UserRow, organisationIds: number[]): SessionUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    canEditHelp: user.canEditHelp,
    organisationId: user.organisationId,
    organisationIds,
  };
}
