import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { requestHits } from '../db/schema';

/** The requests counted against a rolling limit. */
export type RequestLimitKind =
  'reset-mail-user' | 'reset-mail-repeat' | 'reset-mail-address' | 'client-report-address' | 'reset-retry';

/**
 * Rolling-window request limits in the database, so a restart forgets nothing and every server behind
 * the balancer counts together. Each accepted request is a row; a request is accepted while fewer
 * than the limit were accepted in the window before it, so no hour (not only no clock hour) holds
 * more than the limit.
 */
export function createRequestLimitsRepository(db: Database) {
  return {
    /**
     * Accepts one request for (kind, key) if fewer than `limit` were accepted in the `windowMs` before
     * `now`, and records it; true if accepted. A refused request is not recorded, so the rows of a key
     * never exceed the limit, and a flood does not push the next allowed request further away.
     * Atomic: a transaction-scoped advisory lock on (kind, key) queues concurrent requests for the
     * same key, so each counts the ones accepted before it and none can slip past the limit.
     */
    async take(kind: RequestLimitKind, key: string, now: Date, windowMs: number, limit: number): Promise<boolean> {
      const since = new Date(now.getTime() - windowMs);
      const accepted = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}), hashtext(${key}))`);
        const [row] = await tx
          .select({ value: count() })
          .from(requestHits)
          .where(and(eq(requestHits.kind, kind), eq(requestHits.key, key), gt(requestHits.at, since)));
        if ((row?.value ?? 0) >= limit) return false;
        await tx.insert(requestHits).values({ kind, key, at: now });
        return true;
      });
      // Rows past the window count for nobody: removed here, so keys never asked again do not pile up.
      await db.delete(requestHits).where(and(eq(requestHits.kind, kind), lte(requestHits.at, since)));
      return accepted;
    },
  };
}

export type RequestLimitsRepository = ReturnType<typeof createRequestLimitsRepository>;
