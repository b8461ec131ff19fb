import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { demoAccounts, navigationFor, organisations } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';
import { forgetServerOrganisation, organisationStorageKey } from '@client/session/organisation-storage';

const ANALYST_KEY = organisationStorageKey('analyst');
const ADMIN_KEY = organisationStorageKey('admin');

async function findSelector() {
  return screen.findByRole('combobox', { name: 'Organisation' });
}

describe('organisation selector', () => {
  it("defaults to the user's own organisation", async () => {
    renderApp({ route: '/help/welcome' });
    expect(await findSelector()).toHaveValue('Nordic Power Trading');
  });

  it('defaults to the cached organisation when it is still selectable', async () => {
    window.localStorage.setItem(ANALYST_KEY, String(organisations.alpineGas.organisationId));
    renderApp({ route: '/help/welcome' });
    expect(await findSelector()).toHaveValue('Alpine Gas Supply');
  });

  it('ignores a cached organisation that is no longer selectable', async () => {
    window.localStorage.setItem(ANALYST_KEY, String(organisations.northSea.organisationId));
    renderApp({ route: '/help/welcome' });
    expect(await findSelector()).toHaveValue('Nordic Power Trading');
  });

  it('defaults to the first organisation when the user has none of their own', async () => {
    mockSession.logIn('admin');
    renderApp({ route: '/help/welcome' });
    expect(await findSelector()).toHaveValue('Nordic Power Trading');
  });

  it('offers the empty choice only where selection is optional', async () => {
    mockSession.logIn('admin');
    const { user, store } = renderApp({ route: '/help/welcome' });
    await user.click(await findSelector());
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No organisation',
      'Nordic Power Trading',
      'Alpine Gas Supply',
      'North Sea Energy',
    ]);
    await user.click(screen.getByRole('option', { name: 'No organisation' }));
    expect(store.getState().organisation.selectedOrganisationId).toBeNull();
    expect(window.localStorage.getItem(ADMIN_KEY)).toBe('none');
  });

  it('has no empty choice for an ordinary user, and a list 300px high', async () => {
    const { user } = renderApp({ route: '/help/welcome' });
    await user.click(await findSelector());
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'No organisation' })).not.toBeInTheDocument();
    expect(listbox).toHaveStyle({ maxHeight: '300px' });
  });

  it('filters by the start of the name, ignoring case', async () => {
    mockSession.logIn('admin');
    const { user } = renderApp({ route: '/help/welcome' });
    const selector = await findSelector();
    await user.clear(selector);
    await user.type(selector, 'no');
    const names = () =>
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(names()).toEqual(['No organisation', 'Nordic Power Trading', 'North Sea Energy']);
    await user.clear(selector);
    await user.type(selector, 'gas');
    // "Alpine Gas Supply" contains it but does not start with it.
    expect(screen.queryByRole('option', { name: 'Alpine Gas Supply' })).not.toBeInTheDocument();
  });

  it('stores a new choice and refetches the navigation for it', async () => {
    const requestedOrganisations: (string | null)[] = [];
    server.use(
      http.get(apiUrl(apiPaths.navigation), ({ request }) => {
        const organisationId = new URL(request.url).searchParams.get('organisationId');
        requestedOrganisations.push(organisationId);
        return HttpResponse.json(navigationFor(Number(organisationId)));
      }),
    );
    const { user } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByRole('button', { name: 'Regulatory Reporting' })).toBeInTheDocument();
    await user.click(await findSelector());
    await user.click(screen.getByRole('option', { name: 'Alpine Gas Supply' }));
    expect(await screen.findByRole('button', { name: 'Settlement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regulatory Reporting' })).not.toBeInTheDocument();
    expect(requestedOrganisations).toEqual(['11', '12']);
    expect(window.localStorage.getItem(ANALYST_KEY)).toBe('12');
  });

  it('says so, in place of the page, when the organisation chosen has no menu entry for it; the page comes back with one that has', async () => {
    const { user } = renderApp({ route: '/err/remit_audittrail?historyId=240117&displayValue=NWEH-2026-000417' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Details for NWEH-2026-000417' })).toBeInTheDocument();
    await user.click(await findSelector());
    await user.click(screen.getByRole('option', { name: 'Alpine Gas Supply' }));
    const notice = await screen.findByText(/^REMIT Audit Trail is not available for Alpine Gas Supply\./);
    expect(screen.getByRole('heading', { level: 1, name: 'REMIT Audit Trail' })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Go to the welcome page' })).toHaveAttribute(
      'href',
      '/help/welcome',
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    await user.click(await findSelector());
    await user.click(screen.getByRole('option', { name: 'Nordic Power Trading' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Details for NWEH-2026-000417' })).toBeInTheDocument();
    expect(screen.queryByText(/is not available for/)).not.toBeInTheDocument();
  });

  it('says so too for such a page gone back to after the switch', async () => {
    const { user, router } = renderApp({
      route: '/err/remit_audittrail?historyId=240117&displayValue=NWEH-2026-000417',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Details for NWEH-2026-000417' })).toBeInTheDocument();
    // The page was seen in the menu: its entry's name is known from then on.
    expect(await screen.findByRole('button', { name: 'Regulatory Reporting' })).toBeInTheDocument();
    await act(() => router.navigate('/help/welcome'));
    await user.click(await findSelector());
    await user.click(screen.getByRole('option', { name: 'Alpine Gas Supply' }));
    expect(await screen.findByRole('button', { name: 'Settlement' })).toBeInTheDocument();
    expect(screen.queryByText(/is not available for/)).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(
      await screen.findByText(/^REMIT Audit Trail is not available for Alpine Gas Supply\./, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it("says so for a finder opened directly (a bookmark) that the organisation's menu lacks", async () => {
    window.localStorage.setItem(ANALYST_KEY, String(organisations.alpineGas.organisationId));
    server.use(
      http.get(apiUrl(apiPaths.navigation), ({ request }) => {
        const organisationId = Number(new URL(request.url).searchParams.get('organisationId'));
        const navigation = navigationFor(organisationId);
        if (organisationId !== organisations.alpineGas.organisationId) return HttpResponse.json(navigation);
        // Alpine Gas Supply without confirmations: no Deal Finder in its menu.
        const groups = navigation.groups.map((group) => ({
          ...group,
          children: group.children.filter((item) => item.name !== 'Deal Finder'),
        }));
        return HttpResponse.json({ groups });
      }),
    );
    const { user } = renderApp({ route: '/ecm/dealfinder' });
    expect(
      await screen.findByText(/^Deal Finder is not available for Alpine Gas Supply\./, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Deal Finder' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    await user.click(await findSelector());
    await user.click(screen.getByRole('option', { name: 'Nordic Power Trading' }));
    expect(await screen.findByRole('grid', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/is not available for/)).not.toBeInTheDocument();
  });

  it('leaves a page open that the new menu has too', async () => {
    const { user } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByRole('button', { name: 'Regulatory Reporting' })).toBeInTheDocument();
    await user.click(await findSelector());
    await user.click(screen.getByRole('option', { name: 'Alpine Gas Supply' }));
    expect(await screen.findByRole('button', { name: 'Settlement' })).toBeInTheDocument();
    expect(screen.queryByText(/is not available for/)).not.toBeInTheDocument();
  });

  it('asks for the navigation without an organisation on the empty choice', async () => {
    mockSession.logIn('admin');
    window.localStorage.setItem(ADMIN_KEY, 'none');
    const urls: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.navigation), ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(navigationFor(undefined));
      }),
    );
    renderApp({ route: '/help/welcome' });
    expect(await findSelector()).toHaveValue('No organisation');
    await waitFor(() => expect(urls).toEqual([apiUrl(apiPaths.navigation)]));
    expect(demoAccounts.admin!.selectable.selectionOptional).toBe(true);
  });

  it("keeps each user's choice apart: the next user of the browser does not start in the previous user's organisation", async () => {
    const { user } = renderApp({ route: '/help/welcome' });
    await user.click(await findSelector());
    await user.click(screen.getByRole('option', { name: 'Alpine Gas Supply' }));
    expect(await findSelector()).toHaveValue('Alpine Gas Supply');

    await logOutAndSignInAs(user, 'admin');
    // The admin has no organisation of their own: the first of the list, not the analyst's choice.
    expect(await findSelector()).toHaveValue('Nordic Power Trading');

    await logOutAndSignInAs(user, 'analyst');
    expect(await findSelector()).toHaveValue('Alpine Gas Supply');
  });

  it('tells the server each choice in a cookie, and no choice of an ended session', async () => {
    const told = () => document.cookie.match(/(?:^|; )ept_organisation=([^;]*)/)?.[1];
    try {
      const { user } = renderApp({ route: '/help/welcome' });
      expect(await findSelector()).toHaveValue('Nordic Power Trading');
      await waitFor(() => expect(told()).toBe(String(organisations.nordicPower.organisationId)));
      await user.click(await findSelector());
      await user.click(screen.getByRole('option', { name: 'Alpine Gas Supply' }));
      await waitFor(() => expect(told()).toBe(String(organisations.alpineGas.organisationId)));

      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect(await screen.findByLabelText('Username')).toBeInTheDocument();
      expect(told()).toBeUndefined();
      await signInAs(user, 'admin');
      await user.click(await findSelector());
      await user.click(screen.getByRole('option', { name: 'No organisation' }));
      await waitFor(() => expect(told()).toBe('none'));
    } finally {
      forgetServerOrganisation();
    }
  });

  it('drops the one key all users once shared', async () => {
    window.localStorage.setItem(
      'energy-post-trade.selectedOrganisationId',
      String(organisations.alpineGas.organisationId),
    );
    mockSession.logOut();
    const { user } = renderApp({ route: '/login' });
    await signInAs(user, 'analyst');
    expect(await findSelector()).toHaveValue('Nordic Power Trading');
    expect(window.localStorage.getItem('energy-post-trade.selectedOrganisationId')).toBeNull();
  });
});

type TestUser = ReturnType<typeof renderApp>['user'];

async function signInAs(user: TestUser, userName: string) {
  await user.type(await screen.findByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Password'), demoAccounts[userName]!.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function logOutAndSignInAs(user: TestUser, userName: string) {
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await signInAs(user, userName);
}
