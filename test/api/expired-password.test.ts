import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@shared/api-paths';
import { anonymousAgent, buildTestApp, loginAsDemo, type TestApp } from './helper';
import { createTestClock } from './test-clock';

const DAY_MINUTES = 24 * 60;
const clock = createTestClock();
const distDir = mkdtempSync(path.join(os.tmpdir(), 'ept-expiry-dist-'));
let testApp: TestApp;

beforeAll(async () => {
  // The welcome page's frame is painted into index.html.
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  testApp = await buildTestApp({ now: clock.now, config: { distDir } });
  await testApp.app.db.execute(
    `update users set password_expires_at = now() - interval '1 minute' where username = 'editor'`,
  );
});
afterAll(async () => {
  await testApp.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('a password past its expiry', () => {
  it('signs in only to the forced change', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const information = await editor.inject({ method: 'GET', url: apiPaths.userInformation });
    expect(information.json()).toMatchObject({ changePasswordImmediately: true });

    const help = await editor.inject({ method: 'GET', url: '/api/help/support' });
    expect(help.statusCode).toBe(403);
    expect(help.json()).toMatchObject({ reason: 'PASSWORD_CHANGE_REQUIRED' });
  });

  it('says so in the login answer, and a new password opens the app again', async () => {
    const editor = await anonymousAgent(testApp.app);
    const login = await editor.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'editor', password: 'Editor#2026' },
    });
    expect(login.json()).toMatchObject({ changePasswordImmediately: true });
    const change = await editor.inject({
      method: 'POST',
      url: apiPaths.passwordChange,
      payload: { currentPassword: 'Editor#2026', newPassword: 'Fresh#2026a' },
    });
    expect(change.json()).toMatchObject({ response: 'SUCCESS' });
    expect((await editor.inject({ method: 'GET', url: '/api/help/support' })).statusCode).toBe(200);
  });
});

describe('the days left', () => {
  it('count from the clock that decides the expiry, in the user information and the welcome page alike', async () => {
    const expiresAt = new Date(clock.now().getTime() + 7 * DAY_MINUTES * 60_000).toISOString();
    await testApp.app.db.execute(`update users set password_expires_at = '${expiresAt}' where username = 'analyst'`);
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const daysLeft = async () => (await analyst.inject({ method: 'GET', url: apiPaths.userInformation })).json();
    const welcome = async () => (await analyst.inject({ method: 'GET', url: '/help/welcome' })).body;
    expect(await daysLeft()).toMatchObject({ passwordExpiration: 7, changePasswordImmediately: false });

    clock.advanceMinutes(3 * DAY_MINUTES);
    expect(await daysLeft()).toMatchObject({ passwordExpiration: 4, changePasswordImmediately: false });
    expect(await welcome()).toContain('Your password expires in 4 days.');

    // Past the expiry the change is forced, and no days are left.
    clock.advanceMinutes(5 * DAY_MINUTES);
    expect(await daysLeft()).toMatchObject({ passwordExpiration: 0, changePasswordImmediately: true });
  });
});
