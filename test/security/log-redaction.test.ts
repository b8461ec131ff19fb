import { apiPaths, fillPath } from '@shared/api-paths';
import { REDACTED, redactUrl } from '@server/http/log-redaction';
import { anonymousAgent, buildTestApp, type TestApp } from '../api/helper';
import { latestMailId, resetTokenIn, waitForMail } from '../api/mail-outbox';

describe('redactUrl', () => {
  it.each([
    ['/api/user/password/reset/allowed/abcDEF123_-', `/api/user/password/reset/allowed/${REDACTED}`],
    ['/%61pi/user/password/reset/Allowed/abc', `/%61pi/user/password/reset/Allowed/${REDACTED}`],
    ['/api/user/password/reset/%61llowed/abc?x=1', `/api/user/password/reset/%61llowed/${REDACTED}?x=1`],
    ['/api//user/password/reset/allowed/abc/', `/api//user/password/reset/allowed/${REDACTED}/`],
    ['/reset_password?hash=abc', `/reset_password?hash=${REDACTED}`],
    ['/reset_password?HASH=abc&lang=en', `/reset_password?HASH=${REDACTED}&lang=en`],
    ['/anything?a=1&token=abc&access_token=def', `/anything?a=1&token=${REDACTED}&access_token=${REDACTED}`],
    ['/x?%68ash=abc', `/x?%68ash=${REDACTED}`],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    '/api/user/password/reset/analyst',
    '/api/user/password/reset/allowed',
    '/help/contacts?organisationId=3',
    '/api/help/support',
  ])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      // Real mail configured (so mails are not written to the log), never sent: the outbox has the link.
      config: { logLevel: 'info', smtpUrl: 'smtp://unused.example', mailPollSeconds: 0 },
      mailTransport: { send: () => Promise.resolve() },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => testApp.close());

  it('never contains a live reset token, however the link is opened', async () => {
    const agent = await anonymousAgent(testApp.app);
    const after = await latestMailId(testApp.app);
    expect(
      (await agent.inject({ method: 'GET', url: fillPath(apiPaths.passwordResetMail, { username: 'editor' }) }))
        .statusCode,
    ).toBe(200);
    const token = resetTokenIn((await waitForMail(testApp.app, 'erik.madsen@balticpower.example', after)).body);

    const opened = [
      fillPath(apiPaths.passwordResetAllowed, { hash: token }),
      `/%61pi/user/password/reset/ALLOWED/${token}`,
      `/reset_password?hash=${encodeURIComponent(token)}`,
      `/reset_password?lang=en&hash=${token}`,
      `/api/system/information?token=${token}`,
    ];
    lines.length = 0;
    for (const url of opened) await agent.inject({ method: 'GET', url });
    await agent.inject({ method: 'POST', url: apiPaths.passwordReset, payload: { hash: token, newPassword: 'short' } });

    const log = lines.join('');
    // The requests were logged (so the test can see a leak), each with its URL redacted.
    const incoming = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .filter((entry) => entry.msg === 'incoming request');
    expect(incoming.map((entry) => entry.req?.url)).toHaveLength(opened.length + 1);
    expect(incoming.filter((entry) => entry.req?.url.includes(REDACTED))).toHaveLength(opened.length);
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
  });
});
