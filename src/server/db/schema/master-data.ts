// Each organisation's master data: its identifiers, Trader IDs, delivery points and market places,
// and the history of every change to them.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations, timestamptz, users } from './base';
import { masterDataKinds } from '../../../shared/contract/master-data-codes';

export const masterDataCodes = pgTable(
  'master_data_codes',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: masterDataKinds }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull().default(''),
    // A retired code stays on record (reports name it) but no value set offers it any more.
    retiredAt: timestamptz('retired_at'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull(),
    updatedBy: text('updated_by'),
  },
  // One entry per code and kind in an organisation, whatever the case it was typed in.
  (table) => [
    uniqueIndex('master_data_codes_unique_idx').on(table.organisationId, table.kind, sql`upper(${table.code})`),
  ],
);

export const masterDataEvents = pgTable(
  'master_data_events',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: masterDataKinds }).notNull(),
    code: text('code').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    action: text('action', { enum: ['ADDED', 'RENAMED', 'RETIRED', 'REINSTATED', 'DELETED'] }).notNull(),
    detail: text('detail').notNull(),
    // The entry changed and the version the change left it at (for a delete, the version deleted): a
    // request sent again finds its own change here, even once the entry is gone. Null on older events.
    entryId: integer('entry_id'),
    entryVersion: integer('entry_version'),
  },
  (table) => [
    index('master_data_events_organisation_idx').on(table.organisationId, table.occurredAt),
    index('master_data_events_entry_idx').on(table.entryId),
  ],
);
