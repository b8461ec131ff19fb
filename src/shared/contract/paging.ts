import { z } from 'zod';
import { int4FromText, int4Within } from './common';
import { MAX_PAGE } from './bounds';

export { MAX_PAGE };

/** The free DataGrid pages at most 100 rows; the server refuses more rather than silently capping. */
export const MAX_ENTRIES_PER_PAGE = 100;
const PAGE_MIN_MESSAGE = 'The page must be 0 or more.';
const PAGE_MAX_MESSAGE = `The page must be at most ${MAX_PAGE}.`;

export const pagingSchema = z.object({
  page: int4Within(0, MAX_PAGE, { tooSmall: PAGE_MIN_MESSAGE, tooBig: PAGE_MAX_MESSAGE }),
  entriesPerPage: int4Within(1, MAX_ENTRIES_PER_PAGE, {
    tooSmall: 'entriesPerPage must be at least 1.',
    tooBig: `entriesPerPage must be at most ${MAX_ENTRIES_PER_PAGE}.`,
  }),
});
export type Paging = z.infer<typeof pagingSchema>;

/** Paging in a query string (GET lists). */
export const pagingQuerySchema = z.object({
  page: int4FromText(pagingSchema.shape.page).default(0),
  entriesPerPage: int4FromText(pagingSchema.shape.entriesPerPage).default(25),
});

export const sortOrderSchema = z.enum(['ASCENDING', 'DESCENDING']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** The columns a grid's server can sort by; each grid names its own. */
type SortColumns = readonly [string, ...string[]];

/** `sorting` of a paged request body: one of the grid's sortable columns and a direction. */
export const sortingSchema = <C extends SortColumns>(columns: C) =>
  z.object({ columnName: z.enum(columns), sortOrder: sortOrderSchema });
export interface Sorting<C extends string = string> {
  columnName: C;
  sortOrder: SortOrder;
}

/** A paged, sorted request body (POST lists): `{ paging, sorting }`; extend it with the grid's filters. */
export const pagedRequestSchema = <C extends SortColumns>(columns: C) =>
  z.object({ paging: pagingSchema, sorting: sortingSchema(columns) });

/**
 * The same in a query string (GET lists): `page`, `entriesPerPage`, `columnName`, `sortOrder`, each
 * defaulting, so a bare URL answers the grid's first page in its default order.
 */
export const pagedQuerySchema = <C extends SortColumns>(columns: C, defaultSorting: Sorting<C[number]>) =>
  pagingQuerySchema.extend({
    columnName: z.enum(columns).default(defaultSorting.columnName as never),
    sortOrder: sortOrderSchema.default(defaultSorting.sortOrder),
  });

/** A page of rows: `count` of all matching rows, the rows of `currentPage`. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ count: z.number().int(), currentPage: z.number().int(), values: z.array(row) });
export interface PageOf<T> {
  count: number;
  currentPage: number;
  values: T[];
}
