import { apiPaths } from '@shared/api-paths';
import { remitMessages } from '@shared/contract/remit-constants';
import { mockRemitTrades, resetMockRemitTrades } from '@test/mocks/remit-data';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

// Lazily loaded areas and a DataGrid in jsdom, on a machine shared with other jobs.
jest.setTimeout(180_000);

/** The outcome message saying `text` (the page title's own live region is a status too). */
async function outcomeSaying(text: string | RegExp): Promise<HTMLElement> {
  const message = await screen.findByText(text, {}, { timeout: 45_000 });
  const status = message.closest<HTMLElement>('[role="status"]');
  if (!status) throw new Error(`no status around ${String(text)}`);
  return status;
}

beforeEach(resetMockRemitTrades);
afterEach(() => server.events.removeAllListeners());

const trade = (historyId: number) => mockRemitTrades.find((candidate) => candidate.historyId === historyId)!;

/** The query strings of the POSTs to `path`, as sent. */
function recordPosts(path: string) {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === path) queries.push(url.searchParams);
  });
  return queries;
}

describe('a deletion asks first', () => {
  it('Table 1: names the UTI and the error record, focuses Cancel, and Cancel sends nothing', async () => {
    const posts = recordPosts(apiPaths.remitTable1Deletion);
    const { user } = renderApp({ route: '/err/remit_table1_trade/error?recordType=TABLE_1&historyId=240117' });
    await user.click(await screen.findByRole('button', { name: 'Delete Trade' }, { timeout: 45_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Trade' });
    expect(dialog).toHaveAccessibleDescription(/Delete trade NWEH-2026-000417\?/);
    expect(dialog).toHaveAccessibleDescription(
      /error record \(action type E\) for NWEH-2026-000417 is sent to the regulator/,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toHaveLength(0);
    expect(trade(240117).actionType).toBe('N');
  });

  it('Table 1: the answer reports the version the page was loaded from; the success takes the focus and leads on', async () => {
    const posts = recordPosts(apiPaths.remitTable1Deletion);
    const { user, container } = renderApp({
      route: '/err/remit_table1_trade/error?recordType=TABLE_1&historyId=240117',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Trade' }, { timeout: 45_000 }));
    // The live region is on the page before the outcome, so the outcome is read out.
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes - Delete' }));

    const success = await outcomeSaying(remitMessages.deletionSubmitted);
    expect(region).toContainElement(success);
    await waitFor(() => expect(success).toHaveFocus());
    expect(posts[0]?.get('expectedVersion')).toBe('1');
    expect(trade(240117)).toMatchObject({ actionType: 'E', version: 2 });

    // The closing question dialog hides the rest of the page from assistive technology until it is gone.
    const next = await within(success).findByRole('navigation', { name: 'Next steps' }, { timeout: 10_000 });
    expect(within(next).getByRole('link', { name: 'Audit trail of NWEH-2026-000417' })).toHaveAttribute(
      'href',
      '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417',
    );
    expect(within(next).getByRole('link', { name: 'XML of version 2' })).toHaveAttribute(
      'href',
      '/api/audittrail/remit/xml?historyId=240117&documentType=REMIT_TABLE_1&dataStoreId=9002&organisationId=11',
    );
    expect(within(next).getByRole('link', { name: 'Transaction sheet' })).toHaveAttribute(
      'href',
      '/err/remit_transaction_sheet?regime=REMIT&recordType=TABLE_1&documentType=REMIT_TABLE_1&historyId=240117',
    );
    // Opened by its URL, not from a finder: there is no finder to go back to.
    expect(within(next).queryByRole('link', { name: 'Back to the finder' })).not.toBeInTheDocument();
  });

  it('Table 2: asks about the UTI, then announces the deletion in the live region and focuses it', async () => {
    const posts = recordPosts(apiPaths.remitTable2Deletion);
    const { user } = renderApp({ route: '/err/remit_table2_trade/error?historyId=310552' });
    await user.click(await screen.findByRole('button', { name: 'Delete Record(s)' }, { timeout: 45_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Record(s)' });
    expect(dialog).toHaveAccessibleDescription(/Delete trade ASV-T2-2026-0088\?.*action type E/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Yes - Delete' }));
    const success = await outcomeSaying(remitMessages.deletionSubmitted);
    expect(success.closest('[aria-live="polite"]')).not.toBeNull();
    await waitFor(() => expect(success).toHaveFocus());
    expect(posts[0]?.get('expectedVersion')).toBe('2');
    expect(
      await within(success).findByRole('link', { name: 'Transaction sheet' }, { timeout: 10_000 }),
    ).toHaveAttribute(
      'href',
      '/err/remit_transaction_sheet?regime=REMIT&recordType=TABLE_2&documentType=REMIT_TABLE_2&historyId=310552',
    );
  });
});

describe('the way on', () => {
  it('leads from a finder row to the trade screen and back to the finder with its filters', async () => {
    const finder = '/err/remit_report/activity?kind=REMIT_TABLE_1';
    const { user, router } = renderApp({ route: finder });
    // The first finder of the file loads the grid's modules: slow on a loaded machine.
    await user.click(await screen.findByRole('link', { name: 'Delete: REMIT_TABLE_1-240117' }, { timeout: 120_000 }));
    await user.click(await screen.findByRole('button', { name: 'Delete Trade' }, { timeout: 45_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes - Delete' }));
    const success = await outcomeSaying(remitMessages.deletionSubmitted);
    const back = await within(success).findByRole('link', { name: 'Back to the finder' }, { timeout: 10_000 });
    expect(back).toHaveAttribute('href', finder);
    await user.click(back);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(finder));
  });

  it('leads from a transaction sheet to its audit trail, and on from the sheet the finder opened', async () => {
    const finder = '/err/remit_report/activity?kind=REMIT_TABLE_1';
    const { user } = renderApp({ route: finder });
    await user.click(
      await screen.findByRole('link', { name: 'Transaction sheet: REMIT_TABLE_1-240117' }, { timeout: 120_000 }),
    );
    const links = await screen.findByRole('navigation', { name: 'Record links' }, { timeout: 45_000 });
    expect(within(links).getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'href',
      '/err/remit_audittrail?historyId=240117&displayValue=NWEH-2026-000417',
    );
    expect(within(links).getByRole('link', { name: 'Back to the finder' })).toHaveAttribute('href', finder);
    // The trade screens opened from the sheet still lead back to the same finder.
    const actions = screen.getByRole('navigation', { name: 'Trade actions' });
    await user.click(within(actions).getByRole('link', { name: 'Cancel Trade' }));
    await screen.findByRole('form', { name: 'Cancel Trade' }, { timeout: 45_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel Trade' })).toBeInTheDocument();
  });

  it('links a confirmation of the Deal Finder to its SMT sheet', async () => {
    renderApp({ route: '/ecm/dealfinder?text=ECM-00700' });
    const link = await screen.findByRole('link', { name: 'SMT sheet: ECM-00700' }, { timeout: 45_000 });
    expect(link).toHaveAttribute('href', '/err/smt_transaction_sheet?regime=SMT&documentType=ECM&historyId=700');
  });
});
