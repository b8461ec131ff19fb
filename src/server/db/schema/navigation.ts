// The navigation menu: entries per organisation (or for all), some for admins only.
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { organisations } from './base';

export const navigationEntries = pgTable(
  'navigation_entries',
  {
    id: serial('id').primaryKey(),
    // Null: every organisation gets the entry.
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    groupPath: text('group_path').notNull(),
    groupOrder: integer('group_order').notNull(),
    itemName: text('item_name').notNull(),
    itemPath: text('item_path').notNull(),
    itemOrder: integer('item_order').notNull(),
    adminOnly: boolean('admin_only').notNull().default(false),
  },
  (table) => [index('navigation_entries_organisation_id_idx').on(table.organisationId)],
);
