import { http, HttpResponse } from 'msw';
import { DOWNLOAD_NOT_REACHED_MESSAGE } from '@client/components/download/use-file-download';
import { apiPaths, fillPath } from '@shared/api-paths';
import type { AuditSearchQueryInput } from '@shared/contract/audit-trail';
import { SESSION_TIMEOUT_MESSAGE } from '@client/errors/http-error-policy';
import { apiUrl } from '@test/mocks/api-url';
import { mockSession } from '@test/mocks/mock-session';
import { remitDescriptions } from '@test/mocks/audit-trail-data';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area and a DataGrid in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

const remitTrail = '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417';

interface TrailCall {
  path: string;
  search: URLSearchParams;
  body: AuditSearchQueryInput;
}

/** Every trail and txt call, in order, with its body. */
function recordTrailCalls() {
  const calls: TrailCall[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/audittrail/') && request.method === 'POST') {
      calls.push({
        path: url.pathname,
        search: url.searchParams,
        body: (await request.clone().json()) as AuditSearchQueryInput,
      });
    }
  });
  return calls;
}

/** The data rows (the header row has no gridcell). */
const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('gridcell').length > 0);

async function openTrail(route: string) {
  const rendered = renderApp({ route });
  const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
  return { ...rendered, grid };
}

afterEach(() => server.events.removeAllListeners());

describe('audit trail page', () => {
  it('shows a non-ECM/ESM trail with messaging details on, no processing checkbox, newest first, 25 a page', async () => {
    const calls = recordTrailCalls();
    const { grid } = await openTrail(remitTrail);
    expect(screen.getByRole('heading', { level: 1, name: 'Details for NWEH-2026-000417' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show messaging details' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Show processing details' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();

    await waitFor(() => expect(dataRows(grid)).toHaveLength(25));
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: fillPath(apiPaths.auditTrail, { urlPart: 'remit' }),
      body: {
        historyId: 240117,
        documentType: 'REMIT_TABLE_1',
        messagingDetails: true,
        processingDetails: true,
        paging: { page: 0, entriesPerPage: 25 },
        sortOrder: 'DESCENDING',
      },
    });
    expect(calls[0]!.search.get('organisationId')).toBe('11');
    // Newest first: event 30 (10 Jan 2026, 08:29 UTC) heads the page.
    expect(within(dataRows(grid)[0]!).getByRole('link', { name: 'XML, version 2, id 901' })).toBeInTheDocument();
    expect(within(dataRows(grid)[0]!).getByText('10/01/26 08:29:00 UTC')).toBeInTheDocument();
  });

  it('reads the trail again when the user comes back to it, so a change made meanwhile shows', async () => {
    const calls = recordTrailCalls();
    const { grid, router } = await openTrail(remitTrail);
    await waitFor(() => expect(dataRows(grid)).toHaveLength(25));
    expect(calls).toHaveLength(1);
    await act(() => router.navigate('/help/welcome'));
    await screen.findByRole('heading', { level: 1, name: /welcome/i });
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Details for NWEH-2026-000417' });
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('offers no rows-per-page list and keeps 25 a page whatever the URL asks (spec section 9)', async () => {
    const calls = recordTrailCalls();
    const { grid } = await openTrail(`${remitTrail}&size=100`);
    await waitFor(() => expect(dataRows(grid)).toHaveLength(25));
    expect(calls[0]?.body.paging).toEqual({ page: 0, entriesPerPage: 25 });
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /rows per page/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/^rows per page/i)).not.toBeInTheDocument();
    // The link's page size is said to have been left out, not silently ignored.
    expect(screen.getByText(/^The link asked for/)).toHaveTextContent('so it was left out: Rows per page (100).');
  });

  it("still says what a link asked for in vain once the grid has moved it off a page past the trail's end", async () => {
    const { grid, router } = await openTrail(`${remitTrail}&page=5&size=10`);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1'));
    await waitFor(() => expect(dataRows(grid)).toHaveLength(5));
    expect(screen.getByText(/^The link asked for/)).toHaveTextContent('so it was left out: Rows per page (10).');
  });

  it('names a detail switch the link set to neither on nor off, and keeps its default', async () => {
    const calls = recordTrailCalls();
    const { grid } = await openTrail(`${remitTrail}&messagingDetails=maybe`);
    await waitFor(() => expect(dataRows(grid)).toHaveLength(25));
    expect(screen.getByText(/^The link asked for/)).toHaveTextContent(
      'so it was left out: Show messaging details (maybe).',
    );
    expect(screen.getByRole('checkbox', { name: 'Show messaging details' })).toBeChecked();
    expect(calls.every((call) => call.body.messagingDetails === true)).toBe(true);
  });

  it('starts ECM and ESM trails with both checkboxes off, and hides Download on ECM only', async () => {
    const calls = recordTrailCalls();
    const ecm = await openTrail('/ecm/audittrail?confirmationId=700&displayValue=CONF-700');
    expect(screen.getByRole('checkbox', { name: 'Show messaging details' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show processing details' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    // Every event of this confirmation is a messaging or processing detail: none is left to show.
    expect(await screen.findByText('0–0 of 0')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ confirmationId: 700, messagingDetails: false, processingDetails: false });

    await ecm.user.click(screen.getByRole('checkbox', { name: 'Show processing details' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ messagingDetails: false, processingDetails: true }));
    expect(await within(ecm.grid).findByText('Confirmation step 3')).toBeInTheDocument();
    ecm.unmount();

    await openTrail('/esm/audittrail/invoice?invoiceId=800');
    expect(screen.getByRole('checkbox', { name: 'Show processing details' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    // Without displayValue in the URL the title takes the record's own from the answer.
    expect(await screen.findByRole('heading', { level: 1, name: 'Details for INV-800' })).toBeInTheDocument();
  });

  it('goes back to page 0 and reloads when a checkbox changes', async () => {
    const calls = recordTrailCalls();
    const { grid, user, router } = await openTrail(remitTrail);
    await waitFor(() => expect(dataRows(grid)).toHaveLength(25));
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(calls.at(-1)?.body.paging).toEqual({ page: 1, entriesPerPage: 25 }));
    await waitFor(() => expect(dataRows(grid)).toHaveLength(5));

    await user.click(screen.getByRole('checkbox', { name: 'Show messaging details' }));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({ messagingDetails: false, paging: { page: 0, entriesPerPage: 25 } }),
    );
    // Only the processing details are left: every third of the 30 events.
    expect(await screen.findByText('1–10 of 10')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('0');
  });

  it('sorts by Date / Time only, on the server', async () => {
    const calls = recordTrailCalls();
    const { grid, user } = await openTrail(remitTrail);
    await waitFor(() => expect(dataRows(grid)).toHaveLength(25));
    await user.click(within(grid).getByText('Date / Time'));
    await waitFor(() => expect(calls.at(-1)?.body.sortOrder).toBe('ASCENDING'));
    expect(await within(grid).findByText('Event 1 of the REMIT report')).toBeInTheDocument();
    const before = calls.length;
    await user.click(within(grid).getByText('Description'));
    expect(calls).toHaveLength(before);
  });

  it('turns every link of a description into a download and leaves the rest as text, never HTML', async () => {
    const { grid } = await openTrail(remitTrail);
    const row = await waitFor(() => {
      const found = dataRows(grid).find((candidate) => candidate.textContent?.includes('Trade report created'));
      expect(found).toBeDefined();
      return found!;
    });
    // Named by what they open, as the server describes the documents: a report version, a receipt, a
    // PDF; the stored id beside as secondary text, never the raw 'storeId=902'.
    const links = ['XML, version 2, id 901', 'Text receipt, id 902', 'PDF document, id 903'].map((name) =>
      within(row).getByRole('link', { name }),
    );
    expect(within(row).getAllByRole('link')).toEqual(links);
    expect(links.map((link) => link.textContent)).toEqual([
      'XML, version 2 id 901',
      'Text receipt id 902',
      'PDF document id 903',
    ]);
    expect(within(links[1]!).getByText('id 902').tagName).toBe('SPAN');
    const [xml, stored, pdf] = links.map((link) => new URL(link.getAttribute('href')!, window.location.origin));
    expect(xml!.pathname).toBe('/api/audittrail/remit/xml');
    expect(Object.fromEntries(xml!.searchParams)).toEqual({
      historyId: '240117',
      documentType: 'REMIT_TABLE_1',
      dataStoreId: '901',
      organisationId: '11',
    });
    expect(stored!.pathname).toBe('/api/audittrail/remit/xml');
    expect(stored!.searchParams.get('dataStoreId')).toBe('902');
    expect(pdf!.pathname).toBe('/api/audittrail/remit/pdf');
    expect(pdf!.searchParams.get('dataStoreId')).toBe('903');
    expect(row).toHaveTextContent(
      'Trade report created, XML, version 2 id 901 receipt Text receipt id 902 and PDF document id 903',
    );
    expect(row).not.toHaveTextContent('storeId');

    const malformed = dataRows(grid).find((candidate) => candidate.textContent?.includes('Broken references'))!;
    expect(within(malformed).queryAllByRole('link')).toHaveLength(0);
    expect(malformed).toHaveTextContent(remitDescriptions.malformed);

    const markup = dataRows(grid).find((candidate) => candidate.textContent?.includes('Rejected:'))!;
    expect(markup).toHaveTextContent(remitDescriptions.markup);
    expect(markup.querySelector('img, b')).toBeNull();
    expect(within(markup).queryAllByRole('link')).toHaveLength(0);
  });

  it('styles rows by severity and marks errors and warnings with a named icon', async () => {
    const { grid } = await openTrail(remitTrail);
    await waitFor(() => expect(dataRows(grid)).toHaveLength(25));
    const rows = dataRows(grid);
    // Newest first: event 30 (index 29) is ERROR, 29 INFO, 28 WARN.
    expect(rows[0]).toHaveClass('audit-trail-row--error');
    expect(within(rows[0]!).getByTitle('Error')).toBeInTheDocument();
    expect(rows[1]).toHaveClass('audit-trail-row--info');
    expect(rows[2]).toHaveClass('audit-trail-row--warn');
    expect(within(rows[2]!).getByTitle('Warning')).toBeInTheDocument();
  });

  it('hides severity, source and id by default and shows them from the column menu', async () => {
    const { grid, user } = await openTrail(remitTrail);
    const headers = () =>
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    expect(headers()).toEqual(['Date / Time', 'Description']);
    // The header's menu icon (shown on hover) is reached by its label, as a screen reader announces it.
    await user.click(within(grid).getByLabelText('Description column menu'));
    await user.click(await screen.findByRole('menuitem', { name: /manage columns/i }));
    const severity = await screen.findByRole('checkbox', { name: 'Severity' });
    expect(severity).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Source' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Id' })).not.toBeChecked();
    await user.click(severity);
    await waitFor(() => expect(headers()).toEqual(['Date / Time', 'Description', 'Severity']));
  });

  it('says a record is missing instead of showing an empty grid', async () => {
    renderApp({ route: '/err/remit_audittrail?historyId=999999&displayValue=NOPE' });
    expect(await screen.findByText('Record not found.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Details for NOPE' })).toBeInTheDocument();
  });

  it('says the address names no record when its id is missing or malformed, without calling', async () => {
    const calls = recordTrailCalls();
    renderApp({ route: '/err/remit_audittrail?historyId=12abc' });
    expect(await screen.findByText('No record to show', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/historyId parameter/)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('reads the parameters a welcome-page link carries in the navigation state and keeps them in the URL', async () => {
    const calls = recordTrailCalls();
    const { router } = renderApp({ route: '/help/support' });
    await act(() =>
      router.navigate('/err/remit_audittrail', {
        state: {
          documentType: 'REMIT_TABLE_1',
          historyId: '240117',
          displayValue: 'NWEH-2026-000417',
          urlPart: 'remit',
        },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Details for NWEH-2026-000417' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ historyId: 240117, urlPart: 'remit' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
        historyId: '240117',
        displayValue: 'NWEH-2026-000417',
      }),
    );
  });

  it('calls the fileUpload variant without /trail when the URL names it', async () => {
    const calls = recordTrailCalls();
    const { grid } = await openTrail('/err/remit_filesin_audittrail?fileId=55&urlPart=remitFilesInfileUpload');
    expect(await within(grid).findByText('File step 1')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/audittrail/remitFilesInfileUpload');
  });
});

describe('audit trail download', () => {
  let saved: { href: string; download: string }[];
  /** The failure beside the button says `text`; a failing wait names what it said instead. */
  const saysFailure = (text: string) => waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/trail');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  it('posts the search query to /txt and saves the file under the Content-Disposition name', async () => {
    const calls = recordTrailCalls();
    const { user } = await openTrail(remitTrail);
    await user.click(screen.getByRole('checkbox', { name: 'Show messaging details' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:http://localhost/trail', download: 'audit-trail-NWEH-2026-000417.txt' }]),
    );
    const txt = calls.find((call) => call.path === '/api/audittrail/remit/txt');
    expect(txt?.body).toMatchObject({
      historyId: 240117,
      messagingDetails: false,
      processingDetails: true,
      paging: { page: 0, entriesPerPage: 25 },
      sortOrder: 'DESCENDING',
    });
    expect(txt?.search.get('organisationId')).toBe('11');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled());
  });

  it('downloads in the order the grid shows: oldest first once Date / Time is sorted ascending', async () => {
    const calls = recordTrailCalls();
    const { grid, user } = await openTrail(remitTrail);
    await waitFor(() => expect(dataRows(grid)).toHaveLength(25));
    await user.click(within(grid).getByText('Date / Time'));
    expect(await within(grid).findByText('Event 1 of the REMIT report')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(dataRows(grid)).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The body is the search query of the page on screen, its order and paging included.
    const shown = calls.filter((call) => call.path === fillPath(apiPaths.auditTrail, { urlPart: 'remit' })).at(-1);
    expect(shown?.body).toMatchObject({ sortOrder: 'ASCENDING', paging: { page: 1, entriesPerPage: 25 } });
    const txt = calls.find((call) => call.path === '/api/audittrail/remit/txt');
    expect(txt?.body).toEqual(shown?.body);
    expect(txt?.body).toMatchObject({ historyId: 240117, messagingDetails: true, processingDetails: true });
  });

  it('shows progress and keeps the button unavailable, and the focus on it, while the download runs', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    server.use(
      http.post(apiUrl(apiPaths.auditTrailTxt), async () => {
        asked += 1;
        await held;
        return new HttpResponse('x', { headers: { 'Content-Disposition': 'attachment; filename="t.txt"' } });
      }),
    );
    const { user } = await openTrail(remitTrail);
    const download = screen.getByRole('button', { name: 'Download' });
    act(() => download.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('progressbar', { name: 'Downloading the audit trail' })).toBeInTheDocument();
    // Unavailable, not disabled: a disabled button would throw the keyboard's focus to the page's top.
    expect(download).toHaveAttribute('aria-disabled', 'true');
    expect(download).toHaveFocus();
    await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['t.txt']));
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Downloading the audit trail' })).not.toBeInTheDocument(),
    );
    expect(asked).toBe(1);
    expect(download).not.toHaveAttribute('aria-disabled');
    expect(download).toHaveFocus();
  });

  it("says 'Server error' when a failure carries no message, and the server's message when it does", async () => {
    server.use(http.post(apiUrl(apiPaths.auditTrailTxt), () => new HttpResponse(null, { status: 500 })));
    const { user } = await openTrail(remitTrail);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await saysFailure('Server error');
    expect(saved).toHaveLength(0);

    server.use(
      http.post(apiUrl(apiPaths.auditTrailTxt), () =>
        HttpResponse.json({ errorMessage: 'The trail is being rebuilt.' }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await saysFailure('The trail is being rebuilt.');
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();

    // A 500's message is its reference code: said as one, not alone.
    server.use(
      http.post(apiUrl(apiPaths.auditTrailTxt), () =>
        HttpResponse.json({ errorMessage: 'ERR-1A2B3C4D' }, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await saysFailure('Server error (reference code ERR-1A2B3C4D)');

    // Never reaching the server is not the server failing.
    server.use(http.post(apiUrl(apiPaths.auditTrailTxt), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await saysFailure(DOWNLOAD_NOT_REACHED_MESSAGE);
    expect(saved).toHaveLength(0);
  });
});

describe("a document a trail's description links to", () => {
  const pdfUrl = apiUrl(fillPath(apiPaths.auditTrailPdf, { urlPart: 'remit' }));
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/document');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      // The link's own click reaches the app's handler; only the save's hidden anchor is recorded.
      if (this.href.startsWith('blob:')) saved.push({ href: this.href, download: this.download });
    });
  });

  async function pdfLink() {
    const { grid, user } = await openTrail(remitTrail);
    const link = await waitFor(() => within(grid).getByRole('link', { name: 'PDF document, id 903' }));
    return { link, user };
  }

  it('is saved under the name the server gives it', async () => {
    server.use(
      http.get(pdfUrl, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="RCPT-903.pdf"' },
        }),
      ),
    );
    const { link, user } = await pdfLink();
    await user.click(link);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/document', download: 'RCPT-903.pdf' }]));
  });

  it('asked after the session ended, goes to login with the message, and saves nothing', async () => {
    // The browser has talked to the server before: its readable XSRF cookie is set.
    document.cookie = 'XSRF-TOKEN=token; path=/';
    server.use(
      http.get(pdfUrl, () => {
        mockSession.logOut();
        return HttpResponse.json({ errorMessage: 'Not logged in.' }, { status: 401 });
      }),
    );
    const { link, user } = await pdfLink();
    await user.click(link);
    expect(await screen.findByText(SESSION_TIMEOUT_MESSAGE)).toBeInTheDocument();
    expect(saved).toEqual([]);
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('that cannot be had says so beside its link', async () => {
    server.use(http.get(pdfUrl, () => HttpResponse.json({ errorMessage: 'Document not found.' }, { status: 404 })));
    const { link, user } = await pdfLink();
    await user.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent('PDF document: Document not found.');
    expect(saved).toEqual([]);
  });
});
