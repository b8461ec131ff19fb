import type { Config } from '../config';
import type { LoginThrottleRepository } from './login-throttle-repository';

export interface ThrottleVerdict {
  locked: boolean;
  /** While locked: how long until the name and the address may try again. */
  lockedForMs: number;
  /** How long to hold the answer back: grows with the name's failures beyond the slowdown threshold. */
  delayMs: number;
}

type ThrottleConfig = Pick<
  Config,
  | 'loginSlowdownAfter'
  | 'loginSlowdownStepMs'
  | 'loginSlowdownMaxMs'
  | 'loginLockoutAfter'
  | 'loginAddressLockoutAfter'
  | 'loginFailureWindowMinutes'
  | 'loginLockoutMinutes'
>;

/**
 * Guessing protection for the login: failures are counted per submitted user name (lower-cased,
 * whether or not it exists, so a locked name says nothing about existence) and per client address.
 * The counters live in the database, so a restart or another server behind the balancer sees them.
 */
export function createLoginThrottle(repo: LoginThrottleRepository, config: ThrottleConfig) {
  const windowMs = config.loginFailureWindowMinutes * 60_000;
  const lockMs = config.loginLockoutMinutes * 60_000;
  const nameKey = (username: string) => username.trim().toLowerCase();
  const namePolicy = { windowMs, lockMs, lockAfter: config.loginLockoutAfter };
  const addressPolicy = { windowMs, lockMs, lockAfter: config.loginAddressLockoutAfter };
  /** The delay for an attempt with `failuresBefore` failures of its name already counted. */
  const delayFor = (failuresBefore: number) => {
    const extra = failuresBefore - config.loginSlowdownAfter + 1;
    return extra > 0 ? Math.min(extra * config.loginSlowdownStepMs, config.loginSlowdownMaxMs) : 0;
  };
  const forgiveName = async (username: string): Promise<void> => {
    await repo.reset('name', nameKey(username));
  };
  const refund = async (username: string, address: string): Promise<void> => {
    await repo.refund('name', nameKey(username), namePolicy);
    await repo.refund('address', address, addressPolicy);
  };

  return {
    /**
     * Counts a login attempt as a failure BEFORE its password is checked, atomically per name and
     * per address: of any number of concurrent guesses only as many as the lockout allows are
     * evaluated, the rest are refused (locked) without a password check. A refused attempt is not
     * counted (as before: a locked-out attempt is no failure). An attempt that turns out not to be a
     * failure gives its count back: `succeeded` after a login, `refund` for "code required" answers.
     */
    async beginAttempt(username: string, address: string, now: Date): Promise<ThrottleVerdict> {
      const name = nameKey(username);
      const byName = await repo.countAttempt('name', name, now, namePolicy);
      const byAddress = await repo.countAttempt('address', address, now, addressPolicy);
      const lockedOut = [
        byName.failures > namePolicy.lockAfter && byName,
        byAddress.failures > addressPolicy.lockAfter && byAddress,
      ].filter((counted) => counted !== false);
      const locked = lockedOut.length > 0;
      if (locked) await refund(username, address);
      const lockedForMs = Math.max(
        0,
        ...lockedOut.map(({ lockedUntil }) => (lockedUntil?.getTime() ?? 0) - now.getTime()),
      );
      return { locked, lockedForMs, delayMs: delayFor(byName.failures - 1) };
    },

    /** Hands back the count of an attempt from `beginAttempt` that was not a failure. */
    refund,

    /**
     * The user set a new password through a mailed reset link, proving the mailbox: the name's
     * failures are forgiven, as the Support help promises a locked-out user ("Use Forgot password").
     * An address's failures stand: they are not the mailbox owner's to forgive.
     */
    passwordReset: forgiveName,

    /** A login from `beginAttempt` succeeded: the name's failures are forgiven, the address's attempt handed back. */
    async succeeded(username: string, address: string): Promise<void> {
      await forgiveName(username);
      await repo.refund('address', address, addressPolicy);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * The lockout's answer, the same for existing and unknown names (a lockout must not confirm that a
 * name exists), with how long it lasts in whole minutes, rounded up: the header too, whose seconds
 * would tell anyone the moment of the failure that set the lock.
 */
export function lockedOutAnswer(lockedForMs: number): { message: string; retryAfterSeconds: number } {
  const minutes = Math.max(1, Math.ceil(lockedForMs / 60_000));
  return {
    message: `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    retryAfterSeconds: minutes * 60,
  };
}
