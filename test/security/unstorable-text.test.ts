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
    expectNulRefused(
      await agent.inject({
        method: 'POST',
        url: apiPaths.login,
        payload: { username: 'a\u0000b', password: 'Wrong#pass1' },
      }),
      'username',
    );
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
    expectNulRefused(
      await analyst.inject({ method: 'POST', url: apiPaths.organisationContacts, payload }),
      'idOfSelectedOrganisationGroup',
    );
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
    expectNulRefused(
      await editor.inject({ method: 'POST', url: fillPath(apiPaths.helpTextSave, { kind: 'support' }), payload }),
      'title',
    );
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
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(Object.values((response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors)).toEqual([
      [NUL_MESSAGE],
    ]);
  });

  it('names a NUL inside a nested object or array by its dotted path', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const payload = {
      paging: { page: 0, entriesPerPage: 10 },
      sorting: { columnName: 'organisationGroupDisplayName\u0000', sortOrder: 'ASCENDING' },
      idOfSelectedOrganisationGroup: null,
    };
    expectNulRefused(
      await analyst.inject({ method: 'POST', url: apiPaths.organisationContacts, payload }),
      'sorting.columnName',
    );
  });
});

/**
 * Half of a surrogate pair (JSON's "\ud800" escape) failed a jsonb column (a 500) and was kept as U+FFFD
 * in a text one, so that the same request sent again no longer matched what was stored (a 409).
 */
describe('half of a character in request strings answers 400', () => {
  const HALF_CHARACTER_MESSAGE = 'Text may not contain half of a character (a lone UTF-16 surrogate).';
  const refusal = (fields: Record<string, string>) => ({
    errorMessage: 'Invalid request.',
    fieldErrors: Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, [message]])),
  });

  it('refuses a lone high or low surrogate in a JSON body, naming the field', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const response = await analyst.inject({
      method: 'POST',
      url: `${apiPaths.remitTable2Modify}?historyId=1&organisationId=1`,
      payload: { priceFormula: 'Formula \ud800 x', fixingIndices: [{ fixingIndex: 'TTF\udc00' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal({ priceFormula: HALF_CHARACTER_MESSAGE, 'fixingIndices.0.fixingIndex': HALF_CHARACTER_MESSAGE }),
    );
  });

  it('leaves a help text as it was, and shows a key with half a character as U+FFFD', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const url = fillPath(apiPaths.helpTextSave, { kind: 'support' });
    const before = await editor.inject({ method: 'GET', url: fillPath(apiPaths.helpText, { kind: 'support' }) });
    const saved = await editor.inject({
      method: 'POST',
      url,
      payload: { title: 'Support', content: 'Call \ud83d.', version: 1 },
    });
    expect(saved.json()).toEqual(refusal({ content: HALF_CHARACTER_MESSAGE }));
    const after = await editor.inject({ method: 'GET', url: fillPath(apiPaths.helpText, { kind: 'support' }) });
    expect(after.body).toBe(before.body);

    const keyed = await editor.inject({ method: 'POST', url, payload: { ['ti\udc00tle']: 'x' } });
    expect(keyed.json()).toEqual(refusal({ 'ti\ufffdtle': HALF_CHARACTER_MESSAGE }));
  });

  it('takes a whole character written as its surrogate pair', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const payload = {
      paging: { page: 0, entriesPerPage: 10 },
      sorting: { columnName: 'organisationGroupDisplayName', sortOrder: 'ASCENDING' },
      idOfSelectedOrganisationGroup: 'Gr\ud83d\ude00up',
    };
    // As JSON's escapes, the way half a character comes too.
    const escaped = JSON.stringify(payload).replace('\u{1F600}', '\\ud83d\\ude00');
    expect(escaped).toContain('Gr\\ud83d\\ude00up');
    const response = await analyst.inject({
      method: 'POST',
      url: apiPaths.organisationContacts,
      payload: escaped,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});
