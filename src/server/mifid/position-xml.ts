import { create } from 'xmlbuilder2';
import { xmlText } from '../documents/xml-output';
import {
  mifidExtendedOnlyFields,
  mifidPositionFields,
  type MifidPositionAction,
  type MifidPositionField,
  type MifidPositionValues,
} from '@shared/contract/mifid';

export interface OutgoingPositionFile {
  filename: string;
  docType: string;
  extended: boolean;
  ompName: string;
  receiptTimestamp: string;
  confirmedBy: string;
  confirmedAt: Date;
  records: readonly { refNumber: number; positionAction: MifidPositionAction; values: MifidPositionValues }[];
}

/**
 * The file sent back to the OMP on confirmation: every record the working copy carries (deleted ones
 * left out), in ref. number order, each field as an element; blank fields are left out, and a standard
 * report leaves out the extended variant's fields. xmlbuilder2 escapes every value.
 */
export function buildOutgoingPositionXml(file: OutgoingPositionFile): string {
  const extendedOnly = new Set<MifidPositionField>(mifidExtendedOnlyFields);
  const fields = mifidPositionFields.filter((field) => file.extended || !extendedOnly.has(field));
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('PositionReportFile', {
    fileName: file.filename,
    docType: file.docType,
    omp: file.ompName,
    received: file.receiptTimestamp,
    confirmedBy: file.confirmedBy,
    confirmedAt: file.confirmedAt.toISOString(),
    recordCount: String(file.records.length),
  });
  for (const record of file.records) {
    const element = root.ele('PositionRecord', {
      refNumber: String(record.refNumber),
      positionAction: record.positionAction,
    });
    for (const field of fields) {
      const value = record.values[field];
      if (value === '') continue;
      element.ele(field).txt(typeof value === 'boolean' ? (value ? 'true' : 'false') : value);
    }
  }
  return xmlText(root);
}

/** The outgoing file's name: the received name with `_confirmed` before the extension. */
export function outgoingFileName(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? `${filename.slice(0, dot)}_confirmed${filename.slice(dot)}` : `${filename}_confirmed.xml`;
}
