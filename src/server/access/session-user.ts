import type { PendingStep } from '@shared/contract';
import type { SessionUserFacts } from './sessions-repository';
import { pendingStepOf } from './pending-step';

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
  /** A forced password change or 2FA setup the user must complete before any other call answers. */
  pendingStep: PendingStep | null;
}

export function toSessionUser(user: SessionUserFacts, organisationIds: number[], now: Date): SessionUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    canEditHelp: user.canEditHelp,
    organisationId: user.organisationId,
    organisationIds,
    pendingStep: pendingStepOf(user, now),
  };
}
