import { apiPaths, fillPath } from '@shared/api-paths';
import { mailDetailsSchema, mailsReportSchema } from '@shared/contract';
import { anonymousAgent, buildTestApp, createAgent, loginAsDemo, type TestApp } from '../api/helper';
import { latestMailId, loginCodeIn, resetTokenIn, waitForMail } from '../api/mail-outbox';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function mailDetails(id: number) {
  const admin = await loginAsDemo(testApp.app, 'admin');
  const response = await admin.inject({ method: 'GET', url: fillPath(apiPaths.mailDetails, { id }) });
  expect(response.statusCode).toBe(200);
  return mailDetailsSchema.parse(response.json());
}

describe('the admin view of the outbox', () => {
  it('masks the reset token, so reading the mail does not take over the account', async () => {
    const after = await latestMailId(testApp.app);
    await (
      await anonymousAgent(testApp.app)
    ).inject({ method: 'GET', url: fillPath(apiPaths.passwordResetMail, { username: 'analyst' }) });
    const mail = await waitForMail(testApp.app, 'anna.lindqvist@nordwind-energie.example', after);
    const token = resetTokenIn(mail.body);

    const details = await mailDetails(mail.id);
    expect(details.body).not.toContain(token);
    expect(details.body).toContain('/reset_password?hash=••••••••');
    expect(JSON.stringify(details)).not.toContain(token);
  });

  it('masks a one-time login code', async () => {
    const after = await latestMailId(testApp.app);
    const agent = createAgent(testApp.app);
    await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
    await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'totp', password: 'Totp#2026', mail_token: true },
    });
    const mail = await waitForMail(testApp.app, 'teresa.navarro@iberiagas.example', after);
    const code = loginCodeIn(mail.body);

    expect((await mailDetails(mail.id)).body).not.toContain(code);
  });

  it('is for administrators only', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    expect((await analyst.inject({ method: 'GET', url: apiPaths.mailsReport })).statusCode).toBe(403);
    expect((await analyst.inject({ method: 'GET', url: fillPath(apiPaths.mailDetails, { id: 1 }) })).statusCode).toBe(
      403,
    );
    expect((await createAgent(testApp.app).inject({ method: 'GET', url: apiPaths.mailsReport })).statusCode).toBe(401);

    const admin = await loginAsDemo(testApp.app, 'admin');
    const report = mailsReportSchema.parse((await admin.inject({ method: 'GET', url: apiPaths.mailsReport })).json());
    expect(report.values.map((mail) => mail.subject)).toEqual([
      'Energy Post-Trade: your one-time verification code',
      'Energy Post-Trade: reset your password',
    ]);
  });
});
