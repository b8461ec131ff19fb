import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerUnavailable } from './unavailable-hooks';

/** What a request hears that reaches a server while it stops; the client shows a 503's message and stays on the page. */
export const STOPPING_MESSAGE = 'The server is restarting. Please try again in a moment.';

/** Seconds: by then a load balancer has sent the traffic to another server, or this one is back. */
export const STOPPING_RETRY_AFTER_SECONDS = 2;

/**
 * While the server stops (SIGTERM, a deploy), it lets requests already in flight finish and answers
 * any new one on a connection still open (a keep-alive connection, a pipelined request) with 503,
 * Retry-After and `Connection: close`, before any work: in the app's own error shape, as an overloaded
 * server does, rather than Fastify's (`return503OnClosing`, turned off in app.ts), whose body names
 * its own fields and which a client would show as an unknown error. Readiness says why.
 */
export const stoppingPlugin = fp(
  async (app: FastifyInstance) => {
    let stopping = false;
    app.addHook('preClose', async () => {
      stopping = true;
    });
    // A callback hook, not an async one: it runs on every request, and a promise per request costs
    // a microtask for a flag that is false all the server's life but its last seconds.
    app.addHook('onRequest', (request, reply, done) => {
      if (!stopping) return done();
      answerUnavailable(request, reply, {
        message: STOPPING_MESSAGE,
        reason: 'stopping',
        retryAfterSeconds: STOPPING_RETRY_AFTER_SECONDS,
        closeConnection: true,
      });
    });
  },
  { name: 'stopping' },
);
