import { apiPaths } from '@shared/api-paths';
import { buildTestApp, createAgent, loginAsDemo, type Agent, type TestApp } from '../api/helper';

const SESSION = 'ept_session';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const info = (agent: Agent) => agent.inject({ method: 'GET', url: apiPaths.userInformation });

describe('session fixation', () => {
  it('replaces a session cookie planted before login', async () => {
    // The attacker's own valid session id, planted in the victim's browser.
    const attacker = await loginAsDemo(testApp.app, 'editor');
    const planted = attacker.cookie(SESSION);
    const victim = createAgent(testApp.app);
    victim.setCookie(SESSION, planted);
    await victim.inject({ method: 'GET', url: apiPaths.systemInformation });

    const response = await victim.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'analyst', password: 'Analyst#2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(victim.cookie(SESSION)).toBeTruthy();
    expect(victim.cookie(SESSION)).not.toBe(planted);
    // The planted id is not the victim's session: it is gone altogether.
    expect((await info(attacker)).statusCode).toBe(401);
    expect((await info(victim)).json()).toMatchObject({ userName: 'analyst' });
  });

  it('ignores an invented session id', async () => {
    const agent = createAgent(testApp.app);
    agent.setCookie(SESSION, 'invented-by-an-attacker');
    await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
    await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'analyst', password: 'Analyst#2026' },
    });
    expect(agent.cookie(SESSION)).not.toBe('invented-by-an-attacker');
  });
});

describe('logout', () => {
  it('ends the session on the server, not only the cookie', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const stolen = agent.cookie(SESSION);
    expect((await agent.inject({ method: 'POST', url: apiPaths.logout })).statusCode).toBe(204);

    const thief = createAgent(testApp.app);
    thief.setCookie(SESSION, stolen);
    expect((await info(thief)).statusCode).toBe(401);
    expect((await info(agent)).statusCode).toBe(401);
  });
});

describe('a session ended in another window', () => {
  it("answers the browser that held it 'Session has timed out.' once, then plainly not logged in", async () => {
    const here = await loginAsDemo(testApp.app, 'analyst');
    const elsewhere = await loginAsDemo(testApp.app, 'analyst');
    expect((await elsewhere.inject({ method: 'POST', url: apiPaths.userSessionsEndOthers })).statusCode).toBe(200);
    // A page loaded afresh here asks for the user first: the login page then says why (access spec section 4).
    const response = await info(here);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorMessage: 'Session has timed out.' });
    expect((await info(here)).json()).toEqual({ errorMessage: 'Not logged in.' });
  });
});

describe('idle timeout', () => {
  it("answers an expired session's request with 'Session has timed out.'", async () => {
    const idle = await buildTestApp({ config: { sessionIdleMinutes: 0 } });
    try {
      const agent = await loginAsDemo(idle.app, 'analyst');
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await info(agent);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errorMessage: 'Session has timed out.' });
      // Without a cookie it is plainly not logged in.
      expect((await info(agent)).json()).toEqual({ errorMessage: 'Not logged in.' });
    } finally {
      await idle.close();
    }
  });
});
