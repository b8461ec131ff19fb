import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { TWO_FACTOR_RESTARTED_ELSEWHERE_MESSAGE } from '@shared/contract';
import { apiUrl } from '@test/mocks/api-url';
import { demoAccounts } from '@test/mocks/data';
import { CANCEL_MESSAGE, SETUP_SECRET, setupDetails, VALID_SETUP_CODE } from '@test/mocks/handlers/two-factor';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor } from '@test/render-with-providers';

const newcomer = demoAccounts.newcomer!;

/** The newcomer after the forced change: only the 2FA setup is pending. */
function pendingSetupOnly(user: Partial<typeof newcomer.user> = {}) {
  server.use(
    http.get(apiUrl(apiPaths.userInformation), () =>
      mockSession.account()
        ? HttpResponse.json({ ...newcomer.user, changePasswordImmediately: false, ...user })
        : undefined,
    ),
  );
}

async function openSetup(route = '/setup_2fa') {
  mockSession.logIn('newcomer');
  pendingSetupOnly();
  const rendered = renderApp({ route });
  expect(await screen.findByRole('heading', { name: 'Two-factor authentication setup' })).toBeInTheDocument();
  return rendered;
}

const next = () => screen.getByRole('button', { name: 'Next' });

async function toCodeStage(user: ReturnType<typeof renderApp>['user']) {
  await user.click(next());
  expect(await screen.findByRole('img', { name: 'QR code' })).toBeInTheDocument();
  await user.click(next());
  return screen.getByLabelText('Verification code');
}

describe('two-factor setup', () => {
  it('starts with Microsoft Authenticator chosen and explains what 2FA is', async () => {
    await openSetup();
    expect(screen.getByRole('radio', { name: 'Microsoft Authenticator' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Google Authenticator' })).not.toBeChecked();
    expect(screen.getByText(/Two-factor authentication protects your account/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
  });

  it('shows the QR code of the chosen app and the secret for manual entry', async () => {
    const requestedApps: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === apiPaths.twoFactorSetup && request.method === 'POST') {
        void request
          .clone()
          .json()
          .then((body: { app: string }) => requestedApps.push(body.app));
      }
    });
    const { user } = await openSetup();
    await user.click(screen.getByRole('radio', { name: 'Google Authenticator' }));
    await user.click(next());
    const qrCode = await screen.findByRole('img', { name: 'QR code' });
    expect(qrCode).toHaveAttribute('width', '250');
    expect(qrCode).toHaveAttribute('height', '250');
    expect(screen.getByLabelText('Secret key')).toHaveTextContent(SETUP_SECRET);
    expect(screen.getByText(/Open Google Authenticator/)).toBeInTheDocument();
    // A new pending secret when the page opens, and one for the app chosen: never more.
    expect(requestedApps).toEqual(['MICROSOFT', 'GOOGLE']);
    server.events.removeAllListeners();
  });

  it('stays at the code with the wrong-code message, then succeeds; Close logs out, keeping the reference link', async () => {
    const { user, router } = await openSetup('/setup_2fa?ref=NW-AUDIT-240117');
    const code = await toCodeStage(user);
    await user.type(code, '000000');
    await user.click(next());
    expect(await screen.findByText('The code was incorrect. Please try again')).toBeInTheDocument();
    // Next was disabled while the code was checked: the field takes the focus back, for the next code.
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveFocus());

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), VALID_SETUP_CODE);
    await user.click(next());
    expect(await screen.findByText(/Two-factor authentication is set up/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Signed in again, the user goes on to the linked record.
    expect(router.state.location.search).toBe('?ref=NW-AUDIT-240117');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('treats an answer without a value as a failure', async () => {
    server.use(
      http.post(apiUrl(apiPaths.twoFactorVerify), () =>
        HttpResponse.json({ value: null, validationFailureMessages: [] }),
      ),
    );
    const { user } = await openSetup();
    await user.type(await toCodeStage(user), VALID_SETUP_CODE);
    await user.click(next());
    expect(await screen.findByText('The code was incorrect. Please try again')).toBeInTheDocument();
  });

  it("says the server's reason when the code did not count: the setup started again elsewhere", async () => {
    server.use(
      http.post(apiUrl(apiPaths.twoFactorVerify), () =>
        HttpResponse.json({
          value: 'VALIDATION_FAILED',
          validationFailureMessages: [TWO_FACTOR_RESTARTED_ELSEWHERE_MESSAGE],
        }),
      ),
    );
    const { user } = await openSetup();
    await user.type(await toCodeStage(user), VALID_SETUP_CODE);
    await user.click(next());
    expect(await screen.findByText(TWO_FACTOR_RESTARTED_ELSEWHERE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('The code was incorrect. Please try again')).not.toBeInTheDocument();
  });

  it("says the server's refusal of the check on the code field: the setup cancelled in another session", async () => {
    server.use(
      http.post(apiUrl(apiPaths.twoFactorVerify), () =>
        HttpResponse.json({ errorMessage: 'Two-factor setup is not required for this account.' }, { status: 403 }),
      ),
    );
    const { user } = await openSetup();
    await user.type(await toCodeStage(user), VALID_SETUP_CODE);
    await user.click(next());
    expect(await screen.findByText('Two-factor setup is not required for this account.')).toBeInTheDocument();
  });

  it('does not call a code that never reached the server incorrect', async () => {
    server.use(http.post(apiUrl(apiPaths.twoFactorVerify), () => HttpResponse.error()));
    const { user } = await openSetup();
    await user.type(await toCodeStage(user), VALID_SETUP_CODE);
    await user.click(next());
    expect(await screen.findByText(/The server could not be reached/)).toBeInTheDocument();
    expect(screen.queryByText('The code was incorrect. Please try again')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue(VALID_SETUP_CODE);
  });

  it("cancels to stage 3 with the server's message and goes on to the welcome page, with the reference link", async () => {
    const { user, router } = await openSetup('/setup_2fa?ref=NW-AUDIT-240117');
    await user.click(next());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(CANCEL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    // The Cancel pressed is gone: the outcome has the focus, not the page.
    await waitFor(() => expect(screen.getByText(CANCEL_MESSAGE).closest('.MuiAlert-root')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Go to Welcome Page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
    expect(router.state.location.search).toBe('?ref=NW-AUDIT-240117');
  });

  it('goes from the cancelled setup straight to the welcome page, starting no setup the server would refuse', async () => {
    // As the server: the cancel ends the pending setup, and a setup started afterwards is refused.
    let setupPending = true;
    const setupStarts: boolean[] = [];
    server.use(
      http.post(apiUrl(apiPaths.twoFactorCancel), () => {
        setupPending = false;
        return HttpResponse.json({ message: CANCEL_MESSAGE });
      }),
      http.post(apiUrl(apiPaths.twoFactorSetup), () => {
        setupStarts.push(setupPending);
        return setupPending
          ? HttpResponse.json(setupDetails('MICROSOFT', 'newcomer'))
          : HttpResponse.json({ errorMessage: 'Two-factor setup is not required for this account.' }, { status: 403 });
      }),
    );
    mockSession.logIn('newcomer');
    pendingSetupOnly();
    server.use(
      // Slow enough for the page to have moved on before an updated user could arrive, as in a browser.
      http.get(apiUrl(apiPaths.userInformation), async () => {
        if (!setupPending) await delay(200);
        return HttpResponse.json({ ...newcomer.user, changePasswordImmediately: false, setupTwoFactor: setupPending });
      }),
    );
    const { user, router } = renderApp({ route: '/setup_2fa' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(CANCEL_MESSAGE)).toBeInTheDocument();

    const visited = [router.state.location.pathname];
    router.subscribe(({ location }) => {
      if (location.pathname !== visited.at(-1)) visited.push(location.pathname);
    });
    await user.click(screen.getByRole('button', { name: 'Go to Welcome Page' }));
    expect(await screen.findByText('Welcome, Nina Newcomer')).toBeInTheDocument();
    expect(visited).toEqual(['/setup_2fa', '/help/welcome']);
    // Only the one start the page opened with, while the setup was pending.
    expect(setupStarts).toEqual([true]);
  });

  it.each([
    ['the server does not allow cancelling', { ...setupDetails('MICROSOFT', 'newcomer'), cancelAllowed: false }, {}],
    ['the user is an fhaUser', setupDetails('MICROSOFT', 'newcomer'), { fhaUser: true }],
  ])('disables Cancel when %s', async (_case, details, userFlags) => {
    server.use(http.post(apiUrl(apiPaths.twoFactorSetup), () => HttpResponse.json(details)));
    mockSession.logIn('newcomer');
    pendingSetupOnly(userFlags);
    const { user } = renderApp({ route: '/setup_2fa' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('img', { name: 'QR code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('takes the keyboard focus into each new stage rather than leaving it on the page', async () => {
    const { user } = await openSetup();
    await user.click(screen.getByRole('radio', { name: 'Google Authenticator' }));
    // Enter on the radio submits the stage: the radio unmounts under the focus.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('img', { name: 'QR code' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Open Google Authenticator/)).toHaveFocus());
    // Tab goes on from the stage, not from the page's top.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
  });

  it('sends anonymous visitors to the root', async () => {
    mockSession.logOut();
    const { router } = renderApp({ route: '/setup_2fa' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
