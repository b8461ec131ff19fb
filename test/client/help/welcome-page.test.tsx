import { demoAccounts } from '@test/mocks/data';
import { renderApp, screen } from '@test/render-with-providers';

describe('welcome page', () => {
  const analyst = demoAccounts.analyst!;
  const original = analyst.user;
  afterEach(() => {
    analyst.user = original;
  });

  it('greets the user and shows the instance', async () => {
    renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Welcome, Anna Lyst')).toBeInTheDocument();
    expect(screen.getByText(/^Last login: /)).not.toHaveTextContent('the first time');
    expect(await screen.findByText('Instance EPT Test, version 4.2.0, revision a1b2c3d')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '(change)' })).not.toBeInTheDocument();
  });

  it("says 'the first time' without a previous login", async () => {
    analyst.user = { ...original, lastLoginTimestamp: null };
    renderApp({ route: '/help/welcome' });
    expect(await screen.findByText('Last login: the first time')).toBeInTheDocument();
  });

  it('warns at 10 days left with a link to change the password', async () => {
    analyst.user = { ...original, passwordExpiration: 10 };
    renderApp({ route: '/help/welcome' });
    expect(await screen.findByText(/Your password expires in 10 days\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(change)' })).toHaveAttribute('href', '/change_password_immediately');
  });

  it('does not warn at 11 days left', async () => {
    analyst.user = { ...original, passwordExpiration: 11 };
    renderApp({ route: '/help/welcome' });
    await screen.findByText('Welcome, Anna Lyst');
    expect(screen.queryByText(/Your password expires/)).not.toBeInTheDocument();
  });
});
