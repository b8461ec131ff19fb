// The help area's tables: help texts with their full history, the contact directory's groups and
// people, and the welcome page's reference links.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations, timestamptz, users } from './base';

/** The current text of each kind (announcements, support, releaseNotes); `version` guards saves. */
export const helpTexts = pgTable('help_texts', {
  kind: text('kind').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Every saved version, never updated or deleted: who wrote what, and when. */
export const helpTextVersions = pgTable(
  'help_text_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    savedAt: timestamptz('saved_at').notNull().defaultNow(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('help_text_versions_kind_version_idx').on(table.kind, table.version)],
);

/** The filter options of the directory; organisations.organisation_group holds the code. */
export const organisationGroups = pgTable(
  'organisation_groups',
  {
    code: text('code').primaryKey(),
    displayName: text('display_name').notNull(),
  },
  // Unique names: the filter could not tell two groups apart, and the directory's sort by group name
  // relies on it (repositories/organisation-contacts-page.ts).
  (table) => [uniqueIndex('organisation_groups_display_name_idx').on(table.displayName)],
);

/**
 * People at organisations (the directory's lower table). The people table is only ever read for one
 * organisation, so every index leads with organisation_id; the default sort (last name) has its own.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    secondName: text('second_name').notNull(),
    firstName: text('first_name').notNull(),
    jobTitle: text('job_title'),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    contactOther: text('contact_other'),
  },
  (table) => [
    index('contacts_organisation_second_name_idx').on(
      table.organisationId,
      sql`${table.secondName} COLLATE "und-x-icu"`,
      table.id,
    ),
  ],
);

/** Welcome-page links (help/welcome?ref=...): where a reference points, for which organisation. */
export const referenceLinks = pgTable(
  'reference_links',
  {
    id: serial('id').primaryKey(),
    ref: text('ref').notNull(),
    targetUrl: text('target_url').notNull(),
    requestParameters: jsonb('request_parameters').$type<Record<string, string>>().notNull(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('reference_links_ref_idx').on(table.ref)],
);
