// The reporting world: records of every work area (confirmations, invoices, REMIT reports, files,
// messages), the versions of REMIT records, their audit trails and the stored documents the trails link
// to. Relative imports only: drizzle-kit loads this file without the tsconfig path aliases.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AuditSeverity,
  RemitActionType,
  ReportingDocumentType,
  ReportingRecordState,
  StoredDocumentKind,
} from './schema/reporting-kinds';
import { organisations, timestamptz, users } from './schema/base';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers Uint8Array, node-postgres Buffer: one type for the repositories.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const organisationId = () =>
  integer('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

/**
 * One record of a work area, owned by one organisation. For REMIT trades the id is what the product's
 * URLs call the historyId. `attributes` holds the family's summary fields (counterparty, commodity,
 * file name...) that finders list.
 */
export const reportingRecords = pgTable(
  'reporting_records',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    documentType: text('document_type').$type<ReportingDocumentType>().notNull(),
    externalId: text('external_id').notNull(),
    state: text('state').$type<ReportingRecordState>().notNull(),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    /**
     * What a finder's text search reads: the external id and every text value of `attributes`, one per
     * line, lower-cased by ICU's root locale. Kept by the database itself (migration 0007 defines the
     * function), so every way a record is written keeps it true, and the trigram index below answers
     * a substring search without reading every record.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(finder_search_text(external_id, attributes) COLLATE "und-x-icu")`,
    ),
  },
  (table) => [
    index('reporting_records_search_text_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    uniqueIndex('reporting_records_external_id_idx').on(table.organisationId, table.documentType, table.externalId),
    // A finder lists one organisation's records of one family, newest first.
    index('reporting_records_finder_idx').on(
      table.organisationId,
      table.documentType,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * How many records each organisation has of each family in each state, kept by the database's own
 * statement triggers on reporting_records (migration 0014), so every way a record is written keeps it
 * true. A finder without a date range or text search reads its count here instead of counting its
 * records' index entries on every page.
 */
export const reportingRecordCounts = pgTable(
  'reporting_record_counts',
  {
    organisationId: integer('organisation_id').notNull(),
    documentType: text('document_type').$type<ReportingDocumentType>().notNull(),
    state: text('state').$type<ReportingRecordState>().notNull(),
    recordCount: integer('record_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.documentType, table.state] })],
);

/**
 * Stored files: regulator XML, PDFs, the HTML of the document-frame pages, text files and messages.
 * Exactly one of content_text (xml, html, txt) and content_bytes (pdf) is set.
 */
export const reportingDocuments = pgTable(
  'reporting_documents',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    // The record the document belongs to; a file may belong to none (kept when its record goes).
    recordId: integer('record_id').references(() => reportingRecords.id, { onDelete: 'set null' }),
    kind: text('kind').$type<StoredDocumentKind>().notNull(),
    mediaType: text('media_type').notNull(),
    fileName: text('file_name').notNull(),
    contentText: text('content_text'),
    contentBytes: bytea('content_bytes'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('reporting_documents_record_idx').on(table.recordId),
    index('reporting_documents_organisation_idx').on(table.organisationId, table.id),
    check('reporting_documents_one_content', sql`(${table.contentText} IS NULL) <> (${table.contentBytes} IS NULL)`),
  ],
);

/** Every reported version of a REMIT trade, never updated: N first, then M, C or E; each with its XML and its state. */
export const reportingRecordVersions = pgTable(
  'reporting_record_versions',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => reportingRecords.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    actionType: text('action_type').$type<RemitActionType>().notNull(),
    documentId: integer('document_id')
      .notNull()
      .references(() => reportingDocuments.id),
    reportedAt: timestamptz('reported_at').notNull(),
    /** Who reported it; null for versions that came from trade capture or the seeded history. */
    reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The trade as this version reported it, as data (remit/trade-state.ts): the latest version's is the
     * trade's current state, which the sheet, the forms, the finder row and the next version derive from.
     * The XML document stays the report that was sent.
     */
    trade: jsonb('trade').$type<Record<string, unknown>>(),
    /**
     * What the user asked for beyond the action, as the trail says it (the day a Table 2 trade ends
     * early, which its report does not carry): a request sent again is the same one only if this is
     * too. Null for versions without such a request.
     */
    requested: text('requested'),
  },
  // One row per (record, version): a retried or concurrent submission of the same version fails here.
  (table) => [uniqueIndex('reporting_record_versions_record_version_idx').on(table.recordId, table.version)],
);

/**
 * The audit trail of a record, append-only and in time order. Besides the timestamp, each event carries
 * its ordinal position in its trail under each combination of the two detail filters (1 = oldest);
 * the position is null where the filter hides the event. A page of any filter combination, at any
 * depth, is then an index range (`position BETWEEN a AND b`) instead of an OFFSET scan, and the
 * per-record counts (reportingAuditCounts) replace COUNT(*). Appends keep the positions in the order
 * of (occurred_at, id): repositories/reporting-repository.ts never lets an event precede the last one.
 */
export const reportingAuditEvents = pgTable(
  'reporting_audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => reportingRecords.id, { onDelete: 'cascade' }),
    occurredAt: timestamptz('occurred_at').notNull(),
    severity: text('severity').$type<AuditSeverity>().notNull(),
    source: text('source').notNull(),
    text: text('text').notNull(),
    // What the trail's two checkboxes filter: shown only with 'Show messaging details' or
    // 'Show processing details' ticked.
    messagingDetail: boolean('messaging_detail').notNull(),
    processingDetail: boolean('processing_detail').notNull(),
    positionAll: integer('position_all').notNull(),
    positionWithoutMessaging: integer('position_without_messaging'),
    positionWithoutProcessing: integer('position_without_processing'),
    positionWithoutDetails: integer('position_without_details'),
  },
  (table) => [
    uniqueIndex('reporting_audit_events_all_idx').on(table.recordId, table.positionAll),
    uniqueIndex('reporting_audit_events_without_messaging_idx')
      .on(table.recordId, table.positionWithoutMessaging)
      .where(sql`${table.positionWithoutMessaging} IS NOT NULL`),
    uniqueIndex('reporting_audit_events_without_processing_idx')
      .on(table.recordId, table.positionWithoutProcessing)
      .where(sql`${table.positionWithoutProcessing} IS NOT NULL`),
    uniqueIndex('reporting_audit_events_without_details_idx')
      .on(table.recordId, table.positionWithoutDetails)
      .where(sql`${table.positionWithoutDetails} IS NOT NULL`),
  ],
);

/** Per record: how many events each filter combination shows, and the newest event's time. */
export const reportingAuditCounts = pgTable('reporting_audit_counts', {
  recordId: integer('record_id')
    .primaryKey()
    .references(() => reportingRecords.id, { onDelete: 'cascade' }),
  countAll: integer('count_all').notNull().default(0),
  countWithoutMessaging: integer('count_without_messaging').notNull().default(0),
  countWithoutProcessing: integer('count_without_processing').notNull().default(0),
  countWithoutDetails: integer('count_without_details').notNull().default(0),
  lastOccurredAt: timestamptz('last_occurred_at'),
});
