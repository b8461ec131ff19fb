// Each user's own display and grid preferences; a user without a row has the defaults.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './base';
import { dateFormats, gridDensities } from '../../../shared/contract/preferences-defaults';

export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // An IANA zone name, 'UTC', or 'BROWSER' for the zone of whichever browser shows the moment.
  timeZone: text('time_zone').notNull(),
  dateFormat: text('date_format', { enum: dateFormats }).notNull(),
  rowsPerPage: integer('rows_per_page').notNull(),
  density: text('density', { enum: gridDensities }).notNull(),
  landingPage: text('landing_page').notNull(),
  version: integer('version').notNull(),
});
