import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** API answers are per-user and change: no browser or proxy may keep them. */
export const apiNoStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'api-no-store' },
);
