import type { DataGridProps } from '@mui/x-data-grid';
import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from '@client/app/store';
import {
  useServerGrid,
  type ServerGrid,
  type ServerGridOptions,
  type ServerGridRequest,
} from '@client/components/data-grid/use-server-grid';

interface Row {
  id: number;
}
type Filters = { status: string | null };
type Args = { organisationId: number | null };
type Request = Args & Filters & ServerGridRequest<'name' | 'code'>;

const pagingDetails = {} as Parameters<NonNullable<DataGridProps['onPaginationModelChange']>>[1];
const sortDetails = {} as Parameters<NonNullable<DataGridProps['onSortModelChange']>>[1];

const options: ServerGridOptions<'name' | 'code', Row, Filters> = {
  columns: [{ field: 'name' }, { field: 'code' }, { field: 'remark' }],
  sortableColumns: ['name', 'code'],
  defaultSort: { columnName: 'name', sortOrder: 'ASCENDING' },
  pageSize: 25,
  stateIn: 'url',
  filters: { status: null },
};

/** Mounts the hook on a page of a memory router at `url`, as a reload or an opened link would. */
function openAt(url: string, initialOrganisation: number | null = 7) {
  const requests: Request[] = [];
  const probe: { grid?: ServerGrid<Row, Filters>; setOrganisation?: (id: number | null) => void } = {};
  const useQuery = (request: Request, { skip }: { skip: boolean }) => {
    // A re-render with the same arguments is the same request (RTK Query keeps one subscription).
    if (!skip && JSON.stringify(request) !== JSON.stringify(requests.at(-1))) requests.push(request);
    return { data: { count: 500, values: [] }, isFetching: false };
  };
  function Page() {
    // The organisation arrives later on pages that need one (skip until then).
    const [organisation, setOrganisation] = useState(initialOrganisation);
    const grid = useServerGrid(useQuery, { organisationId: organisation }, { ...options, skip: organisation === null });
    useEffect(() => {
      probe.grid = grid;
      probe.setOrganisation = setOrganisation;
    }, [grid]);
    return null;
  }
  const router = createMemoryRouter([{ path: '/audit', element: <Page /> }], { initialEntries: [url] });
  // The column layout reads the selected organisation (saved column settings are per organisation).
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const current = () => {
    if (!probe.grid) throw new Error('The page has not rendered.');
    return probe.grid;
  };
  const setOrganisation = (id: number | null) => act(async () => probe.setOrganisation?.(id));
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { router, requests, current, search, setOrganisation, lastRequest: () => requests.at(-1) };
}

describe('useServerGrid with its state in the URL', () => {
  it('writes page, size, sort and filters to the URL, and a reload of that URL asks for the same rows', async () => {
    const first = openAt('/audit');
    expect(first.lastRequest()).toEqual({
      organisationId: 7,
      status: null,
      paging: { page: 0, entriesPerPage: 25 },
      sorting: { columnName: 'name', sortOrder: 'ASCENDING' },
    });

    await act(async () => first.current().setFilters({ status: 'OPEN' }));
    await act(async () => first.current().gridProps.onSortModelChange([{ field: 'code', sort: 'desc' }], sortDetails));
    // One pager control at a time, as the grid reports them: the rows per page, then the page.
    await act(async () => first.current().gridProps.onPaginationModelChange({ page: 0, pageSize: 50 }, pagingDetails));
    await act(async () => first.current().gridProps.onPaginationModelChange({ page: 3, pageSize: 50 }, pagingDetails));
    expect(first.search()).toEqual({ status: 'OPEN', sort: 'code', order: 'desc', page: '3', size: '50' });
    const shown = first.lastRequest();
    expect(shown).toEqual({
      organisationId: 7,
      status: 'OPEN',
      paging: { page: 3, entriesPerPage: 50 },
      sorting: { columnName: 'code', sortOrder: 'DESCENDING' },
    });

    const { location } = first.router.state;
    const reloaded = openAt(`${location.pathname}${location.search}`);
    expect(reloaded.requests[0]).toEqual(shown);
    expect(reloaded.current().gridProps).toMatchObject({
      paginationModel: { page: 3, pageSize: 50 },
      sortModel: [{ field: 'code', sort: 'desc' }],
    });
    expect(reloaded.current().filters).toEqual({ status: 'OPEN' });
  });

  it('writes to the URL the page holding the first row shown when the rows per page change', async () => {
    const grid = openAt('/audit?page=5&size=25');
    // Rows 126–150 shown; the grid keeps the page number, but at 50 a page row 126 is on page 2.
    await act(async () => grid.current().gridProps.onPaginationModelChange({ page: 5, pageSize: 50 }, pagingDetails));
    expect(grid.lastRequest()?.paging).toEqual({ page: 2, entriesPerPage: 50 });
    expect(grid.search()).toEqual({ page: '2', size: '50' });
  });

  it('starts a new sort or filter at page 0 in one request', async () => {
    const grid = openAt('/audit?page=4&size=25');
    expect(grid.lastRequest()?.paging.page).toBe(4);
    const before = grid.requests.length;
    await act(async () => grid.current().gridProps.onSortModelChange([{ field: 'code', sort: 'asc' }], sortDetails));
    expect(grid.requests.slice(before).filter((request) => request.sorting.columnName === 'code')).toEqual([
      expect.objectContaining({ paging: { page: 0, entriesPerPage: 25 } }),
    ]);
    await act(async () => grid.current().setFilters({ status: 'CLOSED' }));
    expect(grid.lastRequest()).toMatchObject({ status: 'CLOSED', paging: { page: 0 } });
    expect(grid.search()).toMatchObject({ page: '0', status: 'CLOSED' });
  });

  it('ignores what a URL cannot mean: a page size not offered, a column the server cannot sort', () => {
    const grid = openAt('/audit?page=-2&size=7&sort=remark&order=desc');
    expect(grid.lastRequest()).toMatchObject({
      paging: { page: 0, entriesPerPage: 25 },
      sorting: { columnName: 'name', sortOrder: 'ASCENDING' },
    });
  });

  it('starts at page 0 for a page past the last the server takes, as for one it cannot mean', () => {
    expect(openAt('/audit?page=9999999&size=25').lastRequest()).toMatchObject({ paging: { page: 0 } });
    expect(openAt('/audit?page=1000000&size=25').lastRequest()).toMatchObject({ paging: { page: 1_000_000 } });
  });

  it('keeps a linked page while the organisation loads, and goes back to page 0 when it changes later', async () => {
    const grid = openAt('/audit?page=3&size=25', null);
    expect(grid.requests).toEqual([]);

    await grid.setOrganisation(7);
    expect(grid.requests).toEqual([
      expect.objectContaining({ organisationId: 7, paging: { page: 3, entriesPerPage: 25 } }),
    ]);

    await grid.setOrganisation(8);
    expect(grid.requests.filter((request) => request.organisationId === 8)).toEqual([
      expect.objectContaining({ paging: { page: 0, entriesPerPage: 25 } }),
    ]);
    // The URL follows, so a reload shows what is on screen.
    expect(grid.search()).toMatchObject({ page: '0' });
    expect(grid.current().gridProps.paginationModel).toEqual({ page: 0, pageSize: 25 });

    await act(async () => grid.current().gridProps.onPaginationModelChange({ page: 1, pageSize: 25 }, pagingDetails));
    expect(grid.lastRequest()).toMatchObject({ organisationId: 8, paging: { page: 1 } });
    expect(grid.search()).toMatchObject({ page: '1' });
  });
});
