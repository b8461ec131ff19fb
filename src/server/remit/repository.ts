import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { organisations, reportingDocuments, reportingRecords, reportingRecordVersions, users } from '../db/schema';
import {
  storedDocumentMediaTypes,
  type RemitActionType,
  type ReportingRecordState,
} from '../db/schema/reporting-kinds';
import type { ReportingRecordRow } from '../reporting/repository';

/** A reported version with who reported it and the trade as it reported it. */
export interface RemitVersionRow {
  version: number;
  actionType: RemitActionType;
  documentId: number;
  reportedAt: Date;
  reportedBy: number | null;
  /** The reporting user's first and last name; null for trade capture and the seeded history. */
  reportedByName: string | null;
  trade: unknown;
  /** What the user asked for beyond the action (`Change.requested`); null when nothing. */
  requested: string | null;
}

export interface NewRemitVersion {
  organisationId: number;
  recordId: number;
  version: number;
  actionType: Exclude<RemitActionType, 'N'>;
  fileName: string;
  xml: string;
  trade: Record<string, unknown>;
  reportedBy: number;
  reportedAt: Date;
  requested: string | null;
  recordState: ReportingRecordState;
  attributes: ReportingRecordRow['attributes'];
}

const versionColumns = {
  version: reportingRecordVersions.version,
  actionType: reportingRecordVersions.actionType,
  documentId: reportingRecordVersions.documentId,
  reportedAt: reportingRecordVersions.reportedAt,
  reportedBy: reportingRecordVersions.reportedBy,
  reportedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  trade: reportingRecordVersions.trade,
  requested: reportingRecordVersions.requested,
};

/** REMIT trades: their versions with each version's state, and the write of a new version. */
export function createRemitRepository(db: Database) {
  const versions = () =>
    db
      .select(versionColumns)
      .from(reportingRecordVersions)
      .leftJoin(users, eq(users.id, reportingRecordVersions.reportedBy));

  return {
    /** The trade's versions, oldest first. */
    async listVersions(recordId: number): Promise<RemitVersionRow[]> {
      return versions()
        .where(eq(reportingRecordVersions.recordId, recordId))
        .orderBy(asc(reportingRecordVersions.version));
    },

    async latestVersion(recordId: number): Promise<RemitVersionRow | null> {
      const [row] = await versions()
        .where(eq(reportingRecordVersions.recordId, recordId))
        .orderBy(desc(reportingRecordVersions.version))
        .limit(1);
      return row ?? null;
    },

    /** Locks the trade's record for the rest of the transaction; false when it is not the organisation's. */
    async lockRecord(organisationId: number, recordId: number): Promise<ReportingRecordRow | null> {
      const [row] = await db
        .select()
        .from(reportingRecords)
        .where(and(eq(reportingRecords.id, recordId), eq(reportingRecords.organisationId, organisationId)))
        .for('update');
      return row ?? null;
    },

    /** Versions stored before their state was (migration 0008), with their report, oldest record first. */
    async versionsWithoutState(limit: number) {
      return db
        .select({
          id: reportingRecordVersions.id,
          recordId: reportingRecordVersions.recordId,
          documentType: reportingRecords.documentType,
          xml: reportingDocuments.contentText,
        })
        .from(reportingRecordVersions)
        .innerJoin(reportingRecords, eq(reportingRecords.id, reportingRecordVersions.recordId))
        .innerJoin(reportingDocuments, eq(reportingDocuments.id, reportingRecordVersions.documentId))
        .where(isNull(reportingRecordVersions.trade))
        .orderBy(asc(reportingRecordVersions.recordId), asc(reportingRecordVersions.version))
        .limit(limit);
    },

    /** Whether some version of the record still lacks its state (the backfill has not reached it). */
    async hasVersionsWithoutState(recordId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: reportingRecordVersions.id })
        .from(reportingRecordVersions)
        .where(and(eq(reportingRecordVersions.recordId, recordId), isNull(reportingRecordVersions.trade)))
        .limit(1);
      return row !== undefined;
    },

    async setVersionState(versionId: number, trade: Record<string, unknown>): Promise<void> {
      await db.update(reportingRecordVersions).set({ trade }).where(eq(reportingRecordVersions.id, versionId));
    },

    /** A record by id alone: only for the start-up backfill, which works across organisations. */
    async findRecord(recordId: number): Promise<ReportingRecordRow | null> {
      const [row] = await db.select().from(reportingRecords).where(eq(reportingRecords.id, recordId));
      return row ?? null;
    },

    async setFinderAttributes(recordId: number, attributes: ReportingRecordRow['attributes']): Promise<void> {
      await db.update(reportingRecords).set({ attributes }).where(eq(reportingRecords.id, recordId));
    },

    /** The display name of an organisation by its EIC, if it is one of ours. */
    async organisationNameByEic(eicCode: string): Promise<string | null> {
      const [row] = await db
        .select({ displayName: organisations.displayName })
        .from(organisations)
        .where(eq(organisations.eicCode, eicCode))
        .limit(1);
      return row?.displayName ?? null;
    },

    /**
     * Stores a new version: its XML document, the version with its state and reporter, and the
     * record's state and finder fields. Returns the document's id. Run inside a transaction that
     * holds the record's lock; the unique (record, version) index refuses a second insert.
     */
    async insertVersion(version: NewRemitVersion): Promise<number> {
      const [document] = await db
        .insert(reportingDocuments)
        .values({
          organisationId: version.organisationId,
          recordId: version.recordId,
          kind: 'xml',
          mediaType: storedDocumentMediaTypes.xml,
          fileName: version.fileName,
          contentText: version.xml,
          createdAt: version.reportedAt,
        })
        .returning({ id: reportingDocuments.id });
      await db.insert(reportingRecordVersions).values({
        recordId: version.recordId,
        version: version.version,
        actionType: version.actionType,
        documentId: document!.id,
        reportedAt: version.reportedAt,
        reportedBy: version.reportedBy,
        trade: version.trade,
        requested: version.requested,
      });
      await db
        .update(reportingRecords)
        .set({ state: version.recordState, updatedAt: version.reportedAt, attributes: version.attributes })
        .where(eq(reportingRecords.id, version.recordId));
      return document!.id;
    },
  };
}

export type RemitRepository = ReturnType<typeof createRemitRepository>;
