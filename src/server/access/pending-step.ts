import type { PendingStep } from '@shared/contract';
import type { UserRow } from './users-repository';

type PendingStepFacts = Pick<UserRow, 'changePasswordImmediately' | 'passwordExpiresAt' | 'setupTwoFactor'>;

/** A password past its expiry signs in only to the forced change, like one an admin marked. */
export function mustChangePassword(
  user: Pick<UserRow, 'changePasswordImmediately' | 'passwordExpiresAt'>,
  now: Date,
): boolean {
  return user.changePasswordImmediately || (user.passwordExpiresAt !== null && user.passwordExpiresAt <= now);
}

/** The step a user must complete before anything else: the password first, then the second factor. */
export function pendingStepOf(user: PendingStepFacts, now: Date): PendingStep | null {
  if (mustChangePassword(user, now)) return 'PASSWORD_CHANGE_REQUIRED';
  if (user.setupTwoFactor) return 'TWO_FACTOR_SETUP_REQUIRED';
  return null;
}
