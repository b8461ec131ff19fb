import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import type { PageOf, Paging, Sorting } from '@shared/contract/paging';
import { apiUrl } from './api-url';

// ICU's root collation, as the server's COLLATE "und-x-icu" ('apfel' < 'Äpfel' < 'Berg' < 'de Vries').
const collator = new Intl.Collator('und');

type SortValue = string | number | boolean | null | undefined;

/**
 * The server's order (repositories/paged-query.ts): text linguistically, then by code point where the
 * collation sees no difference (PostgreSQL's ICU collations are deterministic); empty values last;
 * ties broken by id. DESCENDING is exactly ASCENDING reversed.
 */
function compareAscending(x: SortValue, y: SortValue): number {
  const xEmpty = x === null || x === undefined;
  const yEmpty = y === null || y === undefined;
  if (xEmpty || yEmpty) return xEmpty === yEmpty ? 0 : xEmpty ? 1 : -1;
  if (typeof x === 'string' && typeof y === 'string') return collator.compare(x, y) || (x < y ? -1 : x > y ? 1 : 0);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One page of `rows` sorted and paged as the server does, in the contract's shape. */
export function pageOfRows<TRow>(
  rows: readonly TRow[],
  { paging, sorting }: { paging: Paging; sorting: Sorting },
  idOf: (row: TRow) => number,
): PageOf<TRow> {
  const column = sorting.columnName as keyof TRow;
  const ascending = [...rows].sort(
    (a, b) => compareAscending(a[column] as SortValue, b[column] as SortValue) || idOf(a) - idOf(b),
  );
  const sorted = sorting.sortOrder === 'ASCENDING' ? ascending : ascending.reverse();
  const start = paging.page * paging.entriesPerPage;
  return { count: rows.length, currentPage: paging.page, values: sorted.slice(start, start + paging.entriesPerPage) };
}

/** The server's 400: every refused field under its dotted path, with the contract's messages. */
function invalid(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
}

interface PagedHandlerOptions<TRequest, TRow> {
  /** POST lists read `{ paging, sorting, ...filters }` from the body, GET lists from the query string. */
  method: 'get' | 'post';
  path: string;
  /** The contract's request schema; a request it refuses answers 400 as the server does. */
  schema: z.ZodType<TRequest>;
  /** The rows the request's filters select, or a response that ends the request (401, 404). */
  rows: (request: TRequest) => readonly TRow[] | Response;
  /** Maps a request to its paging and sorting (the query-string lists keep them flat). */
  paged: (request: TRequest) => { paging: Paging; sorting: Sorting };
  idOf: (row: TRow) => number;
  /** What a row of the page is answered as (a summary of the stored row). */
  toValue?: (row: TRow) => unknown;
  /** Answered before anything else when it returns a response (no session). */
  guard?: () => Response | undefined;
}

/** One msw handler for a server-paged list: validates the request, filters, sorts and pages like the server. */
export function pagedHandler<TRequest, TRow>(options: PagedHandlerOptions<TRequest, TRow>) {
  const resolver: HttpResponseResolver = async ({ request }) => {
    const refused = options.guard?.();
    if (refused) return refused;
    const input =
      options.method === 'post' ? await request.json() : Object.fromEntries(new URL(request.url).searchParams);
    const parsed = options.schema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const rows = options.rows(parsed.data);
    if (rows instanceof Response) return rows;
    const page = pageOfRows(rows, options.paged(parsed.data), options.idOf);
    const toValue = options.toValue ?? ((row: TRow) => row);
    return HttpResponse.json({ ...page, values: page.values.map(toValue) });
  };
  return options.method === 'post'
    ? http.post(apiUrl(options.path), resolver)
    : http.get(apiUrl(options.path), resolver);
}
