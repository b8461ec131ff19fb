import type { DocumentLayout } from './document-layout';
import { renderPdf } from './pdf-layout';

/** The reporting mechanism's receipt for a REMIT file: which records it accepted or rejected. */
export interface Receipt {
  receiptId: string;
  fileName: string;
  receivedAt: string;
  reportingMechanism: string;
  records: ReadonlyArray<{ uti: string; status: 'ACCEPTED' | 'REJECTED'; reason?: string }>;
}

function receiptLayout(receipt: Receipt): DocumentLayout {
  const rejected = receipt.records.filter((record) => record.status === 'REJECTED').length;
  return {
    title: 'Receipt',
    reference: `Receipt ${receipt.receiptId}`,
    fields: [
      ['File', receipt.fileName],
      ['Received', receipt.receivedAt],
      ['Reporting mechanism', receipt.reportingMechanism],
    ],
    table: {
      columns: ['UTI', 'Status', 'Reason'],
      rows: receipt.records.map((record) => [record.uti, record.status, record.reason ?? '']),
    },
    totals: [
      ['Accepted', String(receipt.records.length - rejected)],
      ['Rejected', String(rejected)],
    ],
  };
}

export const buildReceiptPdf = (receipt: Receipt, createdAt: Date): Promise<Buffer> =>
  renderPdf(receiptLayout(receipt), createdAt);

/** The receipt as the text file the reporting mechanism sends. */
export function buildReceiptText(receipt: Receipt): string {
  return [
    `RECEIPT ${receipt.receiptId}`,
    `FILE ${receipt.fileName}`,
    `RECEIVED ${receipt.receivedAt}`,
    `RRM ${receipt.reportingMechanism}`,
    ...receipt.records.map((record) => [record.uti, record.status, record.reason ?? ''].join(';')),
    '',
  ].join('\n');
}
