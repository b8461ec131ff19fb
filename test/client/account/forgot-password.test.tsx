import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor } from '@test/render-with-providers';

async function openForgotPassword() {
  mockSession.logOut();
  const rendered = renderApp({ route: '/forgot_password' });
  expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  return rendered;
}

describe('forgot password', () => {
  it('shows the instructions and requires the login name', async () => {
    const { user } = await openForgotPassword();
    expect(screen.getByText(/Enter your login name and select Send/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("Field 'username' is required.")).toBeInTheDocument();
  });

  it('takes no more of a pasted login name than any has, and says so', async () => {
    const { user } = await openForgotPassword();
    await user.click(screen.getByLabelText('Login name'));
    await user.paste('a'.repeat(101));
    expect(screen.getByLabelText('Login name')).toHaveValue('');
    expect(screen.getByText(/^At most 100 characters/)).toBeInTheDocument();
  });

  it('sends the mail, goes to / and says so on the login page', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/user/password/reset/')) requested.push(new URL(request.url).pathname);
    });
    const { user, router } = await openForgotPassword();
    await user.type(screen.getByLabelText('Login name'), 'analyst');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please check your emails for further instructions.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(requested).toEqual(['/api/user/password/reset/analyst']);
    server.events.removeAllListeners();
  });

  it('says so on the page to a signed-in user, whom / takes past the login page, and leaves nothing for Logout', async () => {
    mockSession.logIn('analyst');
    const { user, router } = renderApp({ route: '/forgot_password' });
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Login name'), 'analyst');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const confirmation = (await screen.findByText('Please check your emails for further instructions.')).closest(
      '[role="status"]',
    );
    // It takes the focus where the submit button went, so it is read out.
    expect(confirmation).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome, Anna Lyst')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Please check your emails for further instructions.')).not.toBeInTheDocument();
  });

  it("shows the failure's response", async () => {
    const { user, router } = await openForgotPassword();
    await user.type(screen.getByLabelText('Login name'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No e-mail address is known for this login name.');
    expect(router.state.location.pathname).toBe('/forgot_password');
  });

  it('falls back to the errorMessage when the failure has no response', async () => {
    server.use(
      http.get(apiUrl(apiPaths.passwordResetMail), () =>
        HttpResponse.json({ errorMessage: 'Too many requests.' }, { status: 429 }),
      ),
    );
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText('Login name'), 'analyst');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });
});
