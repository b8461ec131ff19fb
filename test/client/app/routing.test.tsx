import { demoAccounts } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { renderApp, screen, waitFor } from '@test/render-with-providers';

async function expectLocation(router: ReturnType<typeof renderApp>['router'], href: string) {
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(href));
}

describe('route table', () => {
  describe('an authenticated visitor of the login page is redirected, keeping the query', () => {
    it('to change_password_immediately when a forced change is pending', async () => {
      mockSession.logIn('newcomer');
      const { router } = renderApp({ route: '/login?lang=de' });
      await expectLocation(router, '/change_password_immediately?lang=de');
    });

    it('to setup_2fa when only the 2FA setup is pending', async () => {
      const account = demoAccounts.newcomer!;
      const original = account.user;
      account.user = { ...original, changePasswordImmediately: false };
      try {
        mockSession.logIn('newcomer');
        const { router } = renderApp({ route: '/login?lang=de' });
        await expectLocation(router, '/setup_2fa?lang=de');
        expect(await screen.findByRole('heading', { name: 'Two-factor authentication setup' })).toBeInTheDocument();
      } finally {
        account.user = original;
      }
    });

    it('to help/welcome otherwise', async () => {
      const { router } = renderApp({ route: '/login?lang=de' });
      await expectLocation(router, '/help/welcome?lang=de');
    });
  });

  it('sends an anonymous visitor of a guarded page to login, then back there after login', async () => {
    mockSession.logOut();
    const { router, user } = renderApp({ route: '/err/remit_audittrail?historyId=7' });
    await expectLocation(router, '/login');
    await user.type(await screen.findByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'Analyst#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectLocation(router, '/err/remit_audittrail?historyId=7');
    // The page itself (its record is not in the mock world, so it says so).
    expect(await screen.findByText('Record not found.')).toBeInTheDocument();
  });

  describe('a deep link typed during a pending step leads back to that step', () => {
    it('from a signed-in page to the forced password change', async () => {
      mockSession.logIn('newcomer');
      const { router } = renderApp({ route: '/help/contacts?lang=de' });
      await expectLocation(router, '/change_password_immediately?lang=de');
    });

    it('from a signed-in page, and from the password page, to the 2FA setup', async () => {
      const account = demoAccounts.newcomer!;
      const original = account.user;
      account.user = { ...original, changePasswordImmediately: false };
      try {
        mockSession.logIn('newcomer');
        const { router } = renderApp({ route: '/help/contacts' });
        await expectLocation(router, '/setup_2fa');
        const again = renderApp({ route: '/change_password_immediately' });
        await expectLocation(again.router, '/setup_2fa');
      } finally {
        account.user = original;
      }
    });

    it('moves on from the login answer at once, to the step it names', async () => {
      mockSession.logOut();
      const { router, user } = renderApp({ route: '/login?lang=de' });
      await user.type(await screen.findByLabelText('Username'), 'newcomer');
      await user.type(screen.getByLabelText('Password'), 'Newcomer#2026');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await expectLocation(router, '/change_password_immediately?lang=de');
    });
  });

  it('sends the root to login with the same query', async () => {
    mockSession.logOut();
    const { router } = renderApp({ route: '/?hash=abc&x=1' });
    await expectLocation(router, '/login?hash=abc&x=1');
  });

  it('sends an unknown path to login', async () => {
    mockSession.logOut();
    const { router } = renderApp({ route: '/no/such/page' });
    await expectLocation(router, '/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it.each([
    ['/err/settings', '/err/settings/trade_entry'],
    ['/err/remit_report', '/err/remit_report/activity'],
  ])('redirects %s to %s', async (from, to) => {
    const { router } = renderApp({ route: from });
    await expectLocation(router, to);
  });

  it('loads a lazy area page with its sub-route', async () => {
    renderApp({ route: '/err/remit_table2_trade/modify' });
    expect(await screen.findByRole('heading', { name: 'Modify Trade' })).toBeInTheDocument();
  });

  it('sends a logged-in user without pending 2FA setup from setup_2fa to welcome', async () => {
    const { router } = renderApp({ route: '/setup_2fa' });
    await expectLocation(router, '/help/welcome');
  });

  it('sends a user with a forced password change from setup_2fa to it, keeping the query', async () => {
    mockSession.logIn('newcomer');
    const { router } = renderApp({ route: '/setup_2fa?ref=T1-0001' });
    await expectLocation(router, '/change_password_immediately?ref=T1-0001');
  });

  it('sends reset_password without a hash to the root', async () => {
    mockSession.logOut();
    const { router } = renderApp({ route: '/reset_password' });
    await expectLocation(router, '/login');
  });
});
