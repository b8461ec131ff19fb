import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { passwordResetTokens } from '../db/schema';

export function createPasswordResetTokensRepository(db: Database) {
  return {
    async create(row: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(row);
    },

    /** The user id of a token that is unused and unexpired at `now`, else null. */
    async findUsable(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      return row?.userId ?? null;
    },

    /** The user of a token that set the password and when; null for one unknown, unused or retired unused. */
    async findConsumed(tokenHash: string): Promise<{ userId: number; consumedAt: Date } | null> {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId, consumedAt: passwordResetTokens.consumedAt })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash));
      return row?.consumedAt ? { userId: row.userId, consumedAt: row.consumedAt } : null;
    },

    /** Marks the token used; false if it was not usable any more (used concurrently, or expired). */
    async consume(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: now, consumedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return rows.length === 1;
    },

    /** A new password makes every other outstanding link of the user worthless; old rows are dropped. */
    async retireForUser(userId: number, now: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
    },
  };
}

export type PasswordResetTokensRepository = ReturnType<typeof createPasswordResetTokensRepository>;
