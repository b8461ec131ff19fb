import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { useCellTabIndex } from '@client/components/data-grid/cell-tab-index';
import { useServerGrid, type ServerGridRequest } from '@client/components/data-grid/use-server-grid';
import { renderWithProviders, screen, waitFor, within } from '@test/render-with-providers';

interface Row {
  id: number;
  name: string;
}
const TOTAL = 121;

/** The server: 121 rows, paged. */
function useRowsQuery({ paging }: ServerGridRequest<'name'>) {
  const first = paging.page * paging.entriesPerPage;
  const values = Array.from({ length: Math.min(paging.entriesPerPage, TOTAL - first) }, (_, i) => ({
    id: first + i + 1,
    name: `Row ${first + i + 1}`,
  }));
  return { data: { count: TOTAL, values }, isFetching: false };
}

function RowLink({ row }: { row: Row }) {
  return (
    <Link component={RouterLink} to={`/rows/${row.id}`} tabIndex={useCellTabIndex()}>
      Open {row.name}
    </Link>
  );
}

const options = {
  columns: [
    { field: 'name', headerName: 'Name', width: 160 },
    { field: 'link', headerName: 'Link', width: 160, renderCell: ({ row }: { row: Row }) => <RowLink row={row} /> },
  ],
  sortableColumns: ['name'],
  defaultSort: { columnName: 'name', sortOrder: 'ASCENDING' },
  pageSize: 25,
} as const;

function RowsGrid() {
  const { gridProps } = useServerGrid(useRowsQuery, {}, options);
  return (
    <>
      <button type="button">Before</button>
      <DataGrid aria-label="Rows" {...gridProps} />
      <button type="button">After</button>
    </>
  );
}

const grid = () => screen.getByRole('grid', { name: 'Rows' });
const dataRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-id') !== null);

describe('a server-paged grid for assistive technology', () => {
  it('counts every row of the result, not the page, and numbers the rows of later pages', async () => {
    const { user } = renderWithProviders(<RowsGrid />);
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    // The header row plus 121 rows.
    expect(grid()).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '2');

    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(grid()).getByText('Row 26')).toBeInTheDocument());
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', String(26 + 1));
    expect(dataRows().at(-1)).toHaveAttribute('aria-rowindex', String(50 + 1));
    expect(grid()).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
  });

  it('is one Tab stop: the row links wait for their cell, and Enter follows the focused one', async () => {
    const { user, router } = renderWithProviders(<RowsGrid />);
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    const links = within(grid()).getAllByRole('link');
    expect(links).toHaveLength(25);
    expect(links.every((link) => link.getAttribute('tabindex') === '-1')).toBe(true);

    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(grid()).toContainElement(document.activeElement as HTMLElement);
    // Into the link column of the first row with the arrow keys: the link itself takes the focus.
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const firstLink = within(grid()).getByRole('link', { name: 'Open Row 1' });
    await waitFor(() => expect(firstLink).toHaveFocus());
    expect(firstLink).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(grid()).getByRole('link', { name: 'Open Row 2' })).toHaveFocus());
    expect(firstLink).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rows/2'));
  });

  it("hands Tab on to what follows the grid, not to the next row's link", async () => {
    const { user } = renderWithProviders(<RowsGrid />);
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(grid()).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    // Past the grid: the pager's controls follow the rows inside the grid's root, then the next button.
    expect(within(grid()).queryAllByRole('link')).not.toContainEqual(document.activeElement);
    expect(grid()).not.toContainElement(document.activeElement as HTMLElement);
  });
});
