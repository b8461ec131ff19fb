import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor } from '@test/render-with-providers';

async function openLoginPage() {
  mockSession.logOut();
  const rendered = renderApp({ route: '/login' });
  await screen.findByRole('button', { name: 'Login' });
  return rendered;
}

describe('login page', () => {
  it('says which fields are required', async () => {
    const { user } = await openLoginPage();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText("Field 'username' is required.")).toBeInTheDocument();
    expect(screen.getByText("Field 'password' is required.")).toBeInTheDocument();
  });

  it('moves the focus to the first empty field and clears its message as it is filled', async () => {
    const { user } = await openLoginPage();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText("Field 'username' is required.")).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Username'), 'analyst');
    expect(screen.queryByText("Field 'username' is required.")).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByText("Field 'password' is required.")).toBeInTheDocument();
  });

  it('takes a username of spaces for none', async () => {
    const { user } = await openLoginPage();
    await user.type(screen.getByLabelText('Username'), '   ');
    await user.type(screen.getByLabelText('Password'), 'Analyst#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText("Field 'username' is required.")).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('limits the password input to 16 characters', async () => {
    const { user } = await openLoginPage();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('maxlength', '16');
    await user.type(password, 'a'.repeat(20));
    expect(password).toHaveValue('a'.repeat(16));
  });

  it("shows the server's message for a wrong password", async () => {
    const { user } = await openLoginPage();
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
  });

  it('leaves focus in the password a wrong one was sent from with Enter, to be typed again', async () => {
    const { user } = await openLoginPage();
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('keeps the message and the input after a refusal instead of reloading the page', async () => {
    const userInformationRequests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === apiPaths.userInformation) userInformationRequests.push(request.url);
    });
    const { user } = await openLoginPage();
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(userInformationRequests).toHaveLength(1);
    expect(screen.getByLabelText('Username')).toHaveValue('analyst');
    server.events.removeAllListeners();
  });

  it("falls back to 'Login denied.' when there is neither message nor status text", async () => {
    // msw fills in the status text of every registered status; 499 has none. (A network failure goes to
    // the connection-failure screen instead, see errors-middleware.test.)
    server.use(http.post(apiUrl(apiPaths.login), () => new HttpResponse(null, { status: 499 })));
    const { user } = await openLoginPage();
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'Analyst#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login denied\.$/);
  });

  it('shows the status text when the server gives no message', async () => {
    server.use(http.post(apiUrl(apiPaths.login), () => new HttpResponse(null, { status: 423, statusText: 'Locked' })));
    const { user } = await openLoginPage();
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'Analyst#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Locked$/);
  });

  it('maps the fieldErrors of a 400 onto the fields', async () => {
    server.use(
      http.post(apiUrl(apiPaths.login), () =>
        HttpResponse.json(
          { errorMessage: 'Invalid request.', fieldErrors: { username: ['Username is too long.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openLoginPage();
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    // The field's message says it all: the generic refusal is not repeated above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows field messages for fields the form does not have above the form', async () => {
    server.use(
      http.post(apiUrl(apiPaths.login), () =>
        HttpResponse.json(
          {
            errorMessage: 'Invalid request.',
            fieldErrors: { password: ['Password is too long.'], token: ['Token is malformed.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openLoginPage();
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Token is malformed\.$/);
    expect(screen.getByText('Password is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('x');
  });

  it('disables the button while submitting', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(
        apiUrl(apiPaths.login),
        () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                HttpResponse.json(
                  { errorMessage: 'No.', tokenRequired: false, tokenEmailAllowed: false, tokenEmailSent: false },
                  { status: 401 },
                ),
              );
          }),
      ),
    );
    const { user } = await openLoginPage();
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled());
    expect(screen.getByLabelText('Submitting')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('No.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('goes to help/welcome on success and clears the organisation', async () => {
    mockSession.logOut();
    // A choice left from before the login: it must not survive it.
    const { user, router, store } = renderApp({
      route: '/login',
      preloadedState: { organisation: { selectedOrganisationId: 12, chosen: true } },
    });
    await screen.findByRole('button', { name: 'Login' });
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'Analyst#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Welcome, Anna Lyst')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/welcome');
    // Cleared on login, then chosen afresh by the default rule: the analyst's own organisation.
    await waitFor(() => expect(store.getState().organisation.selectedOrganisationId).toBe(11));
  });

  it('links to forgot password', async () => {
    await openLoginPage();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot_password');
  });
});
