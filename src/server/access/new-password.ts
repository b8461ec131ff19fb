import { meetsPasswordPolicy, type PasswordStatus } from '@shared/contract';
import type { Config } from '../config';
import type { PasswordHistoryRepository } from './password-history-repository';
import type { UserRow, UsersRepository } from './users-repository';

/** The stores setting a password writes, bound to one transaction by the caller. */
export interface PasswordStores {
  users: UsersRepository;
  passwordHistory: PasswordHistoryRepository;
}
import { hashPassword, verifyPassword } from './passwords';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Setting a new password, shared by the reset link and the forced change: the policy, the history
 * (the current password and the last PASSWORD_HISTORY_DEPTH ones may not come back), then storing.
 */
export function createNewPassword(app: { repos: PasswordStores; config: Config }) {
  const { passwordHistory } = app.repos;
  const { passwordHistoryDepth, passwordLifetimeDays } = app.config;

  return {
    /** Why the password cannot be used, or null if it can. */
    async refusal(
      user: UserRow,
      newPassword: string,
    ): Promise<Exclude<PasswordStatus, 'SUCCESS' | 'REQUEST_EXPIRED'> | null> {
      if (!meetsPasswordPolicy(newPassword)) return 'WEAK_PASSWORD';
      const earlier = [user.passwordHash, ...(await passwordHistory.recent(user.id, passwordHistoryDepth))];
      const reused = await Promise.all(earlier.map((hash) => verifyPassword(newPassword, hash)));
      return reused.includes(true) ? 'USED_PASSWORD' : null;
    },

    /**
     * Stores it (inside `repositories.transaction`, so every step of setting the password happens or none does): new hash, fresh expiry, forced change cleared, the replaced
     * hash into the history. `passwordHash` comes from hashPassword, computed before the transaction:
     * scrypt is slow, and PGlite has a single connection.
     */
    async store(
      repos: PasswordStores,
      userId: number,
      passwordHash: string,
      now: Date,
      replacing?: string,
    ): Promise<boolean> {
      // Read again inside the transaction: the hash being replaced is the one stored now. With
      // `replacing` (the hash the caller checked the current password against), a password changed
      // since (another tab, at the same moment) is not overwritten: false, and nothing is stored.
      const current = await repos.users.findById(userId);
      if (!current) throw new Error(`User ${userId} has no users row.`);
      const expiresAt = new Date(now.getTime() + passwordLifetimeDays * DAY_MS);
      if (!(await repos.users.setPassword(userId, passwordHash, now, expiresAt, replacing))) return false;
      await repos.passwordHistory.push(userId, current.passwordHash, now, passwordHistoryDepth);
      return true;
    },

    hash: hashPassword,
  };
}
