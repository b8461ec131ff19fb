import { eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, twoFactorStates, users } from '../db/schema';

export function createTwoFactorRepository(db: Database) {
  return {
    async pendingSecret(userId: number): Promise<string | null> {
      return (await this.pendingSetup(userId))?.secret ?? null;
    },

    /** The pending secret and the session that started it. */
    async pendingSetup(userId: number): Promise<{ secret: string; sessionId: string | null } | null> {
      const [row] = await db
        .select({ secret: twoFactorStates.pendingSecret, sessionId: twoFactorStates.pendingSessionId })
        .from(twoFactorStates)
        .where(eq(twoFactorStates.userId, userId));
      return row?.secret ? { secret: row.secret, sessionId: row.sessionId } : null;
    },

    /** The TOTP step of the last code accepted from the user (a login's or the setup's), if any. */
    async lastUsedStep(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ step: twoFactorStates.lastUsedStep })
        .from(twoFactorStates)
        .where(eq(twoFactorStates.userId, userId));
      return row?.step ?? null;
    },

    /**
     * The setup's pending secret: the one `sessionId` started since `keptSince`, if there is one, else
     * `candidate`. One statement, so two starts at once (a double click, two tabs) hold and show the
     * same secret; another session's start replaces it, and never sees it.
     */
    async startPendingSecret(
      userId: number,
      sessionId: string,
      candidate: string,
      at: Date,
      keptSince: Date,
    ): Promise<string> {
      const kept = sql`${twoFactorStates.pendingSecret} IS NOT NULL AND ${twoFactorStates.pendingSessionId} = ${sessionId}
        AND ${twoFactorStates.pendingCreatedAt} >= ${keptSince}`;
      const [row] = await db
        .insert(twoFactorStates)
        .values({ userId, pendingSecret: candidate, pendingCreatedAt: at, pendingSessionId: sessionId })
        .onConflictDoUpdate({
          target: twoFactorStates.userId,
          set: {
            pendingSecret: sql`CASE WHEN ${kept} THEN ${twoFactorStates.pendingSecret} ELSE ${candidate} END`,
            pendingCreatedAt: sql`CASE WHEN ${kept} THEN ${twoFactorStates.pendingCreatedAt} ELSE ${at} END`,
            pendingSessionId: sessionId,
          },
        })
        .returning({ secret: twoFactorStates.pendingSecret });
      if (!row?.secret) throw new Error(`No pending secret stored for user ${userId}.`);
      return row.secret;
    },

    async setPendingSecret(userId: number, secret: string | null, at: Date): Promise<void> {
      await db
        .insert(twoFactorStates)
        .values({ userId, pendingSecret: secret, pendingCreatedAt: secret ? at : null, pendingSessionId: null })
        .onConflictDoUpdate({
          target: twoFactorStates.userId,
          set: { pendingSecret: secret, pendingCreatedAt: secret ? at : null, pendingSessionId: null },
        });
    },

    /**
     * Records that the code of TOTP time step `step` was used. Atomic compare-and-set: true only if
     * no code of this or a later step was accepted before, so a code replayed (even concurrently) fails.
     */
    async claimStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .insert(twoFactorStates)
        .values({ userId, lastUsedStep: step })
        .onConflictDoUpdate({
          target: twoFactorStates.userId,
          set: { lastUsedStep: step },
          setWhere: or(isNull(twoFactorStates.lastUsedStep), lt(twoFactorStates.lastUsedStep, step)),
        })
        .returning({ userId: twoFactorStates.userId });
      return rows.length === 1;
    },

    /**
     * Makes the verified pending secret the user's second factor, clears the setup flag and ends
     * every session of the user, all in one transaction: no session opened before survives the change.
     */
    async activate(userId: number, secret: string, step: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ totpSecret: secret, setupTwoFactor: false }).where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        // The verifying code's step counts as used: it cannot be replayed at the next login.
        await tx
          .update(twoFactorStates)
          .set({
            pendingSecret: null,
            pendingCreatedAt: null,
            pendingSessionId: null,
            lastUsedStep: sql`greatest(coalesce(${twoFactorStates.lastUsedStep}, 0), ${step})`,
          })
          .where(eq(twoFactorStates.userId, userId));
      });
    },

    /** Cancelling the setup: the pending secret is dropped and the user is no longer asked to set up. */
    async cancelSetup(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ setupTwoFactor: false }).where(eq(users.id, userId));
        await tx
          .update(twoFactorStates)
          .set({ pendingSecret: null, pendingCreatedAt: null, pendingSessionId: null })
          .where(eq(twoFactorStates.userId, userId));
      });
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
