import type { DataGridProps } from '@mui/x-data-grid';
import { renderHook, act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@client/app/store';
import { useServerGrid, type ServerGridRequest } from '@client/components/data-grid/use-server-grid';

interface Row {
  id: number;
}
type Request = { group: string | null } & ServerGridRequest<'name' | 'code'>;

/**
 * The column layout reads the selected organisation (saved column settings are per organisation) and
 * the page's path (a grid's own layout is kept per page), as a grid in the app finds them.
 */
function withStore() {
  const store = makeStore();
  return function StoreProvider({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter>{children}</MemoryRouter>
      </Provider>
    );
  };
}

/** The hook ignores the grid's callback details. */
const pagingDetails = {} as Parameters<NonNullable<DataGridProps['onPaginationModelChange']>>[1];
const sortDetails = {} as Parameters<NonNullable<DataGridProps['onSortModelChange']>>[1];

const options = {
  columns: [{ field: 'name' }, { field: 'code' }],
  sortableColumns: ['name', 'code'],
  defaultSort: { columnName: 'name', sortOrder: 'ASCENDING' },
  pageSize: 10,
} as const;

function setup(initialGroup: string | null = null) {
  const requests: Request[] = [];
  type Page = { count: number; values: Row[] };
  let result: { data?: Page; currentData?: Page; isFetching: boolean; error?: unknown } = {
    isFetching: true,
  };
  let group = initialGroup;
  const useQuery = (request: Request) => {
    requests.push(request);
    return result;
  };
  const hook = renderHook(({ group }) => useServerGrid(useQuery, { group }, options), {
    wrapper: withStore(),
    initialProps: { group: initialGroup },
  });
  const answer = (next: typeof result) => {
    result = next;
    hook.rerender({ group });
  };
  /** The page's other arguments change: another list. */
  const showGroup = (next: string | null) => {
    group = next;
    hook.rerender({ group });
  };
  return { hook, requests, answer, showGroup, lastRequest: () => requests[requests.length - 1] };
}

describe('useServerGrid', () => {
  it('asks for page 0 with the default sort and returns server-mode props', () => {
    const { hook, lastRequest } = setup('TSO');
    expect(lastRequest()).toEqual({
      group: 'TSO',
      paging: { page: 0, entriesPerPage: 10 },
      sorting: { columnName: 'name', sortOrder: 'ASCENDING' },
    });
    const { gridProps } = hook.result.current;
    expect(gridProps).toMatchObject({
      paginationMode: 'server',
      sortingMode: 'server',
      loading: true,
      rowCount: 0,
      rows: [],
      pageSizeOptions: [10, 25, 50, 100],
      sortModel: [{ field: 'name', sort: 'asc' }],
      paginationModel: { page: 0, pageSize: 10 },
    });
  });

  it('maps the grid models to paging and sorting', () => {
    const { hook, lastRequest } = setup();
    // One pager control at a time, as the grid reports them: the rows per page, then the page.
    act(() => hook.result.current.gridProps.onPaginationModelChange?.({ page: 0, pageSize: 25 }, pagingDetails));
    act(() => hook.result.current.gridProps.onPaginationModelChange?.({ page: 2, pageSize: 25 }, pagingDetails));
    expect(lastRequest()?.paging).toEqual({ page: 2, entriesPerPage: 25 });
    act(() => hook.result.current.gridProps.onSortModelChange?.([{ field: 'code', sort: 'desc' }], sortDetails));
    expect(lastRequest()?.sorting).toEqual({ columnName: 'code', sortOrder: 'DESCENDING' });
  });

  it('opens the page holding the first row shown when the rows per page change, as the grid keeps the page number', () => {
    const { hook, lastRequest } = setup();
    const changePaging = (page: number, pageSize: number) =>
      act(() => hook.result.current.gridProps.onPaginationModelChange?.({ page, pageSize }, pagingDetails));
    changePaging(1, 10);
    // Rows 11–20 shown; at 100 a page they are on page 0, not on page 1 (rows 101–200).
    changePaging(1, 100);
    expect(lastRequest()?.paging).toEqual({ page: 0, entriesPerPage: 100 });
    expect(hook.result.current.gridProps.paginationModel).toEqual({ page: 0, pageSize: 100 });

    changePaging(3, 100);
    // Rows 301–400 shown; at 25 a page row 301 is on page 12.
    changePaging(3, 25);
    expect(lastRequest()?.paging).toEqual({ page: 12, entriesPerPage: 25 });
    // Rows 301–325 shown; at 50 a page row 301 is on page 6 (rows 301–350).
    changePaging(12, 50);
    expect(lastRequest()?.paging).toEqual({ page: 6, entriesPerPage: 50 });
  });

  it('goes back to page 0 when the filters change', () => {
    const { hook, lastRequest } = setup();
    act(() => hook.result.current.gridProps.onPaginationModelChange?.({ page: 3, pageSize: 10 }, pagingDetails));
    expect(lastRequest()?.paging.page).toBe(3);
    hook.rerender({ group: 'TRADERS' });
    expect(lastRequest()).toMatchObject({ group: 'TRADERS', paging: { page: 0 } });
    expect(hook.result.current.gridProps.paginationModel).toEqual({ page: 0, pageSize: 10 });
  });

  it('starts a new sort at page 0 without ever asking for the new order on the old page', () => {
    const { hook, requests } = setup();
    act(() => hook.result.current.gridProps.onPaginationModelChange?.({ page: 4, pageSize: 10 }, pagingDetails));
    const before = requests.length;
    act(() => hook.result.current.gridProps.onSortModelChange?.([{ field: 'code', sort: 'asc' }], sortDetails));
    const sortedRequests = requests.slice(before).filter((request) => request.sorting.columnName === 'code');
    expect(sortedRequests.length).toBeGreaterThan(0);
    expect(sortedRequests.every((request) => request.paging.page === 0)).toBe(true);
    expect(hook.result.current.gridProps.paginationModel).toEqual({ page: 0, pageSize: 10 });
  });

  it('reserves a page of rows until rows come, also before the request starts, and drops it for an empty or failed answer', () => {
    const overlayHeight = (style: unknown) =>
      (style as Record<string, string> | undefined)?.['--DataGrid-overlayHeight'];
    const reserve = 'calc(10 * var(--ept-row-height-estimate, var(--height)))';
    const { hook, answer } = setup();
    expect(overlayHeight(hook.result.current.gridProps.style)).toBe(reserve);
    answer({ data: { count: 42, values: [{ id: 1 }] }, isFetching: false });
    expect(overlayHeight(hook.result.current.gridProps.style)).toBe(reserve);
    answer({ data: { count: 0, values: [] }, isFetching: false });
    expect(hook.result.current.gridProps.style).toBeUndefined();

    const failed = setup();
    failed.answer({ isFetching: false, error: { status: 500 } });
    expect(failed.hook.result.current.gridProps.style).toBeUndefined();

    // Nothing is asked for yet (no organisation chosen): the page that comes then has its place already.
    const skipped = renderHook(() => useServerGrid(() => ({ isFetching: false }), {}, { ...options, skip: true }), {
      wrapper: withStore(),
    });
    expect(overlayHeight(skipped.result.current.gridProps.style)).toBe(reserve);
  });

  it("keeps the last page while another page of the list loads, but no other list's, loading or failed", () => {
    const first = { count: 42, values: [{ id: 1 }] };
    const { hook, answer, showGroup } = setup();
    answer({ data: first, currentData: first, isFetching: false });
    // RTK Query keeps `data` from the last answer while the next request runs; `currentData` is the
    // answer to the request as it is now.
    act(() => hook.result.current.gridProps.onPaginationModelChange?.({ page: 1, pageSize: 10 }, pagingDetails));
    answer({ data: first, isFetching: true });
    expect(hook.result.current.gridProps).toMatchObject({ rows: [{ id: 1 }], rowCount: 42, loading: true });
    expect(hook.result.current.data).toBe(first);

    showGroup('TRADERS');
    expect(hook.result.current.gridProps).toMatchObject({ rows: [], rowCount: 0 });
    expect(hook.result.current.data).toBeUndefined();
    answer({ data: first, isFetching: false, error: { status: 500 } });
    expect(hook.result.current.gridProps).toMatchObject({ rows: [], rowCount: 0 });
    const traders = { count: 3, values: [{ id: 7 }] };
    answer({ data: traders, currentData: traders, isFetching: false });
    expect(hook.result.current.gridProps).toMatchObject({ rows: [{ id: 7 }], rowCount: 3 });
  });

  it('shows no rows when another page of the list fails: the last page would stand under a pager not its own', () => {
    const first = { count: 42, values: [{ id: 1 }] };
    const { hook, answer } = setup();
    answer({ data: first, currentData: first, isFetching: false });
    act(() => hook.result.current.gridProps.onPaginationModelChange?.({ page: 1, pageSize: 10 }, pagingDetails));
    answer({ data: first, isFetching: false, error: { status: 404 } });
    expect(hook.result.current.gridProps).toMatchObject({ rows: [], loading: false });
    expect(hook.result.current.gridProps.paginationModel).toEqual({ page: 1, pageSize: 10 });
  });

  it('passes the rows, the count and the loading state through', () => {
    const { hook, answer } = setup();
    answer({ data: { count: 42, values: [{ id: 1 }, { id: 2 }] }, isFetching: false });
    expect(hook.result.current.gridProps).toMatchObject({ rowCount: 42, loading: false, rows: [{ id: 1 }, { id: 2 }] });
  });
});

describe('useServerGrid columns and skip', () => {
  const columns = [
    { field: 'name', headerName: 'Name' },
    { field: 'remark', headerName: 'Remark' },
    { field: 'code', headerName: 'Code', sortable: false },
    { field: 'internal', headerName: 'Internal', hiddenByDefault: true },
  ];
  const useNoRows = () => ({ isFetching: false });

  it('offers a sort only on the columns the server can sort', () => {
    const { result } = renderHook(() => useServerGrid(useNoRows, {}, { ...options, columns }), {
      wrapper: withStore(),
    });
    const sortable = Object.fromEntries(
      result.current.gridProps.columns.map((column) => [column.field, column.sortable]),
    );
    // 'remark' is not in the server's list; 'code' is, but the page turned it off.
    expect(sortable).toEqual({ name: true, remark: false, code: false, internal: false });
  });

  it('asks for the default sort when the grid reports a column the server cannot sort', () => {
    const requests: Request[] = [];
    const { result } = renderHook(
      () =>
        useServerGrid(
          (request: Request) => {
            requests.push(request);
            return { isFetching: false };
          },
          { group: null },
          { ...options, columns },
        ),
      { wrapper: withStore() },
    );
    act(() => result.current.gridProps.onSortModelChange([{ field: 'remark', sort: 'desc' }], sortDetails));
    expect(requests.at(-1)?.sorting).toEqual({ columnName: 'name', sortOrder: 'ASCENDING' });
    expect(result.current.gridProps.sortModel).toEqual([{ field: 'name', sort: 'asc' }]);
  });

  it('hides the columns flagged hidden by default and lets the user show them', async () => {
    const { result } = renderHook(() => useServerGrid(useNoRows, {}, { ...options, columns }), {
      wrapper: withStore(),
    });
    expect(result.current.gridProps.columnVisibilityModel).toEqual({ internal: false });
    expect(result.current.gridProps.columns.map((column) => column.field)).toEqual([
      'name',
      'remark',
      'code',
      'internal',
    ]);
    expect(result.current.gridProps.columns.some((column) => 'hiddenByDefault' in column)).toBe(false);
    // The grid's API as a hide from a header's menu hands it over: the focus, fallen to the page with
    // the header, goes to the column before the hidden one.
    const focused: string[] = [];
    const api = {
      getAllColumns: () => result.current.gridProps.columns,
      setColumnHeaderFocus: (field: string) => focused.push(field),
      getColumnHeaderElement: () => null,
    };
    const visibilityDetails = { api } as unknown as Parameters<
      NonNullable<DataGridProps['onColumnVisibilityModelChange']>
    >[1];
    act(() =>
      result.current.gridProps.onColumnVisibilityModelChange({ internal: true, remark: false }, visibilityDetails),
    );
    expect(result.current.gridProps.columnVisibilityModel).toEqual({ internal: true, remark: false });
    await waitFor(() => expect(focused).toEqual(['name']));
  });

  it('does not ask while skipped, then asks for page 0', () => {
    const calls: { request: Request; skip: boolean }[] = [];
    const useQuery = (request: Request, { skip }: { skip: boolean }) => {
      calls.push({ request, skip });
      const page = { count: 1, values: [{ id: 1 }] };
      return skip ? { isFetching: false } : { data: page, currentData: page, isFetching: false };
    };
    const hook = renderHook(({ group }) => useServerGrid(useQuery, { group }, { ...options, skip: group === null }), {
      wrapper: withStore(),
      initialProps: { group: null as string | null },
    });
    expect(calls.every((call) => call.skip)).toBe(true);
    expect(hook.result.current.gridProps).toMatchObject({ rows: [], rowCount: 0, loading: false });

    hook.rerender({ group: 'TSO' });
    expect(calls.at(-1)).toEqual({
      request: {
        group: 'TSO',
        paging: { page: 0, entriesPerPage: 10 },
        sorting: { columnName: 'name', sortOrder: 'ASCENDING' },
      },
      skip: false,
    });
    expect(hook.result.current.gridProps).toMatchObject({ rows: [{ id: 1 }], rowCount: 1 });
  });
});
