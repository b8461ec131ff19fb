import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from '@client/app/store';
import { useUrlDensity } from '@client/features/finders/density-select';
import {
  useServerGrid,
  type ServerGrid,
  type ServerGridOptions,
  type ServerGridRequest,
} from '@client/components/data-grid/use-server-grid';

interface Row {
  id: number;
}
type Filters = { from: string | null; to: string | null };
type Request = { organisationId: number } & Filters & ServerGridRequest<'name'>;

/**
 * A page whose filters change twice before it renders the first change: a navigation renders in a
 * transition, which a busy machine finishes late, and meanwhile the page's handlers are the last render's.
 */
function openPage(stateIn: 'url' | 'component') {
  const requests: Request[] = [];
  const probe: { grid?: ServerGrid<Row, Filters>; setDensity?: (density: 'compact') => void } = {};
  const useQuery = (request: Request) => {
    requests.push(request);
    return { data: { count: 0, values: [] }, isFetching: false };
  };
  const options: ServerGridOptions<'name', Row, Filters> = {
    columns: [{ field: 'name' }],
    sortableColumns: ['name'],
    defaultSort: { columnName: 'name', sortOrder: 'ASCENDING' },
    pageSize: 25,
    stateIn,
    filters: { from: null, to: null },
  };
  function Page() {
    const grid = useServerGrid(useQuery, { organisationId: 7 }, options);
    const [, setDensity] = useUrlDensity();
    useEffect(() => {
      probe.grid = grid;
      probe.setDensity = setDensity;
    }, [grid, setDensity]);
    return null;
  }
  const router = createMemoryRouter([{ path: '/finder', element: <Page /> }], { initialEntries: ['/finder'] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const grid = () => probe.grid!;
  return { router, grid, setDensity: () => probe.setDensity!, lastRequest: () => requests.at(-1) };
}

describe.each(['url', 'component'] as const)('useServerGrid with its state in the %s', (stateIn) => {
  it('keeps a filter changed before the render of another one, rather than writing the older filters back', async () => {
    const page = openPage(stateIn);
    const handlersOfOneRender = page.grid();
    await act(async () => {
      handlersOfOneRender.setFilters({ from: '2026-11-14' });
      handlersOfOneRender.setFilters({ to: '2026-12-31' });
    });
    expect(page.lastRequest()).toMatchObject({ from: '2026-11-14', to: '2026-12-31' });
    expect(page.grid().filters).toEqual({ from: '2026-11-14', to: '2026-12-31' });
    if (stateIn === 'url') expect(page.router.state.location.search).toBe('?page=0&from=2026-11-14&to=2026-12-31');
  });

  if (stateIn === 'url') {
    it("keeps another part's change of the address made from the same render: the density, then a filter", async () => {
      const page = openPage(stateIn);
      const setFilters = page.grid().setFilters;
      const setDensity = page.setDensity();
      await act(async () => {
        setDensity('compact');
        setFilters({ from: '2026-11-14' });
      });
      expect(page.router.state.location.search).toBe('?density=compact&page=0&from=2026-11-14');
    });

    it('does not bring back a filter the address dropped since (a menu link to the bare page)', async () => {
      const page = openPage(stateIn);
      await act(async () => page.grid().setFilters({ from: '2026-11-14' }));
      await act(async () => page.router.navigate('/finder'));
      await act(async () => page.grid().setFilters({ to: '2026-12-31' }));
      expect(page.router.state.location.search).toBe('?page=0&to=2026-12-31');
      expect(page.grid().filters).toEqual({ from: null, to: '2026-12-31' });
    });
  }
});
