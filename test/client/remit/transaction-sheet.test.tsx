import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { defaultPreferences } from '@shared/contract/preferences';
import type { TransactionSheet } from '@shared/contract/remit';
import { REMIT_TRADE_NOT_FOUND_MESSAGE } from '@shared/contract/remit-constants';
import { apiUrl } from '@test/mocks/api-url';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { mockRemitTrades, resetMockRemitTrades } from '@test/mocks/remit-data';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area on a machine shared with other jobs.
jest.setTimeout(45_000);

const sheetOf = (historyId: number) =>
  `/err/remit_transaction_sheet?regime=REMIT&recordType=TABLE_1&documentType=REMIT_TABLE_1&historyId=${historyId}`;

beforeEach(resetMockRemitTrades);

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

  it('reads the trade again when the user comes back to it, so a change made meanwhile shows', async () => {
    let sheetCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === apiPaths.remitTransactionSheet) sheetCalls += 1;
    });
    const { router } = renderApp({ route: sheetOf(240117) });
    await screen.findByRole('region', { name: 'Parties to the contract' }, { timeout: 15_000 });
    expect(sheetCalls).toBe(1);
    await act(() => router.navigate('/help/welcome'));
    await screen.findByRole('heading', { level: 1, name: /welcome/i });
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'View Trade' });
    await waitFor(() => expect(sheetCalls).toBe(2));
    server.events.removeAllListeners();
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

  it('offers only what the trade still allows: Delete after a cancellation, nothing after a deletion', async () => {
    const trade = mockRemitTrades.find(({ historyId }) => historyId === 240117)!;
    trade.actionType = 'C';
    const { unmount } = renderApp({ route: sheetOf(240117) });
    const actions = await screen.findByRole('navigation', { name: 'Trade actions' }, { timeout: 15_000 });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Delete Trade']);
    unmount();

    trade.actionType = 'E';
    renderApp({ route: sheetOf(240117) });
    await screen.findByRole('region', { name: 'Parties to the contract' }, { timeout: 15_000 });
    expect(screen.queryByRole('navigation', { name: 'Trade actions' })).not.toBeInTheDocument();
  });

  it("says so when the record is another organisation's (not found) and shows no groups", async () => {
    renderApp({ route: sheetOf(500031) });
    expect(await screen.findByText(REMIT_TRADE_NOT_FOUND_MESSAGE, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'View Trade' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parties to the contract' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trade actions' })).not.toBeInTheDocument();
  });

  it("says why when the URL's record type is one the server does not know, and shows no groups", async () => {
    renderApp({ route: sheetOf(240117).replace('recordType=TABLE_1', 'recordType=TABLE_9') });
    expect(
      await screen.findByText(/recordType must be TRADE, TABLE_1 or TABLE_2\./, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parties to the contract' })).not.toBeInTheDocument();
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

  describe('an SMT sheet', () => {
    // As the server writes an ECM confirmation's sheet: the record and its summary fields.
    const smtSheet: TransactionSheet = {
      view: 'SMT',
      documentType: 'ECM',
      recordType: 'TRADE',
      valuesGroups: [
        {
          name: 'record',
          label: 'Record',
          column: 'LEFT',
          values: [
            { name: 'externalId', label: 'Reference', valueType: 'SINGLE', value: 'NWEH C 2026-10-28 12' },
            { name: 'createdAt', label: 'Created', valueType: 'SINGLE', value: '2026-10-28 09:15:00 UTC' },
          ],
        },
        {
          name: 'details',
          label: 'Details',
          column: 'LEFT',
          values: [
            { name: 'tradeDate', label: 'Trade date', valueType: 'SINGLE', value: '2026-10-28' },
            { name: 'buySell', label: 'Buy/sell', valueType: 'SINGLE', value: 'Buy (B)' },
            { name: 'product', label: 'Product', valueType: 'SINGLE', value: 'Baseload Dec 2026' },
          ],
        },
        {
          name: 'moreDetails',
          label: 'More details',
          column: 'RIGHT',
          values: [
            { name: 'htmlDocumentId', label: 'HTML document ID', valueType: 'SINGLE', value: '1836' },
            { name: 'pdfDocumentId', label: 'PDF document ID', valueType: 'SINGLE', value: '1837' },
          ],
        },
      ],
    };
    const smtRoute = '/err/smt_transaction_sheet?regime=SMT&documentType=ECM&historyId=700';
    const valueOf = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement;

    beforeEach(() => {
      server.use(http.get(apiUrl(apiPaths.remitTransactionSheet), () => HttpResponse.json(smtSheet)));
    });

    it('opens the HTML document on its page and downloads the PDF, each by the record they belong to', async () => {
      renderApp({ route: smtRoute });
      await screen.findByRole('region', { name: 'More details' }, { timeout: 15_000 });
      expect(within(valueOf('HTML document ID')).getByRole('link', { name: '1836' })).toHaveAttribute(
        'href',
        '/ecm/dealfinder/confirmation_doc?id=700',
      );
      const pdf = within(valueOf('PDF document ID')).getByRole('link', { name: '1837' });
      expect(pdf).toHaveAttribute(
        'href',
        '/api/audittrail/ecm/pdf?confirmationId=700&dataStoreId=1837&organisationId=11',
      );
      expect(pdf).toHaveAttribute('download');
      // Other values stay text.
      expect(within(valueOf('Product')).queryByRole('link')).not.toBeInTheDocument();
      expect(valueOf('Buy/sell')).toHaveTextContent(/^Buy \(B\)$/);
    });

    it('names the record on its audit trail by its reference, not by its internal id', async () => {
      renderApp({ route: smtRoute });
      const links = await screen.findByRole('navigation', { name: 'Record links' }, { timeout: 15_000 });
      expect(within(links).getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
        'href',
        '/ecm/audittrail?confirmationId=700&displayValue=NWEH+C+2026-10-28+12',
      );
    });

    it("shows its days in the user's date format, as the rest of the page shows its moments", async () => {
      renderApp({ route: smtRoute });
      await screen.findByRole('region', { name: 'Details' }, { timeout: 15_000 });
      expect(valueOf('Trade date')).toHaveTextContent(/^28\/10\/26$/);
      expect(valueOf('Created')).toHaveTextContent(/^28\/10\/26 09:15:00 UTC$/);
      // A reference is a code, whatever it looks like: its digits stay as they are.
      expect(valueOf('Reference')).toHaveTextContent(/^NWEH C 2026-10-28 12$/);
    });

    it('follows a yyyy-mm-dd preference', async () => {
      mockPreferences.current = { ...defaultPreferences, dateFormat: 'yyyy-mm-dd', version: 1 };
      renderApp({ route: smtRoute });
      await screen.findByRole('region', { name: 'Details' }, { timeout: 15_000 });
      expect(valueOf('Trade date')).toHaveTextContent(/^2026-10-28$/);
      expect(valueOf('Created')).toHaveTextContent(/^2026-10-28 09:15:00 UTC$/);
    });
  });

  it('leaves a Table 2 contract, whose sheet shows no UTI, to be named by its trail rather than by its history id', async () => {
    const table2Sheet: TransactionSheet = {
      view: 'REMIT',
      documentType: 'REMIT_TABLE_2',
      recordType: 'TABLE_2',
      valuesGroups: [
        {
          name: 'contract',
          label: 'Contract',
          column: 'LEFT',
          values: [{ name: 'contractId', label: 'Contract ID', valueType: 'SINGLE', value: 'NWEH-GAS-2027' }],
        },
      ],
    };
    server.use(http.get(apiUrl(apiPaths.remitTransactionSheet), () => HttpResponse.json(table2Sheet)));
    renderApp({
      route: '/err/remit_transaction_sheet?regime=REMIT&recordType=TABLE_2&documentType=REMIT_TABLE_2&historyId=310552',
    });
    const links = await screen.findByRole('navigation', { name: 'Record links' }, { timeout: 15_000 });
    expect(within(links).getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'href',
      '/err/remit_audittrail?historyId=310552',
    );
  });

  it("shows a REMIT trade's delivery dates in the user's date format", async () => {
    renderApp({ route: sheetOf(240117) });
    const delivery = await screen.findByRole('region', { name: 'Delivery profile' }, { timeout: 15_000 });
    expect(within(delivery).getByText('Delivery start date').nextElementSibling).toHaveTextContent(/^01\/02\/26$/);
  });
});
