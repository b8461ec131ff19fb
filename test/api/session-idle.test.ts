import { PRESESSION_COOKIE_NAME, SESSION_COOKIE_NAME, XSRF_COOKIE_NAME } from '@server/access/cookie-names';
import { apiPaths, XSRF_HEADER_NAME } from '@shared/api-paths';
import { buildTestApp, loginAsDemo, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  // Zero idle minutes: every session is already idle by the next request.
  testApp = await buildTestApp({ config: { sessionIdleMinutes: 0 } });
});
afterAll(() => testApp.close());

it('ends a session that has been idle too long, and clears its cookie', async () => {
  const agent = await loginAsDemo(testApp.app, 'analyst');
  expect(agent.cookie('ept_session')).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 5));

  const response = await agent.inject({ method: 'GET', url: apiPaths.userInformation });

  expect(response.statusCode).toBe(401);
  expect(agent.cookie('ept_session')).toBeUndefined();
});

it('answers a change sent after the timeout with 401 (not an XSRF 403), so the page keeps the form and asks to sign in', async () => {
  const agent = await loginAsDemo(testApp.app, 'analyst');
  await new Promise((resolve) => setTimeout(resolve, 5));

  // The browser still holds the XSRF token bound to the session that has just timed out.
  const response = await agent.inject({ method: 'POST', url: apiPaths.passwordChange, payload: {} });

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ errorMessage: 'Session has timed out.' });
});

it('answers a change sent from a session ended elsewhere with 401 too (timed out), not an XSRF 403', async () => {
  const active = await buildTestApp();
  try {
    const ended = await loginAsDemo(active.app, 'analyst');
    const other = await loginAsDemo(active.app, 'analyst');
    const endOthers = await other.inject({ method: 'POST', url: apiPaths.userSessionsEndOthers });
    expect(endOthers.statusCode).toBe(200);

    // The ended browser still holds its session cookie and the XSRF token bound to that session.
    const response = await ended.inject({ method: 'POST', url: apiPaths.passwordChange, payload: {} });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorMessage: 'Session has timed out.' });
    expect(ended.cookie(SESSION_COOKIE_NAME)).toBeUndefined();
  } finally {
    await active.close();
  }
});

it('answers a change sent with no session cookie left (cleared by the browser or by another tab) with 401, not an XSRF 403', async () => {
  const active = await buildTestApp();
  try {
    const cleared = await loginAsDemo(active.app, 'analyst');
    // Every cookie gone: the page still sends its change, with the token it read before.
    const token = cleared.cookie(XSRF_COOKIE_NAME);
    for (const name of [SESSION_COOKIE_NAME, XSRF_COOKIE_NAME, PRESESSION_COOKIE_NAME])
      cleared.setCookie(name, undefined);
    for (const header of [{}, { [XSRF_HEADER_NAME]: token ?? '' }]) {
      const response = await cleared.inject({
        method: 'POST',
        url: apiPaths.passwordChange,
        payload: {},
        headers: header,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errorMessage: 'Not logged in.' });
    }
    // A route open to anyone still needs its token: a login without one is refused as before.
    const anonymous = await cleared.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'analyst', password: 'x' },
      headers: { [XSRF_HEADER_NAME]: 'forged' },
    });
    expect(anonymous.statusCode).toBe(403);
  } finally {
    await active.close();
  }
});
