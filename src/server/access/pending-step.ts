import type { FastifyRequest } from 'fastify';
import type { PendingStep } from '@shared/contract';
import { HttpError } from '../http/http-error';
import type { UserRow } from './users-repository';

type PendingStepFacts = Pick<UserRow, 'changePasswordImmediately' | 'passwordExpiresAt' | 'setupTwoFactor'>;

/** A password past its expiry signs in only to the forced change, like one an admin marked. */
export function mustChangePassword(user: Pick<UserRow, 'changePasswordImmediately' | 'passwordExpiresAt'>, now: Date): boolean {
  return user.changePasswordImmediately || (user.passwordExpiresAt !== null && user.passwordExpiresAt <= now);
}

/** The step a user must complete before anything else: the password first, then the second factor. */
export function pendingStepOf(user: PendingStepFacts, now: Date): PendingStep | null {
  if (mustChangePassword(user, now)) return 'PASSWORD_CHANGE_REQUIRED';
  if (user.setupTwoFactor) return 'TWO_FACTOR_SETUP_REQUIRED';
  return null;
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
  throw new HttpError(403, PENDING_STEP_MESSAGES[step], undefined, step);
}
