import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import type { PasswordStatusResponse } from '@shared/contract';
import { apiUrl } from '@test/mocks/api-url';
import { resetHashes, USED_PASSWORD } from '@test/mocks/handlers/password';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

async function openResetPage(hash: string = resetHashes.valid) {
  mockSession.logOut();
  const rendered = renderApp({ route: `/reset_password?hash=${hash}` });
  expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
  return rendered;
}

const submitButton = () => screen.getByRole('button', { name: 'Reset password' });

describe('reset password', () => {
  it.each([
    ['without a hash', '/reset_password'],
    ['with a hash that is not allowed', `/reset_password?hash=${resetHashes.expired}`],
  ])('sends a visitor %s to /', async (_case, route) => {
    mockSession.logOut();
    const { router } = renderApp({ route });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('sends the visitor to / when the hash check fails', async () => {
    server.use(
      http.get(apiUrl(apiPaths.passwordResetAllowed), () =>
        HttpResponse.json({ errorMessage: 'Boom' }, { status: 500 }),
      ),
    );
    mockSession.logOut();
    const { router, store } = renderApp({ route: `/reset_password?hash=${resetHashes.valid}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().errors.errorPageErrors).toEqual([]);
  });

  it('leads back to login for a visitor who does not reset after all', async () => {
    const { user, router } = await openResetPage();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('ticks the policy live and enables submit only when the policy is met and the repeat is filled', async () => {
    const { user } = await openResetPage();
    const policy = screen.getByRole('list', { name: 'Password policy' });
    const rules = within(policy).getAllByRole('listitem');
    expect(rules.map((rule) => rule.dataset.met)).toEqual(['false', 'false']);
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('New password'), 'short');
    expect(rules.map((rule) => rule.dataset.met)).toEqual(['false', 'true']);
    await user.type(screen.getByLabelText('New password'), ' 123');
    expect(rules.map((rule) => rule.dataset.met)).toEqual(['true', 'false']);
    // The rule a space breaks says so: a password pasted with one at its end was refused without a reason.
    expect(rules[1]).toHaveTextContent('Letters, digits and punctuation only, no spaces');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Fresh#Start1');
    expect(rules.map((rule) => rule.dataset.met)).toEqual(['true', 'true']);
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Repeat password'), 'x');
    expect(submitButton()).toBeEnabled();
  });

  it('says when the repeat does not match', async () => {
    const { user } = await openResetPage();
    await user.type(screen.getByLabelText('New password'), 'Fresh#Start1');
    await user.type(screen.getByLabelText('Repeat password'), 'Fresh#Start2');
    await user.click(submitButton());
    expect(await screen.findByText('Repeated password does not match.')).toBeInTheDocument();
  });

  it.each([
    ['USED_PASSWORD', 'until another new password is typed', 'New password has been used before.', false],
    ['REQUEST_EXPIRED', 'while another new password is typed', 'Your password link has expired.', true],
    [
      'WEAK_PASSWORD',
      'until another new password is typed',
      'New password does not meet the password policy requirements.',
      false,
    ],
  ] as const)('shows the message of %s %s', async (response, _while, message, stays) => {
    server.use(
      http.post(apiUrl(apiPaths.passwordReset), () => HttpResponse.json<PasswordStatusResponse>({ response })),
    );
    const { user, router } = await openResetPage();
    await user.type(screen.getByLabelText('New password'), 'Fresh#Start1');
    await user.type(screen.getByLabelText('Repeat password'), 'Fresh#Start1');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/reset_password');
    await user.type(screen.getByLabelText('New password'), '2');
    if (stays) expect(screen.getByRole('alert')).toHaveTextContent(message);
    else await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('sends the new password with the hash', async () => {
    const { user } = await openResetPage();
    await user.type(screen.getByLabelText('New password'), USED_PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), USED_PASSWORD);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('New password has been used before.');
  });

  it("resets, goes to / and shows 'Reset successful. Please log in.' on the login page", async () => {
    const { user, router } = await openResetPage();
    await user.type(screen.getByLabelText('New password'), 'Fresh#Start1');
    await user.type(screen.getByLabelText('Repeat password'), 'Fresh#Start1');
    await user.click(submitButton());
    expect(await screen.findByText('Reset successful. Please log in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    // The notice has been read once the user logs in (or tries to).
    await user.type(screen.getByLabelText('Username'), 'analyst');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.queryByText('Reset successful. Please log in.')).not.toBeInTheDocument();
  });

  it('says so on the page to a signed-in user, whom / takes past the login page', async () => {
    mockSession.logIn('analyst');
    const { user, store } = renderApp({ route: `/reset_password?hash=${resetHashes.valid}` });
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Fresh#Start1');
    await user.type(screen.getByLabelText('Repeat password'), 'Fresh#Start1');
    await user.click(submitButton());
    const confirmation = (await screen.findByText('Reset successful. Please log in.')).closest('[role="status"]');
    // It takes the focus where the submit button went, so it is read out.
    expect(confirmation).toHaveFocus();
    // Nothing waits for a login page this user does not pass.
    expect(store.getState().errors.notice).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome, Anna Lyst')).toBeInTheDocument();
  });
});
