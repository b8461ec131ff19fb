import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import {
  catalogueColumnNames,
  COLUMN_SETTINGS_NO_COLUMN_MESSAGE,
  defaultColumnSettings,
} from '@shared/contract/column-settings';
import {
  FINDER_DEFAULT_SORT,
  FINDER_TEXT_MAX_LENGTH,
  type FinderCsvBodyInput,
  type FinderRequestInput,
} from '@shared/contract/finders';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { PREFERENCES_CHANNEL_NAME } from '@client/preferences/preferences-saved-elsewhere';
import { formatDayText } from '@client/preferences/moment-format';
import { organisations } from '@test/mocks/data';
import { organisationSelected, selectOrganisationChosen } from '@client/session/organisation-slice';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';
import { hideEveryDataColumn } from './hide-every-data-column';
import { FINDER_LINKS_FIELD } from '@client/features/finders/finder-columns';
import { sortNoteText } from '@shared/sort-note-text';

// A lazily loaded area and a DataGrid in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

interface FinderCall {
  path: string;
  search: URLSearchParams;
  body: FinderRequestInput & Pick<FinderCsvBodyInput, 'columns'>;
}

/** Every finder and CSV call, in order, with its body. */
function recordFinderCalls() {
  const calls: FinderCall[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/finders/') && request.method === 'POST') {
      calls.push({
        path: url.pathname,
        search: url.searchParams,
        body: (await request.clone().json()) as FinderCall['body'],
      });
    }
  });
  return calls;
}

const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('gridcell').length > 0);

/** The grid is shown; its answer may still be on the way. */
const openedGrid = (grid: HTMLElement) => expect(grid).toBeInTheDocument();

async function openFinder(route: string) {
  const rendered = renderApp({ route });
  const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
  return { ...rendered, grid };
}

/** What a date picker's field holds (its sections are spans; the value sits in a hidden input). */
const fieldValue = (label: string) => {
  const field = screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  return field.value;
};

const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

afterEach(() => server.events.removeAllListeners());

describe('finder', () => {
  it('asks for the paging, sort and filters the URL names, and writes a page change back to it', async () => {
    const calls = recordFinderCalls();
    const { grid, router, user, unmount } = await openFinder(
      '/ecm/dealfinder?page=1&size=10&sort=externalId&order=asc&from=2026-01-01&to=2026-01-28',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Deal Finder' })).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]).toMatchObject({
      path: '/api/finders/deals',
      body: {
        paging: { page: 1, entriesPerPage: 10 },
        sorting: { columnName: 'externalId', sortOrder: 'ASCENDING' },
        filters: { from: '2026-01-01', to: '2026-01-28' },
      },
    });
    expect(calls[0]!.search.get('organisationId')).toBe('11');
    // The filters show what the URL says, the dates in dd/mm/yy.
    expect(fieldValue('Received from')).toBe('01/01/26');
    expect(fieldValue('Received to')).toBe('28/01/26');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('All states');
    await waitFor(() => expect(within(dataRows(grid)[0]!).getByText('ECM-00710')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
    await waitFor(() => expect(within(dataRows(grid)[0]!).getByText('ECM-00720')).toBeInTheDocument());
    expect(calls.at(-1)!.body.paging).toEqual({ page: 2, entriesPerPage: 10 });
    // The next page is asked for with the cursor of the page shown, once: the answer does not ask again.
    expect(calls.at(-1)!.body.cursor).toBe('mock-cursor-1');
    expect(calls.filter((call) => call.body.paging.page === 2)).toHaveLength(1);
    expect(calls[0]!.body.cursor).toBeUndefined();

    // The URL alone brings the same rows back (a reload, a shared link).
    const shared = `/ecm/dealfinder${router.state.location.search}`;
    const shownRows = dataRows(grid).map((row) => row.textContent);
    unmount();
    const again = await openFinder(shared);
    await waitFor(() => expect(dataRows(again.grid).map((row) => row.textContent)).toEqual(shownRows), {
      timeout: 10_000,
    });
  });

  it('goes back to the first page when a filter changes, once typing pauses', async () => {
    const calls = recordFinderCalls();
    const { router, user, grid } = await openFinder('/ecm/dealfinder?page=2&size=10');
    await waitFor(() => expect(dataRows(grid)).toHaveLength(10));
    const before = calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ECM-0071');
    await waitFor(() => expect(searchOf(router).get('text')).toBe('ECM-0071'), { timeout: 3000 });
    expect(searchOf(router).get('page')).toBe('0');
    // Typing sent no request per key: one search for the whole word.
    const searches = () => calls.slice(before).filter((call) => call.body.filters?.text !== undefined);
    await waitFor(() => expect(searches().map((call) => call.body.filters?.text)).toEqual(['ECM-0071']));
    expect(searches()[0]!.body.paging).toEqual({ page: 0, entriesPerPage: 10 });
    // ECM-00710 … ECM-00719
    await waitFor(() => expect(dataRows(grid)).toHaveLength(10));

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(screen.getByRole('option', { name: 'Received' }));
    await waitFor(() => expect(searchOf(router).get('state')).toBe('RECEIVED'));
    expect(searchOf(router).get('page')).toBe('0');
    await waitFor(() => expect(calls.at(-1)!.body.filters).toEqual({ text: 'ECM-0071', state: 'RECEIVED' }));
  });

  it("links 'Customise columns' to the settings of its document type, coming back to the finder with its filters", async () => {
    await openFinder('/ecm/dealfinder?state=SENT&text=Rhine');
    const link = screen.getByRole('link', { name: 'Customise columns' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/settings/datatable/customize');
    expect(href.searchParams.get('documentType')).toBe('ECM');
    expect(href.searchParams.get('ocm')).toBe('/ecm/dealfinder?state=SENT&text=Rhine');
  });

  it("keeps the focus in the grid when a column is hidden from its own header's menu: on the column before it", async () => {
    const { user, grid } = await openFinder('/ecm/dealfinder');
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0));
    const headers = within(grid).getAllByRole('columnheader');
    const second = headers[1]!;
    const secondName = second.getAttribute('aria-label') ?? second.textContent!;
    await user.click(within(grid).getByLabelText(`${secondName} column menu`));
    await user.click(await screen.findByRole('menuitem', { name: /hide column/i }));
    await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: secondName })).not.toBeInTheDocument());
    await waitFor(() => expect(headers[0]).toHaveFocus());
  });

  it('offers no column settings where the finder has none (file finders)', async () => {
    await openFinder('/err/mifid');
    expect(screen.getByRole('heading', { level: 1, name: 'MiFID Position Files' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Customise columns' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Positions: MIFID_POSITION_FILE-00055' })).toHaveAttribute(
      'href',
      '/err/mifid/details?fileId=55',
    );
    expect(screen.getByRole('link', { name: 'Audit trail: MIFID_POSITION_FILE-00055' })).toHaveAttribute(
      'href',
      '/err/mifid_audittrail?fileId=55&displayValue=MIFID_POSITION_FILE-00055',
    );
  });

  it('links each deal to its audit trail with the parameters the trail page reads, and to its document', async () => {
    const { grid } = await openFinder('/ecm/dealfinder?text=ECM-00705');
    await waitFor(() => expect(dataRows(grid)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Audit trail: ECM-00705' })).toHaveAttribute(
      'href',
      '/ecm/audittrail?confirmationId=705&displayValue=ECM-00705',
    );
    expect(screen.getByRole('link', { name: 'Document: ECM-00705' })).toHaveAttribute(
      'href',
      '/ecm/dealfinder/confirmation_doc?id=705',
    );
  });

  it("shows none of one organisation's records once another is chosen, while they load and when they fail", async () => {
    const { grid, store } = await openFinder('/ecm/dealfinder?text=ECM-00705');
    await waitFor(() => expect(dataRows(grid)).toHaveLength(1));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(apiUrl(apiPaths.finder), () =>
        answered.then(() => HttpResponse.json({ errorMessage: 'The finder failed.' }, { status: 500 })),
      ),
    );
    act(() => {
      store.dispatch(organisationSelected(organisations.alpineGas.organisationId));
    });
    await waitFor(() => expect(dataRows(grid)).toHaveLength(0));
    expect(screen.queryByRole('link', { name: 'Audit trail: ECM-00705' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText(/The finder failed\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit trail: ECM-00705' })).not.toBeInTheDocument();
  });

  it('leaves for the error page when its search times out (408), as access spec section 8 has a read of the page do', async () => {
    server.use(
      http.post(apiUrl(apiPaths.finder), () =>
        HttpResponse.json({ errorMessage: 'Request timed out.' }, { status: 408 }),
      ),
    );
    renderApp({ route: '/ecm/dealfinder' });
    expect(await screen.findByText('Internal Error 1 of 1', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('opens the last page for a page past it (an old link), not an empty grid that counts rows', async () => {
    const calls = recordFinderCalls();
    const { router, grid } = await openFinder('/ecm/dealfinder?page=999&size=10');
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    const page = Number(searchOf(router).get('page'));
    expect(page).toBeGreaterThan(0);
    expect(page).toBeLessThan(999);
    expect(calls.at(-1)!.body.paging).toEqual({ page, entriesPerPage: 10 });
  });

  it('says when nothing matches the filters', async () => {
    const { grid } = await openFinder('/ecm/dealfinder?text=no-such-deal');
    await openedGrid(grid);
    expect(await screen.findByText('No records match these filters.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says when there is nothing at all', async () => {
    server.use(http.post(apiUrl(apiPaths.finder), () => HttpResponse.json({ count: 0, currentPage: 0, values: [] })));
    const empty = await openFinder('/esm/invoicefinder');
    await openedGrid(empty.grid);
    expect(await screen.findByText('No records to show.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('names the date filter after the date it bounds: Issued on invoices, Created on files sent', async () => {
    const invoices = await openFinder('/esm/invoicefinder?from=2026-01-01');
    expect(fieldValue('Issued from')).toBe('01/01/26');
    expect(screen.getByLabelText('Issued to', { selector: 'input' })).toBeInTheDocument();
    expect(within(invoices.grid).getByRole('columnheader', { name: 'Issued' })).toBeInTheDocument();
    invoices.unmount();
    await openFinder('/err/remit_filesout');
    expect(screen.getByLabelText('Created from', { selector: 'input' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Received from', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('reads its address by the rules of its controls: what they refuse leaves the address and the request', async () => {
    const calls = recordFinderCalls();
    const refused = {
      text: 'x'.repeat(FINDER_TEXT_MAX_LENGTH + 100),
      from: '9999-12-31',
      to: '2026-13-45',
      state: 'BOGUS',
      kind: 'ECM',
      sort: 'nope',
      order: 'desc',
      page: 'first',
    };
    const { router, grid } = await openFinder(`/err/remit_report/activity?${new URLSearchParams(refused)}`);
    await waitFor(() => expect([...searchOf(router).keys()]).toEqual([]));
    // Replaced, not pushed: Back does not bring the refused address again.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.queryByText(/Invalid request/)).not.toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.body.filters).toEqual({ kind: 'REMIT_TABLE_1' });
      expect(call.body.sorting).toEqual(FINDER_DEFAULT_SORT);
      expect(call.body.paging.page).toBe(0);
    }
  });

  it('says what the link it was opened with asked for in vain, until the user changes the grid', async () => {
    const { router, user } = await openFinder(
      '/err/remit_report/activity?from=2026-02-29&to=2026-03-05&sort=nope&order=desc',
    );
    await waitFor(() => expect(Object.fromEntries(searchOf(router))).toEqual({ to: '2026-03-05' }));
    const notice = screen.getByText(/^The link asked for what this page cannot show/);
    expect(notice).toHaveTextContent(
      'The link asked for what this page cannot show, so it was left out: Sort column (nope), Sort order (desc), Received from (2026-02-29).',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'NW');
    await waitFor(() => expect(screen.queryByText(/^The link asked for/)).not.toBeInTheDocument());
  });

  it('lets the notice of a link read in vain be closed with the mouse', async () => {
    const { user } = await openFinder('/ecm/dealfinder?state=BOGUS');
    const notice = (await screen.findByText(/^The link asked for/)).closest('[role="status"]') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/^The link asked for/)).not.toBeInTheDocument();
  });

  it('lets the notice of a link read in vain be closed from the keyboard', async () => {
    const { user } = await openFinder('/ecm/dealfinder?state=BOGUS');
    const notice = (await screen.findByText(/^The link asked for/)).closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent('so it was left out: State (BOGUS).');
    act(() => within(notice).getByRole('button', { name: 'Close' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/^The link asked for/)).not.toBeInTheDocument();
    // The Close button went with the notice: the keyboard goes on from the page's title.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('still says what a link asked for in vain once its page, past the end, has become the last one', async () => {
    const { router } = await openFinder('/ecm/dealfinder?page=50&state=BOGUS&density=roomy');
    await waitFor(() => expect(searchOf(router).get('page')).not.toBe('50'));
    expect(screen.getByText(/^The link asked for/)).toHaveTextContent(
      'The link asked for what this page cannot show, so it was left out: State (BOGUS), Density (roomy).',
    );
    expect(searchOf(router).has('density')).toBe(false);
  });

  it('names a record kind the REMIT activity report does not offer', async () => {
    const { router } = await openFinder('/err/remit_report/activity?kind=FOO&state=BOGUS');
    await waitFor(() => expect([...searchOf(router).keys()]).toEqual([]));
    expect(screen.getByText(/^The link asked for/)).toHaveTextContent(
      'so it was left out: State (BOGUS), Record kind (FOO).',
    );
  });

  it('says what the rows are sorted by, and that its column is not shown where it is not', async () => {
    const { router } = await openFinder('/ecm/dealfinder');
    // The default sort, Last Update, is a column hidden until the user shows it: no header had the arrow.
    expect(await screen.findByText(sortNoteText('Last Update', true, false))).toBeInTheDocument();
    await act(() => router.navigate('/ecm/dealfinder?sort=externalId&order=asc'));
    expect(await screen.findByText(sortNoteText('Confirmation ID', false, true))).toBeInTheDocument();
  });

  it('leaves a search with a NUL out of the address, and keeps the filters its controls can show', async () => {
    const calls = recordFinderCalls();
    const { router } = await openFinder('/ecm/dealfinder?text=ECM%00-007&state=BOGUS&from=2026-01-01&sort=externalId');
    await waitFor(() => expect(searchOf(router).has('text')).toBe(false));
    expect(Object.fromEntries(searchOf(router))).toEqual({ from: '2026-01-01', sort: 'externalId' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    for (const call of calls) expect(call.body.filters).toEqual({ from: '2026-01-01', timeZone: 'UTC' });
    expect(calls[0]!.body.sorting).toEqual({ columnName: 'externalId', sortOrder: 'ASCENDING' });
  });

  it('asks nothing for an address whose range runs backwards, says so on both days, and asks once one is put right', async () => {
    const calls = recordFinderCalls();
    const { router, store } = await openFinder('/ecm/dealfinder?from=2026-02-01&to=2026-01-01');
    // Once the organisation is chosen the finder would ask, were it to ask at all.
    await waitFor(() => expect(selectOrganisationChosen(store.getState())).toBe(true));
    expect(screen.getByText('Received from must not be after Received to.')).toBeInTheDocument();
    expect(screen.getByText('Received to must not be before Received from.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls).toEqual([]);
    await act(() => router.navigate('/ecm/dealfinder?from=2026-01-01&to=2026-01-28'));
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    for (const call of calls) expect(call.body.filters).toMatchObject({ from: '2026-01-01', to: '2026-01-28' });
    expect(screen.queryByText(/'From' must not be after 'To'\./)).not.toBeInTheDocument();
    expect(await exportCsvButton()).toBeEnabled();
  });

  it("shows the date range in the user's date format", async () => {
    mockPreferences.current = { ...defaultPreferences, dateFormat: 'yyyy-mm-dd', version: 1 };
    await openFinder('/ecm/dealfinder?from=2026-01-01&to=2026-01-28');
    expect(fieldValue('Received from')).toBe('2026-01-01');
    expect(fieldValue('Received to')).toBe('2026-01-28');
  });

  it('takes a day typed in yyyy-mm-dd, and leaves one before 1900 out of the URL with a message', async () => {
    mockPreferences.current = { ...defaultPreferences, dateFormat: 'yyyy-mm-dd', version: 1 };
    const errors: unknown[] = [];
    const record = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', record);
    try {
      const { router, user } = await openFinder('/ecm/dealfinder');
      const from = screen.getByLabelText('Received from', { selector: 'input' });
      await user.click(from);
      // The first key after the click selects the year section (jsdom): Home does it here.
      await user.keyboard('{Home}20261101');
      await waitFor(() => expect(searchOf(router).get('from')).toBe('2026-11-01'), { timeout: 3000 });
      await user.keyboard('{Control>}a{/Control}00010101');
      await user.tab();
      expect(await screen.findByText('Received from must be between 1900-01-01 and 2200-12-31.')).toBeInTheDocument();
      expect(searchOf(router).get('from')).toBe('2026-11-01');
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', record);
    }
  });

  it('keeps a day half typed when the date format is saved meanwhile in another tab, and filters by it once whole', async () => {
    const { router, user } = await openFinder('/ecm/dealfinder');
    const from = screen.getByLabelText('Received from', { selector: 'input' });
    await user.click(from);
    await user.keyboard('{Home}01');
    await waitFor(() => expect(from).toHaveValue('01/MM/YY'));

    const otherTab = new BroadcastChannel(PREFERENCES_CHANNEL_NAME);
    try {
      mockPreferences.current = { ...mockPreferences.current, dateFormat: 'yyyy-mm-dd', version: 1 };
      otherTab.postMessage('saved');
      await waitFor(() => expect(formatDayText('2026-11-01')).toBe('2026-11-01'));
    } finally {
      otherTab.close();
    }
    // Finished in the format it was begun in, then drawn in the new one once the field is left.
    expect(from).toHaveValue('01/MM/YY');
    await user.keyboard('1126');
    await user.tab();
    await waitFor(() => expect(searchOf(router).get('from')).toBe('2026-11-01'), { timeout: 3000 });
    await waitFor(() => expect(from).toHaveValue('2026-11-01'));
  });

  it('keeps a day past the other side of the range out of the URL, and says so on the field', async () => {
    mockPreferences.current = { ...defaultPreferences, dateFormat: 'yyyy-mm-dd', version: 1 };
    const { router, user } = await openFinder('/ecm/dealfinder?to=2026-11-01');
    const from = screen.getByLabelText('Received from', { selector: 'input' });
    await user.click(from);
    await user.keyboard('{Home}20261120');
    await user.tab();
    expect(await screen.findByText('Received from must not be after Received to.')).toBeInTheDocument();
    expect(searchOf(router).get('from')).toBeNull();
    await user.click(from);
    await user.keyboard('{Control>}a{/Control}20261025');
    await waitFor(() => expect(searchOf(router).get('from')).toBe('2026-10-25'), { timeout: 3000 });
    expect(screen.queryByText('Received from must not be after Received to.')).not.toBeInTheDocument();
  });
});

/** The Export CSV button once it may be used: it waits for the organisation to be chosen. */
async function exportCsvButton() {
  const button = screen.getByRole('button', { name: 'Export CSV' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('finder CSV export', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/finder');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('exports the whole filter in the grid order, not the page, under the Content-Disposition name', async () => {
    const calls = recordFinderCalls();
    const { user } = await openFinder('/ecm/dealfinder?page=1&size=10&state=SENT&sort=externalId&order=desc');
    await user.click(await exportCsvButton());
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/finder', download: 'deals.csv' }]));
    const csv = calls.find((call) => call.path === '/api/finders/deals/csv');
    expect(csv?.body).toEqual({
      sorting: { columnName: 'externalId', sortOrder: 'DESCENDING' },
      filters: { state: 'SENT' },
      columns: defaultColumnSettings('ecm').activeColumns,
    });
    expect(csv?.search.get('organisationId')).toBe('11');
    expect([csv?.search.get('timeZone'), csv?.search.get('dateFormat')]).toEqual(['UTC', 'dd/mm/yy']);
  });

  it("leaves out of the file a column hidden from the grid's menu, and takes in one shown there", async () => {
    const calls = recordFinderCalls();
    const { user, grid } = await openFinder('/ecm/dealfinder');
    await openedGrid(grid);
    await user.click(within(grid).getByLabelText('Trade ID column menu'));
    await user.click(await screen.findByRole('menuitem', { name: /hide column/i }));
    await user.click(within(grid).getByLabelText('Counterparty column menu'));
    await user.click(await screen.findByRole('menuitem', { name: /manage columns/i }));
    await user.click(await screen.findByRole('checkbox', { name: 'Received' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: 'Received' })).toBeInTheDocument());

    await user.click(await exportCsvButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = calls.find((call) => call.path === '/api/finders/deals/csv');
    const defaults = defaultColumnSettings('ecm').activeColumns;
    const columnOrder = catalogueColumnNames('ecm');
    expect(csv?.body.columns).toEqual(
      [...defaults.filter((name) => name !== 'tradeId'), 'createdAt'].sort(
        (a, b) => columnOrder.indexOf(a) - columnOrder.indexOf(b),
      ),
    );
  });

  it("keeps a column hidden from the grid's menu over Back and a reload, on screen and in the file", async () => {
    const calls = recordFinderCalls();
    const { user, grid, router, unmount } = await openFinder('/esm/invoicefinder');
    await openedGrid(grid);
    await user.click(within(grid).getByLabelText('Period column menu'));
    await user.click(await screen.findByRole('menuitem', { name: /hide column/i }));
    await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: 'Period' })).not.toBeInTheDocument());

    await act(() => router.navigate('/esm/nettingfinder'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Netting Finder' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    const back = await screen.findByRole('grid', { name: 'Invoice Finder' });
    expect(within(back).getByRole('columnheader', { name: 'Counterparty' })).toBeInTheDocument();
    expect(within(back).queryByRole('columnheader', { name: 'Period' })).not.toBeInTheDocument();
    await user.click(await exportCsvButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = calls.find((call) => call.path === '/api/finders/invoices/csv');
    expect(csv?.body.columns).toEqual(
      defaultColumnSettings('esmInvoice').activeColumns.filter((name) => name !== 'period'),
    );
    unmount();

    // A reload: a new store and page, the tab's sessionStorage kept.
    const reloaded = await openFinder('/esm/invoicefinder');
    // Answered (the mock holds no invoices), the column settings asked at the same time.
    expect(await screen.findByText('No records to show.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(reloaded.grid).getByRole('columnheader', { name: 'Counterparty' })).toBeInTheDocument();
    expect(within(reloaded.grid).queryByRole('columnheader', { name: 'Period' })).not.toBeInTheDocument();
  });

  it("offers no export, and says why, while every data column is hidden from the grid's menu", async () => {
    const { user, grid } = await openFinder('/ecm/dealfinder');
    await openedGrid(grid);
    const button = await exportCsvButton();
    await hideEveryDataColumn(user, grid, 'Trade ID', [FINDER_LINKS_FIELD]);

    expect(button).toBeDisabled();
    expect(screen.getByText(COLUMN_SETTINGS_NO_COLUMN_MESSAGE)).toBeVisible();
  });

  it("asks for the file's moments in the zone and date format of the user's preferences", async () => {
    mockPreferences.current = { ...defaultPreferences, timeZone: 'Asia/Tokyo', dateFormat: 'yyyy-mm-dd', version: 1 };
    const calls = recordFinderCalls();
    const { user } = await openFinder('/ecm/dealfinder');
    await user.click(await exportCsvButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = calls.find((call) => call.path === '/api/finders/deals/csv');
    expect([csv?.search.get('timeZone'), csv?.search.get('dateFormat')]).toEqual(['Asia/Tokyo', 'yyyy-mm-dd']);
  });

  it('shows progress while the export streams, and the failure beside the button', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl(apiPaths.finderCsv), async () => {
        await held;
        // The server's 500 says only its reference code.
        return HttpResponse.json({ errorMessage: 'ERR-0C5A11ED' }, { status: 500 });
      }),
    );
    const { user } = await openFinder('/ecm/dealfinder');
    await user.click(await exportCsvButton());
    expect(await screen.findByRole('progressbar', { name: 'Exporting the rows as CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(await screen.findByText('Server error (reference code ERR-0C5A11ED)')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('REMIT activity report', () => {
  it('offers Cancel, Delete and Modify only where the row allows them', async () => {
    const { grid } = await openFinder('/err/remit_report/activity');
    expect(screen.getByRole('heading', { level: 1, name: 'REMIT Activity Report' })).toBeInTheDocument();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(2));

    const open = 'REMIT_TABLE_1-240117';
    expect(screen.getByRole('link', { name: `Transaction sheet: ${open}` })).toHaveAttribute(
      'href',
      '/err/remit_transaction_sheet?regime=REMIT&recordType=TABLE_1&documentType=REMIT_TABLE_1&historyId=240117',
    );
    expect(screen.getByRole('link', { name: `Audit trail: ${open}` })).toHaveAttribute(
      'href',
      `/err/remit_audittrail?historyId=240117&displayValue=${open}`,
    );
    expect(screen.getByRole('link', { name: `Cancel: ${open}` })).toHaveAttribute(
      'href',
      '/err/remit_table1_trade/cancel?recordType=TABLE_1&historyId=240117',
    );
    expect(screen.getByRole('link', { name: `Delete: ${open}` })).toHaveAttribute(
      'href',
      '/err/remit_table1_trade/error?recordType=TABLE_1&historyId=240117',
    );
    expect(screen.getByRole('link', { name: `Modify: ${open}` })).toHaveAttribute(
      'href',
      '/err/remit_table1_trade/modify?historyId=240117',
    );

    // A cancelled trade only takes an error record.
    const cancelled = 'REMIT_TABLE_1-240118';
    expect(screen.getByRole('link', { name: `Delete: ${cancelled}` })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `Cancel: ${cancelled}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `Modify: ${cancelled}` })).not.toBeInTheDocument();
  });

  it('switches the record kind from the selector, with its own columns and trade screens', async () => {
    const calls = recordFinderCalls();
    const { grid, router, user } = await openFinder('/err/remit_report/activity');
    await waitFor(() => expect(dataRows(grid)).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Record kind' }));
    await user.click(screen.getByRole('option', { name: 'REMIT Table 2' }));
    await waitFor(() => expect(searchOf(router).get('kind')).toBe('REMIT_TABLE_2'));
    await waitFor(() => expect(dataRows(grid)).toHaveLength(1));
    expect(calls.at(-1)!.body.filters).toEqual({ kind: 'REMIT_TABLE_2' });
    expect(within(grid).getByRole('columnheader', { name: 'Contract Date' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modify: REMIT_TABLE_2-310552' })).toHaveAttribute(
      'href',
      '/err/remit_table2_trade/modify?historyId=310552',
    );
    expect(screen.getByRole('link', { name: 'Delete: REMIT_TABLE_2-310552' })).toHaveAttribute(
      'href',
      '/err/remit_table2_trade/error?historyId=310552',
    );
  });

  it('is where err/remit_report leads', async () => {
    const { router } = await openFinder('/err/remit_report');
    expect(router.state.location.pathname).toBe('/err/remit_report/activity');
  });
});
