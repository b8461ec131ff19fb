import type { FastifyRequest } from 'fastify';
import type { PendingStep } from '@shared/contract';
import { NOT_LOGGED_IN_MESSAGE, SESSION_TIMED_OUT_MESSAGE } from '@shared/signed-out-hint';
import { HttpError } from '../http/http-error';
import type { SessionUser } from './session-user';

/** onRequest hook for routes that need a login; runs before validation, so 401 wins over 400. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notLoggedIn(request);
}

/**
 * A request whose cookie named a session that is over (idle, or ended elsewhere: signed out everywhere
 * else, a password change, a lock) says so: the SPA then shows its session-timeout warning (access spec
 * section 4), also when a page is loaded afresh with that cookie.
 */
export function notLoggedIn(request: FastifyRequest): HttpError {
  return new HttpError(
    401,
    request.sessionTimedOut || request.sessionEnded ? SESSION_TIMED_OUT_MESSAGE : NOT_LOGGED_IN_MESSAGE,
  );
}

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

const PENDING_STEP_MESSAGES: Record<PendingStep, string> = {
  PASSWORD_CHANGE_REQUIRED: 'Your password must be changed before you can continue.',
  TWO_FACTOR_SETUP_REQUIRED: 'Two-factor authentication must be set up before you can continue.',
};

/**
 * onRequest hook of the signed-in API (after `requireUser`): while a step is pending, only the routes
 * that declare `config.allowedDuring` with that step answer. Bound to the matched route, not to the
 * path's spelling, so no encoding of a URL slips past it.
 */
export async function refuseWhileStepPending(request: FastifyRequest): Promise<void> {
  const step = request.user?.pendingStep;
  if (!step) return;
  if (request.routeOptions.config.allowedDuring?.includes(step)) return;
  throw pendingStepRefusal(step);
}

/** The answer of a call made while a step is pending: 403, naming the step the client must show. */
export const pendingStepRefusal = (step: PendingStep): HttpError =>
  new HttpError(403, PENDING_STEP_MESSAGES[step], undefined, step);
