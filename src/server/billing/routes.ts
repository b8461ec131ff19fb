import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { billingHistoryQuerySchema, billingHistorySchema } from '@shared/contract/billing';
import { requireAdmin } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { createBillingRepository } from './repository';

/** Billing history (admin/billing_history): every organisation's billable traffic per month, for administrators. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const billing = createBillingRepository(app.db);

  app.get(
    apiPaths.billingHistory,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Per organisation and month (UTC): REMIT reports sent, MiFID position files sent, confirmations matched',
        querystring: billingHistoryQuerySchema,
        response: { 200: billingHistorySchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => ({ values: await billing.history(request.query.from, request.query.to) }),
  );
};
