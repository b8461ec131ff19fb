import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailLoginCodes } from '../db/schema';

export type EmailLoginCodeRow = typeof emailLoginCodes.$inferSelect;

export function createEmailLoginCodesRepository(db: Database) {
  return {
    /** One code per user and login attempt: asking again replaces the previous code. */
    async replace(row: typeof emailLoginCodes.$inferInsert): Promise<void> {
      await db.delete(emailLoginCodes).where(lt(emailLoginCodes.expiresAt, row.createdAt));
      await db
        .insert(emailLoginCodes)
        .values(row)
        .onConflictDoUpdate({
          target: [emailLoginCodes.userId, emailLoginCodes.attemptId],
          set: { codeHash: row.codeHash, expiresAt: row.expiresAt, failures: 0, createdAt: row.createdAt },
        });
    },

    async findLive(userId: number, attemptId: string, now: Date): Promise<EmailLoginCodeRow | null> {
      const [row] = await db
        .select()
        .from(emailLoginCodes)
        .where(
          and(
            eq(emailLoginCodes.userId, userId),
            eq(emailLoginCodes.attemptId, attemptId),
            gt(emailLoginCodes.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    /** Single use: deleting the row is the consumption; false if someone else consumed it first. */
    async consume(userId: number, attemptId: string): Promise<boolean> {
      const rows = await db
        .delete(emailLoginCodes)
        .where(and(eq(emailLoginCodes.userId, userId), eq(emailLoginCodes.attemptId, attemptId)))
        .returning({ userId: emailLoginCodes.userId });
      return rows.length === 1;
    },

    /** Counts a wrong code; at `maxFailures` the code is discarded and the attempt is over. */
    async recordFailure(userId: number, attemptId: string, maxFailures: number): Promise<void> {
      const where = and(eq(emailLoginCodes.userId, userId), eq(emailLoginCodes.attemptId, attemptId));
      const [row] = await db
        .update(emailLoginCodes)
        .set({ failures: sql`${emailLoginCodes.failures} + 1` })
        .where(where)
        .returning({ failures: emailLoginCodes.failures });
      if (row && row.failures >= maxFailures) await db.delete(emailLoginCodes).where(where);
    },
  };
}

export type EmailLoginCodesRepository = ReturnType<typeof createEmailLoginCodesRepository>;
