import type { BillingRow } from '@shared/contract/billing';
import { billingCounts, monthIndex, type BillingCount } from '@shared/contract/billing-constants';

export type MonthTotals = { month: string } & Record<BillingCount, number>;

/** A month count (see `monthIndex`) as 'YYYY-MM'. */
const monthAt = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Every month of the period, first to last, as 'YYYY-MM'. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index += 1) months.push(monthAt(index));
  return months;
}

/** The rows summed per month, every month of the period listed (a month without traffic as zeros). */
export function monthTotals(rows: readonly BillingRow[], from: string, to: string): MonthTotals[] {
  const totals = new Map<string, MonthTotals>(
    monthsOf(from, to).map((month) => [
      month,
      { month, remitTable1: 0, remitTable2: 0, mifidFiles: 0, confirmationsMatched: 0 },
    ]),
  );
  for (const row of rows) {
    const month = totals.get(row.month);
    if (month) for (const count of billingCounts) month[count] += row[count];
  }
  return [...totals.values()];
}

/** The default period: the last twelve months, this one (UTC) included. */
export function lastTwelveMonths(now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 7);
  return { from: monthAt(monthIndex(to) - 11), to };
}
