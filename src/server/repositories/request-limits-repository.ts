import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginThrottle } from '../db/schema';

/** The counted requests that are not failed logins; they share the login_throttle table's counters. */
export type RequestLimitKind = 'reset-mail-user' | 'reset-mail-address';

// Raw sql parameters are not mapped by the column type: pass instants as ISO text, cast explicitly.
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Fixed-window request counters in the database, so a restart forgets nothing and every server behind
 * the balancer counts together.
 */
export function createRequestLimitsRepository(db: Database) {
  return {
    /**
     * Counts one request for (kind, key) and returns how many the current window holds, this one
     * included. A single upsert: the row lock orders concurrent requests, so each gets its own number
     * and no two can both see a count under the limit that together exceed it. A window older than
     * `windowMs` starts again at 1.
     */
    async hit(kind: RequestLimitKind, key: string, now: Date, windowMs: number): Promise<number> {
      const restart = sql`${loginThrottle.windowStartedAt} <= ${instant(new Date(now.getTime() - windowMs))}`;
      const [row] = await db
        .insert(loginThrottle)
        .values({ kind, key, failures: 1, windowStartedAt: now, lockedUntil: null })
        .onConflictDoUpdate({
          target: [loginThrottle.kind, loginThrottle.key],
          set: {
            windowStartedAt: sql`case when ${restart} then ${instant(now)} else ${loginThrottle.windowStartedAt} end`,
            failures: sql`case when ${restart} then 1 else ${loginThrottle.failures} + 1 end`,
          },
        })
        .returning({ count: loginThrottle.failures });
      if (!row) throw new Error(`Counting a ${kind} request returned no row.`);
      return row.count;
    },
  };
}

export type RequestLimitsRepository = ReturnType<typeof createRequestLimitsRepository>;
