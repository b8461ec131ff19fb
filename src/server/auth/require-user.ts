import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import type { SessionUser } from './session-user';

/** onRequest hook for routes that need a login; runs before validation, so 401 wins over 400. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, 'Not logged in.');
}

/** The logged-in user of a route behind `requireUser`. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Not logged in.');
  return request.user;
}
