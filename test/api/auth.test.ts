import { apiPaths, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@shared/api-paths';
import { totpCode } from '@server/access/totp';
import { DEMO_TOTP_SECRET } from '@server/seed/demo-users';
import { anonymousAgent, buildTestApp, createAgent, loginAsDemo, type TestApp } from './helper';

const SESSION = 'ept_session';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('login', () => {
  it('starts a session and renews the XSRF cookie', async () => {
    const agent = await anonymousAgent(testApp.app);
    const xsrfBefore = agent.cookie(XSRF_COOKIE_NAME);
    expect(xsrfBefore).toBeTruthy();

    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'analyst', password: 'Analyst#2026' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userName: 'analyst', changePasswordImmediately: false, setupTwoFactor: false });
    const session = response.cookies.find((cookie) => cookie.name === SESSION);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const xsrf = response.cookies.find((cookie) => cookie.name === XSRF_COOKIE_NAME);
    expect(xsrf?.value).toBeTruthy();
    expect(xsrf?.value).not.toBe(xsrfBefore);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const agent = await anonymousAgent(testApp.app);
    const wrongPassword = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'analyst', password: 'nope' },
    });
    const unknownUser = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'nobody', password: 'nope' },
    });

    const expected = {
      errorMessage: 'Invalid username or password.',
      tokenRequired: false,
      tokenEmailAllowed: false,
      tokenEmailSent: false,
    };
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json()).toEqual(expected);
    expect(wrongPassword.cookies.find((cookie) => cookie.name === SESSION)).toBeUndefined();
  });

  it('accepts the username in any case', async () => {
    const agent = await anonymousAgent(testApp.app);
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'ANALYST', password: 'Analyst#2026' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a login without the XSRF header', async () => {
    const agent = await anonymousAgent(testApp.app);
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'analyst', password: 'Analyst#2026' },
      headers: { 'x-xsrf-token': '' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errorMessage: 'Invalid or missing XSRF token.' });
  });

  it('refuses an XSRF token minted for another browser', async () => {
    const victim = await anonymousAgent(testApp.app);
    const attacker = await anonymousAgent(testApp.app);
    const response = await victim.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'analyst', password: 'Analyst#2026' },
      headers: { 'x-xsrf-token': attacker.cookie(XSRF_COOKIE_NAME) ?? '' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('validates the body with field errors', async () => {
    const agent = await anonymousAgent(testApp.app);
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: '', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorMessage: 'Invalid request.',
      fieldErrors: { username: ["Field 'username' is required."] },
    });
    // Left out of the body, a field is as missing as left empty, in the same words.
    const absent = await agent.inject({ method: 'POST', url: apiPaths.login, payload: {} });
    expect(absent.json()).toEqual({
      errorMessage: 'Invalid request.',
      fieldErrors: { username: ["Field 'username' is required."], password: ["Field 'password' is required."] },
    });
    // Only then: a name too long is not 'required'.
    const long = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'x'.repeat(101), password: 'x' },
    });
    expect(long.json().fieldErrors.username).not.toEqual(["Field 'username' is required."]);
  });

  it('issues a new session id at every login (no fixation)', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const first = agent.cookie(SESSION);
    const firstXsrf = agent.cookie(XSRF_COOKIE_NAME);
    const again = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'analyst', password: 'Analyst#2026' },
    });
    expect(again.statusCode).toBe(200);
    const second = agent.cookie(SESSION);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(agent.cookie(XSRF_COOKIE_NAME)).not.toBe(firstXsrf);

    // The planted (old) id is dead.
    const stale = createAgent(testApp.app);
    stale.setCookie(SESSION, first);
    expect((await stale.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session, so the old cookie no longer works', async () => {
    const agent = await loginAsDemo(testApp.app, 'editor');
    const oldSession = agent.cookie(SESSION);
    const oldXsrf = agent.cookie(XSRF_COOKIE_NAME);
    expect((await agent.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(200);

    const response = await agent.inject({ method: 'POST', url: apiPaths.logout });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(agent.cookie(SESSION)).toBeUndefined();
    expect(agent.cookie(XSRF_COOKIE_NAME)).not.toBe(oldXsrf);

    const replay = createAgent(testApp.app);
    replay.setCookie(SESSION, oldSession);
    const after = await replay.inject({ method: 'GET', url: apiPaths.userInformation });
    expect(after.statusCode).toBe(401);
    // A cookie naming a session that is over: said as the spec's session timeout, telling nothing more.
    expect(after.json()).toEqual({ errorMessage: 'Session has timed out.' });
  });

  it('answers a logout sent again (its answer lost, or twice at once) as the first, and guards a live session', async () => {
    const agent = await loginAsDemo(testApp.app, 'editor');
    const sent = { cookies: agent.cookieHeader(), xsrf: agent.cookie(XSRF_COOKIE_NAME)! };
    const again = () =>
      testApp.app.inject({
        method: 'POST',
        url: apiPaths.logout,
        headers: { cookie: sent.cookies, [XSRF_HEADER_NAME]: sent.xsrf },
      });
    expect((await Promise.all([again(), again()])).map((response) => response.statusCode)).toEqual([204, 204]);
    expect((await again()).statusCode).toBe(204);

    // A live session is still guarded: another page's logout without the token is refused.
    const live = await loginAsDemo(testApp.app, 'editor');
    const forged = await testApp.app.inject({
      method: 'POST',
      url: apiPaths.logout,
      headers: { cookie: live.cookieHeader() },
    });
    expect(forged.statusCode).toBe(403);
    expect((await live.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(200);
  });

  it('works without a session', async () => {
    const agent = await anonymousAgent(testApp.app);
    expect((await agent.inject({ method: 'POST', url: apiPaths.logout })).statusCode).toBe(204);
  });
});

describe('two-factor login', () => {
  const secret = DEMO_TOTP_SECRET;

  it('asks for a verification code after the right password', async () => {
    const agent = await anonymousAgent(testApp.app);
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'totp', password: 'Totp#2026' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errorMessage: 'Verification code required.',
      tokenRequired: true,
      tokenEmailAllowed: true,
      tokenEmailSent: false,
    });
    expect(agent.cookie(SESSION)).toBeUndefined();
  });

  it('refuses a wrong code', async () => {
    const agent = await anonymousAgent(testApp.app);
    const wrong = totpCode(secret, Date.now() + 10 * 60_000);
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'totp', password: 'Totp#2026', token: wrong },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorMessage: 'Invalid verification code.', tokenRequired: true });
  });

  it('does not ask for a code before the password is right', async () => {
    const agent = await anonymousAgent(testApp.app);
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'totp', password: 'wrong' },
    });
    expect(response.json()).toMatchObject({ errorMessage: 'Invalid username or password.', tokenRequired: false });
  });

  it('logs in with the current code', async () => {
    const agent = await anonymousAgent(testApp.app);
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'totp', password: 'Totp#2026', token: totpCode(secret) },
    });
    expect(response.statusCode).toBe(200);
    expect((await agent.inject({ method: 'GET', url: apiPaths.userInformation })).json()).toMatchObject({
      userName: 'totp',
    });
  });
});
