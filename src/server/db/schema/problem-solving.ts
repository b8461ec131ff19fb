// Problem solving: the open problems of every work area, one row each, and the holiday calendar their
// deadlines skip. The rows are derived by the database itself (triggers in migration 0010), so every
// way a record's state or trail is written keeps the queue true; area files import only ./base, so the
// foreign key to reporting_records is written by hand in that migration.
// Relative imports only: drizzle-kit loads this file without the tsconfig path aliases.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProblemCategory } from '../../../shared/contract/problem-solving-constants';
import { organisations, timestamptz, users } from './base';

/** A day the deadlines skip besides Saturdays and Sundays (seeded with TARGET2's closing days). */
export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

/**
 * One open (or handled) problem of a record. `source` 'STATE' while the record's state is a problem
 * (rejected, invalid, unmatched, unconfirmed), 'WARNING' for the newest warning of its trail. `version`
 * goes up with every change, so marking handled or reopening from a stale queue is refused.
 */
export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id').notNull(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    source: text('source').$type<'STATE' | 'WARNING'>().notNull(),
    category: text('category').$type<ProblemCategory>().notNull(),
    recordState: text('record_state').notNull(),
    /** The record's external id, kept by the same triggers: the queue sorts by it without a join. */
    externalId: text('external_id').notNull(),
    since: timestamptz('since').notNull(),
    dueBy: date('due_by', { mode: 'string' }),
    eventId: bigint('event_id', { mode: 'number' }),
    version: integer('version').notNull().default(1),
    handledAt: timestamptz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledByName: text('handled_by_name'),
    handledNote: text('handled_note'),
    /** Who last put it back in the queue, and when: what a change from an older view is told. */
    reopenedAt: timestamptz('reopened_at'),
    reopenedBy: integer('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    reopenedByName: text('reopened_by_name'),
  },
  (table) => [
    uniqueIndex('problems_record_source_idx').on(table.recordId, table.source),
    // The queue's default order (due by, the oldest first) over one organisation's open problems.
    index('problems_open_due_idx')
      .on(table.organisationId, table.dueBy, table.id)
      .where(sql`${table.handledAt} IS NULL`),
    index('problems_open_category_idx')
      .on(table.organisationId, table.category, table.dueBy, table.id)
      .where(sql`${table.handledAt} IS NULL`),
    // The other orders of the queue, each an index range rather than a sort of every open problem.
    index('problems_open_category_sort_idx')
      .on(table.organisationId, table.category, table.id)
      .where(sql`${table.handledAt} IS NULL`),
    index('problems_open_since_idx')
      .on(table.organisationId, table.since, table.id)
      .where(sql`${table.handledAt} IS NULL`),
    index('problems_open_external_id_idx')
      .on(table.organisationId, sql`${table.externalId} COLLATE "und-x-icu"`, table.id)
      .where(sql`${table.handledAt} IS NULL`),
  ],
);

/**
 * How many open problems each organisation has per category and due day, kept by a trigger on
 * `problems` (migration 0010): the menu's number, the status bar and the queue's unfiltered count
 * read a few hundred groups instead of counting every open problem. No foreign key: an organisation
 * deleted with its problems would have its groups written while it goes.
 */
export const problemCounts = pgTable(
  'problem_counts',
  {
    organisationId: integer('organisation_id').notNull(),
    category: text('category').$type<ProblemCategory>().notNull(),
    dueBy: date('due_by', { mode: 'string' }),
    openCount: integer('open_count').notNull(),
  },
  (table) => [unique('problem_counts_group').on(table.organisationId, table.category, table.dueBy).nullsNotDistinct()],
);
