import { apiPaths } from '@shared/api-paths';
import { anonymousAgent, buildTestApp, loginAsDemo, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.db.execute(`update users set password_expires_at = now() - interval '1 minute' where username = 'editor'`);
});
afterAll(() => testApp.close());

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
    const login = await editor.inject({ method: 'POST', url: apiPaths.login, payload: { username: 'editor', password: 'Editor#2026' } });
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
