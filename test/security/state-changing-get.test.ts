import { apiPaths, fillPath, XSRF_COOKIE_NAME } from '@shared/api-paths';
import { hashPassword } from '@server/access/passwords';
import { anonymousAgent, buildTestApp, loginAsDemo, type TestApp } from '../api/helper';
import { latestMailId, waitForMail } from '../api/mail-outbox';

const ANALYST_MAIL = 'anna.lindqvist@nordwind-energie.example';
const ALLOWED_MAIL = 'allowed@nordwind-energie.example';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    config: { passwordResetMailsPerHour: 100, passwordResetRequestsPerAddressPerHour: 100 },
  });
});
afterAll(() => testApp.close());

async function mailsSince(after: number): Promise<number> {
  // The route answers before it mails: give a mail that should not come the time to appear.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const rows = await testApp.app.repos.mailOutbox.newest(1000);
  return rows.filter((row) => row.id > after).length;
}

describe('a GET that changes state', () => {
  const resetMail = fillPath(apiPaths.passwordResetMail, { username: 'analyst' });

  it.each([
    ['the plain path', resetMail],
    ['an encoded spelling', resetMail.replace('/api/', '/%61pi/')],
    ['a doubled slash', resetMail.replace('/api/user/', '/api//user/')],
  ])('refuses the reset mail without the XSRF header, as an <img> would send it (%s)', async (_, url) => {
    // The browser holds the XSRF cookie, which an image request sends along; only the header is missing.
    const agent = await anonymousAgent(testApp.app);
    const after = await latestMailId(testApp.app);
    const cookies = {
      [XSRF_COOKIE_NAME]: agent.cookie(XSRF_COOKIE_NAME) ?? '',
      ept_presession: agent.cookie('ept_presession') ?? '',
    };
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await testApp.app.inject({ method, url, cookies });
      expect(response.statusCode).toBe(403);
    }
    expect(await mailsSince(after)).toBe(0);
  });

  it('refuses a wrong header, and sends the mail with the right one', async () => {
    const agent = await anonymousAgent(testApp.app);
    const after = await latestMailId(testApp.app);
    expect(
      (await agent.inject({ method: 'GET', url: resetMail, headers: { 'x-xsrf-token': 'forged' } })).statusCode,
    ).toBe(403);
    expect(await mailsSince(after)).toBe(0);
    const response = await agent.inject({ method: 'GET', url: resetMail });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    await waitForMail(testApp.app, ANALYST_MAIL, after);
  });

  it('leaves GETs that only read alone: no header needed', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const response = await testApp.app.inject({
      method: 'GET',
      url: apiPaths.userInformation,
      cookies: { ept_session: agent.cookie('ept_session') ?? '' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('the 2FA setup, which makes a new pending secret, is no GET at all', async () => {
    const agent = await loginAsDemo(testApp.app, 'newcomer');
    const response = await agent.inject({ method: 'GET', url: apiPaths.twoFactorSetup });
    expect(response.statusCode).toBe(404);
  });
});

describe('a user named allowed', () => {
  beforeAll(async () => {
    const nordwind = (await testApp.app.db.execute(`select id from organisations order by id limit 1`)) as unknown as {
      rows: Array<{ id: number }>;
    };
    await testApp.app.repos.users.insert(
      {
        username: 'allowed',
        firstName: 'Al',
        lastName: 'Lowed',
        email: ALLOWED_MAIL,
        passwordHash: await hashPassword('Allowed#2026'),
      },
      nordwind.rows.map((row) => row.id),
    );
  });

  it.each(['allowed', 'Allowed', 'ALLOWED'])('gets a reset mail when asking as %s', async (username) => {
    const agent = await anonymousAgent(testApp.app);
    const after = await latestMailId(testApp.app);
    const response = await agent.inject({ method: 'GET', url: fillPath(apiPaths.passwordResetMail, { username }) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    await waitForMail(testApp.app, ALLOWED_MAIL, after);
  });

  it('still has reset links checked under /allowed/, which never mail anybody', async () => {
    const agent = await anonymousAgent(testApp.app);
    const after = await latestMailId(testApp.app);
    const response = await agent.inject({
      method: 'GET',
      url: fillPath(apiPaths.passwordResetAllowed, { hash: 'x'.repeat(43) }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ response: 'REQUEST_EXPIRED' });
    expect(await mailsSince(after)).toBe(0);
  });

  it.each(['allowed/', 'allowed%2F', 'allowed/%20'])('does not take %s for either route by accident', async (tail) => {
    const agent = await anonymousAgent(testApp.app);
    const after = await latestMailId(testApp.app);
    const response = await agent.inject({ method: 'GET', url: `/api/user/password/reset/${tail}` });
    expect([200, 400, 404]).toContain(response.statusCode);
    // Whatever the answer, no mail to the user named allowed: the name in the path was not 'allowed'.
    expect(
      (await testApp.app.repos.mailOutbox.newest(1000)).filter(
        (row) => row.id > after && row.recipient === ALLOWED_MAIL,
      ),
    ).toHaveLength(0);
  });
});
