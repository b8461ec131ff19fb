import { delay, http, HttpResponse } from 'msw';
import { apiPaths, fillPath } from '@shared/api-paths';
import { CONNECTION_FAILURE_SETTLE_MS } from '@client/app/http-error-navigator';
import { makeStore } from '@client/app/store';
import { httpErrorRecorded, sessionEnded } from '@client/errors/errors-slice';
import { readTimeout } from '@client/api/base-api';
import { errorReportApi } from '@client/api/error-report-api';
import { navigationApi } from '@client/api/navigation-api';
import { systemApi } from '@client/api/system-api';
import { userApi } from '@client/api/user-api';
import { apiUrl } from '@test/mocks/api-url';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

const setXsrfCookie = () => {
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
};
/** The menu is refused; `afterMs` holds the answer back, so that it comes after the page's own. */
const failNavigation = (status: number, errorMessage: string, afterMs = 0) =>
  server.use(
    http.get(apiUrl(apiPaths.navigation), async () => {
      if (afterMs > 0) await delay(afterMs);
      return HttpResponse.json({ errorMessage }, { status });
    }),
  );

const failSystemInformation = (status: number, errorMessage: string) =>
  server.use(
    http.get(apiUrl(apiPaths.systemInformation), () => HttpResponse.json({ errorMessage }, { status }), { once: true }),
  );

describe('errors middleware', () => {
  it('records a 500 with status, message, url, endpoint and time, and a success clears the messages', async () => {
    failSystemInformation(500, 'REF-4711');
    const store = makeStore();
    await store.dispatch(systemApi.endpoints.getSystemInformation.initiate());
    const [recorded] = store.getState().errors.messages;
    expect(recorded).toMatchObject({
      status: 500,
      errorMessage: 'REF-4711',
      url: apiUrl(apiPaths.systemInformation),
      endpoint: 'getSystemInformation',
      userAgent: navigator.userAgent,
    });
    expect(Number.isNaN(Date.parse(recorded!.time))).toBe(false);
    expect(store.getState().errors.pendingNavigation).toBe('error');

    await store.dispatch(navigationApi.endpoints.getNavigation.initiate({ organisationId: 11 }));
    expect(store.getState().errors.messages).toEqual([]);
    // The error page keeps what it has to show until the user leaves it.
    expect(store.getState().errors.errorPageErrors).toHaveLength(1);
  });

  it('publishes a 503 without navigating', async () => {
    failSystemInformation(503, 'Maintenance');
    const store = makeStore();
    await store.dispatch(systemApi.endpoints.getSystemInformation.initiate());
    expect(store.getState().errors.messages).toHaveLength(1);
    expect(store.getState().errors.pendingNavigation).toBeNull();
  });

  it('leaves the "not logged in" 401 of the user information alone', async () => {
    mockSession.logOut();
    const store = makeStore();
    await store.dispatch(userApi.endpoints.getUserInformation.initiate());
    expect(store.getState().api.queries['getUserInformation(undefined)']?.status).toBe('rejected');
    expect(store.getState().errors.messages).toEqual([]);
  });

  it('navigates to not_found on a 404', async () => {
    server.use(
      http.get(apiUrl(apiPaths.navigation), () => HttpResponse.json({ errorMessage: 'No menu.' }, { status: 404 })),
    );
    const { router } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Your request could not be processed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not_found');
  });

  it('reads the selectable organisations again on "Organisation not found.", so a membership removed meanwhile leaves the list', async () => {
    let reads = 0;
    server.use(
      http.get(apiUrl(apiPaths.selectableOrganisations), () => {
        reads += 1;
        return HttpResponse.json({ selectionOptional: false, organisations: [] });
      }),
      http.get(apiUrl(apiPaths.navigation), () =>
        HttpResponse.json({ errorMessage: 'Organisation not found.' }, { status: 404 }),
      ),
    );
    const store = makeStore();
    const subscription = store.dispatch(userApi.endpoints.getSelectableOrganisations.initiate());
    await subscription;
    expect(reads).toBe(1);
    await store.dispatch(navigationApi.endpoints.getNavigation.initiate({ organisationId: 2 }));
    await waitFor(() => expect(reads).toBe(2));
    subscription.unsubscribe();
  });

  it('takes the place of a page that could not load, so Back leads to the page before, not to it again', async () => {
    mockSession.logIn('admin');
    const { router } = renderApp({ route: '/admin/mails_report' });
    expect(await screen.findByRole('heading', { name: 'Mails Report' })).toBeInTheDocument();
    await act(() => router.navigate('/admin/mailing_details?id=99999'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not_found'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/mails_report'));
    expect(await screen.findByRole('heading', { name: 'Mails Report' })).toBeInTheDocument();
  });

  it('keeps a page that failed for a while (a 504) in the history, so Back tries it again', async () => {
    failSystemInformation(504, 'Gateway timed out.');
    const { router } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Internal Error 1 of 1')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
  });

  it('navigates to the error page on a 504 and shows the error there', async () => {
    failSystemInformation(504, 'Gateway timed out.');
    const { router, user, store } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Internal Error 1 of 1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(screen.getByText('Gateway timed out.')).toBeInTheDocument();
    expect(screen.getByText('The server did not answer in time.')).toBeInTheDocument();
    expect(screen.getByLabelText('User')).toHaveTextContent('analyst');
    expect(screen.getByLabelText('Page')).toHaveTextContent('/help/welcome');
    await user.click(screen.getByRole('button', { name: 'Return to home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
    expect(store.getState().errors.errorPageErrors).toEqual([]);
  });

  it('logs out from the error page, clearing the errors', async () => {
    failSystemInformation(500, 'REF-1');
    const { router, user, store } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Internal Error 1 of 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().errors.errorPageErrors).toEqual([]);
  });

  it('sends a visitor of the error page without errors home', async () => {
    const { router } = renderApp({ route: '/error' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
  });

  it('on a 401 with an XSRF token: resets the stored state and shows the session timeout on the login page', async () => {
    setXsrfCookie();
    const { router, store } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Welcome, Anna Lyst')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().organisation.chosen).toBe(true));
    // The session ends on the server; the next request is refused.
    mockSession.logOut();
    failNavigation(401, 'Not logged in.');
    void store.dispatch(navigationApi.endpoints.getNavigation.initiate({ organisationId: 11 }, { forceRefetch: true }));
    expect(await screen.findByText('Session has timed out. Please log in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().organisation.chosen).toBe(false);
    expect(store.getState().api.queries['getSelectableOrganisations(undefined)']).toBeUndefined();
  });

  it("shows a 403's message in the message area without leaving the page", async () => {
    // The last answer of the page: any success after it would clear the message (spec section 8), and the
    // welcome page's announcements are asked for with the menu.
    failNavigation(403, 'You may not see this organisation.', 1000);
    const { router } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('You may not see this organisation.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/welcome');
  });

  it('goes to the root on a 400 about a missing cookie', async () => {
    failNavigation(400, 'Missing cookie ept_session');
    const { router } = renderApp({ route: '/help/welcome' });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    // The root leads to login, whose guard moves the (still logged-in) user on to the welcome page.
    await waitFor(() => expect(visited).toEqual(expect.arrayContaining(['/', '/login'])));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
  });

  it('publishes a 408 of the current page and goes to the error page, but ignores one of a page left', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(apiUrl(apiPaths.systemInformation), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ errorMessage: 'Request timeout.' }, { status: 408 });
      }),
    );
    const { router, store } = renderApp({ route: '/help/welcome' });
    // The welcome page waits for the instance before showing its parts: its title is what shows meanwhile.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().api.queries['getSystemInformation(undefined)']?.status).toBe('pending'),
    );
    await act(() => router.navigate('/help/support'));
    answer();
    await waitFor(() =>
      expect(store.getState().api.queries['getSystemInformation(undefined)']?.status).toBe('rejected'),
    );
    expect(store.getState().errors.errorPageErrors).toEqual([]);
    expect(router.state.location.pathname).toBe('/help/support');

    server.use(
      http.get(apiUrl(apiPaths.navigation), () =>
        HttpResponse.json({ errorMessage: 'Request timeout.' }, { status: 408 }),
      ),
    );
    void store.dispatch(navigationApi.endpoints.getNavigation.initiate({ organisationId: 11 }, { forceRefetch: true }));
    expect(await screen.findByText('Internal Error 1 of 1')).toBeInTheDocument();
  });

  it('leaves for the connection-failure screen only after a moment, and not once the server has answered a 401', async () => {
    const { router, store } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    const lostConnection = {
      error: {
        status: 'FETCH_ERROR',
        errorMessage: undefined,
        url: undefined,
        endpoint: 'getNavigation',
        time: '',
        page: undefined,
        user: undefined,
        selectedOrg: undefined,
        userAgent: '',
      },
      publish: false,
      showOnErrorPage: false,
      navigateTo: 'connection_failure',
    } as const;
    act(() => {
      store.dispatch(httpErrorRecorded(lostConnection));
    });
    expect(router.state.location.pathname).toBe('/help/welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/connection_failure'));

    await act(() => router.navigate('/help/welcome'));
    act(() => {
      store.dispatch(httpErrorRecorded(lostConnection));
    });
    // Within the moment, another request's 401: the session is over, whatever the first one met.
    mockSession.logOut();
    act(() => {
      store.dispatch(sessionEnded(undefined));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await act(() => new Promise((resolve) => setTimeout(resolve, CONNECTION_FAILURE_SETTLE_MS + 200)));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the connection-failure screen when the server cannot be reached', async () => {
    server.use(http.get(apiUrl(apiPaths.userInformation), () => HttpResponse.error()));
    const { router, user } = renderApp({ route: '/help/welcome' });
    expect(
      await screen.findByText(
        'Cannot establish connection to server, please try again in 10 minutes. We apologise for the inconvenience.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connection_failure');
    server.resetHandlers();
    await user.click(screen.getByRole('link', { name: 'Return' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
  });
});

describe('a server that takes the request and never answers', () => {
  it('sends a read that had no answer in time to the connection-failure screen', async () => {
    jest.replaceProperty(readTimeout, 'milliseconds', 300);
    server.use(http.get(apiUrl(apiPaths.navigation), () => delay('infinite')));
    const { router } = renderApp({ route: '/help/welcome' });
    expect(
      await screen.findByText(
        'Cannot establish connection to server, please try again in 10 minutes. We apologise for the inconvenience.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connection_failure');
  });

  it('lets a change wait past the read timeout: it may land however late its answer comes', async () => {
    jest.replaceProperty(readTimeout, 'milliseconds', 100);
    let received = false;
    server.use(
      http.post(apiUrl(apiPaths.unsupportedBrowserLog), async () => {
        received = true;
        await delay(400);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeStore();
    const sent = await store.dispatch(
      errorReportApi.endpoints.logUnsupportedBrowser.initiate({
        browser: 'Test',
        version: '1.0',
        organisationId: null,
      }),
    );
    expect(received).toBe(true);
    expect(sent).not.toHaveProperty('error');
  });
});

describe('errors a page handles itself', () => {
  it.each([503, 403])('shows a %d of a help text once, in its panel, not also in the message area', async (status) => {
    server.use(
      http.get(apiUrl(fillPath(apiPaths.helpText, { kind: 'support' })), () =>
        HttpResponse.json({ errorMessage: 'Help is not available now.' }, { status }),
      ),
    );
    const { store } = renderApp({ route: '/help/support' });
    expect(await screen.findByText('Help is not available now.')).toBeInTheDocument();
    expect(screen.getAllByText('Help is not available now.')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    expect(store.getState().errors.messages).toEqual([]);
  });

  it('still sends the user to a pending step when the refusal says one is due', async () => {
    mockSession.logIn('newcomer');
    server.use(
      http.get(apiUrl(fillPath(apiPaths.helpText, { kind: 'support' })), () =>
        HttpResponse.json(
          { errorMessage: 'Change your password first.', reason: 'PASSWORD_CHANGE_REQUIRED' },
          { status: 403 },
        ),
      ),
    );
    const { router } = renderApp({ route: '/help/support' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/change_password_immediately'), { timeout: 5000 });
    expect(await screen.findByText('Your password must be changed before you can continue.')).toBeInTheDocument();
    expect(screen.queryByText('Change your password first.')).not.toBeInTheDocument();
  });

  it('sends a user whose call is refused for a pending 2FA setup to setup_2fa', async () => {
    mockSession.logIn('newcomer');
    server.use(
      http.get(apiUrl(apiPaths.userInformation), () =>
        HttpResponse.json({ ...mockSession.account()!.user, changePasswordImmediately: false, setupTwoFactor: true }),
      ),
      http.get(apiUrl(apiPaths.navigation), () =>
        HttpResponse.json({ errorMessage: 'Set up 2FA first.', reason: 'TWO_FACTOR_SETUP_REQUIRED' }, { status: 403 }),
      ),
    );
    const { router } = renderApp({ route: '/help/welcome' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup_2fa'), { timeout: 5000 });
    const heading = await screen.findByRole('heading', { name: 'Two-factor authentication setup' });
    expect(within(heading.parentElement!).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
