import { apiPaths } from '@shared/api-paths';
import { buildTestApp, createAgent, type TestApp } from '../api/helper';

const ADDRESS_LOCK_AFTER = 3;
let testApp: TestApp;

beforeAll(async () => {
  // The default: no proxy is trusted, as when the server faces the clients itself.
  testApp = await buildTestApp({
    config: { loginAddressLockoutAfter: ADDRESS_LOCK_AFTER, loginLockoutAfter: 100, loginSlowdownAfter: 100 },
  });
});
afterAll(() => testApp.close());

async function loginWithForgedAddress(username: string, forgedAddress: string) {
  const agent = createAgent(testApp.app);
  const headers = { 'x-forwarded-for': forgedAddress };
  await agent.inject({ method: 'GET', url: apiPaths.systemInformation, headers });
  return agent.inject({ method: 'POST', url: apiPaths.login, payload: { username, password: 'Wrong#pass1' }, headers });
}

describe('X-Forwarded-For without a trusted proxy', () => {
  it('does not let a client dodge the address lockout by forging its address', async () => {
    for (let attempt = 0; attempt < ADDRESS_LOCK_AFTER; attempt += 1) {
      const response = await loginWithForgedAddress(`guess-${attempt}`, `203.0.113.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const next = await loginWithForgedAddress('guess-next', '203.0.113.200');
    expect(next.statusCode).toBe(423);
  });
});
