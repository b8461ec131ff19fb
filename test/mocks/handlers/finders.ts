import { dayAfter, startOfDayIn } from '@shared/zoned-day';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { apiPaths } from '@shared/api-paths';
import {
  finderColumns,
  finderCsvBodySchemaOf,
  finderCsvFileName,
  finderPageSchema,
  finderParamsSchema,
  finderQuerySchema,
  finderRequestSchemaOf,
  type FinderFilters,
  type FinderKind,
  type FinderRow,
} from '@shared/contract/finders';
import { apiUrl } from '../api-url';
import { mockFinderRecords } from '../finder-data';
import { mockSession } from '../mock-session';
import { pageOfRows } from '../paged-handler';
import { notLoggedIn } from './not-logged-in';

function invalid(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
}

/** The rows a finder lists for an organisation and filters, as the contract describes the filters. */
function matchingRows(finder: FinderKind, organisationId: number | undefined, filters: FinderFilters): FinderRow[] {
  const text = filters.text?.toLowerCase();
  return mockFinderRecords
    .filter((record) => record.finder === finder && record.organisationId === organisationId)
    .map((record) => record.row)
    .filter((row) => finder !== 'remitActivity' || row.documentType === (filters.kind ?? 'REMIT_TABLE_1'))
    .filter((row) => !filters.state || row.state === filters.state)
    .filter((row) => {
      const received = Date.parse(String(row.createdAt));
      const zone = filters.timeZone ?? 'UTC';
      return (
        (!filters.from || received >= startOfDayIn(filters.from, zone).getTime()) &&
        (!filters.to || received < startOfDayIn(dayAfter(filters.to), zone).getTime())
      );
    })
    .filter(
      (row) =>
        !text ||
        Object.entries(row).some(([, value]) => typeof value === 'string' && value.toLowerCase().includes(text)),
    );
}

type Call = { finder: FinderKind; organisationId: number | undefined; body: unknown };

async function readCall(request: Request, params: Record<string, unknown>): Promise<Call | Response> {
  if (!mockSession.account()) return notLoggedIn();
  const path = finderParamsSchema.safeParse(params);
  if (!path.success) return invalid(path.error);
  const scope = finderQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!scope.success) return invalid(scope.error);
  return { finder: path.data.finderKind, organisationId: scope.data.organisationId, body: await request.json() };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const findersHandlers = [
  http.post(apiUrl(apiPaths.finder), async ({ request, params }) => {
    const call = await readCall(request, params);
    if (call instanceof Response) return call;
    const parsed = finderRequestSchemaOf(call.finder).safeParse(call.body);
    if (!parsed.success) return invalid(parsed.error);
    const rows = matchingRows(call.finder, call.organisationId, parsed.data.filters);
    // Checked against the contract, so the component tests cannot pass on a shape the server never sends.
    const page = pageOfRows(rows, parsed.data, (row) => row.id);
    // The server's cursor is opaque to the client: this one names the page it came from.
    const cursor = page.values.length > 0 ? `mock-cursor-${page.currentPage}` : null;
    return HttpResponse.json(finderPageSchema.parse({ ...page, cursor }));
  }),
  http.post(apiUrl(apiPaths.finderCsv), async ({ request, params }) => {
    const call = await readCall(request, params);
    if (call instanceof Response) return call;
    const parsed = finderCsvBodySchemaOf(call.finder).safeParse(call.body);
    if (!parsed.success) return invalid(parsed.error);
    const { filters, sorting } = parsed.data;
    const rows = matchingRows(call.finder, call.organisationId, filters);
    const all = pageOfRows(rows, { paging: { page: 0, entriesPerPage: rows.length || 1 }, sorting }, (row) => row.id);
    const columns = finderColumns(call.finder, filters.kind);
    const lines = [
      columns.map(({ label }) => csvCell(label)).join(','),
      ...all.values.map((row) => columns.map(({ name }) => csvCell(row[name])).join(',')),
    ];
    return new HttpResponse(`${lines.join('\n')}\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${finderCsvFileName(call.finder, filters.kind)}"`,
      },
    });
  }),
];
