import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import type { ApiError } from '@shared/contract';
import type { Health } from './health-routes';

/** Why a server turns a request away before any work: the client's message, the probe's reason, when to come back. */
export interface Unavailability {
  /** What the client shows; it stays on its page. */
  message: string;
  /** What the readiness probe reports, for the operator. */
  reason: string;
  retryAfterSeconds: number;
  /** The server is going away: the client should not send its next request on this connection. */
  closeConnection?: boolean;
}

/**
 * A 503 in the app's own shape, as an overloaded or stopping server answers it: Retry-After, and the
 * readiness probe's `{ status, reason }` for a load balancer or `{ errorMessage }` for everything else.
 */
export function answerUnavailable(request: FastifyRequest, reply: FastifyReply, unavailability: Unavailability): void {
  reply.code(503).header('retry-after', String(unavailability.retryAfterSeconds));
  if (unavailability.closeConnection) reply.header('connection', 'close');
  if (request.routeOptions.url === apiPaths.healthReady) {
    void reply.send({ status: 'unavailable', reason: unavailability.reason } satisfies Health);
  } else {
    void reply.send({ errorMessage: unavailability.message } satisfies ApiError);
  }
}
