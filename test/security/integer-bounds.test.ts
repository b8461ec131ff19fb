import { apiPaths, fillPath } from '@shared/api-paths';
import { buildTestApp, createAgent, loginAsDemo, type Agent, type TestApp } from '../api/helper';

/** Beyond int4 (2147483647): PostgreSQL would refuse it as a parameter, so the contract must first. */
const TOO_BIG = 9_999_999_999;

let testApp: TestApp;
let admin: Agent;
let analyst: Agent;
let editor: Agent;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await loginAsDemo(testApp.app, 'admin');
  analyst = await loginAsDemo(testApp.app, 'analyst');
  editor = await loginAsDemo(testApp.app, 'editor');
});
afterAll(() => testApp.close());

function expectFieldError(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { errorMessage: string; fieldErrors?: Record<string, string[]> };
  expect(body.errorMessage).toBe('Invalid request.');
  expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
}

describe('integers beyond int4 answer 400, not 500', () => {
  it('refuses an organisation id beyond int4 in the query string', async () => {
    expectFieldError(
      await admin.inject({ method: 'GET', url: apiPaths.navigation, query: { organisationId: String(TOO_BIG) } }),
      'organisationId',
    );
  });

  it('refuses a mail id beyond int4 in the path', async () => {
    expectFieldError(await admin.inject({ method: 'GET', url: fillPath(apiPaths.mailDetails, { id: TOO_BIG }) }), 'id');
  });

  it('refuses idOfSelectedOrganisation beyond int4', async () => {
    const payload = {
      paging: { page: 0, entriesPerPage: 10 },
      sorting: { columnName: 'secondName', sortOrder: 'ASCENDING' },
      idOfSelectedOrganisation: TOO_BIG,
    };
    expectFieldError(
      await analyst.inject({ method: 'POST', url: apiPaths.userContacts, payload }),
      'idOfSelectedOrganisation',
    );
  });

  it('refuses a huge page number', async () => {
    const payload = {
      paging: { page: TOO_BIG, entriesPerPage: 10 },
      sorting: { columnName: 'secondName', sortOrder: 'ASCENDING' },
      idOfSelectedOrganisation: 1,
    };
    expectFieldError(await analyst.inject({ method: 'POST', url: apiPaths.userContacts, payload }), 'paging.page');
  });

  it('refuses a huge page number in a query string', async () => {
    expectFieldError(
      await admin.inject({ method: 'GET', url: apiPaths.mailsReport, query: { page: String(TOO_BIG) } }),
      'page',
    );
    expectFieldError(
      await admin.inject({ method: 'GET', url: apiPaths.mailsReport, query: { page: '1000001' } }),
      'page',
    );
    expect(
      (await admin.inject({ method: 'GET', url: apiPaths.mailsReport, query: { page: '1000000' } })).statusCode,
    ).toBe(200);
  });

  it('refuses a help text version beyond int4', async () => {
    const payload = { title: 'Support', content: 'Call us.', version: TOO_BIG };
    expectFieldError(
      await editor.inject({ method: 'POST', url: fillPath(apiPaths.helpTextSave, { kind: 'support' }), payload }),
      'version',
    );
  });

  it('refuses an unsupported-browser log with an organisation id beyond int4', async () => {
    const agent = createAgent(testApp.app);
    await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
    const payload = { browser: 'Firefox', version: '128', organisationId: TOO_BIG };
    expectFieldError(
      await agent.inject({ method: 'POST', url: apiPaths.unsupportedBrowserLog, payload }),
      'organisationId',
    );
  });
});
