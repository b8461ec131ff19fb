import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { passwordHistory } from '../db/schema';

export function createPasswordHistoryRepository(db: Database) {
  return {
    /** The user's earlier password hashes, newest first, at most `limit`. */
    async recent(userId: number, limit: number): Promise<string[]> {
      if (limit <= 0) return [];
      const rows = await db
        .select({ hash: passwordHistory.passwordHash })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, userId))
        .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
        .limit(limit);
      return rows.map((row) => row.hash);
    },

    /** Adds the replaced hash and keeps only the newest `keep` entries. */
    async push(userId: number, passwordHash: string, at: Date, keep: number): Promise<void> {
      await db.insert(passwordHistory).values({ userId, passwordHash, createdAt: at });
      const rows = await db
        .select({ id: passwordHistory.id })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, userId))
        .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
        .offset(keep);
      if (rows.length > 0)
        await db.delete(passwordHistory).where(
          inArray(
            passwordHistory.id,
            rows.map((row) => row.id),
          ),
        );
    },
  };
}

export type PasswordHistoryRepository = ReturnType<typeof createPasswordHistoryRepository>;
