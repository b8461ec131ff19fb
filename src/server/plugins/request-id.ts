import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Used as Fastify's genReqId: every log line of a request carries this id. */
export const generateRequestId = (): string => randomUUID();

/** Returns the id to the client, so a user's report can be matched to the server log. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
