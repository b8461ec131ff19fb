import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { mockSession } from '@test/mocks/mock-session';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

const route = '/admin/billing_history?from=2026-09&to=2026-11';

const gridRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    );

describe('billing history', () => {
  it("lists each organisation's months with their total, and narrows to one organisation", async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Billing History' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Billing history' });
    await waitFor(() => expect(gridRows(grid)).toHaveLength(4));
    expect(gridRows(grid)[0]).toEqual(['2026-09', 'Nordwind Energiehandel', '120', '4', '1', '30', '155']);

    await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await user.click(await screen.findByRole('option', { name: 'Baltic Power Trading' }));
    await waitFor(() =>
      expect(gridRows(grid)).toEqual([['2026-10', 'Baltic Power Trading', '15', '0', '0', '2', '17']]),
    );

    // The chart's numbers, as a table: every month of the period, one without traffic as zeros.
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    const table = screen.getByRole('table', { name: /per month, Baltic Power Trading, 2026-09 to 2026-11/ });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['2026-090000', '2026-1015002', '2026-110000']);
  });

  it('starts with the rows per page and density the user chose in Preferences, as every grid does', async () => {
    mockPreferences.current = { ...defaultPreferences, rowsPerPage: 10, density: 'comfortable', version: 1 };
    try {
      mockSession.logIn('admin');
      renderApp({ route });
      const grid = await screen.findByRole('grid', { name: 'Billing history' }, { timeout: 15_000 });
      await waitFor(() => expect(gridRows(grid)).toHaveLength(4));
      expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('10');
      expect(grid.closest('.MuiDataGrid-root')).toHaveClass('MuiDataGrid-root--densityComfortable');
    } finally {
      mockPreferences.current = defaultPreferences;
    }
  });

  it('says on the field what is wrong with the period', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route });
    const last = await screen.findByLabelText(/^Last month/, undefined, { timeout: 15_000 });
    await user.clear(last);
    await user.type(last, '2026-08');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The last month must not be before the first.')).toBeInTheDocument();
    // The numbers still shown are the last period's, and say so.
    expect(screen.getByText('Per month, all organisations, 2026-09 to 2026-11')).toBeVisible();
  });

  it('says only what is wrong when the first month is emptied: the last month keeps its hint', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route });
    const first = await screen.findByLabelText(/^First month/, undefined, { timeout: 15_000 });
    await user.clear(first);
    // What a screen reader reads as the field takes the focus: its message must be there by then.
    let describedAtFocus: string | null = null;
    first.addEventListener('focus', () => {
      describedAtFocus = first.getAttribute('aria-invalid');
    });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('First month must be a month (YYYY-MM).')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last month/)).toHaveAccessibleDescription('YYYY-MM');
    // The field at fault has the focus, so its message is read out with it.
    await waitFor(() => expect(first).toHaveFocus());
    expect(describedAtFocus).toBe('true');
  });

  it('shows in its fields the period the address names, also when the address changes', async () => {
    mockSession.logIn('admin');
    const { router } = renderApp({ route: '/admin/billing_history?from=2026-06&to=2026-01' });
    expect(
      await screen.findByText('The last month must not be before the first.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Billing history' })).not.toBeInTheDocument();

    await act(() => router.navigate(route));
    await waitFor(() => expect(screen.getByLabelText(/^First month/)).toHaveValue('2026-09'));
    expect(screen.getByLabelText(/^Last month/)).toHaveValue('2026-11');
    expect(screen.queryByText('The last month must not be before the first.')).not.toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Billing history' });
    await waitFor(() => expect(gridRows(grid)).toHaveLength(4));

    // A period without traffic shows none of the last period's rows.
    await act(() => router.navigate('/admin/billing_history?from=2025-01&to=2025-03'));
    await waitFor(() =>
      expect(within(grid).getByText('Nothing was sent or matched in this period.')).toBeInTheDocument(),
    );
  });

  it('is not shown to a user who is no administrator', async () => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).not.toHaveTextContent(
      'Billing History',
    );
    expect(screen.queryByRole('grid', { name: 'Billing history' })).not.toBeInTheDocument();
  });
});
