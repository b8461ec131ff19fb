import { apiPaths, fillPath } from '@shared/api-paths';
import { anonymousAgent, buildTestApp, loginAsDemo, type Agent, type TestApp } from '../api/helper';

/** PostgreSQL text cannot hold U+0000: such a string must be refused as a bad request, not end in a 500. */
const NUL_MESSAGE = 'Text may not contain NUL characters.';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const anonymous = (): Promise<Agent> => anonymousAgent(testApp.app);

function expectNulRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ errorMessage: 'Invalid request.', fieldErrors: { [field]: [NUL_MESSAGE] } });
}

describe('NUL characters in request strings answer 400, not 500', () => {
  it('refuses a login name with a NUL', async () => {
    const agent = await anonymous();
    expectNulRefused(await agent.inject({ method: 'POST', url: apiPaths.login, payload: { username: 'a\u0000b', password: 'Wrong#pass1' } }), 'username');
  });

  it('refuses a reference with a NUL in the query string', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    expectNulRefused(await analyst.inject({ method: 'GET', url: `${apiPaths.referenceLink}?ref=a%00b` }), 'ref');
  });

  it('refuses an organisation group id with a NUL', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const payload = {
      paging: { page: 0, entriesPerPage: 10 },
      sorting: { columnName: 'organisationGroupDisplayName', sortOrder: 'ASCENDING' },
      idOfSelectedOrganisationGroup: 'a\u0000b',
    };
    expectNulRefused(await analyst.inject({ method: 'POST', url: apiPaths.organisationContacts, payload }), 'idOfSelectedOrganisationGroup');
  });

  it('refuses a client error report with a NUL', async () => {
    const agent = await anonymous();
    const payload = {
      time: '2026-03-01T10:00:00',
      url: 'http://localhost:8080/help/welcome',
      userName: null,
      selectedOrg: null,
      errorName: 'TypeError',
      errorMessage: 'bad\u0000byte',
      errorStack: null,
    };
    expectNulRefused(await agent.inject({ method: 'POST', url: apiPaths.clientErrorReport, payload }), 'errorMessage');
  });

  it('refuses a help text title with a NUL, naming nested fields by their path', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const payload = { title: 'Sup\u0000port', content: 'Call us.', version: 1 };
    expectNulRefused(await editor.inject({ method: 'POST', url: fillPath(apiPaths.helpTextSave, { kind: 'support' }), payload }), 'title');
  });

  it('refuses a NUL in a path parameter', async () => {
    const admin = await loginAsDemo(testApp.app, 'admin');
    expectNulRefused(await admin.inject({ method: 'GET', url: '/api/admin/mails/1%00' }), 'id');
  });

  it('walks a deeply nested body in linear time, without overflowing the stack', async () => {
    const agent = await anonymous();
    const started = performance.now();
    const depth = 200_000;
    // JSON's escape for U+0000 (a raw one would be malformed JSON).
    const payload = `${'['.repeat(depth)}"a\\u0000b"${']'.repeat(depth)}`;
    const response = await agent.inject({ method: 'POST', url: apiPaths.login, payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(Object.values((response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors)).toEqual([[NUL_MESSAGE]]);
  });

  it('names a NUL inside a nested object or array by its dotted path', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const payload = {
      paging: { page: 0, entriesPerPage: 10 },
      sorting: { columnName: 'organisationGroupDisplayName\u0000', sortOrder: 'ASCENDING' },
      idOfSelectedOrganisationGroup: null,
    };
    expectNulRefused(await analyst.inject({ method: 'POST', url: apiPaths.organisationContacts, payload }), 'sorting.columnName');
  });
});
