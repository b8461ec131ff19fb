import { REMIT_TRADE_NOT_FOUND_MESSAGE } from '@shared/contract/remit-constants';
import { renderApp, screen, within } from '@test/render-with-providers';

// A lazily loaded area on a machine shared with other jobs.
jest.setTimeout(45_000);

const sheetOf = (historyId: number) =>
  `/err/remit_transaction_sheet?regime=REMIT&recordType=TABLE_1&documentType=REMIT_TABLE_1&historyId=${historyId}`;

describe('transaction sheet', () => {
  it("shows 'View Trade' with the server's groups in a left and a right column and MULTI values as lists", async () => {
    const { container } = renderApp({ route: sheetOf(240117) });
    const parties = await screen.findByRole('region', { name: 'Parties to the contract' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'View Trade' })).toBeInTheDocument();

    const left = container.querySelector<HTMLElement>('[data-sheet-column="left"]')!;
    const right = container.querySelector<HTMLElement>('[data-sheet-column="right"]')!;
    expect(
      within(left)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Parties to the contract', 'Transaction details', 'Lifecycle information']);
    expect(
      within(right)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Delivery profile', 'Price details']);
    expect(within(parties).getByText('ID of the trader').nextElementSibling).toHaveTextContent('TRADER-NP-07');

    const zones = within(right).getByText('Delivery point or zone').nextElementSibling as HTMLElement;
    expect(
      within(zones)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10YDE-VE-------2', '10YAT-APG------L']);
  });

  it('offers the Table 1 trade screens for the record it shows', async () => {
    renderApp({ route: sheetOf(240117) });
    const actions = await screen.findByRole('navigation', { name: 'Trade actions' }, { timeout: 15_000 });
    expect(within(actions).getByRole('link', { name: 'Cancel Trade' })).toHaveAttribute(
      'href',
      '/err/remit_table1_trade/cancel?historyId=240117&recordType=TABLE_1',
    );
    expect(within(actions).getByRole('link', { name: 'Delete Trade' })).toHaveAttribute(
      'href',
      '/err/remit_table1_trade/error?historyId=240117&recordType=TABLE_1',
    );
    expect(within(actions).getByRole('link', { name: 'Modify Trade' })).toHaveAttribute(
      'href',
      '/err/remit_table1_trade/modify?historyId=240117',
    );
  });

  it("says so when the record is another organisation's (not found) and shows no groups", async () => {
    renderApp({ route: sheetOf(500031) });
    expect(await screen.findByText(REMIT_TRADE_NOT_FOUND_MESSAGE, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'View Trade' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parties to the contract' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trade actions' })).not.toBeInTheDocument();
  });

  it('asks for a history id rather than calling the server without one', async () => {
    renderApp({ route: '/err/smt_transaction_sheet?documentType=SMT' });
    expect(
      await screen.findByText(
        'The trade sheet needs a regime (SMT or REMIT), a document type and a history id.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });
});
