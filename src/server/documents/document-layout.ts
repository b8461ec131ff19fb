/**
 * What a business document shows, independent of its format: the PDF and the HTML of a confirmation,
 * invoice, netting statement or receipt are both drawn from one layout, so they never disagree.
 */
export interface DocumentLayout {
  title: string;
  /** Under the title, e.g. 'Confirmation NWEH-C-2026-000123'. */
  reference: string;
  /** Label/value pairs, in reading order. */
  fields: ReadonlyArray<readonly [label: string, value: string]>;
  table?: { columns: readonly string[]; rows: ReadonlyArray<readonly string[]> };
  totals?: ReadonlyArray<readonly [label: string, value: string]>;
  notes?: readonly string[];
}

const amountFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantityFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

export const formatAmount = (value: number, currency: string): string => `${amountFormat.format(value)} ${currency}`;
export const formatQuantity = (value: number, unit: string): string => `${quantityFormat.format(value)} ${unit}`;
