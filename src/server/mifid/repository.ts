import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  MIFID_ADDED_POSITION_ACTION,
  MIFID_EXTENDED_DOC_TYPE,
  mifidPositionFields,
  type MifidDocType,
  type MifidFileState,
  type MifidPositionState,
  type MifidPositionValues,
} from '@shared/contract/mifid';
import type { PageOf, Paging } from '@shared/contract/paging';
import type { Database } from '../db/database';
import { mifidPositionFiles, mifidPositionRecords, reportingRecords } from '../db/schema';
import { buildOutgoingPositionXml, outgoingFileName } from './position-xml';
import { storedDocumentMediaTypes } from '../db/schema/reporting-kinds';
import { offsetSource, orderBy, pagedQuery } from '../db/paged-query';
import { createReportingRepository } from '../reporting/repository';

export type MifidPositionFileRow = typeof mifidPositionFiles.$inferSelect;
export type NewMifidPositionFile = typeof mifidPositionFiles.$inferInsert;
export type MifidPositionRecordRow = Omit<typeof mifidPositionRecords.$inferSelect, 'received' | 'working'> & {
  received: MifidPositionValues | null;
  working: MifidPositionValues;
};
export type NewMifidPositionRecord = typeof mifidPositionRecords.$inferInsert;

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
  /** Records the file carries: the working copy without deleted records. */
  recordCount: number;
}

/** Who makes a change, as the audit trail and the confirmation name them. */
export interface MifidActor {
  userId: number;
  name: string;
}

/** Why a change was not made. `unchanged` is not a refusal: the change was already made (a retry). */
export type MifidRefusal = 'fileNotFound' | 'recordNotFound' | 'confirmed' | 'staleRecord' | 'staleFile' | 'deleted';
export type MifidOutcome<T> = ({ ok: true; changed: boolean } & T) | { ok: false; refusal: MifidRefusal };

type Tx = Database;
type RecordChange = { record: MifidPositionRecordRow };
type FileChange = Record<never, never>;

const sameValues = (a: MifidPositionValues, b: MifidPositionValues): boolean =>
  mifidPositionFields.every((field) => a[field] === b[field]);

/** Values in the order of the fields, so equal working copies are equal JSON too. */
const ordered = (values: MifidPositionValues): MifidPositionValues =>
  Object.fromEntries(mifidPositionFields.map((field) => [field, values[field]])) as MifidPositionValues;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Position records of MiFID position files and the files' workflow. Every change runs in one
 * transaction that first locks the file's workflow row, so changes to one file take turns: the state
 * and version checks see the file as it is, and a change made on a stale view is refused, never
 * written over another user's. Every lookup takes the organisation: another organisation's file is
 * simply not found.
 */
export function createMifidRepository(db: Database) {
  const notDeleted = or(isNull(mifidPositionRecords.status), ne(mifidPositionRecords.status, 'Deleted'));

  async function header(tx: Tx, organisationId: number, fileId: number): Promise<MifidFileHeader | null> {
    const [row] = await tx
      .select({ record: reportingRecords, file: mifidPositionFiles })
      .from(mifidPositionFiles)
      .innerJoin(reportingRecords, eq(reportingRecords.id, mifidPositionFiles.fileId))
      .where(
        and(
          eq(mifidPositionFiles.fileId, fileId),
          eq(mifidPositionFiles.organisationId, organisationId),
          eq(reportingRecords.organisationId, organisationId),
          eq(reportingRecords.documentType, 'MIFID_POSITION_FILE'),
        ),
      );
    if (!row) return null;
    const [carried] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(mifidPositionRecords)
      .where(and(eq(mifidPositionRecords.fileId, fileId), notDeleted));
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
      recordCount: carried?.count ?? 0,
    };
  }

  /** Locks the file's workflow row for the rest of the transaction; null when not the organisation's. */
  async function lockFile(tx: Tx, organisationId: number, fileId: number): Promise<MifidPositionFileRow | null> {
    const [row] = await tx
      .select()
      .from(mifidPositionFiles)
      .where(and(eq(mifidPositionFiles.fileId, fileId), eq(mifidPositionFiles.organisationId, organisationId)))
      .for('update');
    return row ?? null;
  }

  async function findRecordIn(tx: Tx, fileId: number, recordId: number): Promise<MifidPositionRecordRow | null> {
    const [row] = await tx
      .select()
      .from(mifidPositionRecords)
      .where(and(eq(mifidPositionRecords.id, recordId), eq(mifidPositionRecords.fileId, fileId)));
    return (row as MifidPositionRecordRow | undefined) ?? null;
  }

  /**
   * A change to the working copy: the file becomes EDITING (from RECEIVED or DISCARDED), its version
   * goes up, the reporting record shows the state, and the trail says who changed what.
   */
  async function touch(tx: Tx, file: MifidPositionFileRow, actor: MifidActor, at: Date, event: string) {
    const state: MifidFileState = 'EDITING';
    await tx
      .update(mifidPositionFiles)
      .set({ state, version: file.version + 1, updatedAt: at })
      .where(eq(mifidPositionFiles.fileId, file.fileId));
    const reporting = createReportingRepository(tx);
    if (file.state !== state) await reporting.updateRecordState(file.fileId, state, at);
    await reporting.appendEvents(file.fileId, [
      {
        occurredAt: at,
        severity: 'INFO',
        source: 'User',
        text: event,
        messagingDetail: false,
        processingDetail: false,
      },
    ]);
  }

  /** Runs a change under the file's lock; the outcome carries the file as it is afterwards. */
  async function change<T extends object>(
    organisationId: number,
    fileId: number,
    work: (tx: Tx, file: MifidPositionFileRow) => Promise<MifidOutcome<T>>,
  ): Promise<MifidOutcome<T & { file: MifidFileHeader }>> {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Tx;
      const file = await lockFile(tx, organisationId, fileId);
      if (!file) return { ok: false, refusal: 'fileNotFound' } as const;
      const outcome = await work(tx, file);
      if (!outcome.ok) return outcome;
      const after = await header(tx, organisationId, fileId);
      if (!after) return { ok: false, refusal: 'fileNotFound' } as const;
      return { ...outcome, file: after };
    });
  }

  return {
    findFile(organisationId: number, fileId: number): Promise<MifidFileHeader | null> {
      return header(db, organisationId, fileId);
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
            (await db
              .select()
              .from(mifidPositionRecords)
              .where(where)
              .orderBy(...orderBy(order))
              .limit(limit)
              .offset(offset)) as MifidPositionRecordRow[],
        }),
        paging,
        { key: mifidPositionRecords.refNumber, sortOrder: 'ASCENDING', tieBreak: mifidPositionRecords.id },
      );
    },

    /**
     * Adds a record to the working copy as 'Added', with the next ref. number. An add whose requestId
     * the file already holds answers that record unchanged, so a retried add adds nothing.
     */
    add(
      organisationId: number,
      fileId: number,
      input: { requestId: string; values: MifidPositionValues; actor: MifidActor; at: Date },
    ): Promise<MifidOutcome<{ record: MifidPositionRecordRow; file: MifidFileHeader }>> {
      return change<RecordChange>(organisationId, fileId, async (tx, file) => {
        const [earlier] = await tx
          .select()
          .from(mifidPositionRecords)
          .where(and(eq(mifidPositionRecords.fileId, fileId), eq(mifidPositionRecords.addRequestId, input.requestId)));
        if (earlier) return { ok: true, changed: false, record: earlier as MifidPositionRecordRow };
        if (file.state === 'CONFIRMED') return { ok: false, refusal: 'confirmed' };
        const [last] = await tx
          .select({ refNumber: sql<number>`coalesce(max(${mifidPositionRecords.refNumber}), 0)::int` })
          .from(mifidPositionRecords)
          .where(eq(mifidPositionRecords.fileId, fileId));
        const refNumber = (last?.refNumber ?? 0) + 1;
        const [record] = await tx
          .insert(mifidPositionRecords)
          .values({
            fileId,
            refNumber,
            positionAction: MIFID_ADDED_POSITION_ACTION,
            received: null,
            working: ordered(input.values),
            status: 'Added',
            addRequestId: input.requestId,
          })
          .returning();
        await touch(
          tx,
          file,
          input.actor,
          input.at,
          `Position record Ref. No. ${refNumber} added by ${input.actor.name}`,
        );
        return { ok: true, changed: true, record: record as MifidPositionRecordRow };
      });
    },

    /**
     * Replaces a record's working values. Refused on a confirmed file, a deleted record, or a version
     * that is no longer the record's; a record that already holds exactly these values answers
     * unchanged (the retry of an edit that was made).
     */
    edit(
      organisationId: number,
      fileId: number,
      recordId: number,
      input: { version: number; values: MifidPositionValues; actor: MifidActor; at: Date },
    ): Promise<MifidOutcome<{ record: MifidPositionRecordRow; file: MifidFileHeader }>> {
      return change<RecordChange>(organisationId, fileId, async (tx, file) => {
        const record = await findRecordIn(tx, fileId, recordId);
        if (!record) return { ok: false, refusal: 'recordNotFound' };
        if (file.state === 'CONFIRMED') return { ok: false, refusal: 'confirmed' };
        if (record.status === 'Deleted') return { ok: false, refusal: 'deleted' };
        if (sameValues(record.working, input.values)) return { ok: true, changed: false, record };
        if (record.version !== input.version) return { ok: false, refusal: 'staleRecord' };
        const changedFields = mifidPositionFields.filter((field) => record.working[field] !== input.values[field]);
        const [updated] = await tx
          .update(mifidPositionRecords)
          .set({ working: ordered(input.values), version: record.version + 1 })
          .where(and(eq(mifidPositionRecords.id, recordId), eq(mifidPositionRecords.version, record.version)))
          .returning();
        await touch(
          tx,
          file,
          input.actor,
          input.at,
          `Position record Ref. No. ${record.refNumber} edited by ${input.actor.name}: ${changedFields.join(', ')}`,
        );
        return { ok: true, changed: true, record: updated as MifidPositionRecordRow };
      });
    },

    /** Marks a record 'Deleted' in the working copy; deleting a deleted record answers unchanged. */
    remove(
      organisationId: number,
      fileId: number,
      recordId: number,
      input: { version: number; actor: MifidActor; at: Date },
    ): Promise<MifidOutcome<{ record: MifidPositionRecordRow; file: MifidFileHeader }>> {
      return change<RecordChange>(organisationId, fileId, async (tx, file) => {
        const record = await findRecordIn(tx, fileId, recordId);
        if (!record) return { ok: false, refusal: 'recordNotFound' };
        if (record.status === 'Deleted') return { ok: true, changed: false, record };
        if (file.state === 'CONFIRMED') return { ok: false, refusal: 'confirmed' };
        if (record.version !== input.version) return { ok: false, refusal: 'staleRecord' };
        const [updated] = await tx
          .update(mifidPositionRecords)
          .set({ status: 'Deleted' satisfies MifidPositionState, version: record.version + 1 })
          .where(eq(mifidPositionRecords.id, recordId))
          .returning();
        await touch(
          tx,
          file,
          input.actor,
          input.at,
          `Position record Ref. No. ${record.refNumber} deleted by ${input.actor.name}`,
        );
        return { ok: true, changed: true, record: updated as MifidPositionRecordRow };
      });
    },

    /**
     * Restores the file as received: added records go, every other record gets its received values
     * back and loses its 'Deleted' (with a new version, so an edit made on the old view is refused), and
     * the file becomes DISCARDED. A file without changes answers unchanged.
     */
    discard(
      organisationId: number,
      fileId: number,
      input: { fileVersion: number; actor: MifidActor; at: Date },
    ): Promise<MifidOutcome<{ file: MifidFileHeader }>> {
      return change<FileChange>(organisationId, fileId, async (tx, file) => {
        if (file.state === 'CONFIRMED') return { ok: false, refusal: 'confirmed' };
        if (file.state !== 'EDITING') return { ok: true, changed: false };
        if (file.version !== input.fileVersion) return { ok: false, refusal: 'staleFile' };
        await tx
          .delete(mifidPositionRecords)
          .where(and(eq(mifidPositionRecords.fileId, fileId), isNull(mifidPositionRecords.received)));
        await tx
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
        const state: MifidFileState = 'DISCARDED';
        await tx
          .update(mifidPositionFiles)
          .set({ state, version: file.version + 1, updatedAt: input.at })
          .where(eq(mifidPositionFiles.fileId, fileId));
        const reporting = createReportingRepository(tx);
        await reporting.updateRecordState(fileId, state, input.at);
        await reporting.appendEvents(fileId, [
          {
            occurredAt: input.at,
            severity: 'WARN',
            source: 'User',
            text: `Changes discarded by ${input.actor.name}; the file is as received`,
            messagingDetail: false,
            processingDetail: false,
          },
        ]);
        return { ok: true, changed: true };
      });
    },

    /**
     * Freezes the working copy: the file becomes CONFIRMED with who and when, the outgoing file (every
     * record not deleted) is stored as a document of the file's record, and the trail links it
     * (link:dataStoreId=N). Confirming a confirmed file answers unchanged.
     */
    confirm(
      organisationId: number,
      fileId: number,
      input: { fileVersion: number; actor: MifidActor; at: Date },
    ): Promise<MifidOutcome<{ file: MifidFileHeader }>> {
      return change<FileChange>(organisationId, fileId, async (tx, file) => {
        if (file.state === 'CONFIRMED') return { ok: true, changed: false };
        if (file.version !== input.fileVersion) return { ok: false, refusal: 'staleFile' };
        const before = await header(tx, organisationId, fileId);
        if (!before) return { ok: false, refusal: 'fileNotFound' };
        const records = (await tx
          .select()
          .from(mifidPositionRecords)
          .where(and(eq(mifidPositionRecords.fileId, fileId), notDeleted))
          .orderBy(asc(mifidPositionRecords.refNumber))) as MifidPositionRecordRow[];
        const reporting = createReportingRepository(tx);
        const document = await reporting.insertDocument({
          organisationId,
          recordId: fileId,
          kind: 'xml',
          mediaType: storedDocumentMediaTypes.xml,
          fileName: outgoingFileName(before.filename),
          contentText: buildOutgoingPositionXml({
            filename: before.filename,
            docType: before.docType,
            extended: before.docType === MIFID_EXTENDED_DOC_TYPE,
            ompName: before.ompName,
            receiptTimestamp: before.receiptTimestamp,
            confirmedBy: input.actor.name,
            confirmedAt: input.at,
            records: records.map((record) => ({
              refNumber: record.refNumber,
              positionAction: record.positionAction,
              values: record.working,
            })),
          }),
          createdAt: input.at,
        });
        const state: MifidFileState = 'CONFIRMED';
        await tx
          .update(mifidPositionFiles)
          .set({
            state,
            version: file.version + 1,
            confirmedByUserId: input.actor.userId,
            confirmedByName: input.actor.name,
            confirmedAt: input.at,
            outgoingDocumentId: document.id,
            updatedAt: input.at,
          })
          .where(eq(mifidPositionFiles.fileId, fileId));
        await reporting.updateRecordState(fileId, state, input.at);
        await reporting.appendEvents(fileId, [
          {
            occurredAt: input.at,
            severity: 'INFO',
            source: 'User',
            text: `Changes confirmed by ${input.actor.name} and the file sent back to ${before.ompName || 'the OMP'} (${records.length} records), link:dataStoreId=${document.id}`,
            messagingDetail: false,
            processingDetail: false,
          },
        ]);
        return { ok: true, changed: true };
      });
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
