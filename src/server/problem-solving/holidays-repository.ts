import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { holidays } from '../db/schema';

/** The holiday calendar the deadlines skip, and the due dates that follow from it. */
export function createHolidaysRepository(db: Database) {
  return {
    /**
     * Until the change commits, nobody reads the calendar: a record written meanwhile waits and gets
     * its due date from the new one, and two admins' changes take turns.
     */
    async lockCalendar() {
      await db.execute(sql`LOCK TABLE holidays IN ACCESS EXCLUSIVE MODE`);
    },

    list() {
      return db.select().from(holidays).orderBy(asc(holidays.day));
    },

    async find(day: string) {
      const [row] = await db.select().from(holidays).where(eq(holidays.day, day));
      return row ?? null;
    },

    async add(day: string, name: string) {
      await db.insert(holidays).values({ day, name }).onConflictDoNothing();
    },

    async remove(day: string) {
      await db.delete(holidays).where(eq(holidays.day, day));
    },

    /**
     * Every problem's due date as the calendar now makes it (migration 0010's `problem_due_by`); only
     * the rows whose date moves are written, and the kept counts follow by their trigger.
     */
    async recomputeDueDates() {
      await db.execute(sql`
        UPDATE problems SET due_by = moved.due_by
        FROM (
          SELECT problems.id, problem_due_by(records.document_type, problems.category, (records.created_at AT TIME ZONE 'UTC')::date) AS due_by
          FROM problems JOIN reporting_records AS records ON records.id = problems.record_id
        ) AS moved
        WHERE problems.id = moved.id AND problems.due_by IS DISTINCT FROM moved.due_by`);
    },
  };
}

export type HolidaysRepository = ReturnType<typeof createHolidaysRepository>;
