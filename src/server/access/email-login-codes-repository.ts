import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailLoginCodes } from '../db/schema';

export type EmailLoginCodeRow = typeof emailLoginCodes.$inferSelect;

export function createEmailLoginCodesRepository(db: Database) {
  return {
    /**
     * One code per user and login attempt: asking again replaces the previous code, unless that was
     * made after `keptIfMadeAfter`; false then, and the previous code stands. One statement, so of
     * two requests at once exactly one makes the code.
     */
    async replace(row: typeof emailLoginCodes.$inferInsert, keptIfMadeAfter: Date): Promise<boolean> {
      const made = await db
        .insert(emailLoginCodes)
        .values(row)
        .onConflictDoUpdate({
          target: [emailLoginCodes.userId, emailLoginCodes.attemptId],
          set: { codeHash: row.codeHash, expiresAt: row.expiresAt, failures: 0, createdAt: row.createdAt },
          setWhere: lte(emailLoginCodes.createdAt, keptIfMadeAfter),
        })
        .returning({ userId: emailLoginCodes.userId });
      return made.length === 1;
    },

    /** Removes every code expired by `now`, each user's; a statement of its own, holding no lock for long. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(emailLoginCodes).where(lt(emailLoginCodes.expiresAt, now));
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
