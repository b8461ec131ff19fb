import { HttpError } from '../http/http-error';
import type { SessionUser } from './session-user';

/**
 * The one organisation-scope check: admins see every organisation, everybody else only those they
 * are a member of. Every organisation-scoped route calls it before touching data.
 */
export function assertOrganisationAccess(user: SessionUser, organisationId: number): void {
  if (user.isAdmin || user.organisationIds.includes(organisationId)) return;
  throw new HttpError(403, 'You may not access this organisation.');
}
