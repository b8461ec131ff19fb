import { and, eq } from 'drizzle-orm';
import { apiPaths } from '@shared/api-paths';
import { loginThrottle } from '@server/db/schema';
import { buildTestApp, createAgent, type TestApp } from '../api/helper';
import { createTestClock } from '../api/test-clock';

const LOCK_AFTER = 4;
const ADDRESS_LOCK_AFTER = 12;
const clock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    now: clock.now,
    config: {
      // app.inject connects from 127.0.0.1: trusting it as the balancer lets tests set client addresses.
      trustProxy: ['127.0.0.1'],
      loginLockoutAfter: LOCK_AFTER,
      loginAddressLockoutAfter: ADDRESS_LOCK_AFTER,
      loginFailureWindowMinutes: 15,
      loginLockoutMinutes: 15,
      loginSlowdownAfter: 2,
      loginSlowdownStepMs: 150,
      loginSlowdownMaxMs: 300,
    },
  });
});
afterAll(() => testApp.close());

/** Each login from its own "browser" at the given client address (X-Forwarded-For: trusted proxy). */
async function login(username: string, password: string, ip = '192.0.2.1') {
  const agent = createAgent(testApp.app);
  const headers = { 'x-forwarded-for': ip };
  await agent.inject({ method: 'GET', url: apiPaths.systemInformation, headers });
  const started = performance.now();
  const response = await agent.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { username, password },
    headers,
  });
  return { response, ms: performance.now() - started };
}

const LOCKED = {
  errorMessage: 'Too many failed attempts. Try again in 15 minutes.',
  tokenRequired: false,
  tokenEmailAllowed: false,
  tokenEmailSent: false,
};

describe('lockout', () => {
  it('locks an existing and an unknown name alike: same status, same body', async () => {
    const answers = [];
    for (const username of ['editor', 'no-such-user']) {
      for (let attempt = 0; attempt < LOCK_AFTER; attempt += 1) {
        expect((await login(username, 'Wrong#pass1', `192.0.2.${10 + attempt}`)).response.statusCode).toBe(401);
      }
      answers.push((await login(username, 'Wrong#pass1', '192.0.2.99')).response);
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(423);
      expect(answer.json()).toEqual(LOCKED);
    }
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(answers[0]?.headers['retry-after']).toBe(answers[1]?.headers['retry-after']);
  });

  it('refuses even the right password while locked, saying how long is left, and lifts after the lockout time', async () => {
    const locked = (await login('EDITOR', 'Editor#2026')).response;
    expect(locked.statusCode).toBe(423);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    // Asking again does not lengthen it; the minutes left are rounded up.
    clock.advanceMinutes(13.5);
    const later = (await login('editor', 'Editor#2026')).response;
    expect(later.json()).toMatchObject({ errorMessage: 'Too many failed attempts. Try again in 2 minutes.' });
    // In whole minutes too: seconds would tell anyone the moment of the failure that set the lock.
    expect(later.headers['retry-after']).toBe(String(2 * 60));
    clock.advanceMinutes(1);
    expect((await login('editor', 'Editor#2026')).response.json()).toMatchObject({
      errorMessage: 'Too many failed attempts. Try again in 1 minute.',
    });
    clock.advanceMinutes(testApp.app.config.loginLockoutMinutes + 1);
    expect((await login('editor', 'Editor#2026')).response.statusCode).toBe(200);
  });

  it('forgets failures after a success', async () => {
    for (let attempt = 0; attempt < LOCK_AFTER - 1; attempt += 1) await login('analyst', 'Wrong#pass1', '192.0.2.50');
    expect((await login('analyst', 'Analyst#2026', '192.0.2.50')).response.statusCode).toBe(200);
    for (let attempt = 0; attempt < LOCK_AFTER - 1; attempt += 1) {
      expect((await login('analyst', 'Wrong#pass1', '192.0.2.50')).response.statusCode).toBe(401);
    }
    clock.advanceMinutes(20);
  });

  it('forgets failures older than the window', async () => {
    for (let attempt = 0; attempt < LOCK_AFTER - 1; attempt += 1) await login('admin', 'Wrong#pass1', '192.0.2.60');
    clock.advanceMinutes(testApp.app.config.loginFailureWindowMinutes + 1);
    expect((await login('admin', 'Wrong#pass1', '192.0.2.60')).response.statusCode).toBe(401);
    expect((await login('admin', 'Admin#2026', '192.0.2.60')).response.statusCode).toBe(200);
  });

  it('locks a client address that tries many names, but not other addresses', async () => {
    clock.advanceMinutes(60);
    for (let attempt = 0; attempt < ADDRESS_LOCK_AFTER; attempt += 1) {
      expect((await login(`spray-${attempt}`, 'Wrong#pass1', '198.51.100.77')).response.statusCode).toBe(401);
    }
    const locked = await login('analyst', 'Analyst#2026', '198.51.100.77');
    expect(locked.response.statusCode).toBe(423);
    expect(locked.response.json()).toEqual(LOCKED);
    expect((await login('analyst', 'Analyst#2026', '198.51.100.78')).response.statusCode).toBe(200);
  });

  it('survives a restart: the counters live in the database', async () => {
    // Another app instance over the same database would read the same rows; here: the row is there.
    const [row] = await testApp.app.db
      .select()
      .from(loginThrottle)
      .where(and(eq(loginThrottle.kind, 'address'), eq(loginThrottle.key, '198.51.100.77')));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('names the later end when both the name and the address are locked', async () => {
    clock.advanceMinutes(60);
    for (let attempt = 0; attempt < ADDRESS_LOCK_AFTER; attempt += 1)
      await login(`spread-${attempt}`, 'Wrong#pass1', '198.51.100.90');
    clock.advanceMinutes(5);
    for (let attempt = 0; attempt < LOCK_AFTER; attempt += 1)
      await login('newcomer', 'Wrong#pass1', `198.51.100.${100 + attempt}`);
    // The address's lock ends in 10 minutes, the name's in 15.
    const both = (await login('newcomer', 'Newcomer#2026', '198.51.100.90')).response;
    expect(both.json()).toMatchObject({ errorMessage: 'Too many failed attempts. Try again in 15 minutes.' });
    expect(both.headers['retry-after']).toBe(String(15 * 60));
    const addressOnly = (await login('someone-else', 'Wrong#pass1', '198.51.100.90')).response;
    expect(addressOnly.json()).toMatchObject({ errorMessage: 'Too many failed attempts. Try again in 10 minutes.' });
  });
});

describe('slowdown', () => {
  it('delays answers progressively after the threshold, up to the cap', async () => {
    clock.advanceMinutes(60);
    const times: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      times.push((await login('totp', 'Wrong#pass1', `203.0.113.${attempt}`)).ms);
    // Failures so far before each attempt: 0, 1, 2, 3 → delays 0, 0, 150, 300 ms.
    expect(times[2]).toBeGreaterThanOrEqual(150);
    expect(times[3]).toBeGreaterThanOrEqual(300);
    expect(Math.min(times[0] ?? 0, times[1] ?? 0)).toBeLessThan(times[3] ?? 0);
  });
});
