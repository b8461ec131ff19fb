import { formatAmount, type DocumentLayout } from './document-layout';
import { renderHtml } from './html-layout';
import { renderPdf } from './pdf-layout';

/** An ESM netting statement: the invoices both ways between two parties, settled as one payment. */
export interface NettingStatement {
  statementId: string;
  issueDate: string;
  valueDate: string;
  partyA: string;
  partyB: string;
  currency: string;
  /** Positive: party A pays; negative: party B pays. */
  lines: ReadonlyArray<{ invoiceNumber: string; payer: 'A' | 'B'; amount: number }>;
}

/** Summed in whole cents, as an invoice's net is (invoiceNet). */
export const nettingBalance = (statement: NettingStatement): number =>
  statement.lines.reduce((cents, line) => cents + Math.round(line.amount * 100) * (line.payer === 'A' ? 1 : -1), 0) /
  100;

function nettingLayout(statement: NettingStatement): DocumentLayout {
  const balance = nettingBalance(statement);
  const party = (payer: 'A' | 'B') => (payer === 'A' ? statement.partyA : statement.partyB);
  return {
    title: 'Netting Statement',
    reference: `Statement ${statement.statementId}`,
    fields: [
      ['Party A', statement.partyA],
      ['Party B', statement.partyB],
      ['Statement date', statement.issueDate],
      ['Value date', statement.valueDate],
    ],
    table: {
      columns: ['Invoice', 'Payer', 'Amount'],
      rows: statement.lines.map((line) => [
        line.invoiceNumber,
        party(line.payer),
        formatAmount(line.amount, statement.currency),
      ]),
    },
    totals: [
      ['Net payment', formatAmount(Math.abs(balance), statement.currency)],
      ['Paid by', balance >= 0 ? statement.partyA : statement.partyB],
    ],
    notes: ['The net payment settles every invoice listed above.'],
  };
}

export const buildNettingStatementPdf = (statement: NettingStatement, createdAt: Date): Promise<Buffer> =>
  renderPdf(nettingLayout(statement), createdAt);

export const buildNettingStatementHtml = (statement: NettingStatement): string => renderHtml(nettingLayout(statement));
