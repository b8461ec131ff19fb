import { apiPaths } from '@shared/api-paths';
import { sql } from 'drizzle-orm';
import { buildTestApp, createAgent, loginAs, loginAsDemo, queryRows, type Agent, type TestApp } from './helper';
import { PASSWORD_CHANGED_MEANWHILE_MESSAGE } from '@server/access/password-change-routes';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const change = (agent: Agent, currentPassword: string, newPassword: string) =>
  agent.inject({ method: 'POST', url: apiPaths.passwordChange, payload: { currentPassword, newPassword } });

describe('the forced password change', () => {
  it('needs a login', async () => {
    const agent = createAgent(testApp.app);
    await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
    expect((await change(agent, 'x', 'y')).statusCode).toBe(401);
  });

  it('names a wrong current password on its field', async () => {
    const agent = await loginAsDemo(testApp.app, 'newcomer');
    const response = await change(agent, 'Wrong#2026', 'Another#2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorMessage: 'The current password is not correct.',
      fieldErrors: { currentPassword: ['The current password is not correct.'] },
    });
  });

  it('refuses a weak or the current password', async () => {
    const agent = await loginAsDemo(testApp.app, 'newcomer');
    expect((await change(agent, 'Newcomer#2026', 'weak')).json()).toEqual({ response: 'WEAK_PASSWORD' });
    expect((await change(agent, 'Newcomer#2026', '')).json()).toEqual({ response: 'WEAK_PASSWORD' });
    expect((await change(agent, 'Newcomer#2026', 'Newcomer#2026')).json()).toEqual({ response: 'USED_PASSWORD' });
  });

  it('clears the flag, keeps this session and ends the others', async () => {
    const other = await loginAsDemo(testApp.app, 'newcomer');
    const agent = await loginAsDemo(testApp.app, 'newcomer');

    const response = await change(agent, 'Newcomer#2026', 'Changed#2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ response: 'SUCCESS' });

    const info = await agent.inject({ method: 'GET', url: apiPaths.userInformation });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      changePasswordImmediately: false,
      setupTwoFactor: true,
      passwordExpiration: 90,
    });
    expect((await other.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);

    const again = await loginAs(testApp.app, 'newcomer', 'Changed#2026');
    expect((await again.inject({ method: 'GET', url: apiPaths.userInformation })).json()).toMatchObject({
      changePasswordImmediately: false,
    });
    // Next comes the 2FA setup, during which nothing else answers, not even another password change.
    expect((await change(again, 'Changed#2026', 'Newcomer#2026')).json()).toMatchObject({
      reason: 'TWO_FACTOR_SETUP_REQUIRED',
    });
    await testApp.app.db.execute(`update users set setup_two_factor = false where username = 'newcomer'`);
    // The old password is now history.
    expect((await change(again, 'Changed#2026', 'Newcomer#2026')).json()).toEqual({ response: 'USED_PASSWORD' });
  });
});

describe('the forced change sent again once the second factor setup comes next', () => {
  it('answers as the first did (its answer lost); any other change still waits for the setup', async () => {
    await testApp.app.db.execute(
      sql`UPDATE users SET change_password_immediately = true, setup_two_factor = true WHERE username = 'admin'`,
    );
    const agent = await loginAs(testApp.app, 'admin', 'Admin#2026');
    expect((await change(agent, 'Admin#2026', 'Retried#2026')).json()).toEqual({ response: 'SUCCESS' });
    const retried = await change(agent, 'Admin#2026', 'Retried#2026');
    expect([retried.statusCode, retried.json()]).toEqual([200, { response: 'SUCCESS' }]);
    const another = await change(agent, 'Retried#2026', 'Another#2026');
    expect([another.statusCode, another.json().reason]).toEqual([403, 'TWO_FACTOR_SETUP_REQUIRED']);
    await expect(loginAs(testApp.app, 'admin', 'Retried#2026')).resolves.toBeDefined();
  });
});

describe('guessing the current password', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    // No slowdown, so the test does not wait out the growing delays before the lockout.
    guarded = await buildTestApp({ config: { loginSlowdownAfter: 1000 } });
  });
  afterAll(() => guarded.close());

  it('counts as failed logins: after LOGIN_LOCKOUT_AFTER wrong ones even the right password gets 423', async () => {
    const agent = await loginAsDemo(guarded.app, 'editor');
    const { loginLockoutAfter } = guarded.app.config;
    for (let attempt = 0; attempt < loginLockoutAfter; attempt += 1) {
      expect((await change(agent, `Wrong#${attempt}x`, 'Another#2026')).statusCode).toBe(400);
    }
    const locked = await change(agent, 'Editor#2026', 'Another#2026');
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ errorMessage: 'Too many failed attempts. Try again in 15 minutes.' });
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    // The password is unchanged, and the login of the name is locked as well.
    await expect(loginAsDemo(guarded.app, 'editor')).rejects.toThrow(/423/);
  });
});

describe('two changes at once', () => {
  it('stores one; the other is refused with 409, not reported a success it did not keep', async () => {
    const first = await loginAsDemo(testApp.app, 'editor');
    const second = await loginAsDemo(testApp.app, 'editor');
    const answers = await Promise.all([
      change(first, 'Editor#2026', 'First#Choice26'),
      change(second, 'Editor#2026', 'Second#Choice26'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = answers[0]!.statusCode === 200 ? 'First#Choice26' : 'Second#Choice26';
    const lost = kept === 'First#Choice26' ? 'Second#Choice26' : 'First#Choice26';
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toEqual({ response: 'SUCCESS' });
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      errorMessage: PASSWORD_CHANGED_MEANWHILE_MESSAGE,
    });
    await expect(loginAs(testApp.app, 'editor', kept)).resolves.toBeDefined();
    await expect(loginAs(testApp.app, 'editor', lost)).rejects.toThrow();
  });
});

describe('the same change sent again', () => {
  it('at once (a double click) or after its answer (a retry) answers as the first, changing it once', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const answers = await Promise.all([
      change(agent, 'Analyst#2026', 'Twice#Sent26'),
      change(agent, 'Analyst#2026', 'Twice#Sent26'),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, { response: 'SUCCESS' }],
      [200, { response: 'SUCCESS' }],
    ]);
    const retried = await change(agent, 'Analyst#2026', 'Twice#Sent26');
    expect([retried.statusCode, retried.json()]).toEqual([200, { response: 'SUCCESS' }]);
    await expect(loginAs(testApp.app, 'analyst', 'Twice#Sent26')).resolves.toBeDefined();
    const replaced = await queryRows<{ count: number }>(
      testApp.app,
      sql`SELECT count(*)::int AS count FROM password_history h JOIN users u ON u.id = h.user_id WHERE u.username = 'analyst'`,
    );
    expect(replaced).toEqual([{ count: 1 }]);

    // Only that very change: a wrong current password with another new one is still wrong.
    const other = await change(agent, 'Analyst#2026', 'Other#Choice26');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ errorMessage: 'The current password is not correct.' });
    await expect(loginAs(testApp.app, 'analyst', 'Twice#Sent26')).resolves.toBeDefined();

    // Only soon after the change: later the old password is a wrong current one again.
    await testApp.app.db.execute(
      sql`UPDATE users SET password_changed_at = password_changed_at - interval '10 minutes 1 second' WHERE username = 'analyst'`,
    );
    expect((await change(agent, 'Analyst#2026', 'Twice#Sent26')).statusCode).toBe(400);
  });
});
