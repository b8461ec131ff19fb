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

  it('says a value of the wrong type is of the wrong type, once, and nothing of a limit it never met', async () => {
    const response = await (
      await anonymousAgent(testApp.app)
    ).inject({ method: 'POST', url: apiPaths.login, payload: { username: [], password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid({ username: ["Field 'username' must be text."] }));

    const admin = await loginAsDemo(testApp.app, 'admin');
    const holiday = await admin.inject({
      method: 'POST',
      url: apiPaths.holidays,
      payload: { day: '2027-12-24', name: [] },
    });
    expect(holiday.statusCode).toBe(400);
    expect((holiday.json() as { fieldErrors: Record<string, string[]> }).fieldErrors.name).toHaveLength(1);

    const user = await admin.inject({
      method: 'POST',
      url: apiPaths.adminUsers,
      payload: { organisationIds: '1,'.repeat(600) },
    });
    expect(user.statusCode).toBe(400);
    expect((user.json() as { fieldErrors: Record<string, string[]> }).fieldErrors.organisationIds).toEqual([
      "Field 'organisationIds' must be a list.",
    ]);
  });

  it('says a note of the wrong type once', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const response = await analyst.inject({
      method: 'POST',
      url: apiPaths.problemSolvingHandled,
      query: { organisationId: '1' },
      payload: { problems: [], note: [] },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors.note).toHaveLength(1);
  });
});

describe('a request body that is no JSON object', () => {
  const post = async (payload: string, contentType: string) =>
    (await loginAsDemo(testApp.app, 'admin')).inject({
      method: 'POST',
      url: apiPaths.holidays,
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers an empty JSON body as a JSON null, in the words of the contract', async () => {
    const empty = await post('', 'application/json');
    const nothing = await post('null', 'application/json');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual(invalid({ _: ['The request must be an object.'] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(nothing.json());
  });

  it('lets a route that takes no body have an empty one labelled JSON', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const signedOut = await analyst.inject({
      method: 'POST',
      url: apiPaths.logout,
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(signedOut.statusCode).toBe(204);
    expect((await analyst.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(401);
  });

  it('says a body sent in another format than JSON must be sent as JSON', async () => {
    for (const contentType of ['text/plain', 'application/xml']) {
      const response = await post('{"day":"2027-12-24","name":"Christmas Eve"}', contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        errorMessage: 'The request body must be sent as JSON (Content-Type: application/json).',
      });
    }
  });
});
