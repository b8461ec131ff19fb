import type { DataGridProps, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { Paging, SortOrder } from '@shared/contract/paging';
import { GRID_PAGE_SIZES, GRID_PAGINATION_SLOT_PROPS, useGridDefaults } from './grid-defaults';
import { withCellTabIndex } from './cell-tab-index';
import { leaveSpaceToCellButtons } from './cell-buttons';
import { PagedGridRow } from './paged-grid-row';
import { useColumnSettings, type ServerGridColDef } from './use-column-settings';
import { ROW_HEIGHT_ESTIMATE_VARIABLE } from './wrapping-cells';
import { SettlingFooter } from './settling-footer';
import { GridLoadingBar } from './grid-loading-bar';
import { keepFirstRowShown } from './page-size-change';
import { focusAfterHiding } from './focus-after-hiding';
import {
  useComponentGridState,
  useUrlGridState,
  type AddressRules,
  type GridFilterRules,
  type GridFilters,
  type GridStateDefaults,
  type LeftOutOfAddress,
} from './use-grid-state';

/** What every server-paged list request carries besides its own arguments and filters. */
export interface ServerGridRequest<TColumn extends string> {
  paging: Paging;
  sorting: { columnName: TColumn; sortOrder: SortOrder };
}

/** A page of rows as the grid reads it; a query may answer more (a page header's fields). */
export interface ServerGridPage<TRow> {
  count: number;
  values: TRow[];
}

/** The part of an RTK Query hook result the grid reads. */
export interface ServerGridQueryResult<TRow, TData extends ServerGridPage<TRow> = ServerGridPage<TRow>> {
  data?: TData;
  /** The answer to the request as it is now; undefined while it loads or when it failed. */
  currentData?: TData;
  isFetching: boolean;
  error?: unknown;
}

export interface ServerGridOptions<
  TColumn extends string,
  TRow extends GridValidRowModel,
  TFilters extends GridFilters,
> {
  /** The grid's columns, usually a module constant (DataGrid recomputes its layout when they change). */
  columns: readonly ServerGridColDef<TRow>[];
  /** Columns the server can sort by; every other grid column is shown as not sortable. */
  sortableColumns: readonly TColumn[];
  /** The server's order while the user has chosen none. */
  defaultSort: { columnName: TColumn; sortOrder: SortOrder };
  pageSize: number;
  /**
   * The specification fixes this grid's page size (the contact tables' 10, an audit trail's 25): the
   * user's 'Rows per page' preference, which every other grid starts with, does not apply to it.
   */
  pageSizeBySpecification?: boolean;
  /**
   * The specification shows no rows-per-page options (an audit trail's, market-reporting spec section
   * 9): the pager offers none and a URL's `size` is not read.
   */
  hidesPageSizeOptions?: boolean;
  /**
   * Where paging, sort and filters live: 'component' (the default) forgets them when the page is left;
   * 'url' keeps them in the query string, so a reload or a shared link shows the same rows.
   * Read once, when the grid mounts.
   */
  stateIn?: 'component' | 'url';
  /** The page's filters with their initial values, kept with the paging (and in the URL in 'url' mode). */
  filters?: TFilters;
  /** In 'url' mode, the filter values the URL may name (identity kept between renders). */
  filterRules?: GridFilterRules<TFilters>;
  /** In 'url' mode, the page's own parameters beside the grid's and the values they may have (identity kept). */
  addressRules?: AddressRules;
  /** The key of the user's saved column settings; without one the grid shows its default layout. */
  documentType?: string;
  /** True while the request cannot be made yet (an organisation or an id is still missing). */
  skip?: boolean;
}

export type ServerGridProps<TRow extends GridValidRowModel> = Required<
  Pick<
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
    | 'onCellKeyDown'
    | 'disableVirtualization'
    | 'columns'
    | 'columnVisibilityModel'
    | 'onColumnVisibilityModelChange'
    | 'onColumnWidthChange'
    | 'slots'
    | 'slotProps'
    | 'density'
  >
> & {
  /** Holds a page's place while the first one loads (`reservePage`); undefined after an empty or failed answer. */
  style: CSSProperties | undefined;
};

/**
 * A grid without rows is two rows high (DataGrid's `--DataGrid-overlayHeight`); a grid that grows when
 * its first page arrives pushes its footer and everything below it down the screen, the page's layout
 * shift. Until then it reserves a page of rows at the height the grid first paints them: a wrapping
 * grid's estimate (wrapping-cells.ts), else the density's row height.
 */
function reservePage(pageSize: number): CSSProperties {
  return {
    '--DataGrid-overlayHeight': `calc(${pageSize} * var(${ROW_HEIGHT_ESTIMATE_VARIABLE}, var(--height)))`,
  } as CSSProperties;
}

export interface ServerGrid<
  TRow extends GridValidRowModel,
  TFilters extends GridFilters,
  TData extends ServerGridPage<TRow> = ServerGridPage<TRow>,
> {
  /** Spread into `<DataGrid>`. */
  gridProps: ServerGridProps<TRow>;
  /** The last answer (kept while the next page of the same list loads), for what a page shows beside the grid. */
  data: TData | undefined;
  error: unknown;
  isFetching: boolean;
  filters: TFilters;
  /** Changes some filters and goes back to the first page. */
  setFilters: (change: Partial<TFilters>) => void;
  /** What the page's address named that the grid cannot show (`AddressLeftOutNotice`). */
  leftOut: readonly LeftOutOfAddress[];
  dismissLeftOut: () => void;
}

const toSortOrder = (sort: 'asc' | 'desc' | null | undefined): SortOrder =>
  sort === 'desc' ? 'DESCENDING' : 'ASCENDING';
const toGridSort = (sortOrder: SortOrder) => (sortOrder === 'DESCENDING' ? 'desc' : 'asc');

/**
 * One hook for server-paged, server-sorted grids (refine's `useDataGrid`): it keeps the paging, sort and
 * filter state (in the component or in the URL), turns it into the request's `paging` and `sorting`,
 * marks the columns the server cannot sort, applies the column layout, and returns the DataGrid props.
 * The page goes back to 0 when `args` (the request's other arguments) or the filters change.
 */
export function useServerGrid<
  TArgs extends object,
  TColumn extends string,
  TRow extends GridValidRowModel,
  TFilters extends GridFilters = Record<never, never>,
  TData extends ServerGridPage<TRow> = ServerGridPage<TRow>,
>(
  useQuery: (
    request: TArgs & TFilters & ServerGridRequest<TColumn>,
    options: { skip: boolean },
  ) => ServerGridQueryResult<TRow, TData>,
  args: TArgs,
  options: ServerGridOptions<TColumn, TRow, TFilters>,
): ServerGrid<TRow, TFilters, TData> {
  const { columns, sortableColumns, defaultSort, documentType, skip = false } = options;
  const startWith = useGridDefaults(options.pageSize);
  const pageSize = options.pageSizeBySpecification ? options.pageSize : startWith.pageSize;
  const { density } = startWith;
  const pageSizes = useMemo(
    () => (options.hidesPageSizeOptions ? [pageSize] : GRID_PAGE_SIZES),
    [options.hidesPageSizeOptions, pageSize],
  );
  const filterDefaults = options.filters;
  const { filterRules, addressRules } = options;
  const defaults = useMemo<GridStateDefaults<TFilters>>(
    () => ({
      pageSize,
      sortModel: [{ field: defaultSort.columnName, sort: toGridSort(defaultSort.sortOrder) }],
      filters: filterDefaults ?? ({} as TFilters),
      pageSizes,
      sortableFields: sortableColumns,
      filterRules,
      addressRules,
    }),
    [
      pageSize,
      pageSizes,
      defaultSort.columnName,
      defaultSort.sortOrder,
      filterDefaults,
      filterRules,
      addressRules,
      sortableColumns,
    ],
  );

  // The store is chosen once per mount, so the same hooks run on every render.
  const [stateIn] = useState(options.stateIn ?? 'component');
  const argsKey = JSON.stringify(args);
  const useGridState = stateIn === 'url' ? useUrlGridState : useComponentGridState;
  const { state, update, correctPage, leftOut, dismissLeftOut } = useGridState(defaults, argsKey, skip);

  const sortItem = state.sortModel.find((item) => sortableColumns.some((column) => column === item.field));
  const sorting = sortItem
    ? { columnName: sortItem.field as TColumn, sortOrder: toSortOrder(sortItem.sort) }
    : defaultSort;
  const request = {
    ...args,
    ...state.filters,
    paging: { page: state.page, entriesPerPage: state.pageSize },
    sorting,
  };
  const { data: lastData, currentData, isFetching, error } = useQuery(request, { skip });
  // The last answer is kept while another page or order of the same list loads, never for another
  // list (another organisation, record or kind): its rows would stand under the new one's name until
  // it answers, and for good when it fails.
  const [answeredArgsKey, setAnsweredArgsKey] = useState(argsKey);
  if (currentData !== undefined && answeredArgsKey !== argsKey) setAnsweredArgsKey(argsKey);
  const data = answeredArgsKey === argsKey ? lastData : currentData;
  // A page past the last (an old link, records gone since): the last page, not an empty grid that
  // counts rows it does not show.
  const lastPage = currentData ? Math.max(0, Math.ceil(currentData.count / state.pageSize) - 1) : 0;
  const pastTheEnd = currentData !== undefined && currentData.values.length === 0 && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) correctPage(lastPage);
  }, [pastTheEnd, lastPage, correctPage]);

  const layout = useColumnSettings(documentType, columns);
  // A column the server cannot sort must not offer a sort it would silently replace with its default.
  const gridColumns = useMemo(
    () =>
      layout.columns.map((column) =>
        withCellTabIndex({
          ...column,
          sortable: column.sortable !== false && sortableColumns.some((name) => name === column.field),
        }),
      ),
    [layout.columns, sortableColumns],
  );

  const sortModel = useMemo<GridSortModel>(
    () => [{ field: sorting.columnName, sort: toGridSort(sorting.sortOrder) }],
    [sorting.columnName, sorting.sortOrder],
  );
  const paginationModel = useMemo(() => ({ page: state.page, pageSize: state.pageSize }), [state.page, state.pageSize]);

  // RTK Query's `data` keeps the last result while the next page loads, so rowCount stays stable (the
  // grid would jump back to page 0 if it dropped to 0 meanwhile).
  const rowCount = data?.count ?? 0;
  // Kept once rows have come: the grid only reads it while it has no rows to measure, and an autoHeight
  // grid has none for a frame after they arrive (without it the footer would flick up and down again).
  // Dropped for an empty or failed answer, whose message needs no page of space. Held while no request
  // is made yet (the organisation not chosen yet): reserved only when the request starts, the grid grew
  // then, and on a phone the whole page below it moved (a layout shift of 0.075 on the Deal Finder).
  // A page that will never ask (no record named) shows its problem instead of the grid.
  const reserving = error === undefined && (data === undefined || data.values.length > 0);
  const style = useMemo(() => (reserving ? reservePage(state.pageSize) : undefined), [reserving, state.pageSize]);
  const answered = data !== undefined || error !== undefined;
  // A page that failed shows no rows: the last page's stood under a pager counting another page, their
  // actions still offered (an organisation the user had just been taken out of).
  const failed = error !== undefined && !isFetching;

  const gridProps = useMemo<ServerGridProps<TRow>>(
    () => ({
      rows: failed ? [] : (data?.values ?? []),
      rowCount,
      loading: isFetching,
      paginationMode: 'server',
      sortingMode: 'server',
      paginationModel,
      onPaginationModelChange: (model) => {
        const { page, pageSize } = keepFirstRowShown(paginationModel, model);
        if (page === paginationModel.page && pageSize === paginationModel.pageSize) return;
        // The grid's own move off a page past the end (a link's), as the effect above makes it: not the
        // user's change, so what the link left out stays said.
        if (pastTheEnd && pageSize === paginationModel.pageSize) correctPage(page);
        else update({ page, pageSize });
      },
      sortModel,
      // A new order starts at its first page. Set in the same update, so one request goes out;
      // otherwise the grid resets the page a render later and a wasted request goes out.
      onSortModelChange: (model) => update({ sortModel: model.slice(0, 1), page: 0 }),
      // The server always sorts by something: a third click flips the order instead of unsorting.
      sortingOrder: ['asc', 'desc'],
      // With one size, MUI's pager shows no 'Rows per page' list.
      pageSizeOptions: pageSizes,
      disableColumnFilter: true,
      onCellKeyDown: leaveSpaceToCellButtons,
      // A page holds at most 100 rows; rendering them all keeps the grid simple, testable and printable.
      disableVirtualization: true,
      columns: gridColumns,
      columnVisibilityModel: layout.columnVisibilityModel,
      onColumnVisibilityModelChange: (model, details) => {
        layout.onColumnVisibilityModelChange(model);
        focusAfterHiding(layout.columnVisibilityModel, model, details);
      },
      onColumnWidthChange: layout.onColumnWidthChange,
      style,
      // Assistive technology hears the whole result, not the page: its rows plus the header row, and each
      // row's number in it.
      slots: { row: PagedGridRow, footer: SettlingFooter, baseLinearProgress: GridLoadingBar },
      // While the next rows come, the grid says it is busy: its loading bar is seen, not announced.
      slotProps: {
        main: { 'aria-rowcount': rowCount + 1, 'aria-busy': isFetching },
        footer: { answered },
        ...GRID_PAGINATION_SLOT_PROPS,
      },
      density,
    }),
    [
      data,
      failed,
      rowCount,
      isFetching,
      paginationModel,
      sortModel,
      update,
      correctPage,
      pastTheEnd,
      gridColumns,
      layout,
      style,
      answered,
      density,
      pageSizes,
    ],
  );

  const filters = state.filters;
  const setFilters = useCallback((change: Partial<TFilters>) => update({ filters: change, page: 0 }), [update]);

  return { gridProps, data, error, isFetching, filters, setFilters, leftOut, dismissLeftOut };
}
