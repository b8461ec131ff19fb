import type { SessionUser } from './session-user';

/** Admins see every organisation, everybody else only those they are a member of. */
export function canAccessOrganisation(user: SessionUser, organisationId: number): boolean {
  return user.isAdmin || user.organisationIds.includes(organisationId);
}
