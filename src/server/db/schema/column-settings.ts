// Personal column settings: the columns a user shows, in order, per organisation and settings key.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations, timestamptz, users } from './base';

export const columnSettings = pgTable(
  'column_settings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null: saved without an organisation selected (an admin's optional selection).
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    // The settings key (remitt1, ecm, ...), as the API path names it.
    settingsKey: text('settings_key').notNull(),
    activeColumns: jsonb('active_columns').$type<string[]>().notNull(),
    // Counts the saves: one from a page loaded at an older version is refused (409), not applied over it.
    version: integer('version').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  // One row per user, organisation (none counts as one) and key: a persist replaces it in place. The
  // second index serves the colleague list of one organisation and key.
  (table) => [
    uniqueIndex('column_settings_user_scope_idx').on(
      table.userId,
      sql`coalesce(${table.organisationId}, 0)`,
      table.settingsKey,
    ),
    index('column_settings_organisation_key_idx').on(table.organisationId, table.settingsKey),
  ],
);
