import { demoAccounts } from '@test/mocks/data';
import { screen, type renderApp } from '@test/render-with-providers';

/** The login form the app went to when the session ended, filled in and sent as a demo user. */
export async function signInAgain(user: ReturnType<typeof renderApp>['user'], userName = 'analyst'): Promise<void> {
  await user.type(await screen.findByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Password'), demoAccounts[userName]!.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}
