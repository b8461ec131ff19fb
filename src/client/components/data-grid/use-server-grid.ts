import type { DataGridProps, GridPaginationModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { Paging, SortOrder } from '@shared/contract/paging';

/** What every server-paged list request carries besides its own filters. */
export interface ServerGridRequest<TColumn extends string> {
  paging: Paging;
  sorting: { columnName: TColumn; sortOrder: SortOrder };
}

/** The part of an RTK Query hook result the grid reads. */
export interface ServerGridQueryResult<TRow> {
  data?: { count: number; values: TRow[] };
  isFetching: boolean;
  error?: unknown;
}

export interface ServerGridOptions<TColumn extends string> {
  /** Columns the server can sort by; a grid column not listed here is not sortable. */
  sortableColumns: readonly TColumn[];
  defaultSort: { columnName: TColumn; sortOrder: SortOrder };
  pageSize: number;
}

/** The free DataGrid pages at most 100 rows (DESIGN.md), as does the server. */
export const SERVER_GRID_PAGE_SIZES = [10, 25, 50, 100];

export type ServerGridProps<TRow extends GridValidRowModel> = Pick<
  DataGridProps<TRow>,
  | 'rows'
  | 'rowCount'
  | 'loading'
  | 'paginationMode'
  | 'sortingMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'sortingOrder'
  | 'pageSizeOptions'
  | 'disableColumnFilter'
  | 'disableVirtualization'
>;

export interface ServerGrid<TRow extends GridValidRowModel> {
  /** Spread into `<DataGrid>`. */
  gridProps: ServerGridProps<TRow>;
  error: unknown;
  isFetching: boolean;
}

const toSortOrder = (sort: 'asc' | 'desc' | null | undefined): SortOrder => (sort === 'desc' ? 'DESCENDING' : 'ASCENDING');
const toGridSort = (sortOrder: SortOrder) => (sortOrder === 'DESCENDING' ? 'desc' : 'asc');

/**
 * One hook for server-paged, server-sorted grids (refine's `useDataGrid`): it owns the paging and sort
 * models, turns them into the request's `paging` and `sorting`, and returns the DataGrid props. The
 * page goes back to 0 when the filters (`args`) change. The state lives in the component, so leaving
 * the page resets the table (access spec section 4); no URL sync for that reason.
 */
export function useServerGrid<TArgs extends object, TColumn extends string, TRow extends GridValidRowModel>(
  useQuery: (request: TArgs & ServerGridRequest<TColumn>) => ServerGridQueryResult<TRow>,
  args: TArgs,
  { sortableColumns, defaultSort, pageSize }: ServerGridOptions<TColumn>,
): ServerGrid<TRow> {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sortModel, setSortModel] = useState<GridSortModel>([
    { field: defaultSort.columnName, sort: toGridSort(defaultSort.sortOrder) },
  ]);

  // New filters start at the first page (adjusting state while rendering, as React's docs advise).
  const argsKey = JSON.stringify(args);
  const [pagedArgsKey, setPagedArgsKey] = useState(argsKey);
  if (pagedArgsKey !== argsKey) {
    setPagedArgsKey(argsKey);
    setPaginationModel((model) => ({ ...model, page: 0 }));
  }

  const sortItem = sortModel[0];
  const columnName = sortableColumns.find((column) => column === sortItem?.field) ?? defaultSort.columnName;
  const sortOrder = sortItem ? toSortOrder(sortItem.sort) : defaultSort.sortOrder;
  const request = {
    ...args,
    paging: { page: paginationModel.page, entriesPerPage: paginationModel.pageSize },
    sorting: { columnName, sortOrder },
  };
  const { data, isFetching, error } = useQuery(request);

  // RTK Query's `data` keeps the last result while the next page loads, so rowCount stays stable (the
  // grid would jump back to page 0 if it dropped to 0 meanwhile).
  const rowCount = data?.count ?? 0;

  const gridProps = useMemo<ServerGridProps<TRow>>(
    () => ({
      rows: data?.values ?? [],
      rowCount,
      loading: isFetching,
      paginationMode: 'server',
      sortingMode: 'server',
      paginationModel,
      onPaginationModelChange: setPaginationModel,
      sortModel,
      // A new order starts at its first page. Set in the same handler, so React batches both into
      // one request; otherwise the grid resets the page a render later and a wasted request goes out.
      onSortModelChange: (model) => {
        setSortModel(model.slice(0, 1));
        setPaginationModel((current) => (current.page === 0 ? current : { ...current, page: 0 }));
      },
      // The server always sorts by something: a third click flips the order instead of unsorting.
      sortingOrder: ['asc', 'desc'],
      pageSizeOptions: SERVER_GRID_PAGE_SIZES,
      disableColumnFilter: true,
      // A page holds at most 100 rows; rendering them all keeps the grid simple, testable and printable.
      disableVirtualization: true,
    }),
    [data, rowCount, isFetching, paginationModel, sortModel],
  );

  return { gridProps, error, isFetching };
}
