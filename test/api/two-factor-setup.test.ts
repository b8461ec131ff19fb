import { apiPaths } from '@shared/api-paths';
import {
  TWO_FACTOR_RESTARTED_ELSEWHERE_MESSAGE,
  TWO_FACTOR_WRONG_CODE_MESSAGE,
  twoFactorSetupDetailsSchema,
} from '@shared/contract';
import { totpCode } from '@server/access/totp';
import { DEMO_TOTP_SECRET } from '@server/seed/demo-users';
import { anonymousAgent, buildTestApp, loginAs, loginAsDemo, type Agent, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  // The newcomer's forced password change comes first and is tested elsewhere; here only its 2FA step is.
  await testApp.app.db.execute(`update users set change_password_immediately = false where username = 'newcomer'`);
  // Users asked to set up a second factor: only they may (the setup guard).
  await testApp.app.db.execute(`update users set setup_two_factor = true where username in ('editor', 'admin')`);
});
afterAll(() => testApp.close());

async function setup(agent: Agent, app = 'GOOGLE') {
  const response = await agent.inject({ method: 'POST', url: apiPaths.twoFactorSetup, payload: { app } });
  expect(response.statusCode).toBe(200);
  return twoFactorSetupDetailsSchema.parse(response.json());
}

const verify = (agent: Agent, code: string) =>
  agent.inject({ method: 'POST', url: apiPaths.twoFactorVerify, payload: { code } });

describe('two-factor setup', () => {
  it('needs a login', async () => {
    const response = await (
      await anonymousAgent(testApp.app)
    ).inject({ method: 'POST', url: apiPaths.twoFactorSetup, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('offers a new secret as an otpauth URI, cancellable for an ordinary user', async () => {
    const agent = await loginAsDemo(testApp.app, 'editor');
    const details = await setup(agent, 'MICROSOFT');
    expect(details).toMatchObject({
      accountName: 'editor',
      issuer: 'Energy Post-Trade',
      cancelAllowed: true,
      fhaUser: false,
    });
    expect(details.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(details.qrCodeUrl).toBe(
      `otpauth://totp/Energy%20Post-Trade:editor?issuer=Energy%20Post-Trade&secret=${details.secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('shows the same secret to starts at once or again within 10 minutes, and a new one after', async () => {
    const agent = await loginAsDemo(testApp.app, 'editor');
    const started = await Promise.all([setup(agent), setup(agent, 'MICROSOFT'), setup(agent)]);
    const [first] = started;
    expect(started.map((details) => details.secret)).toEqual([first!.secret, first!.secret, first!.secret]);
    expect((await setup(agent)).secret).toBe(first!.secret);
    // The secret shown is the one whose codes activate.
    expect(await testApp.app.repos.twoFactor.pendingSecret(await userId('editor'))).toBe(first!.secret);

    await testApp.app.db.execute(
      `update two_factor_states set pending_created_at = pending_created_at - interval '10 minutes 1 second'
       where user_id = (select id from users where username = 'editor')`,
    );
    const later = await setup(agent);
    expect(later.secret).not.toBe(first!.secret);
    expect(await testApp.app.repos.twoFactor.pendingSecret(await userId('editor'))).toBe(later.secret);
  });

  it("never shows another session the secret a session's setup holds: its start makes a new one", async () => {
    const owner = await loginAsDemo(testApp.app, 'editor');
    const other = await loginAsDemo(testApp.app, 'editor');
    const shown = await setup(owner);
    const elsewhere = await setup(other);
    expect(elsewhere.secret).not.toBe(shown.secret);
    // The owner's next start does not get the other session's secret back either.
    const again = await setup(owner);
    expect([shown.secret, elsewhere.secret]).not.toContain(again.secret);
  });

  it('tells a page whose setup another session started again so, not that its right code was wrong', async () => {
    const owner = await loginAsDemo(testApp.app, 'editor');
    const other = await loginAsDemo(testApp.app, 'editor');
    const shown = await setup(owner);
    await setup(other);
    expect((await verify(owner, totpCode(shown.secret))).json()).toEqual({
      value: 'VALIDATION_FAILED',
      validationFailureMessages: [TWO_FACTOR_RESTARTED_ELSEWHERE_MESSAGE],
    });
    // Reloaded, the page starts the setup again and its code counts.
    const reloaded = await setup(owner);
    expect((await verify(other, '000000')).json().validationFailureMessages).toEqual([
      TWO_FACTOR_RESTARTED_ELSEWHERE_MESSAGE,
    ]);
    expect(await testApp.app.repos.twoFactor.pendingSecret(await userId('editor'))).toBe(reloaded.secret);
  });

  it('keeps the secret pending: a wrong code fails and changes nothing', async () => {
    const agent = await loginAsDemo(testApp.app, 'editor');
    await setup(agent);
    const response = await verify(agent, '000000x');
    expect(response.json()).toEqual({
      value: 'VALIDATION_FAILED',
      validationFailureMessages: [TWO_FACTOR_WRONG_CODE_MESSAGE],
    });
    // Still no second factor: the password alone logs in.
    await loginAsDemo(testApp.app, 'editor');
  });

  it('activates the secret on the right code, clears the flag and logs out', async () => {
    const agent = await loginAsDemo(testApp.app, 'newcomer');
    const { secret } = await setup(agent);
    const code = totpCode(secret);

    const response = await verify(agent, code);
    expect(response.json()).toEqual({ value: 'VALIDATION_SUCCESS', validationFailureMessages: [] });
    expect(agent.cookie('ept_session')).toBeUndefined();
    expect((await agent.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);

    // The next login needs a code from the new secret; the verifying code itself is spent.
    await expect(loginAs(testApp.app, 'newcomer', 'Newcomer#2026')).rejects.toThrow(/Verification code required/);
    await expect(loginAs(testApp.app, 'newcomer', 'Newcomer#2026', code)).rejects.toThrow(/Invalid verification code/);
    const next = totpCode(secret, Date.now() + 30_000);
    const fresh = await loginAs(testApp.app, 'newcomer', 'Newcomer#2026', next);
    expect((await fresh.inject({ method: 'GET', url: apiPaths.userInformation })).json()).toMatchObject({
      setupTwoFactor: false,
    });
  });

  it('answers a double-clicked verify as the first: both succeed, whichever step the second meets', async () => {
    // Two at once meet the first's activation at any point: before it, after the flag was cleared, or
    // after the pending secret went. Each way the second is told what the first was.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await testApp.app.db.execute(
        `update users set setup_two_factor = true, totp_secret = null where username = 'editor'`,
      );
      const agent = await loginAsDemo(testApp.app, 'editor');
      const { secret } = await setup(agent);
      const code = totpCode(secret);
      const answers = await Promise.all([verify(agent, code), verify(agent, code)]);
      expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
        [200, { value: 'VALIDATION_SUCCESS', validationFailureMessages: [] }],
        [200, { value: 'VALIDATION_SUCCESS', validationFailureMessages: [] }],
      ]);
      expect(await testApp.app.repos.users.findByUsername('editor')).toMatchObject({
        totpSecret: secret,
        setupTwoFactor: false,
      });
    }
  });

  it('cancels: the flag is cleared and the pending secret dropped', async () => {
    const [user] = await testApp.app.db
      .execute(`update users set setup_two_factor = true where username = 'analyst' returning id`)
      .then(rowsOf);
    expect(user).toBeDefined();
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const { secret } = await setup(agent);
    const response = await agent.inject({ method: 'POST', url: apiPaths.twoFactorCancel });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Two-factor setup was cancelled.' });
    // Sent again (its answer lost): the same answer, not a refusal.
    const again = await agent.inject({ method: 'POST', url: apiPaths.twoFactorCancel });
    expect([again.statusCode, again.json()]).toEqual([200, { message: 'Two-factor setup was cancelled.' }]);
    expect((await agent.inject({ method: 'GET', url: apiPaths.userInformation })).json()).toMatchObject({
      setupTwoFactor: false,
    });
    // No longer asked to set up: the dropped secret's code is refused, and no second factor came of it.
    expect((await verify(agent, totpCode(secret))).statusCode).toBe(403);
    expect(await testApp.app.repos.users.findByUsername('analyst')).toMatchObject({ totpSecret: null });
  });

  it('refuses to cancel for an fhaUser', async () => {
    await testApp.app.db.execute(`update users set fha_user = true where username = 'admin'`);
    const agent = await loginAsDemo(testApp.app, 'admin');
    expect((await setup(agent)).cancelAllowed).toBe(false);
    const response = await agent.inject({ method: 'POST', url: apiPaths.twoFactorCancel });
    expect(response.statusCode).toBe(403);
  });
});

describe('the setup guard', () => {
  const OTHER_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('refuses setup, verify and cancel to a user with an active second factor and no setup flag', async () => {
    const agent = await loginAs(testApp.app, 'totp', 'Totp#2026', totpCode(DEMO_TOTP_SECRET));
    const refused = { errorMessage: 'Two-factor setup is not required for this account.' };

    const setupAnswer = await agent.inject({
      method: 'POST',
      url: apiPaths.twoFactorSetup,
      payload: { app: 'GOOGLE' },
    });
    expect(setupAnswer.statusCode).toBe(403);
    expect(setupAnswer.json()).toEqual(refused);
    // A pending secret put there some other way still cannot be activated.
    await testApp.app.repos.twoFactor.setPendingSecret(await userId('totp'), OTHER_SECRET, new Date());
    const verifyAnswer = await verify(agent, totpCode(OTHER_SECRET));
    expect(verifyAnswer.statusCode).toBe(403);
    expect(verifyAnswer.json()).toEqual(refused);
    const cancelAnswer = await agent.inject({ method: 'POST', url: apiPaths.twoFactorCancel });
    expect(cancelAnswer.statusCode).toBe(403);
    expect(cancelAnswer.json()).toEqual(refused);

    // The second factor is unchanged: the published secret still logs in.
    const user = await testApp.app.repos.users.findByUsername('totp');
    expect(user).toMatchObject({ totpSecret: DEMO_TOTP_SECRET, setupTwoFactor: false });
  });

  it('refuses setup to a user without a second factor who is not asked to set one up: a stolen session cannot give the account one', async () => {
    await testApp.app.db.execute(
      `update users set setup_two_factor = false, totp_secret = null where username = 'analyst'`,
    );
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const answer = await agent.inject({ method: 'POST', url: apiPaths.twoFactorSetup, payload: { app: 'GOOGLE' } });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ errorMessage: 'Two-factor setup is not required for this account.' });
    expect(await testApp.app.repos.users.findByUsername('analyst')).toMatchObject({ totpSecret: null });
  });

  it('allows the setup again once the user is asked to set up', async () => {
    await testApp.app.db.execute(`update users set setup_two_factor = true where username = 'totp'`);
    const agent = await loginAs(testApp.app, 'totp', 'Totp#2026', totpCode(DEMO_TOTP_SECRET, Date.now() + 30_000));
    await setup(agent);
  });

  it('ends every session of the user on activation, not only the verifying one', async () => {
    await testApp.app.db.execute(
      `update users set setup_two_factor = true, totp_secret = null where username = 'editor'`,
    );
    const sessionA = await loginAsDemo(testApp.app, 'editor');
    const sessionB = await loginAsDemo(testApp.app, 'editor');
    expect((await sessionB.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(200);

    const { secret } = await setup(sessionA);
    expect((await verify(sessionA, totpCode(secret))).json()).toMatchObject({ value: 'VALIDATION_SUCCESS' });

    expect((await sessionA.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);
    expect((await sessionB.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);
  });
});

async function userId(username: string): Promise<number> {
  const user = await testApp.app.repos.users.findByUsername(username);
  if (!user) throw new Error(`No user ${username}.`);
  return user.id;
}

/** Rows of a raw query on either driver (PGlite answers { rows }, node-postgres a QueryResult). */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}
