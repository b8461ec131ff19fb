import { sql } from 'drizzle-orm';
import { anonymousAgent, buildTestApp, queryRows, type TestApp } from './helper';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

/**
 * A URL drops a '.' or '..' segment, so the forgot password page sends such a name with a trailing
 * space (client/api/password-api.ts): the contract trims it, and the name is answered and counted as
 * typed, alike with every other name.
 */
describe.each(['.', '..'])("the reset mail for the login name '%s'", (name) => {
  it('is answered 200 {} as for any name, and counted for the name as typed', async () => {
    const response = await (
      await anonymousAgent(testApp.app)
    ).inject({ method: 'GET', url: `/api/user/password/reset/${name}%20` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const counted = await queryRows<{ key: string }>(
      testApp.app,
      sql`SELECT key FROM request_hits WHERE kind = 'reset-mail-user'`,
    );
    expect(counted.map((row) => row.key)).toContain(name);
  });
});
