// MiFID position files: the records of each position report file received from an OMP, each as received
// and as the working copy the users edit, and the file's place in its workflow. The file itself is a
// reporting record (MIFID_POSITION_FILE in ../schema-reporting.ts) whose id these tables use as file_id;
// area files import only ./base, so the foreign keys to the reporting tables (and from the records to
// their file) are written by hand in the migration, 0005_mifid_positions.sql.
// Relative imports only: drizzle-kit loads this file without the tsconfig path aliases.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MifidFileState, MifidPositionAction, MifidPositionState } from '../../../shared/contract/mifid-constants';
import { organisations, timestamptz, users } from './base';

/** A position record's field values (the dialog's values, see shared/contract/mifid.ts). */
export type MifidPositionValuesJson = Record<string, string | boolean>;

/**
 * One position file's workflow: RECEIVED → EDITING (first change) → CONFIRMED (frozen, sent back), or
 * EDITING → DISCARDED (the working copy restored to the file as received). `version` goes up with every
 * change to the file or any of its records, so confirm and discard can refuse a stale view.
 */
export const mifidPositionFiles = pgTable(
  'mifid_position_files',
  {
    fileId: integer('file_id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    state: text('state').$type<MifidFileState>().notNull(),
    version: integer('version').notNull().default(1),
    confirmedByUserId: integer('confirmed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The name as it was when confirming: it stays what the file says even if the user goes.
    confirmedByName: text('confirmed_by_name'),
    confirmedAt: timestamptz('confirmed_at'),
    // The outgoing file sent back to the OMP, a reporting document of the file's record.
    outgoingDocumentId: integer('outgoing_document_id'),
    updatedAt: timestamptz('updated_at').notNull(),
    // Who made the file's latest change, by name as it was then: a stale confirm or discard names them.
    updatedByName: text('updated_by_name'),
    // Who that was by id (two users may share a name): their own discard sent again is told apart by it.
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('mifid_position_files_organisation_idx').on(table.organisationId, table.fileId),
    check('mifid_position_files_version_positive', sql`${table.version} >= 1`),
  ],
);

/**
 * One position record of a file. `received` holds the values as the OMP sent them (null for a record
 * the users added); `working` the working copy. `status` is 'Added', 'Deleted' or null (received,
 * edited or not); `version` goes
 * up with each change, and an edit or delete names the version it was made on.
 */
export const mifidPositionRecords = pgTable(
  'mifid_position_records',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id').notNull(),
    refNumber: integer('ref_number').notNull(),
    positionAction: text('position_action').$type<MifidPositionAction>().notNull(),
    received: jsonb('received').$type<MifidPositionValuesJson>(),
    working: jsonb('working').$type<MifidPositionValuesJson>().notNull(),
    status: text('status').$type<MifidPositionState>(),
    version: integer('version').notNull().default(1),
    // The client's id of the add that created the record: a retried add finds it instead of adding twice.
    addRequestId: text('add_request_id'),
    // The values that add wrote: its retry is told apart from a correction sent under the same id.
    addedValues: jsonb('added_values').$type<MifidPositionValuesJson>(),
  },
  (table) => [
    // A page of a file's records in ref. number order is a range of this index.
    uniqueIndex('mifid_position_records_file_ref_idx').on(table.fileId, table.refNumber),
    uniqueIndex('mifid_position_records_add_request_idx')
      .on(table.fileId, table.addRequestId)
      .where(sql`${table.addRequestId} IS NOT NULL`),
    // An added record has nothing received; a received record is never 'Added'. (Deleting an added
    // record makes it 'Deleted' with nothing received.)
    check(
      'mifid_position_records_added_has_no_received',
      sql`(${table.status} IS DISTINCT FROM 'Added' OR ${table.received} IS NULL) AND (${table.received} IS NOT NULL OR ${table.status} IS NOT NULL)`,
    ),
  ],
);

/**
 * The adds a discard took back, by the client's id of each: an add sent again after the discard (a
 * retry whose first answer was lost) finds it here and is refused as made on a file changed since,
 * instead of putting the record back.
 */
export const mifidDiscardedAdds = pgTable(
  'mifid_discarded_adds',
  {
    fileId: integer('file_id').notNull(),
    addRequestId: text('add_request_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.addRequestId] })],
);
