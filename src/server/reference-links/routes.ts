import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { referenceQuerySchema, referenceTargetSchema, UNAUTHORIZED_ACCESS_PREFIX } from '@shared/contract';
import { standingIn } from '../access/organisation-standing';
import { userOf } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';

/** Resolves the welcome page's `?ref=` (market spec section 2) to a page, its parameters and organisation. */
export const referenceLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.referenceLink,
    {
      schema: {
        tags: ['help'],
        summary: 'Where a welcome-page reference link leads; 403 for an organisation the user may not see',
        querystring: referenceQuerySchema,
        response: { 200: referenceTargetSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const link = await app.repos.referenceLinks.findByRef(request.query.ref);
      if (!link) throw new HttpError(404, 'Reference link not found.');
      // The welcome page recognises this refusal by its prefix and shows its own permission message.
      if (standingIn(userOf(request), link.organisationId) === null) {
        throw new HttpError(403, `${UNAUTHORIZED_ACCESS_PREFIX} to the requested reference.`);
      }
      return {
        targetUrl: link.targetUrl,
        requestParameters: link.requestParameters,
        organisationId: link.organisationId,
      };
    },
  );
};
