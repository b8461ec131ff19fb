import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  MIFID_ADDED_POSITION_ACTION,
  MIFID_EXTENDED_DOC_TYPE,
  mifidPositionFields,
  type MifidDocType,
  type MifidFileState,
  type MifidPositionValues,
} from '@shared/contract/mifid';
import type { PageOf, Paging } from '@shared/contract/paging';
import type { Database } from '../db/database';
import { mifidDiscardedAdds, mifidPositionFiles, mifidPositionRecords, reportingRecords } from '../db/schema';
import { offsetSource, orderBy, pagedQuery } from '../db/paged-query';

export type MifidPositionFileRow = typeof mifidPositionFiles.$inferSelect;
export type NewMifidPositionFile = typeof mifidPositionFiles.$inferInsert;
export type MifidPositionRecordRow = Omit<
  typeof mifidPositionRecords.$inferSelect,
  'received' | 'working' | 'addedValues'
> & {
  received: MifidPositionValues | null;
  working: MifidPositionValues;
  addedValues: MifidPositionValues | null;
};
export type NewMifidPositionRecord = typeof mifidPositionRecords.$inferInsert;

/** What a change sets on a file's workflow row. */
export type MifidFileUpdate = Partial<Omit<NewMifidPositionFile, 'fileId' | 'organisationId'>>;

/** A position file as the page shows it: the reporting record's header fields and the workflow row. */
export interface MifidFileHeader {
  fileId: number;
  organisationId: number;
  filename: string;
  ompName: string;
  docType: MifidDocType;
  receiptTimestamp: string;
  state: MifidFileState;
  version: number;
  confirmedByName: string | null;
  confirmedAt: Date | null;
  outgoingDocumentId: number | null;
  /**
   * Records of the file as received from the OMP (Number of Records, beside Receipt Timestamp): an
   * added record is not counted and a deleted one still is. What Confirm sends back counts itself.
   */
  recordCount: number;
}

/** The stored working and received values are the dialog's values (the schema types them loosely). */
const positionRecordRow = (row: typeof mifidPositionRecords.$inferSelect): MifidPositionRecordRow =>
  row as MifidPositionRecordRow;

/** Values in the order of the fields, so equal working copies are equal JSON too. */
const ordered = (values: MifidPositionValues): MifidPositionValues =>
  Object.fromEntries(mifidPositionFields.map((field) => [field, values[field]])) as MifidPositionValues;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Position records of MiFID position files and the files' workflow rows: reads and writes only. What
 * a change may do and in which order is the domain's (position-file-changes.ts), which runs each change
 * in one unit of work that first locks the file's row (`lockFile`). Every lookup by file takes the
 * organisation: another organisation's file is simply not found.
 */
export function createMifidRepository(db: Database) {
  const notDeleted = or(isNull(mifidPositionRecords.status), ne(mifidPositionRecords.status, 'Deleted'));
  /** The file and its record, only where both are the organisation's: the one condition of every lookup by file. */
  const theOrganisationsFile = (organisationId: number, fileId: number) =>
    and(
      eq(mifidPositionFiles.fileId, fileId),
      eq(mifidPositionFiles.organisationId, organisationId),
      eq(reportingRecords.organisationId, organisationId),
      eq(reportingRecords.documentType, 'MIFID_POSITION_FILE'),
    );

  return {
    async findFile(organisationId: number, fileId: number): Promise<MifidFileHeader | null> {
      const [row] = await db
        .select({ record: reportingRecords, file: mifidPositionFiles })
        .from(mifidPositionFiles)
        .innerJoin(reportingRecords, eq(reportingRecords.id, mifidPositionFiles.fileId))
        .where(theOrganisationsFile(organisationId, fileId));
      if (!row) return null;
      const [received] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mifidPositionRecords)
        .where(and(eq(mifidPositionRecords.fileId, fileId), isNotNull(mifidPositionRecords.received)));
      const attributes = row.record.attributes;
      return {
        fileId,
        organisationId,
        filename: row.record.externalId,
        ompName: text(attributes.ompName),
        docType: attributes.docType === MIFID_EXTENDED_DOC_TYPE ? MIFID_EXTENDED_DOC_TYPE : 'PositionReport',
        receiptTimestamp: text(attributes.receiptTimestamp) || row.record.createdAt.toISOString(),
        state: row.file.state,
        version: row.file.version,
        confirmedByName: row.file.confirmedByName,
        confirmedAt: row.file.confirmedAt,
        outgoingDocumentId: row.file.outgoingDocumentId,
        recordCount: received?.count ?? 0,
      };
    },

    /** The file's name (its external id), for its page's title; null when not the organisation's. */
    async fileName(organisationId: number, fileId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: reportingRecords.externalId })
        .from(mifidPositionFiles)
        .innerJoin(reportingRecords, eq(reportingRecords.id, mifidPositionFiles.fileId))
        .where(theOrganisationsFile(organisationId, fileId));
      return row?.name ?? null;
    },

    /** Locks the file's workflow row for the rest of the transaction; null when not the organisation's. */
    async lockFile(organisationId: number, fileId: number): Promise<MifidPositionFileRow | null> {
      const [row] = await db
        .select()
        .from(mifidPositionFiles)
        .where(and(eq(mifidPositionFiles.fileId, fileId), eq(mifidPositionFiles.organisationId, organisationId)))
        .for('update');
      return row ?? null;
    },

    async updateFile(fileId: number, update: MifidFileUpdate): Promise<void> {
      await db.update(mifidPositionFiles).set(update).where(eq(mifidPositionFiles.fileId, fileId));
    },

    async findRecord(fileId: number, recordId: number): Promise<MifidPositionRecordRow | null> {
      const [row] = await db
        .select()
        .from(mifidPositionRecords)
        .where(and(eq(mifidPositionRecords.id, recordId), eq(mifidPositionRecords.fileId, fileId)));
      return row ? positionRecordRow(row) : null;
    },

    /** The record an earlier add with this requestId created, if any. */
    async findAddedRecord(fileId: number, requestId: string): Promise<MifidPositionRecordRow | null> {
      const [row] = await db
        .select()
        .from(mifidPositionRecords)
        .where(and(eq(mifidPositionRecords.fileId, fileId), eq(mifidPositionRecords.addRequestId, requestId)));
      return row ? positionRecordRow(row) : null;
    },

    /** Adds a record as 'Added' with the next ref. number (added records come last). */
    async insertAddedRecord(
      fileId: number,
      input: { requestId: string; values: MifidPositionValues },
    ): Promise<MifidPositionRecordRow> {
      const [last] = await db
        .select({ refNumber: sql<number>`coalesce(max(${mifidPositionRecords.refNumber}), 0)::int` })
        .from(mifidPositionRecords)
        .where(eq(mifidPositionRecords.fileId, fileId));
      const [record] = await db
        .insert(mifidPositionRecords)
        .values({
          fileId,
          refNumber: (last?.refNumber ?? 0) + 1,
          positionAction: MIFID_ADDED_POSITION_ACTION,
          received: null,
          working: ordered(input.values),
          addedValues: ordered(input.values),
          status: 'Added',
          addRequestId: input.requestId,
        })
        .returning();
      if (!record) throw new Error(`The position record of add ${input.requestId} was not stored`);
      return positionRecordRow(record);
    },

    /** Writes a record's working values and next version, if it is still at `version`. */
    async updateRecord(
      recordId: number,
      version: number,
      change: { working?: MifidPositionValues; status?: 'Deleted' },
    ): Promise<MifidPositionRecordRow | null> {
      const [updated] = await db
        .update(mifidPositionRecords)
        .set({
          ...(change.working ? { working: ordered(change.working) } : {}),
          ...(change.status ? { status: change.status } : {}),
          version: version + 1,
        })
        .where(and(eq(mifidPositionRecords.id, recordId), eq(mifidPositionRecords.version, version)))
        .returning();
      return updated ? positionRecordRow(updated) : null;
    },

    /** Whether a discard took back the add with this id (`mifidDiscardedAdds`). */
    async wasAddDiscarded(fileId: number, requestId: string): Promise<boolean> {
      const [row] = await db
        .select({ fileId: mifidDiscardedAdds.fileId })
        .from(mifidDiscardedAdds)
        .where(and(eq(mifidDiscardedAdds.fileId, fileId), eq(mifidDiscardedAdds.addRequestId, requestId)));
      return row !== undefined;
    },

    /**
     * The working copy as received again: added records go (their adds' ids kept, so that one sent
     * again is not taken for a new add), every other changed record gets its received values back and
     * loses its 'Deleted', with a new version (an edit on the old view is stale).
     */
    async restoreReceived(fileId: number): Promise<void> {
      const added = await db
        .delete(mifidPositionRecords)
        .where(and(eq(mifidPositionRecords.fileId, fileId), isNull(mifidPositionRecords.received)))
        .returning({ addRequestId: mifidPositionRecords.addRequestId });
      const addRequestIds = added.flatMap(({ addRequestId }) => (addRequestId === null ? [] : [addRequestId]));
      if (addRequestIds.length > 0)
        await db
          .insert(mifidDiscardedAdds)
          .values(addRequestIds.map((addRequestId) => ({ fileId, addRequestId })))
          .onConflictDoNothing();
      await db
        .update(mifidPositionRecords)
        .set({
          working: sql`${mifidPositionRecords.received}`,
          status: null,
          version: sql`${mifidPositionRecords.version} + 1`,
        })
        .where(
          and(
            eq(mifidPositionRecords.fileId, fileId),
            isNotNull(mifidPositionRecords.received),
            or(
              isNotNull(mifidPositionRecords.status),
              sql`${mifidPositionRecords.working} <> ${mifidPositionRecords.received}`,
            ),
          ),
        );
    },

    /** Every record the working copy carries (deleted ones left out), in ref. number order. */
    async carriedRecords(fileId: number): Promise<MifidPositionRecordRow[]> {
      const rows = await db
        .select()
        .from(mifidPositionRecords)
        .where(and(eq(mifidPositionRecords.fileId, fileId), notDeleted))
        .orderBy(asc(mifidPositionRecords.refNumber));
      return rows.map(positionRecordRow);
    },

    /** One page of a file's records in ref. number order (added records come last: their numbers are new). */
    recordPage(fileId: number, paging: Paging): Promise<PageOf<MifidPositionRecordRow>> {
      const where = eq(mifidPositionRecords.fileId, fileId);
      return pagedQuery(
        offsetSource({
          count: async () => {
            const [row] = await db
              .select({ count: sql<number>`count(*)::int` })
              .from(mifidPositionRecords)
              .where(where);
            return row?.count ?? 0;
          },
          rows: async (order, limit, offset) =>
            (
              await db
                .select()
                .from(mifidPositionRecords)
                .where(where)
                .orderBy(...orderBy(order))
                .limit(limit)
                .offset(offset)
            ).map(positionRecordRow),
        }),
        paging,
        { key: mifidPositionRecords.refNumber, sortOrder: 'ASCENDING', tieBreak: mifidPositionRecords.id },
      );
    },

    // Seed.
    async insertFiles(files: readonly NewMifidPositionFile[]): Promise<void> {
      if (files.length > 0) await db.insert(mifidPositionFiles).values([...files]);
    },

    async setOutgoingDocument(fileId: number, documentId: number): Promise<void> {
      await db
        .update(mifidPositionFiles)
        .set({ outgoingDocumentId: documentId })
        .where(eq(mifidPositionFiles.fileId, fileId));
    },

    async insertRecords(records: readonly NewMifidPositionRecord[], batchSize = 1000): Promise<void> {
      for (let start = 0; start < records.length; start += batchSize) {
        await db.insert(mifidPositionRecords).values(records.slice(start, start + batchSize));
      }
    },
  };
}

export type MifidRepository = ReturnType<typeof createMifidRepository>;
