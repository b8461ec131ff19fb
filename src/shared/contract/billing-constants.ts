/** What billing counts per organisation and month, in the grid's and the chart's order. */
export const billingCounts = ['remitTable1', 'remitTable2', 'mifidFiles', 'confirmationsMatched'] as const;
export type BillingCount = (typeof billingCounts)[number];

export const billingCountLabels: Record<BillingCount, string> = {
  remitTable1: 'REMIT Table 1 reports',
  remitTable2: 'REMIT Table 2 reports',
  mifidFiles: 'MiFID position files',
  confirmationsMatched: 'Confirmations matched',
};

/** The longest period one request may span: three years of months. */
export const BILLING_MAX_MONTHS = 36;

export const billingMessages = {
  month: (field: string) => `${field} must be a month (YYYY-MM).`,
  order: 'The last month must not be before the first.',
  span: `Choose at most ${BILLING_MAX_MONTHS} months.`,
} as const;

/** 'YYYY-MM' to a month count, for spans: 2026-11 and 2027-01 are 2 apart. */
export const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
