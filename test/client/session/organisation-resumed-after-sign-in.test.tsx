import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { SESSION_TIMEOUT_MESSAGE } from '@client/errors/http-error-policy';
import { readCachedOrganisationId, writeCachedOrganisationId } from '@client/session/organisation-storage';
import { endSessionBefore, signInAgain, signInAgainAsMemberOfAlpineGasOnly } from '@test/client/sign-in-again';
import { apiUrl } from '@test/mocks/api-url';
import { navigationFor, organisations } from '@test/mocks/data';
import { resetMockRemitTrades } from '@test/mocks/remit-data';
import { server } from '@test/mocks/server';
import { renderApp, screen } from '@test/render-with-providers';

jest.setTimeout(60_000);

// Nordic Power's Table 1 trade; Alpine Gas has no such record.
const route = '/err/remit_table1_trade/modify?historyId=240117';

beforeEach(() => {
  resetMockRemitTrades();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // With an XSRF token, a refused request is a session that timed out (access spec section 4).
  document.cookie = 'XSRF-TOKEN=token; path=/';
  // Both organisations have the page in their menu: what decides is the organisation, not the menu.
  server.use(http.get(apiUrl(apiPaths.navigation), () => HttpResponse.json(navigationFor(undefined))));
});

/** Under Nordic Power, a price typed and not sent; then another tab of the browser picks Alpine Gas and logs out. */
async function typePriceThenAnotherTabPicksAlpineGas(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('form', { name: 'Modify Trade' }, { timeout: 20_000 });
  expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue(organisations.nordicPower.displayName);
  const price = screen.getByRole('textbox', { name: 'Price' });
  await user.clear(price);
  await user.type(price, '88.88');
  // The other tab's choice lands in the cache every tab of the browser shares.
  writeCachedOrganisationId('analyst', organisations.alpineGas.organisationId);
  endSessionBefore('post', apiPaths.remitTable1Modify);
  await user.click(screen.getByRole('button', { name: 'Modify Trade' }));
  expect(await screen.findByText(SESSION_TIMEOUT_MESSAGE, undefined, { timeout: 20_000 })).toBeInTheDocument();
}

describe('signing in again after the session ended on a page', () => {
  it("comes back under the organisation the page was under, not another tab's choice, with the kept values", async () => {
    const { user, router } = renderApp({ route });
    await typePriceThenAnotherTabPicksAlpineGas(user);

    await signInAgain(user);

    await screen.findByText(DRAFT_RESTORED_MESSAGE, undefined, { timeout: 20_000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(route);
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue(organisations.nordicPower.displayName);
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('88.88');
    expect(screen.queryByText(/There is no such record in the selected organisation/)).not.toBeInTheDocument();
    // This tab's page came back where it was; the other tab's choice stays the one every tab starts with.
    expect(readCachedOrganisationId('analyst')).toBe(organisations.alpineGas.organisationId);
  });

  it('resumes it only once: a later choice is the default rule again', async () => {
    const { user } = renderApp({ route });
    await typePriceThenAnotherTabPicksAlpineGas(user);
    await signInAgain(user);
    await screen.findByText(DRAFT_RESTORED_MESSAGE, undefined, { timeout: 20_000 });

    expect(Object.keys(window.sessionStorage).filter((key) => key.includes('organisationToResume'))).toEqual([]);
  });

  it('falls back to the default rule when the user is no longer a member of that organisation', async () => {
    const { user } = renderApp({ route });
    await typePriceThenAnotherTabPicksAlpineGas(user);

    await signInAgainAsMemberOfAlpineGasOnly(user);
  });
});
