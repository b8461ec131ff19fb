import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginThrottle } from '../db/schema';

export type ThrottleKind = 'name' | 'address';

export interface FailurePolicy {
  windowMs: number;
  lockAfter: number;
  lockMs: number;
}

/** An attempt's count and, while one runs, when the lockout ends. */
export interface CountedAttempt {
  failures: number;
  lockedUntil: Date | null;
}

// Raw sql parameters are not mapped by the column type: pass instants as ISO text, cast explicitly.
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createLoginThrottleRepository(db: Database) {
  /**
   * One more on the count, in a single upsert (so concurrent callers each get their own count),
   * returning the new count. While a lockout runs the count goes on (so a caller above `lockAfter`
   * knows it is locked out) and the lockout stays; once it is over, or the window has run out, the
   * count starts again at 1. Reaching `lockAfter` sets the lockout.
   */
  async function countOne(kind: ThrottleKind, key: string, now: Date, policy: FailurePolicy): Promise<CountedAttempt> {
    const windowStart = instant(new Date(now.getTime() - policy.windowMs));
    const lockedUntil = new Date(now.getTime() + policy.lockMs);
    const locked = sql`(${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} > ${instant(now)})`;
    const restart = sql`(not ${locked} and (${loginThrottle.windowStartedAt} < ${windowStart} or ${loginThrottle.lockedUntil} is not null))`;
    const failures = sql`case when ${restart} then 1 else ${loginThrottle.failures} + 1 end`;
    const [row] = await db
      .insert(loginThrottle)
      .values({ kind, key, failures: 1, windowStartedAt: now, lockedUntil: policy.lockAfter <= 1 ? lockedUntil : null })
      .onConflictDoUpdate({
        target: [loginThrottle.kind, loginThrottle.key],
        set: {
          windowStartedAt: sql`case when ${restart} then ${instant(now)} else ${loginThrottle.windowStartedAt} end`,
          lockedUntil: sql`case when ${locked} then ${loginThrottle.lockedUntil} when ${failures} >= ${policy.lockAfter} then ${instant(lockedUntil)} else null end`,
          failures,
        },
      })
      .returning({ failures: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil });
    return { failures: row?.failures ?? 1, lockedUntil: row?.lockedUntil ?? null };
  }

  return {
    /**
     * Counts one attempt before it is evaluated, atomically (one upsert, the new count returned), so
     * concurrent attempts each see a different count: the attempt that reaches `lockAfter` sets the
     * lockout, every later one finds a count above it. A window that has run out (or ended in a
     * lockout that is over) starts again at 1; an ongoing lockout is kept as it is. An attempt that
     * turns out not to be a failure is handed back with `refund`.
     */
    async countAttempt(kind: ThrottleKind, key: string, now: Date, policy: FailurePolicy): Promise<CountedAttempt> {
      return countOne(kind, key, now, policy);
    },

    /**
     * Takes back one counted attempt (a success, or an attempt refused unevaluated): below
     * `lockAfter` again, the lockout it may have set is lifted.
     */
    async refund(kind: ThrottleKind, key: string, policy: Pick<FailurePolicy, 'lockAfter'>): Promise<void> {
      const failures = sql`greatest(${loginThrottle.failures} - 1, 0)`;
      await db
        .update(loginThrottle)
        .set({
          failures,
          lockedUntil: sql`case when ${failures} < ${policy.lockAfter} then null else ${loginThrottle.lockedUntil} end`,
        })
        .where(and(eq(loginThrottle.kind, kind), eq(loginThrottle.key, key)));
    },

    async reset(kind: ThrottleKind, key: string): Promise<void> {
      await db.delete(loginThrottle).where(and(eq(loginThrottle.kind, kind), eq(loginThrottle.key, key)));
    },
  };
}

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
