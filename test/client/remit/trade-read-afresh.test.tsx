import { http, HttpResponse } from 'msw';
import { masterDataApi } from '@client/api/master-data-api';
import { apiPaths } from '@shared/api-paths';
import { remitMessages, remitRefusals } from '@shared/contract/remit-constants';
import { DELETE_ANSWER } from '@client/features/regulatory-reporting/trade-action/delete-trade-form';
import { apiUrl } from '@test/mocks/api-url';
import { mockRemitTrades, resetMockRemitTrades } from '@test/mocks/remit-data';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

jest.setTimeout(120_000);

beforeEach(resetMockRemitTrades);
afterEach(() => server.events.removeAllListeners());

const trade = (historyId: number) => mockRemitTrades.find((candidate) => candidate.historyId === historyId)!;

/** How many times the page asked for `path` so far. */
function countReads(path: string) {
  const reads = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === path) reads.count += 1;
  });
  return reads;
}

/** What another user's deletion does to the trade on the server. */
function deletedMeanwhile(historyId: number) {
  const deleted = trade(historyId);
  deleted.version += 1;
  deleted.actionType = 'E';
}

const TABLE1_MODIFY = '/err/remit_table1_trade/modify?historyId=240117';

async function leaveAndComeBack(router: { navigate: (to: string) => Promise<void> }, route: string) {
  await act(() => router.navigate('/help/welcome'));
  await screen.findByRole('heading', { level: 1, name: /Welcome/ });
  await act(() => router.navigate(route));
}

describe('REMIT Table 1 Modify: the value sets are the master data as it is now', () => {
  it('reads them again when a master-data change is made meanwhile', async () => {
    server.use(http.put(apiUrl(apiPaths.masterDataCode), () => HttpResponse.json({ version: 2 })));
    const reads = countReads(apiPaths.remitTable1LoadValueSetsModify);
    const { store } = renderApp({ route: TABLE1_MODIFY });
    await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 45_000 });
    const readsBefore = reads.count;
    await act(() =>
      store.dispatch(
        masterDataApi.endpoints.renameMasterDataCode.initiate({
          id: 7,
          name: 'Amprion renamed',
          organisationId: trade(240117).organisationId,
          version: 1,
        }),
      ),
    );
    await waitFor(() => expect(reads.count).toBe(readsBefore + 1));
  });

  it('reads them again when the page is shown again', async () => {
    const reads = countReads(apiPaths.remitTable1LoadValueSetsModify);
    const { router } = renderApp({ route: TABLE1_MODIFY });
    await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 45_000 });
    const readsBefore = reads.count;
    await leaveAndComeBack(router, TABLE1_MODIFY);
    await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 45_000 });
    await waitFor(() => expect(reads.count).toBe(readsBefore + 1));
  });
});

describe('a trade page shown again offers only what the trade takes now', () => {
  it.each([
    ['Table 1 modify', TABLE1_MODIFY, 'Modify Trade', 240117],
    ['Table 1 cancel', '/err/remit_table1_trade/cancel?historyId=240117', 'Cancel Trade', 240117],
    ['Table 1 delete', '/err/remit_table1_trade/error?historyId=240117', 'Delete Trade', 240117],
    ['Table 2 modify', '/err/remit_table2_trade/modify?historyId=310552', 'Modify Trade', 310552],
    ['Table 2 cancel', '/err/remit_table2_trade/cancel?historyId=310552', 'Cancel Trade', 310552],
    ['Table 2 delete', '/err/remit_table2_trade/error?historyId=310552', 'Delete Record(s)', 310552],
  ] as const)(
    '%s: deleted by another user meanwhile, its action is no longer offered',
    async (_page, route, label, id) => {
      const { router } = renderApp({ route });
      expect(await screen.findByRole('button', { name: label }, { timeout: 45_000 })).toBeEnabled();
      deletedMeanwhile(id);
      await leaveAndComeBack(router, route);
      expect(await screen.findByText(remitRefusals.deletedNothingMore, {}, { timeout: 45_000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: label })).toBeDisabled();
    },
  );

  it('changed by another user meanwhile, a delete is made from the version as it is now, not refused as stale', async () => {
    const route = '/err/remit_table1_trade/error?historyId=240117';
    const { router, user } = renderApp({ route });
    await screen.findByRole('button', { name: 'Delete Trade' }, { timeout: 45_000 });
    trade(240117).version += 1;
    await leaveAndComeBack(router, route);
    const submit = await screen.findByRole('button', { name: 'Delete Trade' }, { timeout: 45_000 });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: DELETE_ANSWER }));
    expect(await screen.findByText(remitMessages.deletionSubmitted, {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(trade(240117).actionType).toBe('E');
  });
});
