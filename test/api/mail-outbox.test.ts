import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import { mailDetailsSchema, mailsReportSchema } from '@shared/contract';
import { anonymousAgent, buildTestApp, loginAsDemo, queryRows, type TestApp } from './helper';
import { waitForMail } from './mail-outbox';
import { createTestClock } from './test-clock';

const clock = createTestClock();
const sent: Array<{ to: string; subject: string; text: string }> = [];
let failuresToSimulate = 0;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    now: clock.now,
    // No polling: the test drives the worker's passes itself.
    config: { smtpUrl: 'smtp://unused.example', mailPollSeconds: 0, mailMaxAttempts: 3, mailRetrySeconds: 10 },
    mailTransport: {
      async send(mail) {
        if (failuresToSimulate > 0) {
          failuresToSimulate -= 1;
          throw new Error('421 try again later');
        }
        sent.push(mail);
      },
    },
  });
});
afterAll(() => testApp.close());

async function requestReset(username: string) {
  const agent = await anonymousAgent(testApp.app);
  expect(
    (await agent.inject({ method: 'GET', url: fillPath(apiPaths.passwordResetMail, { username }) })).statusCode,
  ).toBe(200);
}

describe('SMTP delivery', () => {
  it('sends a pending mail and records it SENT', async () => {
    await requestReset('analyst');
    const mail = await waitForMail(testApp.app, 'anna.lindqvist@nordwind-energie.example');
    await testApp.app.mail.deliverDue();
    expect((await testApp.app.repos.mailOutbox.findById(mail.id))?.status).toBe('SENT');
    expect(sent.at(-1)).toMatchObject({
      to: 'anna.lindqvist@nordwind-energie.example',
      subject: 'Energy Post-Trade: reset your password',
    });
    expect(sent.at(-1)?.text).toContain('/reset_password?hash=');
  });

  it('retries with backoff and gives up after the last attempt', async () => {
    failuresToSimulate = 99;
    await requestReset('editor');
    const mail = await waitForMail(testApp.app, 'erik.madsen@balticpower.example');
    const repo = testApp.app.repos.mailOutbox;

    await testApp.app.mail.deliverDue();
    expect(await repo.findById(mail.id)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: '421 try again later',
    });
    // Not due yet: nothing happens before the backoff has passed.
    await testApp.app.mail.deliverDue();
    expect((await repo.findById(mail.id))?.attempts).toBe(1);

    clock.advanceMs(10_000);
    await testApp.app.mail.deliverDue();
    expect((await repo.findById(mail.id))?.attempts).toBe(2);
    clock.advanceMs(10_000);
    await testApp.app.mail.deliverDue();
    expect((await repo.findById(mail.id))?.attempts).toBe(2);
    clock.advanceMs(10_000);
    await testApp.app.mail.deliverDue();
    expect(await repo.findById(mail.id)).toMatchObject({ status: 'FAILED', attempts: 3 });
    failuresToSimulate = 0;
  });
});

describe('the admin report', () => {
  it('lists mails newest first, paged', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    const response = await admin.inject({ method: 'GET', url: `${apiPaths.mailsReport}?page=0&entriesPerPage=1` });
    expect(response.statusCode).toBe(200);
    const report = mailsReportSchema.parse(response.json());
    expect(report.count).toBe(2);
    expect(report.currentPage).toBe(0);
    expect(report.values).toEqual([
      expect.objectContaining({ recipient: 'erik.madsen@balticpower.example', status: 'FAILED' }),
    ]);
  });

  it('sorts by a column the grid names, answers past the end empty, and refuses other columns', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    const report = async (query: string) =>
      mailsReportSchema.parse((await admin.inject({ method: 'GET', url: `${apiPaths.mailsReport}?${query}` })).json());
    const byRecipient = await report('columnName=recipient&sortOrder=ASCENDING');
    expect(byRecipient.values.map((mail) => mail.recipient)).toEqual([
      'anna.lindqvist@nordwind-energie.example',
      'erik.madsen@balticpower.example',
    ]);
    expect((await report('columnName=status&sortOrder=DESCENDING')).values.map((mail) => mail.status)).toEqual([
      'SENT',
      'FAILED',
    ]);
    expect(await report('page=2&entriesPerPage=1')).toEqual({ count: 2, currentPage: 2, values: [] });
    const refused = await admin.inject({ method: 'GET', url: `${apiPaths.mailsReport}?columnName=body` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { columnName: [expect.any(String)] } });
  });

  it('shows the details with the failure recorded', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    const [failed] = mailsReportSchema.parse(
      (await admin.inject({ method: 'GET', url: apiPaths.mailsReport })).json(),
    ).values;
    const response = await admin.inject({
      method: 'GET',
      url: fillPath(apiPaths.mailDetails, { id: failed?.id ?? 0 }),
    });
    expect(mailDetailsSchema.parse(response.json())).toMatchObject({
      attempts: 3,
      lastError: '421 try again later',
      sentAt: null,
    });
    expect(
      (await admin.inject({ method: 'GET', url: fillPath(apiPaths.mailDetails, { id: 999_999 }) })).statusCode,
    ).toBe(404);
  });
});

describe('without SMTP', () => {
  let logOnly: TestApp;
  beforeAll(async () => {
    logOnly = await buildTestApp({ config: { smtpUrl: null } });
  });
  afterAll(() => logOnly.close());

  it('writes the outbox row LOGGED in one step, never PENDING first', async () => {
    // Every status the row ever has, as the database sees each write of it.
    for (const statement of [
      'CREATE TABLE outbox_statuses_seen (status text)',
      `CREATE FUNCTION outbox_status_seen() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO outbox_statuses_seen VALUES (NEW.status); RETURN NEW; END $$`,
      `CREATE TRIGGER outbox_status_seen AFTER INSERT OR UPDATE ON mail_outbox
        FOR EACH ROW EXECUTE FUNCTION outbox_status_seen()`,
    ]) {
      await logOnly.app.db.execute(sql.raw(statement));
    }
    await logOnly.app.mail.send({ to: 'someone@example.test', subject: 'Subject', body: 'Body', secrets: [] });
    expect(await queryRows(logOnly.app, sql`SELECT status FROM outbox_statuses_seen`)).toEqual([{ status: 'LOGGED' }]);
    const mail = await waitForMail(logOnly.app, 'someone@example.test');
    expect(mail).toMatchObject({ status: 'LOGGED', attempts: 0 });
    expect(mail.sentAt).not.toBeNull();
  });
});
