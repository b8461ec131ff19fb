import { apiPaths, SIGNED_IN_AS_HEADER_NAME, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@shared/api-paths';
import { apiErrorSchema } from '@shared/contract';
import { preferencesSchema } from '@shared/contract/preferences';
import { demoUsers } from '../../src/server/seed/demo-users';
import { buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
}, 180_000);
afterAll(() => testApp.close());

const as = (userName: string) => ({ [SIGNED_IN_AS_HEADER_NAME]: encodeURIComponent(userName) });

const readPreferences = async (agent: Agent, headers: Record<string, string> = {}) =>
  agent.inject({ method: 'GET', url: apiPaths.preferences, headers });

/** One browser: a page opened as analyst, then another tab signs out and signs in as editor. */
async function browserTakenOverByEditor(): Promise<{ browser: Agent; analystsVersion: number }> {
  const browser = await loginAsDemo(testApp.app, 'analyst');
  const analystsVersion = preferencesSchema.parse((await readPreferences(browser, as('analyst'))).json()).version;
  expect((await browser.inject({ method: 'POST', url: apiPaths.logout })).statusCode).toBe(204);
  const editor = demoUsers.find((user) => user.username === 'editor')!;
  const signedIn = await browser.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { username: editor.username, password: editor.password },
  });
  expect(signedIn.statusCode).toBe(200);
  return { browser, analystsVersion };
}

describe('a page sent from after another user signed in, in the same browser', () => {
  it("is answered as signed out, and its change is not made in the other's name", async () => {
    const { browser, analystsVersion } = await browserTakenOverByEditor();
    const editorsBefore = (await readPreferences(browser, as('editor'))).json();
    const xsrfBefore = browser.cookie(XSRF_COOKIE_NAME);

    const stale = await browser.inject({
      method: 'PUT',
      url: apiPaths.preferences,
      headers: as('analyst'),
      payload: {
        timeZone: 'Asia/Tokyo',
        dateFormat: 'yyyy-mm-dd',
        rowsPerPage: 50,
        density: 'compact',
        landingPage: null,
        version: analystsVersion,
      },
    });
    expect(stale.statusCode).toBe(401);
    expect(apiErrorSchema.parse(stale.json()).errorMessage).toBe('Not logged in.');
    // A read of the analyst's page is refused too: it would show the editor's data under the analyst's name.
    expect((await readPreferences(browser, as('analyst'))).statusCode).toBe(401);

    // The editor's session goes on, its XSRF cookie untouched, and nothing of it was changed.
    expect(browser.cookie(XSRF_COOKIE_NAME)).toBe(xsrfBefore);
    const editorsAfter = await readPreferences(browser, as('editor'));
    expect(editorsAfter.statusCode).toBe(200);
    expect(editorsAfter.json()).toEqual(editorsBefore);
    const information = await browser.inject({ method: 'GET', url: apiPaths.userInformation });
    expect(information.json()).toMatchObject({ userName: 'editor' });
  });

  it("still needs the XSRF token, and its Logout leaves the other's session as it is", async () => {
    const { browser } = await browserTakenOverByEditor();
    const forged = await browser.inject({
      method: 'POST',
      url: apiPaths.logout,
      headers: { ...as('analyst'), [XSRF_HEADER_NAME]: 'forged' },
    });
    expect(forged.statusCode).toBe(403);
    const staleLogout = await browser.inject({ method: 'POST', url: apiPaths.logout, headers: as('analyst') });
    expect(staleLogout.statusCode).toBe(204);
    const information = await browser.inject({ method: 'GET', url: apiPaths.userInformation });
    expect(information.statusCode).toBe(200);
    expect(information.json()).toMatchObject({ userName: 'editor' });
  });

  it('goes on as before for the same user, for a request naming nobody, and refuses a name it cannot read', async () => {
    const browser = await loginAsDemo(testApp.app, 'editor');
    expect((await readPreferences(browser, as('editor'))).statusCode).toBe(200);
    // An API client that names no user is answered for the session, as ever.
    expect((await readPreferences(browser)).statusCode).toBe(200);
    expect((await readPreferences(browser, { [SIGNED_IN_AS_HEADER_NAME]: '%E0%A4%A' })).statusCode).toBe(401);
  });
});
