import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { billingHistoryQuerySchema, type BillingRow } from '@shared/contract/billing';
import { apiUrl } from '../api-url';

const row = (organisationId: number, organisationName: string, month: string, counts: number[]): BillingRow => {
  const [remitTable1 = 0, remitTable2 = 0, mifidFiles = 0, confirmationsMatched = 0] = counts;
  return { organisationId, organisationName, month, remitTable1, remitTable2, mifidFiles, confirmationsMatched };
};

/** Two organisations' traffic in the autumn of 2026, months in order as the server sends them. */
export const billingRows: BillingRow[] = [
  row(1, 'Nordwind Energiehandel', '2026-09', [120, 4, 1, 30]),
  row(2, 'Baltic Power Trading', '2026-10', [15, 0, 0, 2]),
  row(1, 'Nordwind Energiehandel', '2026-10', [98, 3, 1, 28]),
  row(1, 'Nordwind Energiehandel', '2026-11', [7, 0, 0, 1]),
];

/** As the server: the contract's field messages for a bad period, else the rows of its months. */
export const billingHandlers = [
  http.get(apiUrl(apiPaths.billingHistory), ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = billingHistoryQuerySchema.safeParse(query);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
      return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
    }
    const { from, to } = parsed.data;
    return HttpResponse.json({ values: billingRows.filter((billed) => billed.month >= from && billed.month <= to) });
  }),
];
