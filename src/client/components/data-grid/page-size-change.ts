import type { GridPaginationModel } from '@mui/x-data-grid';

/**
 * The pager's model after the grid asks for `next`. MUI X keeps the page number when 'Rows per page'
 * changes (`setPageSize`), so page 2 at 10 a page ('11–20') became rows 101–200 at 100 a page, rows
 * 21–100 skipped unseen. A new page size opens instead the page holding the first row shown before.
 */
export function keepFirstRowShown(current: GridPaginationModel, next: GridPaginationModel): GridPaginationModel {
  if (next.pageSize === current.pageSize) return next;
  return { page: Math.floor((current.page * current.pageSize) / next.pageSize), pageSize: next.pageSize };
}
