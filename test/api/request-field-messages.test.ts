import { apiPaths, fillPath } from '@shared/api-paths';
import { anonymousAgent, buildTestApp, loginAsDemo, type TestApp } from './helper';

// The client shows a 400's field messages on the fields: each names its field and its rule, never
// zod's own English ("Too big: expected string to have <=64 characters").
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.db.execute(`update users set setup_two_factor = true where username = 'editor'`);
});
afterAll(() => testApp.close());

const invalid = (fieldErrors: Record<string, string[]>) => ({ errorMessage: 'Invalid request.', fieldErrors });

describe('a request field refused', () => {
  it('names a mail id that is not a positive whole number', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    for (const id of ['-1', '0', 'abc', '1.5']) {
      const response = await admin.inject({ method: 'GET', url: fillPath(apiPaths.mailDetails, { id }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid({ id: ['id must be a positive whole number.'] }));
    }
  });

  it('gives the most characters of a two-factor code', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const response = await editor.inject({
      method: 'POST',
      url: apiPaths.twoFactorVerify,
      payload: { code: '1'.repeat(65) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid({ code: ["Field 'code' must be at most 64 characters."] }));
  });

  it('gives the most characters of the current password in a forced change', async () => {
    const newcomer = await loginAsDemo(testApp.app, 'newcomer');
    const response = await newcomer.inject({
      method: 'POST',
      url: apiPaths.passwordChange,
      payload: { currentPassword: 'x'.repeat(257), newPassword: 123 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      invalid({
        currentPassword: ["Field 'current password' must be at most 256 characters."],
        newPassword: ["Field 'new password' must be text."],
      }),
    );
  });

  it('says a new password of a reset must be text, and a missing hash is required', async () => {
    const response = await (
      await anonymousAgent(testApp.app)
    ).inject({ method: 'POST', url: apiPaths.passwordReset, payload: { newPassword: 123 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      invalid({ newPassword: ["Field 'new password' must be text."], hash: ["Field 'hash' is required."] }),
    );
  });

  it('names the field in the words of the contract where a schema gives none of its own', async () => {
    const response = await (
      await anonymousAgent(testApp.app)
    ).inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'editor', password: 'x'.repeat(257), token: 7, mail_token: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      invalid({
        password: ["Field 'password' must be at most 256 characters."],
        token: ["Field 'token' must be text."],
        mail_token: ["Field 'mail_token' must be true or false."],
      }),
    );
  });

  it('names a user id that is not a positive whole number', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    const response = await admin.inject({ method: 'GET', url: fillPath(apiPaths.adminUser, { id: '-3' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid({ id: ['id must be a positive whole number.'] }));
  });
});
