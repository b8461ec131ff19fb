import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import type { SessionUser } from './session-user';

/** onRequest hook for routes that need a login; runs before validation, so 401 wins over 400. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notLoggedIn(request);
}

/** An expired session says so: the SPA then shows its session-timeout warning (access spec section 4). */
function notLoggedIn(request: FastifyRequest): HttpError {
  return new HttpError(401, request.sessionTimedOut ? SESSION_TIMED_OUT_MESSAGE : 'Not logged in.');
}

export const SESSION_TIMED_OUT_MESSAGE = 'Session has timed out.';

/** onRequest hook for admin-only routes (after `requireUser`). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notLoggedIn(request);
  if (!request.user.isAdmin) throw new HttpError(403, 'Administrators only.');
}

/** The logged-in user of a route behind `requireUser`. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw notLoggedIn(request);
  return request.user;
}
