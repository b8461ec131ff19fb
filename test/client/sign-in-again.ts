import { http, HttpResponse } from 'msw';
import { apiUrl } from '@test/mocks/api-url';
import { apiPaths } from '@shared/api-paths';
import { demoAccounts, organisations } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { screen, waitFor, type renderApp } from '@test/render-with-providers';

/** The session ends on the server just before the next `method` call to `path`, which answers 401. */
export function endSessionBefore(method: 'post' | 'put', path: string): void {
  server.use(
    http[method](
      apiUrl(path),
      () => {
        mockSession.logOut();
        return HttpResponse.json({ errorMessage: 'Not logged in.' }, { status: 401 });
      },
      { once: true },
    ),
  );
}

/** The login form the app went to when the session ended, filled in and sent as a demo user. */
export async function signInAgain(user: ReturnType<typeof renderApp>['user'], userName = 'analyst'): Promise<void> {
  await user.type(await screen.findByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Password'), demoAccounts[userName]!.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/**
 * Signs in again as a user who meanwhile lost every organisation but Alpine Gas, and waits for the
 * default rule to have chosen it.
 */
export async function signInAgainAsMemberOfAlpineGasOnly(user: ReturnType<typeof renderApp>['user']): Promise<void> {
  server.use(
    http.get(apiUrl(apiPaths.selectableOrganisations), () =>
      HttpResponse.json({ selectionOptional: false, organisations: [organisations.alpineGas] }),
    ),
  );
  await signInAgain(user);
  await waitFor(
    () =>
      expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue(organisations.alpineGas.displayName),
    { timeout: 20_000 },
  );
}
