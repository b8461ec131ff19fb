import { apiPaths, fillPath } from '@shared/api-paths';
import { loginMessages, passwordStatusResponseSchema } from '@shared/contract';
import { anonymousAgent, buildTestApp, loginAs, loginAsDemo, type Agent, type TestApp } from './helper';
import { latestMailId, resetTokenIn, waitForMail } from './mail-outbox';

const EDITOR_MAIL = 'erik.madsen@balticpower.example';
const NEWCOMER_MAIL = 'noah.petit@rhone-energie.example';
let testApp: TestApp;

beforeAll(async () => {
  // More reset mails for one user than PASSWORD_RESET_MAILS_PER_HOUR allows (reset-mail-flood.test.ts tests that limit).
  testApp = await buildTestApp({
    config: {
      publicUrl: 'https://ept.example',
      passwordResetMailsPerHour: 100,
      passwordResetRequestsPerAddressPerHour: 100,
    },
  });
});
afterAll(() => testApp.close());

const anonymous = (): Promise<Agent> => anonymousAgent(testApp.app);

async function requestResetToken(username: string, recipient: string): Promise<string> {
  const after = await latestMailId(testApp.app);
  const response = await (
    await anonymous()
  ).inject({ method: 'GET', url: fillPath(apiPaths.passwordResetMail, { username }) });
  expect(response.statusCode).toBe(200);
  return resetTokenIn((await waitForMail(testApp.app, recipient, after)).body);
}

async function reset(hash: string, newPassword: string) {
  const response = await (
    await anonymous()
  ).inject({ method: 'POST', url: apiPaths.passwordReset, payload: { hash, newPassword } });
  expect(response.statusCode).toBe(200);
  return passwordStatusResponseSchema.parse(response.json()).response;
}

const allowed = async (hash: string) =>
  (await (await anonymous()).inject({ method: 'GET', url: fillPath(apiPaths.passwordResetAllowed, { hash }) })).json();

describe('the reset mail', () => {
  it('refuses a login name longer than any, in words of the product', async () => {
    const response = await (
      await anonymous()
    ).inject({ method: 'GET', url: fillPath(apiPaths.passwordResetMail, { username: 'a'.repeat(101) }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ username: [loginMessages.usernameTooLong] });
    expect(loginMessages.usernameTooLong).toBe('A login name has at most 100 characters.');
  });

  it('answers 200 {} whether or not the user exists, and mails only an existing user', async () => {
    const before = await latestMailId(testApp.app);
    const unknown = await (
      await anonymous()
    ).inject({ method: 'GET', url: fillPath(apiPaths.passwordResetMail, { username: 'nobody-here' }) });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});

    const known = await (
      await anonymous()
    ).inject({ method: 'GET', url: fillPath(apiPaths.passwordResetMail, { username: 'Editor' }) });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({});

    // The route answers before it writes the mail; waitForMail polls until the row is there, and
    // without SMTP that row is written LOGGED in one step, never PENDING first.
    const mail = await waitForMail(testApp.app, EDITOR_MAIL, before);
    const rows = await testApp.app.repos.mailOutbox.newest(100);
    expect(rows.filter((row) => row.id > before)).toHaveLength(1);
    expect(mail.status).toBe('LOGGED');
    expect(mail.body).toMatch(/https:\/\/ept\.example\/reset_password\?hash=[A-Za-z0-9_-]{43}\b/);
    const token = resetTokenIn(mail.body);
    expect(mail.secrets).toEqual([token]);
  });

  it("requires the login name with the login form's message, as the forgot-password form says it", async () => {
    const blank = fillPath(apiPaths.passwordResetMail, { username: '   ' });
    const response = await (await anonymous()).inject({ method: 'GET', url: blank });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorMessage: 'Invalid request.',
      fieldErrors: { username: [loginMessages.usernameRequired] },
    });
  });

  it('refuses a login name longer than any there can be with a field message, not a router 404', async () => {
    const long = fillPath(apiPaths.passwordResetMail, { username: 'n'.repeat(101) });
    const response = await (await anonymous()).inject({ method: 'GET', url: long });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorMessage: 'Invalid request.',
      fieldErrors: { username: [expect.any(String)] },
    });
  });

  it('stores only a hash of the token', async () => {
    const token = await requestResetToken('editor', EDITOR_MAIL);
    const rows = await testApp.app.db.execute(`select token_hash from password_reset_tokens`);
    const hashes = JSON.stringify(rows);
    expect(hashes).not.toContain(token);
  });
});

describe('resetting with the link', () => {
  it('checks the link, sets the password, and the old password stops working', async () => {
    const token = await requestResetToken('analyst', 'anna.lindqvist@nordwind-energie.example');
    expect(await allowed(token)).toEqual({ response: 'SUCCESS' });
    const session = await loginAsDemo(testApp.app, 'analyst');

    expect(await reset(token, 'Fresh#Start1')).toBe('SUCCESS');

    // Every session of the user is over, the new password works, the old one does not.
    expect((await session.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);
    const agent = await loginAs(testApp.app, 'analyst', 'Fresh#Start1');
    const info = (await agent.inject({ method: 'GET', url: apiPaths.userInformation })).json();
    expect(info.passwordExpiration).toBe(testApp.app.config.passwordLifetimeDays);
    await expect(loginAsDemo(testApp.app, 'analyst')).rejects.toThrow(/401/);
  });

  it('refuses a weak password and keeps the link usable', async () => {
    const token = await requestResetToken('editor', EDITOR_MAIL);
    expect(await reset(token, 'short')).toBe('WEAK_PASSWORD');
    expect(await reset(token, 'has space in it')).toBe('WEAK_PASSWORD');
    expect(await reset(token, '')).toBe('WEAK_PASSWORD');
    expect(await allowed(token)).toEqual({ response: 'SUCCESS' });
  });

  it('refuses the current password and the last five, but not the sixth before', async () => {
    const passwords = [
      'Editor#2026',
      'History#01',
      'History#02',
      'History#03',
      'History#04',
      'History#05',
      'History#06',
    ];
    for (const next of passwords.slice(1)) {
      expect(await reset(await requestResetToken('editor', EDITOR_MAIL), next)).toBe('SUCCESS');
    }
    // Current: History#06; the five before: History#01..05; Editor#2026 is the sixth before.
    const token = await requestResetToken('editor', EDITOR_MAIL);
    for (const used of passwords.slice(1)) expect(await reset(token, used)).toBe('USED_PASSWORD');
    expect(await reset(token, 'Editor#2026')).toBe('SUCCESS');
  });

  it('is all or nothing: a failure midway keeps the link usable, the old password and every session', async () => {
    const token = await requestResetToken('analyst', 'anna.lindqvist@nordwind-energie.example');
    const session = await loginAs(testApp.app, 'analyst', 'Fresh#Start1');
    // The last step (ending the sessions) fails.
    await testApp.app.db.execute(
      `create function ept_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`,
    );
    await testApp.app.db.execute(
      `create trigger ept_test_refuse before delete on sessions for each row execute function ept_test_refuse()`,
    );
    try {
      const failed = await (
        await anonymous()
      ).inject({ method: 'POST', url: apiPaths.passwordReset, payload: { hash: token, newPassword: 'Never#Stored1' } });
      expect(failed.statusCode).toBe(500);
    } finally {
      await testApp.app.db.execute(`drop trigger ept_test_refuse on sessions`);
      await testApp.app.db.execute(`drop function ept_test_refuse()`);
    }
    expect(await allowed(token)).toEqual({ response: 'SUCCESS' });
    expect((await session.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(200);
    await expect(loginAs(testApp.app, 'analyst', 'Never#Stored1')).rejects.toThrow(/401/);
    await loginAs(testApp.app, 'analyst', 'Fresh#Start1');
    // The history did not take the password either: the link still sets a new one.
    expect(await reset(token, 'Fresh#Start2')).toBe('SUCCESS');
  });

  it('answers the same reset sent again (a double click, a retry) as the first; another password, expired', async () => {
    const token = await requestResetToken('totp', 'teresa.navarro@iberiagas.example');
    // The second of two at once found the link spent by the first, and said it had expired.
    expect(await Promise.all([reset(token, 'Twice#Sent1'), reset(token, 'Twice#Sent1')])).toEqual([
      'SUCCESS',
      'SUCCESS',
    ]);
    expect(await reset(token, 'Twice#Sent1')).toBe('SUCCESS');
    expect(await reset(token, 'Other#Pass2')).toBe('REQUEST_EXPIRED');
    expect(await allowed(token)).toEqual({ response: 'REQUEST_EXPIRED' });
    // A spent link is no way to test passwords: after three checks even the right one is not confirmed.
    expect(await reset(token, 'Twice#Sent1')).toBe('REQUEST_EXPIRED');
  });

  it('confirms nothing with a link that another link retired, though the password is right', async () => {
    const retired = await requestResetToken('newcomer', NEWCOMER_MAIL);
    const used = await requestResetToken('newcomer', NEWCOMER_MAIL);
    expect(await reset(used, 'Fresh#Newcomer1')).toBe('SUCCESS');
    expect(await reset(retired, 'Fresh#Newcomer1')).toBe('REQUEST_EXPIRED');
  });

  it('answers REQUEST_EXPIRED for an unknown link', async () => {
    expect(await allowed('no-such-token')).toEqual({ response: 'REQUEST_EXPIRED' });
    expect(await reset('no-such-token', 'Whatever#123')).toBe('REQUEST_EXPIRED');
  });
});

describe('a reset after a lockout', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    // No slowdown, so the test does not wait out the growing delays before the lockout.
    guarded = await buildTestApp({ config: { publicUrl: 'https://ept.example', loginSlowdownAfter: 1000 } });
  });
  afterAll(() => guarded.close());

  const login = async (password: string) =>
    (await anonymousAgent(guarded.app)).inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'editor', password },
    });

  // The Support help tells a locked-out user to use Forgot password: the mailbox's owner is let in.
  it("lifts the name's lockout, so the new password signs in at once", async () => {
    for (let attempt = 0; attempt < guarded.app.config.loginLockoutAfter; attempt += 1) {
      expect((await login(`Wrong#${attempt}x`)).statusCode).toBe(401);
    }
    expect((await login('Editor#2026')).statusCode).toBe(423);

    const after = await latestMailId(guarded.app);
    const mailed = await (
      await anonymousAgent(guarded.app)
    ).inject({ method: 'GET', url: fillPath(apiPaths.passwordResetMail, { username: 'editor' }) });
    expect(mailed.statusCode).toBe(200);
    const token = resetTokenIn((await waitForMail(guarded.app, EDITOR_MAIL, after)).body);
    const reset = await (
      await anonymousAgent(guarded.app)
    ).inject({ method: 'POST', url: apiPaths.passwordReset, payload: { hash: token, newPassword: 'Unlocked#2027' } });
    expect(passwordStatusResponseSchema.parse(reset.json()).response).toBe('SUCCESS');

    expect((await login('Unlocked#2027')).statusCode).toBe(200);
  });
});
