import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@shared/contract';

/**
 * ORDER BY for a directory table: linguistic order (ICU root collation: 'apfel' < 'Äpfel' < 'Berg'
 * < 'de Vries' < 'Łukasz' < 'Zeta'), the same on PGlite and on any ICU-enabled PostgreSQL whatever
 * the cluster's locale; empty values count as the largest, and the id breaks ties, so DESCENDING is
 * exactly ASCENDING reversed and paging never shows a row twice or skips one.
 */
export function directoryOrder(column: AnyColumn | SQL, sortOrder: SortOrder, id: AnyColumn): SQL[] {
  return sortOrder === 'ASCENDING'
    ? [sql`${column} COLLATE "und-x-icu" ASC NULLS LAST`, sql`${id} ASC`]
    : [sql`${column} COLLATE "und-x-icu" DESC NULLS FIRST`, sql`${id} DESC`];
}

/** Row offset of a page; the callers have checked it lies within the matching rows. */
export const pageOffset = (page: number, entriesPerPage: number): number => page * entriesPerPage;

/** `count` of all matching rows, `rows` of the requested page. */
export interface DirectoryPage<T> {
  count: number;
  rows: T[];
}
