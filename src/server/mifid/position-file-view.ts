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

/** A file as the page shows it: its header, the actions its state enables, and its version. */
export function fileInfoOf(file: MifidFileHeader): MifidFileInfo {
  return {
    id: file.fileId,
    filename: file.filename,
    ompName: file.ompName,
    docType: file.docType,
    extended: file.docType === MIFID_EXTENDED_DOC_TYPE,
    state: file.state,
    recordCount: file.recordCount,
    receiptTimestamp: file.receiptTimestamp,
    ...mifidFileStateFlags[file.state],
    version: file.version,
    confirmedBy: file.confirmedByName,
    confirmedAt: file.confirmedAt?.toISOString() ?? null,
    outgoingDocumentId: file.outgoingDocumentId,
  };
}

/** A record as the grid shows it: each field's working value, edited where it differs from the received one. */
export function positionRecordOf(row: MifidPositionRecordRow, file: MifidFileHeader): MifidPositionRecord {
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
    editable: file.state !== 'CONFIRMED' && row.status !== 'Deleted',
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

/** The organisation's file with one page of its records; null when the organisation has no such file. */
export async function positionFilePage(
  repos: { mifid: MifidRepository },
  organisationId: number,
  fileId: number,
  paging: Paging,
): Promise<MifidPositionFile | null> {
  const file = await repos.mifid.findFile(organisationId, fileId);
  if (!file) return null;
  const records = await repos.mifid.recordPage(file.fileId, paging);
  return {
    fileInfo: fileInfoOf(file),
    records: { ...records, values: records.values.map((row) => positionRecordOf(row, file)) },
  };
}
