import { apiPaths, fillPath } from '@shared/api-paths';
import {
  catalogueColumnNames,
  COLUMN_SETTINGS_STALE_MESSAGE,
  columnSettingsSchema,
  columnSettingsUsersSchema,
  defaultColumnSettings,
  savedColumnSettingsSchema,
  type ColumnSettingsKey,
} from '@shared/contract/column-settings-schema';
import { buildTestApp, createAgent, loginAs, loginAsDemo, type Agent, type TestApp } from './helper';
import { loadServerModule } from './node-loader';

let testApp: TestApp;
const organisation: Record<'nordwind' | 'alpenstrom' | 'balticPower', number> = {
  nordwind: 0,
  alpenstrom: 0,
  balticPower: 0,
};
let colleagueId = 0;
const COLLEAGUE_PASSWORD = 'Colleague#2026-x';

beforeAll(async () => {
  testApp = await buildTestApp();
  const all = await testApp.app.repos.organisations.listAll();
  const idOf = (eicCode: string) => all.find((candidate) => candidate.eicCode === eicCode)!.id;
  organisation.nordwind = idOf('11XNORDWIND-EH-G');
  organisation.alpenstrom = idOf('12XALPENSTROM-V0');
  organisation.balticPower = idOf('45XBALTICPOWER-0');
  // The demo users share no organisation: a colleague of the analyst at Nordwind only.
  const { hashPassword } = loadServerModule<typeof import('@server/access/passwords')>(
    'src/server/access/passwords.ts',
  );
  const colleague = await testApp.app.repos.users.insert(
    {
      username: 'colleague',
      firstName: 'Colin',
      lastName: 'Meyer',
      email: 'colin.meyer@nordwind-energie.example',
      passwordHash: await hashPassword(COLLEAGUE_PASSWORD),
      organisationId: organisation.nordwind,
      passwordExpiresAt: new Date(Date.now() + 90 * 86_400_000),
    },
    [organisation.nordwind],
  );
  colleagueId = colleague.id;
  // Building a seeded app takes long on a busy machine.
}, 180_000);
afterAll(() => testApp.close());

const withQuery = (path: string, query: Record<string, number | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  ).toString();
  return search ? `${path}?${search}` : path;
};

function getSettings(agent: Agent, key: string, query: { organisationId?: number; userId?: number } = {}) {
  return agent.inject({ method: 'GET', url: withQuery(fillPath(apiPaths.columnSettings, { key }), query) });
}
function getDefaults(agent: Agent, key: string, organisationId?: number) {
  return agent.inject({
    method: 'GET',
    url: withQuery(fillPath(apiPaths.columnSettingsDefault, { key }), { organisationId }),
  });
}
function getUsers(agent: Agent, key: string, organisationId?: number) {
  return agent.inject({
    method: 'GET',
    url: withQuery(fillPath(apiPaths.columnSettingsUsers, { key }), { organisationId }),
  });
}
function persist(agent: Agent, key: string, payload: object) {
  return agent.inject({ method: 'POST', url: fillPath(apiPaths.columnSettingsPersist, { key }), payload });
}

async function settingsOf(
  agent: Agent,
  key: ColumnSettingsKey,
  query: { organisationId?: number; userId?: number } = {},
) {
  const response = await getSettings(agent, key, query);
  expect(response.statusCode).toBe(200);
  return columnSettingsSchema.parse(response.json());
}

describe('column settings', () => {
  it('start as the system defaults, which the default call also returns', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const defaults = defaultColumnSettings('remitt2');
    expect(defaults.activeColumns.length).toBeGreaterThan(0);
    expect(defaults.inactiveColumns.length).toBeGreaterThan(0);
    expect(await settingsOf(analyst, 'remitt2', { organisationId: organisation.nordwind })).toEqual(defaults);
    const response = await getDefaults(analyst, 'remitt2', organisation.nordwind);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaults);
  });

  it('persist the shown columns in order, hide the rest in catalogue order, and keep them per organisation and key', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const activeColumns = ['state', 'uti', 'traderId'];
    const response = await persist(analyst, 'remitt1', { activeColumns, organisationId: organisation.nordwind });
    expect(response.statusCode).toBe(200);
    const saved = columnSettingsSchema.parse(response.json());
    expect(saved.activeColumns).toEqual(activeColumns);
    expect(saved.inactiveColumns).not.toContain('uti');
    expect([...saved.activeColumns, ...saved.inactiveColumns].sort()).toEqual(
      [...defaultColumnSettings('remitt1').activeColumns, ...defaultColumnSettings('remitt1').inactiveColumns].sort(),
    );

    expect(await settingsOf(analyst, 'remitt1', { organisationId: organisation.nordwind })).toEqual(saved);
    // The other organisation, no organisation and another key are untouched.
    expect(await settingsOf(analyst, 'remitt1', { organisationId: organisation.alpenstrom })).toEqual(
      defaultColumnSettings('remitt1'),
    );
    expect(await settingsOf(analyst, 'remitt1')).toEqual(defaultColumnSettings('remitt1'));
    expect(await settingsOf(analyst, 'ecm', { organisationId: organisation.nordwind })).toEqual(
      defaultColumnSettings('ecm'),
    );
    // Sending one's own user id is the same as sending none.
    const ownId = (await testApp.app.repos.users.findByUsername('analyst'))!.id;
    expect(await settingsOf(analyst, 'remitt1', { organisationId: organisation.nordwind, userId: ownId })).toEqual(
      saved,
    );
  });

  it('persist idempotently: the same list twice leaves one entry, a new list replaces it', async () => {
    const colleague = await loginAs(testApp.app, 'colleague', COLLEAGUE_PASSWORD);
    const body = { activeColumns: ['externalId', 'netAmount'], organisationId: organisation.nordwind };
    const first = await persist(colleague, 'esmInvoice', body);
    const second = await persist(colleague, 'esmInvoice', body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());

    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const users = columnSettingsUsersSchema.parse(
      (await getUsers(analyst, 'esmInvoice', organisation.nordwind)).json(),
    ).users;
    expect(users).toEqual([{ ident: colleagueId, value: 'Colin Meyer' }]);

    await persist(colleague, 'esmInvoice', { ...body, activeColumns: ['period'] });
    expect(
      (await settingsOf(colleague, 'esmInvoice', { organisationId: organisation.nordwind })).activeColumns,
    ).toEqual(['period']);
  });

  it('refuse a save from a page loaded before another tab saved (409), but answer a repeated save as the first', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const scope = { organisationId: organisation.nordwind };
    const loaded = savedColumnSettingsSchema.parse((await getSettings(analyst, 'esmNettingstatement', scope)).json());
    expect(loaded.version).toBe(0);

    // Tab A saves from the page it loaded; a double click sends the same save again.
    const tabA = { ...scope, activeColumns: ['externalId', 'netAmount'], version: loaded.version };
    const first = await persist(analyst, 'esmNettingstatement', tabA);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ activeColumns: tabA.activeColumns, version: 1 });
    const again = await persist(analyst, 'esmNettingstatement', tabA);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    // Tab B, loaded at the same version, saves another list: refused, tab A's stays.
    const tabB = await persist(analyst, 'esmNettingstatement', { ...tabA, activeColumns: ['state'] });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toMatchObject({ errorMessage: COLUMN_SETTINGS_STALE_MESSAGE });
    const kept = savedColumnSettingsSchema.parse((await getSettings(analyst, 'esmNettingstatement', scope)).json());
    expect(kept).toMatchObject({ activeColumns: tabA.activeColumns, version: 1 });

    // From the version it now shows, the save goes through; without a version, as the spec's call, too.
    const reloaded = await persist(analyst, 'esmNettingstatement', { ...tabA, activeColumns: ['state'], version: 1 });
    expect(reloaded.json()).toMatchObject({ activeColumns: ['state'], version: 2 });
    const unversioned = await persist(analyst, 'esmNettingstatement', { ...scope, activeColumns: ['currency'] });
    expect(unversioned.json()).toMatchObject({ activeColumns: ['currency'], version: 3 });
  });

  it('refuse a save naming a version of settings never saved (409), saving nothing', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const scope = { organisationId: organisation.nordwind };
    const refused = await persist(analyst, 'esmInvoice', { ...scope, activeColumns: ['period'], version: 77 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorMessage: COLUMN_SETTINGS_STALE_MESSAGE });
    const kept = savedColumnSettingsSchema.parse((await getSettings(analyst, 'esmInvoice', scope)).json());
    expect(kept.version).toBe(0);
    const saved = await persist(analyst, 'esmInvoice', { ...scope, activeColumns: ['period'], version: 0 });
    expect(saved.json()).toMatchObject({ activeColumns: ['period'], version: 1 });
  });

  describe('refuse with 400 and field messages', () => {
    let analyst: Agent;
    beforeAll(async () => {
      analyst = await loginAsDemo(testApp.app, 'analyst');
    });

    it('an unknown column name, at its place in the list', async () => {
      const response = await persist(analyst, 'remitt1', {
        activeColumns: ['uti', 'shoeSize'],
        organisationId: organisation.nordwind,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errorMessage: 'Invalid request.',
        fieldErrors: { 'activeColumns.1': ["Unknown column 'shoeSize'."] },
      });
    });

    it("another key's column name", async () => {
      const response = await persist(analyst, 'ecm', { activeColumns: ['uti'], organisationId: organisation.nordwind });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ 'activeColumns.0': ["Unknown column 'uti'."] });
    });

    it('a column listed twice', async () => {
      const response = await persist(analyst, 'remitt1', {
        activeColumns: ['uti', 'state', 'uti'],
        organisationId: organisation.nordwind,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ activeColumns: ["Column 'uti' is listed more than once."] });
    });

    it('a list longer than the grid has columns, in one message however long the list', async () => {
      const count = catalogueColumnNames('remitt1').length;
      // 150,000 unknown names (750 KB) were answered name by name: 7 MB of field messages.
      for (const activeColumns of [[...catalogueColumnNames('remitt1'), 'uti'], Array<string>(150_000).fill('zz')]) {
        const response = await persist(analyst, 'remitt1', { activeColumns, organisationId: organisation.nordwind });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          errorMessage: 'Invalid request.',
          fieldErrors: { activeColumns: [`The grid has only ${count} columns.`] },
        });
      }
    });

    it('an empty selection', async () => {
      const response = await persist(analyst, 'remitt1', { activeColumns: [], organisationId: organisation.nordwind });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ activeColumns: ['Select at least one column.'] });
    });

    it('a missing list and a malformed user id', async () => {
      const missing = await persist(analyst, 'remitt1', { organisationId: organisation.nordwind });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().fieldErrors)).toEqual(['activeColumns']);
      const malformed = await getSettings(analyst, 'remitt1', { organisationId: organisation.nordwind, userId: -3 });
      expect(malformed.statusCode).toBe(400);
      expect(Object.keys(malformed.json().fieldErrors)).toEqual(['userId']);
    });

    it('a misspelt key, which would otherwise be dropped (a dropped version skips the stale check)', async () => {
      const response = await persist(analyst, 'remitt1', {
        activeColumns: ['uti'],
        organisationId: organisation.nordwind,
        verison: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errorMessage: 'Invalid request.',
        fieldErrors: { _: ['The request has an unknown field: verison.'] },
      });
    });

    it('and keep the saved settings', async () => {
      await persist(analyst, 'remitt3', { activeColumns: ['zone'], organisationId: organisation.nordwind });
      await persist(analyst, 'remitt3', { activeColumns: ['zone', 'zone'], organisationId: organisation.nordwind });
      expect((await settingsOf(analyst, 'remitt3', { organisationId: organisation.nordwind })).activeColumns).toEqual([
        'zone',
      ]);
    });
  });

  it('know no other settings key', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    expect((await getSettings(analyst, 'REMIT_TABLE_1')).statusCode).toBe(404);
    expect((await persist(analyst, 'mifid', { activeColumns: ['isin'] })).statusCode).toBe(404);
  });

  describe("another user's settings", () => {
    beforeAll(async () => {
      const colleague = await loginAs(testApp.app, 'colleague', COLLEAGUE_PASSWORD);
      const response = await persist(colleague, 'remitt2', {
        activeColumns: ['buySell', 'uti'],
        organisationId: organisation.nordwind,
      });
      expect(response.statusCode).toBe(200);
    });

    it('are listed and readable within the same organisation', async () => {
      const analyst = await loginAsDemo(testApp.app, 'analyst');
      const users = columnSettingsUsersSchema.parse(
        (await getUsers(analyst, 'remitt2', organisation.nordwind)).json(),
      ).users;
      expect(users).toEqual([{ ident: colleagueId, value: 'Colin Meyer' }]);
      const settings = await settingsOf(analyst, 'remitt2', {
        organisationId: organisation.nordwind,
        userId: colleagueId,
      });
      expect(settings.activeColumns).toEqual(['buySell', 'uti']);
      // Reading them changes nothing of the analyst's own.
      expect(await settingsOf(analyst, 'remitt2', { organisationId: organisation.nordwind })).toEqual(
        defaultColumnSettings('remitt2'),
      );
    });

    it('list nobody for a key nobody else saved, or without an organisation, and never the caller', async () => {
      const analyst = await loginAsDemo(testApp.app, 'analyst');
      expect((await getUsers(analyst, 'remitfund', organisation.nordwind)).json()).toEqual({ users: [] });
      expect((await getUsers(analyst, 'remitt2')).json()).toEqual({ users: [] });
      const colleague = await loginAs(testApp.app, 'colleague', COLLEAGUE_PASSWORD);
      expect((await getUsers(colleague, 'remitt2', organisation.nordwind)).json()).toEqual({ users: [] });
    });

    it('are not found from another organisation, or without one', async () => {
      const analyst = await loginAsDemo(testApp.app, 'analyst');
      expect((await getUsers(analyst, 'remitt2', organisation.alpenstrom)).json()).toEqual({ users: [] });
      const elsewhere = await getSettings(analyst, 'remitt2', {
        organisationId: organisation.alpenstrom,
        userId: colleagueId,
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toEqual({ errorMessage: 'User not found.' });
      expect((await getSettings(analyst, 'remitt2', { userId: colleagueId })).statusCode).toBe(404);
      expect(
        (await getSettings(analyst, 'remitt2', { organisationId: organisation.nordwind, userId: 987_654 })).statusCode,
      ).toBe(404);

      // A user of another organisation learns nothing, whichever organisation id is sent.
      const editor = await loginAsDemo(testApp.app, 'editor');
      expect(
        (await getSettings(editor, 'remitt2', { organisationId: organisation.balticPower, userId: colleagueId }))
          .statusCode,
      ).toBe(404);
      const foreign = await getSettings(editor, 'remitt2', {
        organisationId: organisation.nordwind,
        userId: colleagueId,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ errorMessage: 'Organisation not found.' });
    });

    it('cannot be overwritten', async () => {
      const analyst = await loginAsDemo(testApp.app, 'analyst');
      const response = await persist(analyst, 'remitt2', {
        activeColumns: ['uti'],
        userId: colleagueId,
        organisationId: organisation.nordwind,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errorMessage: 'You may only save your own column settings.' });
      const colleague = await loginAs(testApp.app, 'colleague', COLLEAGUE_PASSWORD);
      expect((await settingsOf(colleague, 'remitt2', { organisationId: organisation.nordwind })).activeColumns).toEqual(
        ['buySell', 'uti'],
      );
    });
  });

  it('refuse an organisation the caller may not see, on every call', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const baltic = organisation.balticPower;
    const responses = [
      await getSettings(analyst, 'ecm', { organisationId: baltic }),
      await getDefaults(analyst, 'ecm', baltic),
      await getUsers(analyst, 'ecm', baltic),
      await persist(analyst, 'ecm', { activeColumns: ['state'], organisationId: baltic }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorMessage: 'Organisation not found.' });
    }
  });

  it('need a login', async () => {
    const anonymous = createAgent(testApp.app);
    expect((await getSettings(anonymous, 'ecm')).statusCode).toBe(401);
    expect((await getUsers(anonymous, 'ecm')).statusCode).toBe(401);
  });
});
