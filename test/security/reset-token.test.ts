import { apiPaths, fillPath } from '@shared/api-paths';
import { anonymousAgent, buildTestApp, type Agent, type TestApp } from '../api/helper';
import { latestMailId, resetTokenIn, waitForMail } from '../api/mail-outbox';
import { createTestClock } from '../api/test-clock';

const clock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  // More reset mails for one user than PASSWORD_RESET_MAILS_PER_HOUR allows (reset-mail-flood.test.ts tests that limit).
  testApp = await buildTestApp({ now: clock.now, config: { passwordResetMailsPerHour: 100 } });
});
afterAll(() => testApp.close());

const anonymous = (): Promise<Agent> => anonymousAgent(testApp.app);

async function resetToken(): Promise<string> {
  const after = await latestMailId(testApp.app);
  await (
    await anonymous()
  ).inject({ method: 'GET', url: fillPath(apiPaths.passwordResetMail, { username: 'editor' }) });
  return resetTokenIn((await waitForMail(testApp.app, 'erik.madsen@balticpower.example', after)).body);
}

const reset = async (hash: string, newPassword: string) =>
  (
    await (await anonymous()).inject({ method: 'POST', url: apiPaths.passwordReset, payload: { hash, newPassword } })
  ).json();
const allowed = async (hash: string) =>
  (await (await anonymous()).inject({ method: 'GET', url: fillPath(apiPaths.passwordResetAllowed, { hash }) })).json();

describe('password-reset tokens', () => {
  it('carry at least 128 random bits', async () => {
    const token = await resetToken();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await resetToken()).not.toBe(token);
  });

  it('work once only', async () => {
    const token = await resetToken();
    expect(await reset(token, 'Once#Only01')).toEqual({ response: 'SUCCESS' });
    expect(await allowed(token)).toEqual({ response: 'REQUEST_EXPIRED' });
    expect(await reset(token, 'Twice#Only02')).toEqual({ response: 'REQUEST_EXPIRED' });
  });

  it('die when any other reset or change succeeds', async () => {
    const first = await resetToken();
    const second = await resetToken();
    expect(await reset(second, 'Second#Wins3')).toEqual({ response: 'SUCCESS' });
    expect(await reset(first, 'First#Loses4')).toEqual({ response: 'REQUEST_EXPIRED' });
  });

  it('expire after the configured lifetime', async () => {
    const token = await resetToken();
    clock.advanceMinutes(testApp.app.config.passwordResetMinutes - 1);
    expect(await allowed(token)).toEqual({ response: 'SUCCESS' });
    clock.advanceMinutes(2);
    expect(await allowed(token)).toEqual({ response: 'REQUEST_EXPIRED' });
    expect(await reset(token, 'Too#Late005')).toEqual({ response: 'REQUEST_EXPIRED' });
  });

  it('are limited to an hour by default', () => {
    expect(testApp.app.config.passwordResetMinutes).toBeLessThanOrEqual(60);
  });
});
