import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { LOGIN_TOKEN_MAX_LENGTH, type LoginErrorResponse, type LoginRequest } from '@shared/contract';
import { apiUrl } from '@test/mocks/api-url';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { fireEvent, renderApp, screen, waitFor } from '@test/render-with-providers';

async function submitTotpCredentials() {
  mockSession.logOut();
  const rendered = renderApp({ route: '/login' });
  const { user } = rendered;
  await user.type(await screen.findByLabelText('Username'), 'totp');
  await user.type(screen.getByLabelText('Password'), 'Totp#2026');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByLabelText('Verification code');
  return rendered;
}

describe('verification code form', () => {
  it('replaces the credentials when the server requires a token, and requires the code', async () => {
    const { user } = await submitTotpCredentials();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText("Field 'code' is required.")).toBeInTheDocument();
  });

  it('takes no longer code than the login does, which refuses one beyond with a bare 400', async () => {
    const { user } = await submitTotpCredentials();
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('maxlength', String(LOGIN_TOKEN_MAX_LENGTH));
    await user.type(code, '1'.repeat(LOGIN_TOKEN_MAX_LENGTH + 5));
    expect(code).toHaveValue('1'.repeat(LOGIN_TOKEN_MAX_LENGTH));
  });

  it('shows the refusal of a wrong code', async () => {
    const { user } = await submitTotpCredentials();
    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is not valid.');
  });

  it('logs in with username, password and code', async () => {
    const { user, router } = await submitTotpCredentials();
    await user.type(screen.getByLabelText('Verification code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Welcome, Tom Otp')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/welcome');
  });

  it('Back returns to the credentials and clears the code', async () => {
    const { user } = await submitTotpCredentials();
    await user.type(screen.getByLabelText('Verification code'), '123');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Username')).toHaveValue('totp');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByLabelText('Verification code')).toHaveValue('');
  });
});

describe('one-time code by e-mail', () => {
  /** The totp account, with e-mail codes allowed; `mailSent` says how the server answers mail_token. */
  function allowMailCodes(mailSent: boolean) {
    const requests: LoginRequest[] = [];
    server.use(
      http.post(apiUrl(apiPaths.login), async ({ request }) => {
        const body = (await request.json()) as LoginRequest;
        requests.push(body);
        const refusal: LoginErrorResponse = {
          errorMessage: 'Verification code required.',
          tokenRequired: true,
          tokenEmailAllowed: true,
          tokenEmailSent: body.mail_token === true && mailSent,
        };
        return HttpResponse.json(refusal, { status: 401 });
      }),
    );
    return requests;
  }

  it('is not offered when the server does not allow it', async () => {
    await submitTotpCredentials();
    expect(screen.queryByRole('button', { name: 'Send code by e-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot_password');
  });

  it('asks the server to mail a code and says it was sent', async () => {
    const requests = allowMailCodes(true);
    const { user } = await submitTotpCredentials();
    await user.click(screen.getByRole('button', { name: 'Send code by e-mail' }));
    expect(await screen.findByText('One-time verification code was sent via email.')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ username: 'totp', password: 'Totp#2026', mail_token: true });
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it('says when the code could not be sent', async () => {
    allowMailCodes(false);
    const { user } = await submitTotpCredentials();
    await user.click(screen.getByRole('button', { name: 'Send code by e-mail' }));
    expect(
      await screen.findByText('One-time verification code could not be sent. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('one request at a time', () => {
  /**
   * The totp account with e-mail codes allowed (a code goes on to the account's own answer); the
   * request `held` picks waits for `answer()`.
   */
  function holdLogins(held: (request: LoginRequest) => boolean) {
    const requests: LoginRequest[] = [];
    const control = { requests, answer: () => undefined as void };
    server.use(
      http.post(apiUrl(apiPaths.login), async ({ request }) => {
        const body = (await request.clone().json()) as LoginRequest;
        requests.push(body);
        if (held(body)) await new Promise<void>((resolve) => (control.answer = resolve));
        if (body.token !== undefined) return undefined;
        const refusal: LoginErrorResponse = {
          errorMessage: 'Verification code required.',
          tokenRequired: true,
          tokenEmailAllowed: true,
          tokenEmailSent: body.mail_token === true,
        };
        return HttpResponse.json(refusal, { status: 401 });
      }),
    );
    return control;
  }

  it('keeps a refusal until the next answer, and takes no mailed code while a login is under way', async () => {
    const logins = holdLogins((request) => request.token === '246810');
    const { user } = await submitTotpCredentials();
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is not valid.');

    await user.clear(code);
    await user.type(code, '246810');
    await user.dblClick(screen.getByRole('button', { name: 'Login' }));
    // Until the answer the form stands still: the refusal stays where it was, and the mail is not offered.
    await waitFor(() => expect(logins.requests.at(-1)?.token).toBe('246810'));
    expect(screen.getByRole('alert')).toHaveTextContent('The verification code is not valid.');
    expect(screen.getByRole('button', { name: 'Send code by e-mail' })).toBeDisabled();
    logins.answer();
    expect(await screen.findByText('Welcome, Tom Otp')).toBeInTheDocument();
    expect(logins.requests.filter((request) => request.mail_token === true)).toEqual([]);
    expect(logins.requests.filter((request) => request.token === '246810')).toHaveLength(1);
  });

  it('sends no login while a mailed code is being asked for', async () => {
    const logins = holdLogins((request) => request.mail_token === true);
    const { user } = await submitTotpCredentials();
    await user.type(screen.getByLabelText('Verification code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Send code by e-mail' }));
    await waitFor(() => expect(logins.requests.at(-1)?.mail_token).toBe(true));
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    // Enter in the code field submits the form whatever the button's state.
    fireEvent.submit(screen.getByRole('form', { name: 'Verification' }));
    logins.answer();
    expect(await screen.findByText('One-time verification code was sent via email.')).toBeInTheDocument();
    expect(logins.requests.filter((request) => request.token !== undefined)).toEqual([]);
  });
});
