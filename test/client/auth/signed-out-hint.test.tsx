import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { SESSION_TIMED_OUT_MESSAGE, SIGNED_OUT_META_NAME } from '@shared/signed-out-hint';
import { apiUrl } from '@test/mocks/api-url';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen } from '@test/render-with-providers';

// index.html as the server sends it to a browser without a session cookie.
function serveSignedOut() {
  const meta = document.createElement('meta');
  meta.name = SIGNED_OUT_META_NAME;
  meta.content = '';
  document.head.append(meta);
}

function countUserInformationRequests(): string[] {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === apiPaths.userInformation) requests.push(request.method);
  });
  return requests;
}

afterEach(() => {
  server.events.removeAllListeners();
  document.head.querySelectorAll(`meta[name="${SIGNED_OUT_META_NAME}"]`).forEach((meta) => meta.remove());
});

describe('a page the server sent without a session cookie', () => {
  it('shows the login form in its first render and does not ask who is signed in', async () => {
    mockSession.logOut();
    serveSignedOut();
    const requests = countUserInformationRequests();
    renderApp({ route: '/login' });
    // No loader first: the form is there as soon as the page has rendered once.
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Forgot password?' });
    expect(requests).toEqual([]);
  });

  it('asks the server after a login, and lands on the welcome page', async () => {
    mockSession.logOut();
    serveSignedOut();
    const requests = countUserInformationRequests();
    const { user, router } = renderApp({ route: '/login' });
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'Analyst#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Welcome, Anna Lyst')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/welcome');
    expect(requests.length).toBeGreaterThan(0);
  });

  it('sends a deep link to the login form without waiting for the server', async () => {
    mockSession.logOut();
    serveSignedOut();
    // The server does not answer who is signed in: the page must not need it.
    server.use(http.get(apiUrl(apiPaths.userInformation), () => new Promise<never>(() => undefined)));
    const { router } = renderApp({ route: '/help/contacts' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/help/contacts', search: '' } });
  });
});

describe('a page sent with a session cookie', () => {
  it('shows a loader until the server has said who is signed in', async () => {
    mockSession.logOut();
    const requests = countUserInformationRequests();
    renderApp({ route: '/login' });
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(requests).toEqual(['GET']);
  });
});

describe('a page loaded afresh with the cookie of a session that is over', () => {
  it('says on the login page that the session has timed out (access spec section 4)', async () => {
    mockSession.logOut();
    server.use(
      http.get(apiUrl(apiPaths.userInformation), () =>
        HttpResponse.json({ errorMessage: SESSION_TIMED_OUT_MESSAGE }, { status: 401 }),
      ),
    );
    const { router } = renderApp({ route: '/problemsolving' });
    expect(await screen.findByText('Session has timed out. Please log in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says nothing of a session to a visitor who had none', async () => {
    mockSession.logOut();
    renderApp({ route: '/problemsolving' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(/Session has timed out/)).not.toBeInTheDocument();
  });
});
