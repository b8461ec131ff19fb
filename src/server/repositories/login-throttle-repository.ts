import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginThrottle } from '../db/schema';

export type ThrottleKind = 'name' | 'address';

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

export interface FailurePolicy {
  windowMs: number;
  lockAfter: number;
  lockMs: number;
}

// Raw sql parameters are not mapped by the column type: pass instants as ISO text, cast explicitly.
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createLoginThrottleRepository(db: Database) {
  return {
    /** The failures counted in the current window (0 once it or a lockout has run out). */
    async state(kind: ThrottleKind, key: string, now: Date, windowMs: number): Promise<ThrottleState> {
      const [row] = await db.select().from(loginThrottle).where(and(eq(loginThrottle.kind, kind), eq(loginThrottle.key, key)));
      if (!row) return { failures: 0, lockedUntil: null };
      if (row.lockedUntil && row.lockedUntil > now) return { failures: row.failures, lockedUntil: row.lockedUntil };
      const stale = row.lockedUntil !== null || now.getTime() - row.windowStartedAt.getTime() > windowMs;
      return stale ? { failures: 0, lockedUntil: null } : { failures: row.failures, lockedUntil: null };
    },

    /**
     * Counts one failure in a single upsert, so concurrent guesses cannot slip past the count: a
     * window that has run out (or ended in a lockout that is over) starts again at 1; reaching
     * `lockAfter` sets the lockout.
     */
    async recordFailure(kind: ThrottleKind, key: string, now: Date, policy: FailurePolicy): Promise<void> {
      const windowStart = instant(new Date(now.getTime() - policy.windowMs));
      const lockedUntil = new Date(now.getTime() + policy.lockMs);
      const restart = sql`(${loginThrottle.windowStartedAt} < ${windowStart} or (${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} <= ${instant(now)}))`;
      const failures = sql`case when ${restart} then 1 else ${loginThrottle.failures} + 1 end`;
      await db
        .insert(loginThrottle)
        .values({ kind, key, failures: 1, windowStartedAt: now, lockedUntil: policy.lockAfter <= 1 ? lockedUntil : null })
        .onConflictDoUpdate({
          target: [loginThrottle.kind, loginThrottle.key],
          set: {
            windowStartedAt: sql`case when ${restart} then ${instant(now)} else ${loginThrottle.windowStartedAt} end`,
            lockedUntil: sql`case when ${failures} >= ${policy.lockAfter} then ${instant(lockedUntil)} when ${restart} then null else ${loginThrottle.lockedUntil} end`,
            failures,
          },
        });
    },

    async reset(kind: ThrottleKind, key: string): Promise<void> {
      await db.delete(loginThrottle).where(and(eq(loginThrottle.kind, kind), eq(loginThrottle.key, key)));
    },
  };
}

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
