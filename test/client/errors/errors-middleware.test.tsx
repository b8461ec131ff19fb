import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { makeStore } from '@client/app/store';
import { navigationApi } from '@client/api/navigation-api';
import { systemApi } from '@client/api/system-api';
import { userApi } from '@client/api/user-api';
import { apiUrl } from '@test/mocks/api-url';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor } from '@test/render-with-providers';

const failSystemInformation = (status: number, errorMessage: string) =>
  server.use(http.get(apiUrl(apiPaths.systemInformation), () => HttpResponse.json({ errorMessage }, { status }), { once: true }));

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
    server.use(http.get(apiUrl(apiPaths.navigation), () => HttpResponse.json({ errorMessage: 'No menu.' }, { status: 404 })));
    const { router } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Your request could not be processed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not_found');
  });

  it('navigates to the error page on a 504 and shows the error there', async () => {
    failSystemInformation(504, 'Gateway timed out.');
    const { router, user, store } = renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Internal Error 1 of 1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(screen.getByText('Gateway timed out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
    expect(store.getState().errors.errorPageErrors).toEqual([]);
  });
});
