import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { canAccessOrganisation } from './organisation-access';
import { userOf } from './require-user';

export const ORGANISATION_NOT_FOUND_MESSAGE = 'Organisation not found.';

function organisationIdIn(source: unknown): unknown {
  return typeof source === 'object' && source !== null && 'organisationId' in source ? source.organisationId : undefined;
}

/**
 * preHandler of the signed-in API: an `organisationId` in the validated query or body must be one the
 * user may see, else 404 as if it did not exist. Registered once for every signed-in route, so no
 * organisation-scoped handler depends on remembering the check.
 */
export async function checkOrganisationScope(request: FastifyRequest): Promise<void> {
  for (const organisationId of [organisationIdIn(request.query), organisationIdIn(request.body)]) {
    if (organisationId === undefined || organisationId === null) continue;
    if (typeof organisationId !== 'number' || !canAccessOrganisation(userOf(request), organisationId)) {
      throw new HttpError(404, ORGANISATION_NOT_FOUND_MESSAGE);
    }
  }
}
