import type { FastifyInstance } from 'fastify';
import { meetsPasswordPolicy, type PasswordStatus } from '@shared/contract';
import type { UserRow } from '../repositories/users-repository';
import { hashPassword, verifyPassword } from './passwords';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Setting a new password, shared by the reset link and the forced change: the policy, the history
 * (the current password and the last PASSWORD_HISTORY_DEPTH ones may not come back), then storing.
 */
export function createNewPassword(app: FastifyInstance) {
  const { users, passwordHistory } = app.repos;
  const { passwordHistoryDepth, passwordLifetimeDays } = app.config;

  return {
    /** Why the password cannot be used, or null if it can. */
    async refusal(user: UserRow, newPassword: string): Promise<Exclude<PasswordStatus, 'SUCCESS' | 'REQUEST_EXPIRED'> | null> {
      if (!meetsPasswordPolicy(newPassword)) return 'WEAK_PASSWORD';
      const earlier = [user.passwordHash, ...(await passwordHistory.recent(user.id, passwordHistoryDepth))];
      const reused = await Promise.all(earlier.map((hash) => verifyPassword(newPassword, hash)));
      return reused.includes(true) ? 'USED_PASSWORD' : null;
    },

    /** Stores it: new hash, fresh expiry, forced change cleared, the old hash into the history. */
    async store(user: UserRow, newPassword: string, now: Date): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      await users.setPassword(user.id, passwordHash, now, new Date(now.getTime() + passwordLifetimeDays * DAY_MS));
      await passwordHistory.push(user.id, user.passwordHash, now, passwordHistoryDepth);
    },
  };
}
