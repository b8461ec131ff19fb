import type { BillingRow } from '@shared/contract/billing';
import { BillingGrid } from '@client/features/admin/billing/billing-grid';
import { renderWithProviders, screen, waitFor } from '@test/render-with-providers';

// A DataGrid in jsdom, on a machine shared with other jobs.
jest.setTimeout(30_000);

const rows: BillingRow[] = Array.from({ length: 300 }, (_, index) => ({
  organisationId: index + 1,
  organisationName: `Organisation ${index + 1}`,
  month: '2026-10',
  remitTable1: index,
  remitTable2: 0,
  mifidFiles: 0,
  confirmationsMatched: 0,
}));

/** The pager's 'first–last of count'. */
const shownRows = () => screen.getByText(/ of 300$/).textContent;

describe('billing grid', () => {
  it('shows from the first row the user was looking at when the rows per page change', async () => {
    const { user } = renderWithProviders(<BillingGrid rows={rows} loading={false} fileName="billing" />);
    await screen.findByRole('grid', { name: 'Billing history' });
    for (let page = 0; page < 4; page += 1) await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(shownRows()).toBe('101–125 of 300');

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(shownRows()).toBe('101–150 of 300'));

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(shownRows()).toBe('101–110 of 300'));
  });
});
