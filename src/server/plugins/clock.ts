import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** `app.now()`: the time every expiry decision reads, so tests can move it instead of waiting. */
export const clockPlugin = fp(
  async (app: FastifyInstance, options: { now?: () => Date }) => {
    app.decorate('now', options.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
