import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idPlaceholders, preparedOnce } from '../db/prepared-query';
import {
  reportingAuditCounts,
  reportingAuditEvents,
  reportingDocuments,
  reportingRecords,
  reportingRecordVersions,
} from '../db/schema';
import type { ReportingDocumentType } from '../db/schema/reporting-kinds';
import {
  auditFilterKey,
  auditPageRange,
  emptyAuditCounts,
  positionAuditEvents,
  type AuditCounts,
  type AuditDetailFilter,
  type NewAuditEvent,
} from './audit-positions-repository';

export type ReportingRecordRow = typeof reportingRecords.$inferSelect;
export type NewReportingRecord = typeof reportingRecords.$inferInsert;
export type ReportingDocumentRow = typeof reportingDocuments.$inferSelect;
export type NewReportingDocument = typeof reportingDocuments.$inferInsert;
export type ReportingRecordVersionRow = typeof reportingRecordVersions.$inferSelect;
export type NewReportingRecordVersion = typeof reportingRecordVersions.$inferInsert;
export type { AuditDetailFilter, NewAuditEvent } from './audit-positions-repository';

export interface AuditEventRow {
  id: number;
  occurredAt: Date;
  severity: string;
  source: string;
  text: string;
}

export interface AuditEventPageRequest extends AuditDetailFilter {
  recordId: number;
  /** The trail's counts when already read with the record (`findRecordWithTrailCounts`). */
  counts?: TrailCounts;
  /** 0-based. */
  page: number;
  pageSize: number;
  order: 'ASCENDING' | 'DESCENDING';
}

/** Stored document without its content: what a listing or a download header needs. */
export type ReportingDocumentInfo = Omit<ReportingDocumentRow, 'contentText' | 'contentBytes'>;

const eventColumns = {
  id: reportingAuditEvents.id,
  occurredAt: reportingAuditEvents.occurredAt,
  severity: reportingAuditEvents.severity,
  source: reportingAuditEvents.source,
  text: reportingAuditEvents.text,
};

const positionColumn = {
  All: reportingAuditEvents.positionAll,
  WithoutMessaging: reportingAuditEvents.positionWithoutMessaging,
  WithoutProcessing: reportingAuditEvents.positionWithoutProcessing,
  WithoutDetails: reportingAuditEvents.positionWithoutDetails,
} as const;

/** How many events a trail shows under each filter: what its pages are cut by. */
export type TrailCounts = Pick<AuditCounts, `count${ReturnType<typeof auditFilterKey>}`>;

/** What a trail page says of its record: the rest of the row (its attributes, its search text) it never shows. */
export type TrailRecord = Pick<ReportingRecordRow, 'id' | 'documentType' | 'externalId'>;

const countOf = (counts: TrailCounts, filter: AuditDetailFilter): number => counts[`count${auditFilterKey(filter)}`];

const documentInfoColumns = {
  id: reportingDocuments.id,
  organisationId: reportingDocuments.organisationId,
  recordId: reportingDocuments.recordId,
  kind: reportingDocuments.kind,
  mediaType: reportingDocuments.mediaType,
  fileName: reportingDocuments.fileName,
  createdAt: reportingDocuments.createdAt,
};

/**
 * Reads and appends of the reporting world. Every read that starts from an id a client sent takes the
 * organisation too: another organisation's record or document is simply not found.
 */
export function createReportingRepository(db: Database) {
  // A trail page runs these on every request: each is prepared once (prepared-query.ts).
  async function countsOf(recordId: number): Promise<AuditCounts> {
    const counts = preparedOnce(db, 'trail_counts', (name) =>
      db
        .select()
        .from(reportingAuditCounts)
        .where(eq(reportingAuditCounts.recordId, sql.placeholder('recordId')))
        .prepare(name),
    );
    const [row] = await counts.execute({ recordId });
    return row ?? emptyAuditCounts;
  }

  return {
    async findRecord(organisationId: number, recordId: number): Promise<ReportingRecordRow | null> {
      const record = preparedOnce(db, 'record_of_organisation', (name) =>
        db
          .select()
          .from(reportingRecords)
          .where(
            and(
              eq(reportingRecords.id, sql.placeholder('recordId')),
              eq(reportingRecords.organisationId, sql.placeholder('organisationId')),
            ),
          )
          .prepare(name),
      );
      const [row] = await record.execute({ recordId, organisationId });
      return row ?? null;
    },

    /**
     * The record, within the organisation, and its trail's counts in the same statement: what a trail
     * page reads before its events, in one round trip instead of two, and only the columns it uses (a
     * REMIT trade's attributes and search text are most of its row).
     */
    async findRecordWithTrailCounts(
      organisationId: number,
      recordId: number,
    ): Promise<{ record: TrailRecord; counts: TrailCounts } | null> {
      const found = preparedOnce(db, 'record_with_trail_counts', (name) =>
        db
          .select({
            record: {
              id: reportingRecords.id,
              documentType: reportingRecords.documentType,
              externalId: reportingRecords.externalId,
            },
            counts: {
              countAll: reportingAuditCounts.countAll,
              countWithoutMessaging: reportingAuditCounts.countWithoutMessaging,
              countWithoutProcessing: reportingAuditCounts.countWithoutProcessing,
              countWithoutDetails: reportingAuditCounts.countWithoutDetails,
            },
          })
          .from(reportingRecords)
          .leftJoin(reportingAuditCounts, eq(reportingAuditCounts.recordId, reportingRecords.id))
          .where(
            and(
              eq(reportingRecords.id, sql.placeholder('recordId')),
              eq(reportingRecords.organisationId, sql.placeholder('organisationId')),
            ),
          )
          .prepare(name),
      );
      const [row] = await found.execute({ recordId, organisationId });
      if (!row) return null;
      return { record: row.record, counts: row.counts ?? emptyAuditCounts };
    },

    async findRecordByExternalId(
      organisationId: number,
      documentType: ReportingDocumentType,
      externalId: string,
    ): Promise<ReportingRecordRow | null> {
      const [row] = await db
        .select()
        .from(reportingRecords)
        .where(
          and(
            eq(reportingRecords.organisationId, organisationId),
            eq(reportingRecords.documentType, documentType),
            eq(reportingRecords.externalId, externalId),
          ),
        );
      return row ?? null;
    },

    /** The record's REMIT versions, oldest first. */
    async listVersions(recordId: number): Promise<ReportingRecordVersionRow[]> {
      return db
        .select()
        .from(reportingRecordVersions)
        .where(eq(reportingRecordVersions.recordId, recordId))
        .orderBy(asc(reportingRecordVersions.version));
    },

    /** How many events the trail shows with these checkboxes: one primary-key read, never COUNT(*). */
    async countEvents(recordId: number, filter: AuditDetailFilter): Promise<number> {
      return countOf(await countsOf(recordId), filter);
    },

    /**
     * One page of a trail in time order. The page is a range of positions under the filter's column
     * (see schema-reporting.ts), so page 0, a middle page and the last page cost the same.
     */
    async eventPage(request: AuditEventPageRequest): Promise<{ rows: AuditEventRow[]; recordCount: number }> {
      const recordCount = countOf(request.counts ?? (await countsOf(request.recordId)), request);
      const range = auditPageRange(recordCount, request.page, request.pageSize, request.order);
      if (!range) return { rows: [], recordCount };
      const filterKey = auditFilterKey(request);
      const column = positionColumn[filterKey];
      const ascending = request.order === 'ASCENDING';
      const page = preparedOnce(db, `trail_events_${filterKey}_${ascending ? 'a' : 'd'}`, (name) =>
        db
          .select(eventColumns)
          .from(reportingAuditEvents)
          .where(
            and(
              eq(reportingAuditEvents.recordId, sql.placeholder('recordId')),
              between(column, sql.placeholder('from'), sql.placeholder('to')),
            ),
          )
          .orderBy(ascending ? asc(column) : desc(column))
          .prepare(name),
      );
      const rows = await page.execute({ recordId: request.recordId, from: range.from, to: range.to });
      return { rows, recordCount };
    },

    /**
     * The whole filtered trail in batches, newest first, for the text download: each batch is an
     * index range, so memory stays one batch whatever the trail's length.
     */
    async *eventBatches(
      recordId: number,
      filter: AuditDetailFilter,
      batchSize = 5000,
    ): AsyncGenerator<AuditEventRow[], void, undefined> {
      const total = countOf(await countsOf(recordId), filter);
      const column = positionColumn[auditFilterKey(filter)];
      for (let to = total; to >= 1; to -= batchSize) {
        yield await db
          .select(eventColumns)
          .from(reportingAuditEvents)
          .where(and(eq(reportingAuditEvents.recordId, recordId), between(column, Math.max(1, to - batchSize + 1), to)))
          .orderBy(desc(column));
      }
    },

    /**
     * Appends events to a trail, in the order given. The counts row is locked for the append, so two
     * concurrent appends to one trail take turns instead of numbering the same positions.
     */
    async appendEvents(recordId: number, events: readonly NewAuditEvent[]): Promise<void> {
      if (events.length === 0) return;
      await db.transaction(async (tx) => {
        await tx.insert(reportingAuditCounts).values({ recordId }).onConflictDoNothing();
        const [locked] = await tx
          .select()
          .from(reportingAuditCounts)
          .where(eq(reportingAuditCounts.recordId, recordId))
          .for('update');
        const { rows, counts } = positionAuditEvents(recordId, events, locked ?? emptyAuditCounts);
        await tx.insert(reportingAuditEvents).values(rows);
        await tx.update(reportingAuditCounts).set(counts).where(eq(reportingAuditCounts.recordId, recordId));
      });
    },

    /** A stored document with its content, only within the organisation. */
    async findDocument(organisationId: number, documentId: number): Promise<ReportingDocumentRow | null> {
      const [row] = await db
        .select()
        .from(reportingDocuments)
        .where(and(eq(reportingDocuments.id, documentId), eq(reportingDocuments.organisationId, organisationId)));
      return row ?? null;
    },

    /**
     * What each of these documents is, within the organisation: its kind, the version of its record
     * it is the report of (a REMIT version's XML), and the type of the record it belongs to.
     */
    async describeDocuments(organisationId: number, documentIds: readonly number[]) {
      if (documentIds.length === 0) return [];
      const listed = idPlaceholders(documentIds);
      const described = preparedOnce(db, `trail_linked_documents_${listed.listShape}`, (name) =>
        db
          .select({
            id: reportingDocuments.id,
            kind: reportingDocuments.kind,
            version: reportingRecordVersions.version,
            recordDocumentType: reportingRecords.documentType,
          })
          .from(reportingDocuments)
          .leftJoin(reportingRecords, eq(reportingRecords.id, reportingDocuments.recordId))
          // By the record first: the (record, version) index finds a version's document without a scan.
          .leftJoin(
            reportingRecordVersions,
            and(
              eq(reportingRecordVersions.recordId, reportingDocuments.recordId),
              eq(reportingRecordVersions.documentId, reportingDocuments.id),
            ),
          )
          .where(
            and(
              eq(reportingDocuments.organisationId, sql.placeholder('organisationId')),
              inArray(reportingDocuments.id, listed.placeholders),
            ),
          )
          .prepare(name),
      );
      return described.execute({ organisationId, ...listed.values });
    },

    /** The document's name, type and owner without loading its content. */
    async findDocumentInfo(organisationId: number, documentId: number): Promise<ReportingDocumentInfo | null> {
      const [row] = await db
        .select(documentInfoColumns)
        .from(reportingDocuments)
        .where(and(eq(reportingDocuments.id, documentId), eq(reportingDocuments.organisationId, organisationId)));
      return row ?? null;
    },

    async insertRecord(record: NewReportingRecord): Promise<ReportingRecordRow> {
      const [row] = await db.insert(reportingRecords).values(record).returning();
      return row!;
    },

    async insertDocument(document: NewReportingDocument): Promise<ReportingDocumentInfo> {
      const [row] = await db.insert(reportingDocuments).values(document).returning(documentInfoColumns);
      return row!;
    },

    /** Adds a REMIT version; a second insert of the same (record, version) fails on the unique index. */
    async insertVersion(version: NewReportingRecordVersion): Promise<ReportingRecordVersionRow> {
      const [row] = await db.insert(reportingRecordVersions).values(version).returning();
      return row!;
    },

    async updateRecordState(recordId: number, state: ReportingRecordRow['state'], updatedAt: Date): Promise<void> {
      await db.update(reportingRecords).set({ state, updatedAt }).where(eq(reportingRecords.id, recordId));
    },

    /** Moves the id sequences past ids a bulk load chose itself (the seed keeps ids stable). */
    async resetIdSequences(): Promise<void> {
      for (const table of [
        'reporting_records',
        'reporting_documents',
        'reporting_record_versions',
        'reporting_audit_events',
      ]) {
        await db.execute(
          sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${sql.identifier(table)}), 1))`,
        );
      }
    },
  };
}

export type ReportingRepository = ReturnType<typeof createReportingRepository>;
