import { formatAmount, formatQuantity, type DocumentLayout } from './document-layout';
import { renderHtml } from './html-layout';
import { renderPdf } from './pdf-layout';

/** An ESM settlement invoice for deliveries in one period. */
export interface Invoice {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  issuer: string;
  recipient: string;
  period: string;
  currency: string;
  vatRate: number;
  lines: ReadonlyArray<{ description: string; quantity: number; unit: string; price: number }>;
}

/** Summed in whole cents: a sum of amounts in euros gathers binary fractions (8697537.600000001). */
export const invoiceNet = (invoice: Invoice): number =>
  invoice.lines.reduce((cents, line) => cents + Math.round(line.quantity * line.price * 100), 0) / 100;

function invoiceLayout(invoice: Invoice): DocumentLayout {
  const net = invoiceNet(invoice);
  const vat = Math.round(net * invoice.vatRate) / 100;
  return {
    title: 'Invoice',
    reference: `Invoice ${invoice.invoiceNumber}`,
    fields: [
      ['Issued by', invoice.issuer],
      ['Issued to', invoice.recipient],
      ['Invoice date', invoice.issueDate],
      ['Due date', invoice.dueDate],
      ['Delivery period', invoice.period],
    ],
    table: {
      columns: ['Description', 'Quantity', 'Price', 'Amount'],
      rows: invoice.lines.map((line) => [
        line.description,
        formatQuantity(line.quantity, line.unit),
        `${formatAmount(line.price, invoice.currency)}/${line.unit}`,
        formatAmount(line.quantity * line.price, invoice.currency),
      ]),
    },
    totals: [
      ['Net amount', formatAmount(net, invoice.currency)],
      [`VAT ${invoice.vatRate}%`, formatAmount(vat, invoice.currency)],
      ['Amount due', formatAmount(net + vat, invoice.currency)],
    ],
    notes: ['Payment by bank transfer quoting the invoice number.'],
  };
}

export const buildInvoicePdf = (invoice: Invoice, createdAt: Date): Promise<Buffer> =>
  renderPdf(invoiceLayout(invoice), createdAt);

export const buildInvoiceHtml = (invoice: Invoice): string => renderHtml(invoiceLayout(invoice));
