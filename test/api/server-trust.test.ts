// Issue 18's findings against the landed main, each as a user or a probe met it: a date in the year
// 9999, an error that replaced a compressed file, a 400 that echoed a 500 KB value, an admin's
// personal settings read by an analyst, and a CSV cell a spreadsheet would run.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiPaths, fillPath } from '@shared/api-paths';
import { columnSettingsUsersSchema } from '@shared/contract/column-settings-schema';
import { buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';
import { loadServerModule } from './node-loader';
import { sql } from 'drizzle-orm';

let testApp: TestApp;
let analyst: Agent;
let admin: Agent;
let nordwind = 0;
let adminId = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
  const all = await testApp.app.repos.organisations.listAll();
  nordwind = all.find((candidate) => candidate.eicCode === '11XNORDWIND-EH-G')!.id;
  adminId = (await testApp.app.repos.users.findByUsername('admin'))!.id;
  analyst = await loginAsDemo(testApp.app, 'analyst');
  admin = await loginAsDemo(testApp.app, 'admin');
}, 180_000);
afterAll(() => testApp.close());

function finderPage(agent: Agent, filters: object) {
  return agent.inject({
    method: 'POST',
    url: `${fillPath(apiPaths.finder, { finderKind: 'deals' })}?organisationId=${nordwind}`,
    payload: {
      paging: { page: 1, entriesPerPage: 25 },
      sorting: { columnName: 'createdAt', sortOrder: 'DESCENDING' },
      filters,
    },
  });
}

/** The body as a client reads it: decoded as the Content-Encoding header says. */
function decodedBody(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

describe('bounded input', () => {
  it.each(['9999-12-31', '0001-01-01', '1899-12-31', '2201-01-01'])(
    'refuses the date %s in a finder with 400 naming the field',
    async (day) => {
      const response = await finderPage(analyst, { to: day });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual(['filters.to']);
      expect(response.json().fieldErrors['filters.to'][0]).toBe('to must be between 1900-01-01 and 2200-12-31.');
    },
  );

  it('still takes the first and last days of the bounds', async () => {
    expect((await finderPage(analyst, { from: '1900-01-01', to: '2200-12-31' })).statusCode).toBe(200);
  });

  it('refuses the year 9999 in the CSV export with a JSON 400 that a client can read under its headers', async () => {
    const response = await analyst.inject({
      method: 'GET',
      url: `${fillPath(apiPaths.finderCsv, { finderKind: 'deals' })}?organisationId=${nordwind}&to=9999-12-31`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    expect(JSON.parse(decodedBody(response)).fieldErrors.to).toBeDefined();
  });

  it('echoes at most 200 characters of an invalid value, however long', async () => {
    const columnName = 'x'.repeat(500_000);
    const response = await analyst.inject({
      method: 'POST',
      url: fillPath(apiPaths.columnSettingsPersist, { key: 'remitt1' }),
      payload: { organisationId: nordwind, activeColumns: [columnName] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(1_000);
    expect(response.body).toContain(`'${'x'.repeat(200)}…'`);
  });
});

describe('settings privacy', () => {
  it("keeps an admin's personal settings from an analyst, and does not list the admin as a colleague where the admin is no member", async () => {
    const saved = await admin.inject({
      method: 'POST',
      url: fillPath(apiPaths.columnSettingsPersist, { key: 'remitt1' }),
      payload: { organisationId: nordwind, activeColumns: ['uti'] },
    });
    expect(saved.statusCode).toBe(200);
    const read = await analyst.inject({
      method: 'GET',
      url: `${fillPath(apiPaths.columnSettings, { key: 'remitt1' })}?organisationId=${nordwind}&userId=${adminId}`,
    });
    expect(read.statusCode).toBe(404);
    const users = await analyst.inject({
      method: 'GET',
      url: `${fillPath(apiPaths.columnSettingsUsers, { key: 'remitt1' })}?organisationId=${nordwind}`,
    });
    expect(columnSettingsUsersSchema.parse(users.json()).users.map((user) => user.ident)).not.toContain(adminId);
  });

  it('lets an observing admin read nobody else’s settings either', async () => {
    const analystId = (await testApp.app.repos.users.findByUsername('analyst'))!.id;
    const read = await admin.inject({
      method: 'GET',
      url: `${fillPath(apiPaths.columnSettings, { key: 'remitt1' })}?organisationId=${nordwind}&userId=${analystId}`,
    });
    expect(read.statusCode).toBe(404);
  });
});

describe('the organisation a request does not name', () => {
  it("is the user's own only while the user is a member of it: without the membership a scoped page answers 404", async () => {
    const analystId = (await testApp.app.repos.users.findByUsername('analyst'))!.id;
    const unnamed = () =>
      analyst.inject({
        method: 'POST',
        url: fillPath(apiPaths.finder, { finderKind: 'deals' }),
        payload: {
          paging: { page: 1, entriesPerPage: 25 },
          sorting: { columnName: 'createdAt', sortOrder: 'DESCENDING' },
          filters: {},
        },
      });
    expect((await unnamed()).statusCode).toBe(200);
    await testApp.app.db.execute(
      sql`DELETE FROM user_organisations WHERE user_id = ${analystId} AND organisation_id = ${nordwind}`,
    );
    await testApp.changesHeard();
    try {
      const response = await unnamed();
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('NWEH-');
    } finally {
      await testApp.app.db.execute(
        sql`INSERT INTO user_organisations (user_id, organisation_id) VALUES (${analystId}, ${nordwind})`,
      );
      await testApp.changesHeard();
    }
  });
});

describe('an organisation id on a route that takes none in its query', () => {
  const contactsPage = (organisationId: number) =>
    analyst.inject({
      method: 'POST',
      url: `${apiPaths.organisationContacts}?organisationId=${organisationId}`,
      payload: {
        paging: { page: 0, entriesPerPage: 5 },
        sorting: { columnName: 'displayName', sortOrder: 'ASCENDING' },
        idOfSelectedOrganisationGroup: null,
      },
    });

  it("is read as validation would read it: the member's own answers, another's is not found", async () => {
    expect((await contactsPage(nordwind)).statusCode).toBe(200);
    const analystId = (await testApp.app.repos.users.findByUsername('analyst'))!.id;
    const memberships = await testApp.app.repos.users.membershipIds(analystId);
    const foreign = (await testApp.app.repos.organisations.listAll()).find((row) => !memberships.includes(row.id))!.id;
    const refused = await contactsPage(foreign);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ errorMessage: 'Organisation not found.' });
  });
});

describe('an organisation id in a body that takes none', () => {
  it("is answered for the organisation it names, not for the caller's own", async () => {
    const all = await testApp.app.repos.organisations.listAll();
    const alpenstrom = all.find((candidate) => candidate.displayName === 'Alpenstrom Versorgung')!.id;
    const page = (organisationId: number) =>
      analyst.inject({
        method: 'POST',
        url: fillPath(apiPaths.finder, { finderKind: 'deals' }),
        payload: {
          organisationId,
          paging: { page: 1, entriesPerPage: 25 },
          sorting: { columnName: 'createdAt', sortOrder: 'DESCENDING' },
          filters: {},
        },
      });
    const byQuery = (organisationId: number) =>
      analyst.inject({
        method: 'POST',
        url: `${fillPath(apiPaths.finder, { finderKind: 'deals' })}?organisationId=${organisationId}`,
        payload: {
          paging: { page: 1, entriesPerPage: 25 },
          sorting: { columnName: 'createdAt', sortOrder: 'DESCENDING' },
          filters: {},
        },
      });
    const named = await page(alpenstrom);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual((await byQuery(alpenstrom)).json());
    expect(named.json()).not.toEqual((await byQuery(nordwind)).json());
  });
});

describe('a search pasted decomposed', () => {
  // As macOS and PDFs copy text: 'o' and a combining circumflex, which looks like 'ô'.
  it('finds what the same text typed finds', async () => {
    const countFor = async (text: string) => {
      const response = await analyst.inject({
        method: 'POST',
        url: `${fillPath(apiPaths.finder, { finderKind: 'remitActivity' })}?organisationId=${nordwind}`,
        payload: { paging: { page: 0, entriesPerPage: 5 }, filters: { text } },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { count: number }).count;
    };
    const typed = await countFor('Rh\u00f4ne');
    expect(typed).toBeGreaterThan(0);
    expect(await countFor('Rho\u0302ne')).toBe(typed);
  });
});

describe('an organisation id no organisation has', () => {
  it('answers an observing admin 404, as anyone else, on reads and on changes of their own data', async () => {
    const missing = 999_999;
    expect(await testApp.app.repos.organisations.findById(missing)).toBeNull();
    const requests = [
      { method: 'GET' as const, url: `${apiPaths.masterData}?organisationId=${missing}` },
      {
        method: 'POST' as const,
        url: `${fillPath(apiPaths.finder, { finderKind: 'deals' })}?organisationId=${missing}`,
        payload: { paging: { page: 0, entriesPerPage: 5 } },
      },
      {
        method: 'POST' as const,
        url: fillPath(apiPaths.columnSettingsPersist, { key: 'remitt1' }),
        payload: { organisationId: missing, activeColumns: ['uti'] },
      },
    ];
    for (const request of requests) {
      const response = await admin.inject(request);
      expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 404 });
      expect(response.json()).toEqual({ errorMessage: 'Organisation not found.' });
    }
    // An organisation that exists is still the admin's to read.
    expect(
      (await admin.inject({ method: 'GET', url: `${apiPaths.masterData}?organisationId=${nordwind}` })).statusCode,
    ).toBe(200);
  });
});

describe('an organisation id no organisation can have', () => {
  // Past int4 (the column's type), zero or negative: the organisation rule reads ids as the contract
  // does, so such an id is never looked up (the database refused 9999999999 with a 500).
  it.each(['9999999999', '2147483648', '0', '-1'])(
    'answers %s with 404 where a route takes no query, 400 naming it where one does',
    async (id) => {
      for (const agent of [admin, analyst]) {
        const schemaLess = await agent.inject({ method: 'GET', url: `${apiPaths.preferences}?organisationId=${id}` });
        expect(schemaLess.statusCode).toBe(404);
        expect(schemaLess.json()).toEqual({ errorMessage: 'Organisation not found.' });
        const validated = await agent.inject({ method: 'GET', url: `${apiPaths.masterData}?organisationId=${id}` });
        expect(validated.statusCode).toBe(400);
        expect(Object.keys(validated.json().fieldErrors)).toEqual(['organisationId']);
      }
    },
  );
});

describe('CSV cells (OWASP CSV injection)', () => {
  const { spreadsheetSafe } = loadServerModule<typeof import('@server/finders/finder-rows')>(
    'src/server/finders/finder-rows.ts',
  );

  it.each([
    ["-1+1+cmd|' /C calc'!A0", "'-1+1+cmd|' /C calc'!A0"],
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['-', "'-"],
  ])('prefixes %j', (cell, expected) => {
    expect(spreadsheetSafe(cell)).toBe(expected);
  });

  it.each(['-12.5', '-1', '+3', '42', '1e5', '-0.25', 'NWEH-2026-000417', 'Gas TTF & "NBP" < 5'])(
    'leaves %j as it is',
    (cell) => {
      expect(spreadsheetSafe(cell)).toBe(cell);
    },
  );
});
