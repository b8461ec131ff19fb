import { mockSession } from '@test/mocks/mock-session';
import { renderApp, screen } from '@test/render-with-providers';

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
