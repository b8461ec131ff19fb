import { apiPaths, fillPath, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@shared/api-paths';
import { loadAccessConfig } from '@server/config-access';
import { anonymousAgent, buildTestApp, type TestApp } from '../api/helper';
import { createTestClock } from '../api/test-clock';

const EDITOR_MAIL = 'erik.madsen@balticpower.example';
const ANALYST_MAIL = 'anna.lindqvist@nordwind-energie.example';

/** The cookies and XSRF header of a browser that has opened the app, one per test app. */
const browsers = new WeakMap<TestApp, Promise<{ cookies: Record<string, string>; headers: Record<string, string> }>>();

function browserOf(testApp: TestApp) {
  let browser = browsers.get(testApp);
  if (!browser) {
    browser = anonymousAgent(testApp.app).then((agent) => {
      const cookies = {
        [XSRF_COOKIE_NAME]: agent.cookie(XSRF_COOKIE_NAME) ?? '',
        ept_presession: agent.cookie('ept_presession') ?? '',
      };
      return { cookies, headers: { [XSRF_HEADER_NAME]: cookies[XSRF_COOKIE_NAME] } };
    });
    browsers.set(testApp, browser);
  }
  return browser;
}

/** The reset-mail request of the SPA (XSRF header included), from a given client address. */
const requestMail = async (testApp: TestApp, username: string, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({
    method: 'GET',
    url: fillPath(apiPaths.passwordResetMail, { username }),
    remoteAddress,
    ...(await browserOf(testApp)),
  });

async function mailsTo(testApp: TestApp, recipient: string): Promise<number> {
  const rows = await testApp.app.repos.mailOutbox.newest(1000);
  return rows.filter((row) => row.recipient === recipient).length;
}

async function tokensOf(testApp: TestApp, username: string): Promise<number> {
  const result = await testApp.app.db.execute(
    `select count(*)::int as n from password_reset_tokens t join users u on u.id = t.user_id where u.username = '${username}'`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}

/**
 * The route answers before it works (an existing user must not answer slower), so wait: first until
 * at least `atLeast` mails are there, then until their number has stopped changing.
 */
async function settledMailCount(testApp: TestApp, recipient: string, atLeast: number): Promise<number> {
  const deadline = Date.now() + 20_000;
  let count = await mailsTo(testApp, recipient);
  while (count < atLeast && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    count = await mailsTo(testApp, recipient);
  }
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const now = await mailsTo(testApp, recipient);
    if (now !== count) {
      count = now;
      quietSince = Date.now();
    }
  }
  return count;
}

describe('the reset mail per user', () => {
  const clock = createTestClock();
  let testApp: TestApp;
  beforeAll(async () => {
    // The address limit out of the way: this is about the limit per user.
    testApp = await buildTestApp({ now: clock.now, config: { passwordResetRequestsPerAddressPerHour: 1000 } });
  });
  afterAll(() => testApp.close());

  it('is the default of 3 per hour', () => {
    expect(testApp.app.config.passwordResetMailsPerHour).toBe(3);
    expect(testApp.app.config.passwordResetRequestsPerAddressPerHour).toBe(1000);
  });

  it('goes out at most PASSWORD_RESET_MAILS_PER_HOUR times however many parallel requests ask, and every answer is 200 {}', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => requestMail(testApp, 'editor')));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({});
    }
    expect(await settledMailCount(testApp, EDITOR_MAIL, 3)).toBe(3);
    expect(await tokensOf(testApp, 'editor')).toBe(3);
  });

  it('counts case variants of the name as the same user, and leaves other users alone', async () => {
    await Promise.all(['EDITOR', 'Editor'].map((name) => requestMail(testApp, name)));
    await requestMail(testApp, 'analyst');
    expect(await settledMailCount(testApp, ANALYST_MAIL, 1)).toBe(1);
    expect(await mailsTo(testApp, EDITOR_MAIL)).toBe(3);
  });

  it('allows mails again in the next hour', async () => {
    clock.advanceMinutes(61);
    await requestMail(testApp, 'editor');
    expect(await settledMailCount(testApp, EDITOR_MAIL, 4)).toBe(4);
  });
});

describe('the reset-mail limits over a rolling hour', () => {
  const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      now: clock.now,
      config: { passwordResetMailsPerHour: 3, passwordResetRequestsPerAddressPerHour: 4 },
    });
  });
  afterAll(() => testApp.close());

  it('lets no hour hold more than the limit per user, not even around the turn of a window', async () => {
    // One at 09:00, two at 09:58: the limit of 3 is reached.
    await requestMail(testApp, 'editor', '10.1.0.1');
    clock.advanceMinutes(58);
    await requestMail(testApp, 'editor', '10.1.0.2');
    await requestMail(testApp, 'editor', '10.1.0.3');
    expect(await settledMailCount(testApp, EDITOR_MAIL, 3)).toBe(3);
    // 10:01: the 09:00 mail is more than an hour old, the two of 09:58 are not: one more, not three.
    clock.advanceMinutes(3);
    await Promise.all(['10.1.0.4', '10.1.0.5', '10.1.0.6'].map((address) => requestMail(testApp, 'editor', address)));
    expect(await settledMailCount(testApp, EDITOR_MAIL, 4)).toBe(4);
    // 10:58: the two of 09:58 have left the hour.
    clock.advanceMinutes(57);
    await Promise.all(['10.1.0.7', '10.1.0.8', '10.1.0.9'].map((address) => requestMail(testApp, 'editor', address)));
    expect(await settledMailCount(testApp, EDITOR_MAIL, 6)).toBe(6);
  });

  it('lets no hour hold more than the limit per address either', async () => {
    // From one address: a request at 11:00, three at 11:58 (unknown names): the limit of 4 is reached.
    clock.advanceMinutes(2);
    await requestMail(testApp, 'nobody-early', '10.2.0.1');
    clock.advanceMinutes(58);
    for (const name of ['nobody-a', 'nobody-b', 'nobody-c']) await requestMail(testApp, name, '10.2.0.1');
    // 12:01: only the 11:00 request has left the hour, so one of four users gets a mail.
    clock.advanceMinutes(3);
    const users = ['analyst', 'admin', 'totp', 'newcomer'];
    const recipients = await Promise.all(
      users.map(async (name) => (await testApp.app.repos.users.findByUsername(name))!.email),
    );
    for (const name of users) await requestMail(testApp, name, '10.2.0.1');
    await settledMailCount(testApp, recipients[0]!, 1);
    const mailed = await Promise.all(recipients.map((recipient) => mailsTo(testApp, recipient)));
    expect(mailed).toEqual([1, 0, 0, 0]);
  });
});

describe('the reset mail per client address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      config: { passwordResetRequestsPerAddressPerHour: 5, passwordResetMailsPerHour: 1000 },
    });
  });
  afterAll(() => testApp.close());

  it('is the default of 20 per hour', () => {
    expect(loadAccessConfig({}).passwordResetRequestsPerAddressPerHour).toBe(20);
  });

  it('counts unknown names too, then answers 200 {} without mailing', async () => {
    const unknown = await Promise.all(
      Array.from({ length: 3 }, (_, index) => requestMail(testApp, `nobody-${index}`, '10.0.0.1')),
    );
    const known = await Promise.all(Array.from({ length: 10 }, () => requestMail(testApp, 'editor', '10.0.0.1')));
    for (const answer of [...unknown, ...known]) expect(answer.json()).toEqual({});
    expect(await settledMailCount(testApp, EDITOR_MAIL, 2)).toBe(2);
    expect(await tokensOf(testApp, 'editor')).toBe(2);
  });

  it('does not stop another address', async () => {
    await requestMail(testApp, 'analyst', '10.0.0.2');
    expect(await settledMailCount(testApp, ANALYST_MAIL, 1)).toBe(1);
  });
});

describe('the reset mail asked for again at once', () => {
  const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      now: clock.now,
      config: { passwordResetMailRepeatSeconds: loadAccessConfig({}).passwordResetMailRepeatSeconds },
    });
  });
  afterAll(() => testApp.close());

  it('is the default of 30 s', () => {
    expect(testApp.app.config.passwordResetMailRepeatSeconds).toBe(30);
  });

  it("mails one link for a double click or a retry, and spends one of the hour's mails", async () => {
    const answers = await Promise.all([requestMail(testApp, 'editor'), requestMail(testApp, 'Editor')]);
    clock.advanceMs(20_000);
    answers.push(await requestMail(testApp, 'editor'));
    for (const answer of answers) expect([answer.statusCode, answer.json()]).toEqual([200, {}]);
    expect(await settledMailCount(testApp, EDITOR_MAIL, 1)).toBe(1);
    expect(await tokensOf(testApp, 'editor')).toBe(1);
    // Asked again later, it is a new request: the hour's two other mails are still there.
    clock.advanceMs(30_001);
    await requestMail(testApp, 'editor');
    clock.advanceMs(30_001);
    await requestMail(testApp, 'editor');
    expect(await settledMailCount(testApp, EDITOR_MAIL, 3)).toBe(3);
  });
});
