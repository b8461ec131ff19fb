// The tables every area refers to (organisations, users) and the shared column helpers. Area files
// import only this file, never each other, so the schema has no import cycle. Relative imports only:
// drizzle-kit loads these files without the tsconfig path aliases.
import { sql } from 'drizzle-orm';
import { organisationContactColumns, type OrganisationContactColumn } from '../../../shared/contract/contacts';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Every point in time is stored with its zone, read back as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Organisation columns the contact directory sorts by (besides the group, which sorts by its name).
// A relative import: drizzle-kit loads this file without the tsconfig path aliases.
const directorySortColumns = organisationContactColumns.filter(
  (column): column is Exclude<OrganisationContactColumn, 'organisationGroupDisplayName'> =>
    column !== 'organisationGroupDisplayName',
);

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    displayName: text('display_name').notNull(),
    legalName: text('legal_name').notNull(),
    eicCode: text('eic_code').notNull().unique(),
    organisationGroup: text('organisation_group').notNull(),
    ecmProcessRole: text('ecm_process_role'),
    errProcessRole: text('err_process_role'),
    businessContact: text('business_contact'),
    technicalContact: text('technical_contact'),
  },
  // The contact directory pages through organisations sorted by any column, in linguistic order with
  // the id breaking ties (repositories/paged-query.ts): one index per column serves both
  // directions, so a page is an index range instead of a sort of the whole table.
  (table) => [
    index('organisations_group_idx').on(table.organisationGroup, table.id),
    ...directorySortColumns.map((column) =>
      index(`organisations_${table[column].name}_sort_idx`).on(sql`${table[column]} COLLATE "und-x-icu"`, table.id),
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    canEditHelp: boolean('can_edit_help').notNull().default(false),
    changePasswordImmediately: boolean('change_password_immediately').notNull().default(false),
    setupTwoFactor: boolean('setup_two_factor').notNull().default(false),
    fhaUser: boolean('fha_user').notNull().default(false),
    totpSecret: text('totp_secret'),
    emailCodeAllowed: boolean('email_code_allowed').notNull().default(false),
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
    passwordExpiresAt: timestamptz('password_expires_at'),
    lastLoginAt: timestamptz('last_login_at'),
    // The login before the current one: what "last login" on the welcome page means.
    previousLoginAt: timestamptz('previous_login_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    // Set by an administrator: a locked user cannot sign in until unlocked (failed sign-ins lock by name
    // in login_throttle instead, for a while).
    lockedAt: timestamptz('locked_at'),
    // Counts the administration's changes: an edit made from an older version is refused (409).
    version: integer('version').notNull().default(1),
  },
  // Usernames are unique regardless of case; lookups use lower(username) to hit this index.
  (table) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`)],
);
