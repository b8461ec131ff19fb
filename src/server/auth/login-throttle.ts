import type { Config } from '../config';
import type { LoginThrottleRepository } from '../repositories/login-throttle-repository';

export interface ThrottleVerdict {
  locked: boolean;
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

  return {
    async check(username: string, address: string, now: Date): Promise<ThrottleVerdict> {
      const name = await repo.state('name', nameKey(username), now, windowMs);
      const ip = await repo.state('address', address, now, windowMs);
      const extra = name.failures - config.loginSlowdownAfter + 1;
      return {
        locked: name.lockedUntil !== null || ip.lockedUntil !== null,
        delayMs: extra > 0 ? Math.min(extra * config.loginSlowdownStepMs, config.loginSlowdownMaxMs) : 0,
      };
    },

    async recordFailure(username: string, address: string, now: Date): Promise<void> {
      await repo.recordFailure('name', nameKey(username), now, { windowMs, lockMs, lockAfter: config.loginLockoutAfter });
      await repo.recordFailure('address', address, now, { windowMs, lockMs, lockAfter: config.loginAddressLockoutAfter });
    },

    /** A successful login forgives the name's failures (not the address's: one address, many names). */
    async recordSuccess(username: string): Promise<void> {
      await repo.reset('name', nameKey(username));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
