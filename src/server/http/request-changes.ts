import type { FastifyRequest } from 'fastify';

/** The methods that may change state, by HTTP's definition. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request may change state: an unsafe method, or a safe one on a route marked `changesState`. */
export function mayChangeState(request: FastifyRequest): boolean {
  return UNSAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
}
