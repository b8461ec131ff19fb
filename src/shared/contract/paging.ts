import { z } from 'zod';

/** The free DataGrid pages at most 100 rows; the server refuses more rather than silently capping. */
export const MAX_ENTRIES_PER_PAGE = 100;

export const pagingSchema = z.object({
  page: z.number().int().min(0, 'The page must be 0 or more.'),
  entriesPerPage: z
    .number()
    .int()
    .min(1, 'entriesPerPage must be at least 1.')
    .max(MAX_ENTRIES_PER_PAGE, `entriesPerPage must be at most ${MAX_ENTRIES_PER_PAGE}.`),
});
export type Paging = z.infer<typeof pagingSchema>;

/** Paging in a query string (GET lists). */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(0, 'The page must be 0 or more.').default(0),
  entriesPerPage: z.coerce
    .number()
    .int()
    .min(1, 'entriesPerPage must be at least 1.')
    .max(MAX_ENTRIES_PER_PAGE, `entriesPerPage must be at most ${MAX_ENTRIES_PER_PAGE}.`)
    .default(25),
});

export const sortOrderSchema = z.enum(['ASCENDING', 'DESCENDING']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** A page of rows: `count` of all matching rows, the rows of `currentPage`. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ count: z.number().int(), currentPage: z.number().int(), values: z.array(row) });
