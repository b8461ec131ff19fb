import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, XSRF_COOKIE_NAME } from '@shared/api-paths';
import { loadSessionSecret } from '@server/system/load-session-secret';
import { buildTestApp, createAgent, loginAsDemo, type TestApp } from '../api/helper';

const analyst = { username: 'analyst', password: 'Analyst#2026' };

describe('XSRF on login and on other unsafe requests', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['wrong', 'not-the-token'],
  ])('refuses a login with a %s token (403)', async (_, token) => {
    const agent = createAgent(testApp.app);
    await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
    if (token === undefined) agent.setCookie(XSRF_COOKIE_NAME, undefined);
    const headers = token === undefined ? {} : { 'x-xsrf-token': token };
    const response = await agent.inject({ method: 'POST', url: apiPaths.login, payload: analyst, headers });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((cookie) => cookie.name === 'ept_session')).toBeUndefined();
  });

  it('refuses a logged-in POST with a missing or foreign token, and accepts the right one', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const other = await loginAsDemo(testApp.app, 'analyst');
    const payload = { currentPassword: 'Wrong#0000', newPassword: 'Whatever#1' };
    const post = (headers: Record<string, string>) =>
      agent.inject({ method: 'POST', url: apiPaths.passwordChange, payload, headers });

    expect((await post({ 'x-xsrf-token': '' })).statusCode).toBe(403);
    // A token of another session of the same user is no good either: it is bound to the session.
    expect((await post({ 'x-xsrf-token': other.cookie(XSRF_COOKIE_NAME) ?? '' })).statusCode).toBe(403);
    // With its own token the request reaches the route (which refuses the wrong current password).
    expect((await post({})).statusCode).toBe(400);
  });

  it('refuses a token from before login after login (it is rebound to the new session)', async () => {
    const agent = createAgent(testApp.app);
    await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
    const before = agent.cookie(XSRF_COOKIE_NAME) ?? '';
    expect((await agent.inject({ method: 'POST', url: apiPaths.login, payload: analyst })).statusCode).toBe(200);
    const response = await agent.inject({ method: 'POST', url: apiPaths.logout, headers: { 'x-xsrf-token': before } });
    expect(response.statusCode).toBe(403);
  });
});

describe('the XSRF secret across restarts', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ept-secret-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is generated once, kept private and reused', () => {
    const first = loadSessionSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadSessionSecret(dataDir)).toBe(first);
  });

  it('keeps tokens valid across a restart, and only with the same secret', async () => {
    const before = await buildTestApp({ config: { sessionSecret: loadSessionSecret(dataDir) } });
    const agent = createAgent(before.app);
    await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
    const token = agent.cookie(XSRF_COOKIE_NAME);
    const nonce = agent.cookie('ept_presession');
    await before.close();

    // A "restarted" server: a new process reading the same data folder.
    const after = await buildTestApp({ config: { sessionSecret: loadSessionSecret(dataDir) } });
    const otherSecret = await buildTestApp({ config: { sessionSecret: 'a-different-secret-of-sufficient-length' } });
    try {
      for (const [app, expected] of [
        [after.app, 200],
        [otherSecret.app, 403],
      ] as const) {
        const browser = createAgent(app);
        browser.setCookie('ept_presession', nonce);
        browser.setCookie(XSRF_COOKIE_NAME, token);
        expect((await browser.inject({ method: 'POST', url: apiPaths.login, payload: analyst })).statusCode).toBe(
          expected,
        );
      }
    } finally {
      await after.close();
      await otherSecret.close();
    }
    // Three servers in one test: on a loaded CI machine each start takes seconds.
  }, 180_000);
});
