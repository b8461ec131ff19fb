import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { remitBaseApi, remitTradeTag } from '@client/api/remit-trade-tags';
import { DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { SESSION_TIMEOUT_MESSAGE } from '@client/errors/http-error-policy';
import { apiUrl } from '@test/mocks/api-url';
import { demoAccounts } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { mockRemitTrades, resetMockRemitTrades } from '@test/mocks/remit-data';
import { staleTradeMessage } from '@test/mocks/handlers/remit';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor } from '@test/render-with-providers';

jest.setTimeout(60_000);

const route = '/err/remit_table1_trade/modify?historyId=240117';

beforeEach(resetMockRemitTrades);

/** The session ends on the server before the modify arrives: it answers 401, and so does everything after. */
function endSessionOnSubmit() {
  const modifyRequests: unknown[] = [];
  server.use(
    http.post(apiUrl(apiPaths.remitTable1Modify), async ({ request }) => {
      modifyRequests.push(await request.json());
      mockSession.logOut();
      return HttpResponse.json({ errorMessage: 'Not logged in.' }, { status: 401 });
    }),
  );
  return modifyRequests;
}

type TestUser = ReturnType<typeof renderApp>['user'];

async function fillTraderIdAndSubmit(user: TestUser) {
  await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 20_000 });
  const traderId = screen.getByRole('textbox', { name: /Trader ID/ });
  await user.clear(traderId);
  await user.type(traderId, 'TRADER-NEW-99');
  await user.click(screen.getByRole('button', { name: 'Modify Trade' }));
}

async function signInAs(user: TestUser, userName: string) {
  await user.type(await screen.findByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Password'), demoAccounts[userName]!.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('a form whose submit meets the end of the session', () => {
  it('comes back after signing in again, with the values entered and a note to submit again', async () => {
    document.cookie = 'XSRF-TOKEN=token; path=/';
    const modifyRequests = endSessionOnSubmit();
    const { user, router } = renderApp({ route });
    await fillTraderIdAndSubmit(user);

    expect(await screen.findByText(SESSION_TIMEOUT_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(modifyRequests).toHaveLength(1);

    await signInAs(user, 'analyst');

    await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 20_000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(route);
    expect(screen.getByRole('textbox', { name: /Trader ID/ })).toHaveValue('TRADER-NEW-99');
    // Announced: the note is a status message.
    expect(screen.getByText(DRAFT_RESTORED_MESSAGE).closest('[role="status"]')).not.toBeNull();
  });

  it('is sent with the restored values, and not restored again afterwards', async () => {
    endSessionOnSubmit();
    const { user } = renderApp({ route });
    await fillTraderIdAndSubmit(user);
    server.resetHandlers();
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl(apiPaths.remitTable1Modify), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ errorMessages: [] });
      }),
    );
    await signInAs(user, 'analyst');
    await screen.findByText(DRAFT_RESTORED_MESSAGE, undefined, { timeout: 20_000 });

    await user.click(screen.getByRole('button', { name: 'Modify Trade' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.stringify(sent[0])).toContain('"traderId":"TRADER-NEW-99"');
    await waitFor(() => expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument());
    expect(Object.keys(window.sessionStorage).filter((key) => key.includes('draft:'))).toEqual([]);
  });

  it("is sent with the version it was filled from: a colleague's modify in between is refused (409), not overwritten", async () => {
    endSessionOnSubmit();
    const { user } = renderApp({ route });
    await fillTraderIdAndSubmit(user);
    server.resetHandlers();
    // While the user signs in again, a colleague modifies the trade: the page reloads the newer version.
    const trade = mockRemitTrades.find(({ historyId }) => historyId === 240117)!;
    trade.version += 1;
    const colleagues = trade.version;
    await signInAs(user, 'analyst');
    await screen.findByText(DRAFT_RESTORED_MESSAGE, undefined, { timeout: 20_000 });
    expect(screen.getByRole('textbox', { name: /Trader ID/ })).toHaveValue('TRADER-NEW-99');

    await user.click(screen.getByRole('button', { name: 'Modify Trade' }));

    expect(
      await screen.findByText(staleTradeMessage(trade), { exact: false }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(trade.version).toBe(colleagues);
  });

  it('reaches no other user: someone else signing in lands on the welcome page and finds no draft', async () => {
    endSessionOnSubmit();
    const { user, router } = renderApp({ route });
    await fillTraderIdAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Object.keys(window.sessionStorage).some((key) => key.includes('draft:'))).toBe(true);

    await signInAs(user, 'admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
    expect(Object.keys(window.sessionStorage).some((key) => key.includes('draft:'))).toBe(false);
    await act(() => router.navigate(route));
    await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 20_000 });
    expect(screen.getByRole('textbox', { name: /Trader ID/ })).toHaveValue('TRADER-NP-07');
    expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('a form whose values are unsaved when another request meets the end of the session', () => {
  it('keeps them too: after signing in again they are back, with the note to submit', async () => {
    document.cookie = 'XSRF-TOKEN=token; path=/';
    const { user, router, store } = renderApp({ route });
    await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 20_000 });
    const traderId = screen.getByRole('textbox', { name: /Trader ID/ });
    await user.clear(traderId);
    await user.type(traderId, 'TRADER-NEW-99');

    // The session ends elsewhere; the next request is a query (the trade read again), not the submit.
    mockSession.logOut();
    await act(async () => {
      store.dispatch(remitBaseApi.util.invalidateTags([remitTradeTag(240117)]));
    });

    expect(await screen.findByText(SESSION_TIMEOUT_MESSAGE, undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await signInAs(user, 'analyst');

    await screen.findByText(DRAFT_RESTORED_MESSAGE, undefined, { timeout: 20_000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(route);
    expect(screen.getByRole('textbox', { name: /Trader ID/ })).toHaveValue('TRADER-NEW-99');
  });
});

describe('values kept when the session ended, over a trade that fails to load after signing in again', () => {
  it('are not taken by the disabled form, and come back once the trade loads', async () => {
    endSessionOnSubmit();
    const { user, router } = renderApp({ route });
    await fillTraderIdAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    server.resetHandlers();
    server.use(
      http.get(apiUrl(apiPaths.remitTable1LoadPresetsModify), () =>
        HttpResponse.json({ errorMessage: 'The database is restarting.' }, { status: 503 }),
      ),
    );

    await signInAs(user, 'analyst');

    expect(await screen.findByText(/The database is restarting\./, undefined, { timeout: 20_000 })).toBeInTheDocument();
    // Nothing here could send them: no note to submit again, and the values stay kept.
    expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
    expect(Object.keys(window.sessionStorage).some((key) => key.includes('draft:'))).toBe(true);

    // The user comes back to the page once the server is up again.
    server.resetHandlers();
    await act(() => router.navigate('/help/welcome'));
    await act(() => router.navigate(route));
    await screen.findByText(DRAFT_RESTORED_MESSAGE, undefined, { timeout: 20_000 });
    expect(screen.getByRole('textbox', { name: /Trader ID/ })).toHaveValue('TRADER-NEW-99');
  });
});
