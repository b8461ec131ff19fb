import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { navigationFor } from '@test/mocks/data';
import { resetMockRemitTrades } from '@test/mocks/remit-data';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor } from '@test/render-with-providers';

jest.setTimeout(60_000);

beforeEach(() => {
  resetMockRemitTrades();
  // Both organisations report REMIT trades here, so the page stays and the server's answer for the
  // other organisation's trade is what the page shows (an organisation without the menu entry gets a
  // notice in the page's place: organisation-selector.test.tsx).
  server.use(http.get(apiUrl(apiPaths.navigation), () => HttpResponse.json(navigationFor(undefined))));
});

// Nordwind's trade NWEH-2026-000417 (trader TRADER-NP-07) on each action page of Table 1.
const pages = [
  ['Modify Trade', '/err/remit_table1_trade/modify?historyId=240117'],
  ['Cancel Trade', '/err/remit_table1_trade/cancel?recordType=TABLE_1&historyId=240117'],
  ['Delete Trade', '/err/remit_table1_trade/error?historyId=240117'],
] as const;

describe("a trade action page after another organisation is chosen (the trade is not that organisation's)", () => {
  it.each(pages)('%s says the trade is not found and shows nothing more of it', async (title, route) => {
    const { user } = renderApp({ route });
    expect(await screen.findByText(/NWEH-2026-000417/, undefined, { timeout: 20_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await user.click(screen.getByRole('option', { name: 'Alpine Gas Supply' }));

    expect(
      await screen.findByText(/There is no such record in the selected organisation/, undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/NWEH-2026-000417/)).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('TRADER-NP-07')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it("Modify shows the trade's values again, back at its own organisation", async () => {
    const { user } = renderApp({ route: pages[0][1] });
    await screen.findByDisplayValue('TRADER-NP-07', undefined, { timeout: 20_000 });
    const choose = async (name: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
      await user.click(screen.getByRole('option', { name }));
    };
    await choose('Alpine Gas Supply');
    await screen.findByText(/There is no such record in the selected organisation/, undefined, { timeout: 20_000 });

    await choose('Nordic Power Trading');

    expect(await screen.findByDisplayValue('TRADER-NP-07', undefined, { timeout: 20_000 })).toBeEnabled();
    expect(screen.queryByText(/There is no such record in the selected organisation/)).not.toBeInTheDocument();
  });

  it('asks before the switch drops what was typed: Keep editing keeps it, Discard changes switches', async () => {
    const { user } = renderApp({ route: pages[0][1] });
    const trader = await screen.findByDisplayValue('TRADER-NP-07', undefined, { timeout: 20_000 });
    await user.clear(trader);
    await user.type(trader, 'TRADER-NP-08');
    const choose = async (name: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
      await user.click(screen.getByRole('option', { name }));
    };

    await choose('Alpine Gas Supply');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByDisplayValue('TRADER-NP-08')).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('Nordic Power Trading');

    await choose('Alpine Gas Supply');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(
      await screen.findByText(/There is no such record in the selected organisation/, undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('Alpine Gas Supply');
  });
});
