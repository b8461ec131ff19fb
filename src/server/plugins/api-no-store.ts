import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../http/request-path';

/**
 * API answers are per-user and change: no browser or proxy may keep them. Decided by the matched
 * route or the decoded path, not the raw URL: '/%61pi/user/information' is an API request too.
 */
export const apiNoStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'api-no-store' },
);
