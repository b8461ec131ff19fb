import { apiPaths } from '@shared/api-paths';
import { totpCode } from '@server/access/totp';
import { DEMO_TOTP_SECRET } from '@server/seed/demo-users';
import { buildTestApp, createAgent, type TestApp } from '../api/helper';
import { createTestClock } from '../api/test-clock';

const clock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});
afterAll(() => testApp.close());

async function loginWith(token: string) {
  const agent = createAgent(testApp.app);
  await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
  return agent.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { username: 'totp', password: 'Totp#2026', token },
  });
}

describe('TOTP replay', () => {
  it('accepts each code once: the same code again is refused, even from another browser', async () => {
    const code = totpCode(DEMO_TOTP_SECRET, clock.now().getTime());
    expect((await loginWith(code)).statusCode).toBe(200);
    const replay = await loginWith(code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ errorMessage: 'Invalid verification code.', tokenRequired: true });
  });

  it('refuses an older step once a newer one was used, and accepts the next step', async () => {
    const now = clock.now().getTime();
    expect((await loginWith(totpCode(DEMO_TOTP_SECRET, now + 30_000))).statusCode).toBe(200);
    expect((await loginWith(totpCode(DEMO_TOTP_SECRET, now))).statusCode).toBe(401);
  });

  it('lets only one of two concurrent logins with the same code through', async () => {
    clock.advanceMinutes(5);
    const code = totpCode(DEMO_TOTP_SECRET, clock.now().getTime());
    const results = await Promise.all([loginWith(code), loginWith(code)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });
});
