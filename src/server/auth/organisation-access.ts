import { HttpError } from '../http/http-error';
import type { SessionUser } from './session-user';

/** Admins see every organisation, everybody else only those they are a member of. */
export function canAccessOrganisation(user: SessionUser, organisationId: number): boolean {
  return user.isAdmin || user.organisationIds.includes(organisationId);
}

/**
 * The one organisation-scope check. Every organisation-scoped route calls it before touching data;
 * routes that must refuse with their own message ask `canAccessOrganisation` instead.
 */
export function assertOrganisationAccess(user: SessionUser, organisationId: number): void {
  if (!canAccessOrganisation(user, organisationId)) throw new HttpError(403, 'You may not access this organisation.');
}
