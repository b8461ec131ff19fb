import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { demoAccounts } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { PASSWORD_CHANGED_MESSAGE } from '@client/features/account/password-changed';
import { renderApp, screen, waitFor } from '@test/render-with-providers';

const newcomer = demoAccounts.newcomer!;

/** After a successful change the server clears the forced-change flag; `setupTwoFactor` as given. */
function flagClearedAfterChange(setupTwoFactor: boolean) {
  let changed = false;
  server.use(
    http.post(apiUrl(apiPaths.passwordChange), () => {
      changed = true;
      return HttpResponse.json({ response: 'SUCCESS' });
    }),
    http.get(apiUrl(apiPaths.userInformation), () =>
      HttpResponse.json({ ...newcomer.user, changePasswordImmediately: !changed, setupTwoFactor }),
    ),
  );
}

async function openChangePage(route = '/change_password_immediately') {
  mockSession.logIn('newcomer');
  const rendered = renderApp({ route });
  expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  return rendered;
}

async function fillIn(user: ReturnType<typeof renderApp>['user'], current: string, next: string, repeat = next) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('forced password change', () => {
  it('is where a newcomer is sent after login', async () => {
    const { router } = await openChangePage('/login?lang=de');
    expect(router.state.location.search).toBe('?lang=de');
  });

  it('requires the current password and a matching repeat', async () => {
    const { user } = await openChangePage();
    await user.type(screen.getByLabelText('New password'), 'Changed#2026');
    await user.type(screen.getByLabelText('Repeat password'), 'Changed#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("Field 'current password' is required.")).toBeInTheDocument();
    expect(screen.getByText('Repeated password does not match.')).toBeInTheDocument();
  });

  it('names a wrong current password on its field', async () => {
    const { user } = await openChangePage();
    await fillIn(user, 'Wrong#2026', 'Changed#2026');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the message of a refused new password until another is typed', async () => {
    const { user } = await openChangePage();
    await fillIn(user, 'Newcomer#2026', 'Newcomer#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('New password has been used before.');
    // Still the password it speaks of: the repeat field changes nothing.
    await user.type(screen.getByLabelText('Repeat password'), 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('New password has been used before.');
    await user.type(screen.getByLabelText('New password'), '7');
    await waitFor(() => expect(screen.queryByText('New password has been used before.')).not.toBeInTheDocument());
  });

  it('continues with the 2FA setup when it is pending, keeping the query', async () => {
    flagClearedAfterChange(true);
    const { user, router } = await openChangePage('/change_password_immediately?lang=de');
    await fillIn(user, 'Newcomer#2026', 'Changed#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup_2fa'));
    expect(router.state.location.search).toBe('?lang=de');
    const heading = await screen.findByRole('heading', { name: 'Two-factor authentication setup' });
    // The keyboard goes on from the new page's heading, not from the document's start.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('continues with the welcome page otherwise', async () => {
    flagClearedAfterChange(false);
    const { user, router } = await openChangePage();
    await fillIn(user, 'Newcomer#2026', 'Changed#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
  });
});

describe('voluntary password change', () => {
  const analyst = demoAccounts.analyst!;
  const original = analyst.user;
  afterEach(() => {
    analyst.user = original;
  });

  async function openFromExpiryWarning() {
    analyst.user = { ...original, passwordExpiration: 3 };
    const rendered = renderApp({ route: '/help/welcome?tab=news' });
    await rendered.user.click(await screen.findByRole('link', { name: '(change)' }));
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    return rendered;
  }

  it('opens from the expiry warning without the forced text, and Cancel returns where the user was', async () => {
    const { user, router } = await openFromExpiryWarning();
    expect(screen.queryByText('Your password must be changed before you can continue.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
    expect(router.state.location.search).toBe('?tab=news');
    // The router's state moves before React renders it: the test ends on the page shown, not in between.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });

  it('confirms the change, announced and focused, then returns where the user was', async () => {
    const { user, router } = await openFromExpiryWarning();
    await fillIn(user, 'Analyst#2026', 'Changed#2026');
    const message = await screen.findByText(PASSWORD_CHANGED_MESSAGE);
    // A status message, so it is announced; and focused, so it is read out and the keyboard goes on from it.
    const alert = message.closest('[role="status"]');
    expect(alert).not.toBeNull();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(router.state.location.pathname).toBe('/change_password_immediately');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/welcome'));
    expect(router.state.location.search).toBe('?tab=news');
    // The router's state moves before React renders it: the test ends on the page shown, not in between.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });

  it('has no Cancel when the change is forced', async () => {
    await openChangePage();
    expect(screen.getByText('Your password must be changed before you can continue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('offers Logout', async () => {
    const { user, router } = await openChangePage();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
