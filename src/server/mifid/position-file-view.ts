import type { Paging } from '@shared/contract/paging';
import {
  MIFID_EXTENDED_DOC_TYPE,
  mifidFileStateFlags,
  mifidPositionFields,
  type MifidCell,
  type MifidFileInfo,
  type MifidPositionFile,
  type MifidPositionRecord,
} from '@shared/contract/mifid';
import type { MifidFileHeader, MifidPositionRecordRow, MifidRepository } from './repository';

/** No action is offered: to an observer (organisation-standing.ts), who may read but not change. */
const NOTHING_ENABLED = { addPositionEnabled: false, confirmFileEnabled: false, discardChangesEnabled: false };

/**
 * A file as the page shows it: its header, the actions its state enables (none for a reader who may
 * not act in the organisation), and its version.
 */
export function fileInfoOf(file: MifidFileHeader, readerMayAct = true): MifidFileInfo {
  return {
    id: file.fileId,
    filename: file.filename,
    ompName: file.ompName,
    docType: file.docType,
    extended: file.docType === MIFID_EXTENDED_DOC_TYPE,
    state: file.state,
    recordCount: file.recordCount,
    receiptTimestamp: file.receiptTimestamp,
    ...(readerMayAct ? mifidFileStateFlags[file.state] : NOTHING_ENABLED),
    version: file.version,
    confirmedBy: file.confirmedByName,
    confirmedAt: file.confirmedAt?.toISOString() ?? null,
    outgoingDocumentId: file.outgoingDocumentId,
  };
}

/** A record as the grid shows it: each field's working value, edited where it differs from the received one. */
export function positionRecordOf(
  row: MifidPositionRecordRow,
  file: MifidFileHeader,
  readerMayAct = true,
): MifidPositionRecord {
  const cells = Object.fromEntries(
    mifidPositionFields.map((field): [string, MifidCell<unknown>] => [
      field,
      { value: row.working[field], edited: row.received !== null && row.received[field] !== row.working[field] },
    ]),
  ) as Pick<MifidPositionRecord, (typeof mifidPositionFields)[number]>;
  return {
    id: row.id,
    refNumber: row.refNumber,
    posRepFileId: row.fileId,
    editable: readerMayAct && file.state !== 'CONFIRMED' && row.status !== 'Deleted',
    version: row.version,
    positionAction: row.positionAction,
    positionState: row.status,
    ...cells,
  };
}

/** A record change's answer: the record as the grid shows it and the file it changed. */
export const positionChangeOf = (record: MifidPositionRecordRow, file: MifidFileHeader) => ({
  record: positionRecordOf(record, file),
  fileInfo: fileInfoOf(file),
});

/**
 * The organisation's file with one page of its records, offering the actions only to a reader who may
 * act there; null when the organisation has no such file.
 */
export async function positionFilePage(
  repos: { mifid: MifidRepository },
  reader: { organisationId: number; mayAct: boolean },
  fileId: number,
  paging: Paging,
): Promise<MifidPositionFile | null> {
  const { organisationId, mayAct: readerMayAct } = reader;
  const file = await repos.mifid.findFile(organisationId, fileId);
  if (!file) return null;
  const records = await repos.mifid.recordPage(file.fileId, paging);
  return {
    fileInfo: fileInfoOf(file, readerMayAct),
    records: { ...records, values: records.values.map((row) => positionRecordOf(row, file, readerMayAct)) },
  };
}
