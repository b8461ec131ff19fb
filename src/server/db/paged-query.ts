import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PageOf, Paging, SortOrder } from '@shared/contract/paging';

/**
 * One sort of a paged list: the key the user chose and the unique column that breaks its ties. The
 * pair is a total order, so DESCENDING is exactly ASCENDING reversed and no row shows twice across
 * pages or is skipped; empty keys count as the largest.
 */
export interface PageOrder {
  key: AnyColumn | SQL;
  sortOrder: SortOrder;
  tieBreak: AnyColumn;
}

/** The rows of one page: `limit` (at least 1) rows from `offset`, which lies before `count`. */
export interface PageWindow {
  offset: number;
  limit: number;
  count: number;
}

/**
 * Where a paged list comes from. The default reads with LIMIT/OFFSET after a COUNT (`offsetSource`); a
 * big list (an audit trail of a million events) plugs in a count it keeps up to date and a page fetch
 * by keyset or precomputed position, and still answers through `pagedQuery`.
 */
export interface PageSource<Row> {
  count(): Promise<number>;
  page(window: PageWindow, order: PageOrder): Promise<Row[]>;
}

/**
 * ORDER BY for a page order. A text key should be wrapped in `textKey` first, so that it sorts
 * linguistically and matches the `COLLATE "und-x-icu"` indexes.
 */
export function orderBy({ key, sortOrder, tieBreak }: PageOrder): SQL[] {
  return sortOrder === 'ASCENDING'
    ? [sql`${key} ASC NULLS LAST`, asc(tieBreak)]
    : [sql`${key} DESC NULLS FIRST`, desc(tieBreak)];
}

/**
 * A text column in linguistic order: ICU's root collation ('apfel' < 'Äpfel' < 'Berg' < 'de Vries' <
 * 'Łukasz' < 'Zeta'), the same on PGlite and on any ICU-enabled PostgreSQL whatever the cluster's locale.
 */
export const textKey = (column: AnyColumn | SQL): SQL => sql`${column} COLLATE "und-x-icu"`;

export const reversed = (order: PageOrder): PageOrder => ({
  ...order,
  sortOrder: order.sortOrder === 'ASCENDING' ? 'DESCENDING' : 'ASCENDING',
});

/**
 * The default source: a count, then LIMIT/OFFSET in the page order. A page in the second half is read
 * from the other end in the reverse order and turned round: the order is total, so the rows are the
 * same, and no page skips more than half of the rows.
 */
export function offsetSource<Row>(source: {
  count: () => Promise<number>;
  rows: (order: PageOrder, limit: number, offset: number) => Promise<Row[]>;
}): PageSource<Row> {
  return {
    count: source.count,
    async page({ offset, limit, count }, order) {
      const fromTheEnd = count - offset - limit;
      if (offset <= fromTheEnd) return source.rows(order, limit, offset);
      return (await source.rows(reversed(order), limit, fromTheEnd)).reverse();
    },
  };
}

/**
 * A page in the contract's shape. Counts first: a page past the end answers its empty page without a
 * row query, so no absurd OFFSET reaches the database.
 */
export async function pagedQuery<Row>(source: PageSource<Row>, paging: Paging, order: PageOrder): Promise<PageOf<Row>> {
  const count = await source.count();
  const offset = paging.page * paging.entriesPerPage;
  const values =
    offset < count
      ? await source.page({ offset, limit: Math.min(paging.entriesPerPage, count - offset), count }, order)
      : [];
  return { count, currentPage: paging.page, values };
}
