// The administration's changes to users: who changed whom, when and how (the user's history).
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz, users } from './base';
import { userAdministrationActions } from '../../../shared/contract/admin-user-changes-constants';

export const userAdministrationEvents = pgTable(
  'user_administration_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Kept by name as well: the history still says who acted after that admin is gone.
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    action: text('action', { enum: userAdministrationActions }).notNull(),
    detail: text('detail').notNull(),
  },
  (table) => [index('user_administration_events_user_idx').on(table.userId, table.occurredAt)],
);
