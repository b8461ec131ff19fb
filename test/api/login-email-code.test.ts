import { apiPaths } from '@shared/api-paths';
import { buildTestApp, createAgent, loginAsDemo, type Agent, type TestApp } from './helper';
import { latestMailId, loginCodeIn, refuseMailsTo, waitForMail } from './mail-outbox';
import { createTestClock } from './test-clock';

const TOTP_MAIL = 'teresa.navarro@iberiagas.example';
const clock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  // The wrong codes here add up to a lockout of 'totp' under the default thresholds; throttling has its own tests.
  testApp = await buildTestApp({ now: clock.now, config: { loginLockoutAfter: 100, loginSlowdownStepMs: 0 } });
});
afterAll(() => testApp.close());

async function browser(): Promise<Agent> {
  const agent = createAgent(testApp.app);
  await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
  return agent;
}

const login = (agent: Agent, extra: { token?: string; mail_token?: boolean }) =>
  agent.inject({ method: 'POST', url: apiPaths.login, payload: { username: 'totp', password: 'Totp#2026', ...extra } });

/** Asks for a code by mail in this browser and reads it from the outbox. */
async function mailedCode(agent: Agent): Promise<string> {
  const after = await latestMailId(testApp.app);
  const response = await login(agent, { mail_token: true });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    errorMessage: 'Verification code required.',
    tokenRequired: true,
    tokenEmailAllowed: true,
    tokenEmailSent: true,
  });
  return loginCodeIn((await waitForMail(testApp.app, TOTP_MAIL, after)).body);
}

describe('one-time codes by mail', () => {
  it('sends an eight-digit code that logs in once', async () => {
    const agent = await browser();
    const code = await mailedCode(agent);
    expect(code).toMatch(/^\d{8}$/);

    expect((await login(agent, { token: code })).statusCode).toBe(200);
    const again = await browser();
    expect((await login(again, { token: code })).statusCode).toBe(401);
  });

  it('takes the code typed in groups or with spaces around it, as an app code is taken', async () => {
    const agent = await browser();
    const code = await mailedCode(agent);
    const grouped = ` ${code.slice(0, 4)} ${code.slice(4)} `;
    expect((await login(agent, { token: grouped })).statusCode).toBe(200);
  });

  it('asked for twice at once (a double click), mails one code, which logs in; asked again later, a fresh one', async () => {
    const agent = await browser();
    const before = await latestMailId(testApp.app);
    const answers = await Promise.all([login(agent, { mail_token: true }), login(agent, { mail_token: true })]);
    for (const answer of answers) expect(answer.json()).toMatchObject({ tokenRequired: true, tokenEmailSent: true });
    const mails = (await testApp.app.repos.mailOutbox.newest(10)).filter(
      (mail) => mail.recipient === TOTP_MAIL && mail.id > before,
    );
    expect(mails).toHaveLength(1);
    const first = loginCodeIn(mails[0]!.body);

    // Half a minute on, asking again is asking for a new code (the first mail may not have come).
    clock.advanceMinutes(1);
    const second = await mailedCode(agent);
    expect((await login(agent, { token: first })).statusCode).toBe(401);
    expect((await login(agent, { token: second })).statusCode).toBe(200);
  });

  it('keeps no code whose mail could not be written: asked again at once, it mails one that logs in', async () => {
    const agent = await browser();
    const lift = await refuseMailsTo(testApp.app, TOTP_MAIL);
    expect((await login(agent, { mail_token: true })).statusCode).toBe(500);
    await lift();
    const code = await mailedCode(agent);
    expect((await login(agent, { token: code })).statusCode).toBe(200);
  });

  it('needs the right password before it sends anything', async () => {
    const before = await latestMailId(testApp.app);
    const agent = await browser();
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'totp', password: 'wrong', mail_token: true },
    });
    expect(response.json()).toMatchObject({ tokenRequired: false, tokenEmailSent: false });
    expect(await latestMailId(testApp.app)).toBe(before);
  });

  it('works only in the browser (login attempt) that asked for it', async () => {
    const code = await mailedCode(await browser());
    const other = await browser();
    const response = await login(other, { token: code });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorMessage: 'Invalid verification code.', tokenRequired: true });
  });

  it('expires after the configured minutes', async () => {
    const agent = await browser();
    const code = await mailedCode(agent);
    clock.advanceMinutes(testApp.app.config.emailCodeMinutes + 1);
    expect((await login(agent, { token: code })).statusCode).toBe(401);
  });

  it('is discarded after too many wrong codes', async () => {
    const agent = await browser();
    const code = await mailedCode(agent);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let attempt = 0; attempt < testApp.app.config.emailCodeMaxFailures; attempt += 1) {
      expect((await login(agent, { token: wrong })).statusCode).toBe(401);
    }
    expect((await login(agent, { token: code })).statusCode).toBe(401);
    const fresh = await browser();
    expect((await login(fresh, { token: await mailedCode(fresh) })).statusCode).toBe(200);
  });

  it('is not offered to a user without permission', async () => {
    await testApp.app.db.execute(
      `update users set totp_secret = 'JBSWY3DPEHPK3PXP', email_code_allowed = false where username = 'editor'`,
    );
    const agent = await browser();
    const before = await latestMailId(testApp.app);
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'editor', password: 'Editor#2026', mail_token: true },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ tokenRequired: true, tokenEmailAllowed: false, tokenEmailSent: false });
    expect(await latestMailId(testApp.app)).toBe(before);
  });

  it('leaves users without a second factor alone', async () => {
    await loginAsDemo(testApp.app, 'analyst');
  });
});
