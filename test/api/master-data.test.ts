import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import { apiErrorSchema } from '@shared/contract';
import { eicCode } from '@shared/contract/eic-code';
import { masterDataMessages, masterDataRules, masterDataSchema, type MasterData } from '@shared/contract/master-data';
import { remitRefusals, remitSubmitResponseSchema, table1ValueSetsSchema } from '@shared/contract/remit';
import { buildTestApp, loginAsDemo, type Agent, type TestApp } from './helper';
import { modifyTable1, table1FormOf, table1ModifyPresets, type Table1Trade } from './remit-table1-modify-form';

// Real time, moved on by hand where a test says so: past the window in which a request sent again is its retry.
let clockAheadMs = 0;
const now = () => new Date(Date.now() + clockAheadMs);
let testApp: TestApp;
let analyst: Agent;
let editor: Agent;
let admin: Agent;
const organisation = { nordwind: 0, balticPower: 0 };

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await testApp.app.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  testApp = await buildTestApp({ now });
  const organisations = await testApp.app.repos.organisations.listAll();
  const idOf = (eic: string) => organisations.find((row) => row.eicCode === eic)!.id;
  organisation.nordwind = idOf('11XNORDWIND-EH-G');
  organisation.balticPower = idOf('45XBALTICPOWER-0');
  // The analyst edits help too in this file: a member who may change the Nordwind master data.
  await testApp.app.db.execute(sql`UPDATE users SET can_edit_help = true WHERE username = 'analyst'`);
  analyst = await loginAsDemo(testApp.app, 'analyst');
  editor = await loginAsDemo(testApp.app, 'editor');
  admin = await loginAsDemo(testApp.app, 'admin');
}, 180_000);
afterAll(() => testApp.close());

const read = async (agent: Agent, organisationId: number): Promise<MasterData> => {
  const response = await agent.inject({
    method: 'GET',
    url: apiPaths.masterData,
    query: { organisationId: String(organisationId) },
  });
  expect(response.statusCode).toBe(200);
  return masterDataSchema.parse(response.json());
};
const add = (agent: Agent, body: Record<string, unknown>) =>
  agent.inject({ method: 'POST', url: apiPaths.masterData, payload: body });
const act = (agent: Agent, id: number, action: string, body: Record<string, unknown>) =>
  agent.inject({ method: 'POST', url: fillPath(apiPaths.masterDataAction, { id: String(id), action }), payload: body });
const entryOf = (data: MasterData, code: string) => data.codes.find((entry) => entry.code === code)!;

/** An open Table 1 trade of Nordwind whose latest version names a delivery point, with that point. */
async function openTable1TradeNaming(): Promise<Table1Trade & { point: string }> {
  const [found] = await rows<{ id: number; point: string }>(sql`
    SELECT r.id, v.trade #>> '{trade,contract,deliveryPointEic}' AS point FROM reporting_records r
    JOIN reporting_record_versions v ON v.record_id = r.id
    WHERE r.organisation_id = ${organisation.nordwind} AND r.document_type = 'REMIT_TABLE_1'
      AND v.version = (SELECT max(version) FROM reporting_record_versions WHERE record_id = r.id)
      AND v.action_type IN ('N', 'M')
      AND v.trade #>> '{trade,contract,deliveryPointEic}' IS NOT NULL
    ORDER BY r.id LIMIT 1`);
  expect(found).toBeDefined();
  return { agent: analyst, historyId: Number(found!.id), organisationId: organisation.nordwind, point: found!.point };
}

/** An open Table 1 trade of Nordwind whose latest version names delivery points, but not `point`. */
async function openTable1TradeNotNaming(point: string): Promise<Table1Trade> {
  const [found] = await rows<{ id: number }>(sql`
    SELECT r.id FROM reporting_records r
    JOIN reporting_record_versions v ON v.record_id = r.id
    WHERE r.organisation_id = ${organisation.nordwind} AND r.document_type = 'REMIT_TABLE_1'
      AND v.version = (SELECT max(version) FROM reporting_record_versions WHERE record_id = r.id)
      AND v.action_type IN ('N', 'M')
      AND v.trade #>> '{trade,contract,deliveryPointEic}' IS NOT NULL
      AND position(${JSON.stringify(point)} in v.trade::text) = 0
    ORDER BY r.id LIMIT 1`);
  expect(found).toBeDefined();
  return { agent: analyst, historyId: Number(found!.id), organisationId: organisation.nordwind };
}

/** The delivery points or zones Table 1 modify's value set offers for a trade. */
async function deliveryPointKeys(trade: Table1Trade): Promise<string[]> {
  const response = await analyst.inject({
    method: 'GET',
    url: apiPaths.remitTable1LoadValueSetsModify,
    query: { historyId: String(trade.historyId), organisationId: String(trade.organisationId) },
  });
  expect(response.statusCode).toBe(200);
  const sets = table1ValueSetsSchema.parse(response.json()).deliveryPointOrZones;
  return [...sets.preferredValues, ...sets.notPreferredValues].map((pair) => pair.key);
}

describe('master data', () => {
  it("reads the organisation's own EIC and its delivery points; the member editor may change, others only read", async () => {
    const baltic = await read(editor, organisation.balticPower);
    expect(baltic.mayChange).toBe(true);
    expect(baltic.codes.find((entry) => entry.kind === 'EIC')?.code).toBe('45XBALTICPOWER-0');
    expect(baltic.codes.filter((entry) => entry.kind === 'DELIVERY_POINT').length).toBeGreaterThanOrEqual(10);
    // An administrator who is no member observes: reads, changes nothing.
    expect((await read(admin, organisation.balticPower)).mayChange).toBe(false);
    const byAdmin = await add(admin, {
      organisationId: organisation.balticPower,
      kind: 'VAT',
      code: 'DE123456789',
      name: '',
    });
    expect(byAdmin.statusCode).toBe(403);
    // Another organisation's id answers 404, never its data.
    const foreign = await editor.inject({
      method: 'GET',
      url: apiPaths.masterData,
      query: { organisationId: String(organisation.nordwind) },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await add(editor, { organisationId: organisation.nordwind, kind: 'VAT', code: 'DE123456789', name: '' }))
        .statusCode,
    ).toBe(404);
  });

  it('checks each code as its standard says, on the code field, and refuses a code listed twice in any case', async () => {
    const cases: [string, string][] = [
      ['LEI', '5493001KJTIIGC8Y1R13'],
      ['EIC', '45XBALTICPOWER-1'],
      ['ACER', 'C0643278W.eu'],
      ['BIC', 'DEUT12FF'],
      ['DELIVERY_POINT', '10YDE-VE-------3'],
      // A valid EIC of a type no REMIT report takes (A, a substation): the forms would offer it in vain.
      ['DELIVERY_POINT', '10A1001A1001A82K'],
    ];
    for (const [kind, code] of cases) {
      const refused = await add(editor, { organisationId: organisation.balticPower, kind, code, name: 'Name' });
      expect(refused.statusCode).toBe(400);
      expect(apiErrorSchema.parse(refused.json()).fieldErrors?.code).toEqual([masterDataRules[kind as 'LEI'].message]);
    }
    const lei = { organisationId: organisation.balticPower, kind: 'LEI', code: '5493001KJTIIGC8Y1R12', name: '' };
    const first = await add(editor, lei);
    expect(first.statusCode).toBe(200);
    // The same add again is its retry, answered as it was; the code under another name is listed twice.
    const again = await add(editor, lei);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    const twice = await add(editor, { ...lei, name: 'Baltic Power AS' });
    expect(apiErrorSchema.parse(twice.json()).fieldErrors?.code).toEqual([masterDataMessages.duplicate]);
    const unnamed = await add(editor, {
      organisationId: organisation.balticPower,
      kind: 'TRADER',
      code: 'BP-TRADER-9',
      name: '',
    });
    expect(apiErrorSchema.parse(unnamed.json()).fieldErrors?.name).toEqual([masterDataMessages.nameRequired]);
    // The value sets offer the name for REMIT reports (XML): a control character is refused on the field.
    const bell = await add(editor, { ...lei, code: 'BP-TRADER-10', kind: 'TRADER', name: 'bell\u0007 esc\u001b[31m' });
    expect(apiErrorSchema.parse(bell.json()).fieldErrors?.name).toEqual([masterDataMessages.nameControlCharacters]);
  });

  it('says of a code longer than its kind allows only what its rule says, once', async () => {
    const long = await add(editor, {
      organisationId: organisation.balticPower,
      kind: 'TRADER',
      code: 'T'.repeat(101),
      name: 'Desk A',
    });
    expect(long.statusCode).toBe(400);
    expect(apiErrorSchema.parse(long.json()).fieldErrors?.code).toEqual([masterDataRules.TRADER.message]);
  });

  it('refuses a name holding a direction control, which would turn around what the history shows after it', async () => {
    const trader = {
      organisationId: organisation.nordwind,
      kind: 'TRADER',
      code: 'NW-TRADER-BIDI',
      name: 'Desk \u202EA',
    };
    const added = await add(analyst, trader);
    expect(added.statusCode).toBe(400);
    expect(apiErrorSchema.parse(added.json()).fieldErrors).toEqual({
      name: [masterDataMessages.nameDirectionControls],
    });
    // Right-to-left letters are names like any other, and so is the mark that keeps their punctuation in place.
    expect((await add(analyst, { ...trader, name: 'מסחר 2\u200F' })).statusCode).toBe(200);
    const entry = entryOf(await read(analyst, organisation.nordwind), trader.code);
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const renamed = await analyst.inject({
        method: 'PUT',
        url: fillPath(apiPaths.masterDataCode, { id: String(entry.id) }),
        payload: { organisationId: organisation.nordwind, name: `Desk ${control}A`, version: 1 },
      });
      expect(apiErrorSchema.parse(renamed.json()).fieldErrors?.name).toEqual([
        masterDataMessages.nameDirectionControls,
      ]);
    }
    expect(entryOf(await read(analyst, organisation.nordwind), trader.code)).toMatchObject({
      name: 'מסחר 2\u200F',
      version: 1,
    });
  });

  it('a code an open report names cannot be deleted, only retired; a retired delivery point stays only in the value set of a trade naming it', async () => {
    const trade = await openTable1TradeNaming();
    const valueSetKeys = () => deliveryPointKeys(trade);
    expect(await valueSetKeys()).toContain(trade.point);
    const other = await openTable1TradeNotNaming(trade.point);
    expect(await deliveryPointKeys(other)).toContain(trade.point);

    const entry = entryOf(await read(analyst, organisation.nordwind), trade.point);
    const deleted = await act(analyst, entry.id, 'delete', {
      organisationId: organisation.nordwind,
      version: entry.version,
    });
    expect(deleted.statusCode).toBe(409);
    expect(apiErrorSchema.parse(deleted.json()).errorMessage).toMatch(
      /^This code is used by \d+ open reports?: it cannot be deleted, only retired\.$/,
    );
    expect(
      (await act(analyst, entry.id, 'retire', { organisationId: organisation.nordwind, version: entry.version }))
        .statusCode,
    ).toBe(200);
    // The trade naming it is still modified keeping it; any other trade's value set has lost it.
    expect(await valueSetKeys()).toContain(trade.point);
    expect(await deliveryPointKeys(other)).not.toContain(trade.point);
    // A stale form (the version before the retirement) is refused, and changes nothing.
    const stale = await act(analyst, entry.id, 'reinstate', {
      organisationId: organisation.nordwind,
      version: entry.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(await deliveryPointKeys(other)).not.toContain(trade.point);
    const now = entryOf(await read(analyst, organisation.nordwind), trade.point);
    expect(
      (await act(analyst, entry.id, 'reinstate', { organisationId: organisation.nordwind, version: now.version }))
        .statusCode,
    ).toBe(200);
    expect(await valueSetKeys()).toContain(trade.point);
    const history = (await read(analyst, organisation.nordwind)).history;
    expect(history.slice(0, 2).map((event) => [event.action, event.actorName, event.code])).toEqual([
      ['REINSTATED', 'Anna Lindqvist', trade.point],
      ['RETIRED', 'Anna Lindqvist', trade.point],
    ]);
  });

  it('REMIT Table 1 modify names only a point its value set offers: a retired one only on a trade naming it already', async () => {
    const named = await openTable1TradeNaming();
    const other = await openTable1TradeNotNaming(named.point);
    const entry = entryOf(await read(analyst, organisation.nordwind), named.point);
    const retire = { organisationId: organisation.nordwind, version: entry.version };
    expect((await act(analyst, entry.id, 'retire', retire)).statusCode).toBe(200);
    try {
      const otherForm = table1FormOf(await table1ModifyPresets(other));
      const refused = await modifyTable1(other, { ...otherForm, deliveryZones: [named.point] });
      expect(refused.statusCode).toBe(400);
      expect(apiErrorSchema.parse(refused.json()).fieldErrors).toEqual({
        'deliveryZones.0': [remitRefusals.deliveryPointNotOffered(named.point)],
      });
      expect((await table1ModifyPresets(other)).trade!.latestVersion).toBe(otherForm.expectedVersion);

      const active = (await deliveryPointKeys(other)).find(
        (code) => code !== named.point && !otherForm.deliveryZones!.includes(code),
      )!;
      const kept = await modifyTable1(other, { ...otherForm, deliveryZones: [active] });
      expect(kept.statusCode).toBe(200);
      expect(remitSubmitResponseSchema.parse(kept.json()).submitted).toBe(true);

      const namedForm = table1FormOf(await table1ModifyPresets(named));
      expect(namedForm.deliveryZones).toContain(named.point);
      const modified = await modifyTable1(named, { ...namedForm, price: String(Number(namedForm.price) + 1) });
      expect(modified.statusCode).toBe(200);
      expect(remitSubmitResponseSchema.parse(modified.json()).submitted).toBe(true);
    } finally {
      const now = entryOf(await read(analyst, organisation.nordwind), named.point);
      const reinstate = { organisationId: organisation.nordwind, version: now.version };
      expect((await act(analyst, entry.id, 'reinstate', reinstate)).statusCode).toBe(200);
    }
  });

  it('a new delivery point is offered at once, and one no report names can be deleted', async () => {
    const point = {
      organisationId: organisation.nordwind,
      kind: 'DELIVERY_POINT',
      code: '10YDE-VE-------2',
      name: '50Hertz control area',
    };
    const added = await add(analyst, point);
    expect(added.statusCode).toBe(200);
    const entry = entryOf(await read(analyst, organisation.nordwind), point.code);
    expect(entry).toMatchObject({
      name: '50Hertz control area',
      retiredAt: null,
      version: 1,
      updatedBy: 'Anna Lindqvist',
    });
    const deleted = await act(analyst, entry.id, 'delete', { organisationId: organisation.nordwind, version: 1 });
    expect(deleted.statusCode).toBe(200);
    expect((await read(analyst, organisation.nordwind)).codes.map((code) => code.code)).not.toContain(point.code);
    expect((await read(analyst, organisation.nordwind)).history[0]).toMatchObject({
      action: 'DELETED',
      code: point.code,
    });
  });

  it('a code only a cancelled trade names can be deleted, whatever state its transmission has reached', async () => {
    const point = eicCode('10YTESTPOINTAPG');
    expect(
      (
        await add(analyst, {
          organisationId: organisation.nordwind,
          kind: 'DELIVERY_POINT',
          code: point,
          name: 'A test control area',
        })
      ).statusCode,
    ).toBe(200);
    // The last open trade: the tests before this one read the first ones.
    const [last] = await rows<{ id: number }>(sql`
      SELECT r.id FROM reporting_records r JOIN reporting_record_versions v ON v.record_id = r.id
      WHERE r.organisation_id = ${organisation.nordwind} AND r.document_type = 'REMIT_TABLE_1'
        AND v.version = (SELECT max(version) FROM reporting_record_versions WHERE record_id = r.id)
        AND v.action_type IN ('N', 'M')
      ORDER BY r.id DESC LIMIT 1`);
    const trade: Table1Trade = { agent: analyst, historyId: Number(last!.id), organisationId: organisation.nordwind };
    const form = table1FormOf(await table1ModifyPresets(trade));
    expect((await modifyTable1(trade, { ...form, deliveryZones: [point] })).statusCode).toBe(200);
    const deleteIt = async () => {
      const entry = entryOf(await read(analyst, organisation.nordwind), point);
      return act(analyst, entry.id, 'delete', { organisationId: organisation.nordwind, version: entry.version });
    };
    expect((await deleteIt()).statusCode).toBe(409);

    const cancelled = await analyst.inject({
      method: 'POST',
      url: apiPaths.remitTable1Cancellation,
      query: { historyId: String(trade.historyId), organisationId: String(organisation.nordwind) },
      payload: {
        expectedVersion: form.expectedVersion + 1,
        transactionTimeUtc: '2026-11-24T10:00:00',
        // The day the trade was concluded: a termination may not come before it.
        terminationDate: form.transactionDate,
        traderId: 'T',
      },
    });
    expect(remitSubmitResponseSchema.parse(cancelled.json()).submitted).toBe(true);
    // ACER has acknowledged the cancellation: the record's state is its transmission's now.
    await testApp.app.db.execute(
      sql`UPDATE reporting_records SET state = 'ACKNOWLEDGED' WHERE id = ${trade.historyId}`,
    );
    expect((await deleteIt()).statusCode).toBe(200);
  });

  // Two connections at once: PGlite has one, on which a modify cannot run beside a held lock.
  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'a point deleted while a modify naming it is being stored is refused there, not reported',
    async () => {
      const point = eicCode('10YTESTPOINTRAC');
      const body = { organisationId: organisation.nordwind, kind: 'DELIVERY_POINT', code: point, name: 'Raced area' };
      expect((await add(analyst, body)).statusCode).toBe(200);
      const entry = entryOf(await read(analyst, organisation.nordwind), point);
      const other = await openTable1TradeNotNaming(point);
      const form = table1FormOf(await table1ModifyPresets(other));
      let finished = false;
      let modified: ReturnType<typeof modifyTable1> | undefined;
      // A delete that has found no report naming the point holds its row while it finishes.
      await testApp.app.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM master_data_codes WHERE id = ${entry.id} FOR UPDATE`);
        modified = modifyTable1(other, { ...form, deliveryZones: [point] }).finally(() => (finished = true));
        // The modify passed its first check (the point is offered) and waits at the row, or has finished.
        for (let waited = 0; waited < 100 && !finished; waited++) {
          const [waiting] = (
            (await tx.execute(sql`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`)) as unknown as {
              rows: { n: number }[];
            }
          ).rows;
          if (waiting!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await tx.execute(sql`DELETE FROM master_data_codes WHERE id = ${entry.id}`);
      });
      const answer = await modified!;
      expect(answer.statusCode).toBe(400);
      expect(apiErrorSchema.parse(answer.json()).fieldErrors).toEqual({
        'deliveryZones.0': [remitRefusals.deliveryPointNotOffered(point)],
      });
      expect((await table1ModifyPresets(other)).trade!.latestVersion).toBe(form.expectedVersion);
    },
  );

  it('renames an entry from the version shown: a stale form is refused, a named kind keeps a name, another organisation answers 404', async () => {
    const trader = {
      organisationId: organisation.nordwind,
      kind: 'TRADER',
      code: 'NW-TRADER-RENAME',
      name: 'Jan de Vries',
    };
    expect((await add(analyst, trader)).statusCode).toBe(200);
    const entry = entryOf(await read(analyst, organisation.nordwind), trader.code);
    const rename = (agent: Agent, body: Record<string, unknown>) =>
      agent.inject({ method: 'PUT', url: fillPath(apiPaths.masterDataCode, { id: String(entry.id) }), payload: body });

    const renamed = await rename(analyst, {
      organisationId: organisation.nordwind,
      name: '  Jan de Vries-Smit ',
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ version: 2 });
    // Sent again from the same form (a retry after a lost answer, a double click): the same answer, no second change.
    const again = await rename(analyst, {
      organisationId: organisation.nordwind,
      name: 'Jan de Vries-Smit',
      version: 1,
    });
    expect([again.statusCode, again.json()]).toEqual([200, { version: 2 }]);
    // The name it already has, from the version shown: nothing to change.
    expect(
      (await rename(analyst, { organisationId: organisation.nordwind, name: 'Jan de Vries-Smit', version: 2 })).json(),
    ).toEqual({ version: 2 });

    const stale = await rename(analyst, { organisationId: organisation.nordwind, name: 'Someone else', version: 1 });
    expect(stale.statusCode).toBe(409);
    const bell = await rename(analyst, { organisationId: organisation.nordwind, name: 'Jan\u0007', version: 2 });
    expect(apiErrorSchema.parse(bell.json()).fieldErrors?.name).toEqual([masterDataMessages.nameControlCharacters]);
    const unnamed = await rename(analyst, { organisationId: organisation.nordwind, name: '   ', version: 2 });
    expect(unnamed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unnamed.json()).fieldErrors?.name).toEqual([masterDataMessages.nameRequired]);
    const foreign = await rename(editor, { organisationId: organisation.nordwind, name: 'Taken over', version: 2 });
    expect(foreign.statusCode).toBe(404);
    const byAdmin = await rename(admin, { organisationId: organisation.nordwind, name: 'Taken over', version: 2 });
    expect(byAdmin.statusCode).toBe(403);

    const now = await read(analyst, organisation.nordwind);
    expect(entryOf(now, trader.code)).toMatchObject({ name: 'Jan de Vries-Smit', version: 2 });
    expect(now.history[0]).toMatchObject({ action: 'RENAMED', code: trader.code });
  });

  it("takes no colleague's identical rename, add or delete for a retry, even under the same name", async () => {
    const scope = { organisationId: organisation.nordwind };
    const trader = { ...scope, kind: 'TRADER', code: 'NW-TRADER-NAMESAKE', name: 'Eva Berg' };
    expect((await add(analyst, trader)).statusCode).toBe(200);
    const { id } = entryOf(await read(analyst, organisation.nordwind), trader.code);
    const [analystUser] = await rows<{ id: number; first_name: string; last_name: string }>(
      sql`SELECT id, first_name, last_name FROM users WHERE username = 'analyst'`,
    );
    const [editorUser] = await rows<{ id: number; first_name: string; last_name: string }>(
      sql`SELECT id, first_name, last_name FROM users WHERE username = 'editor'`,
    );
    // The editor joins Nordwind under the analyst's very name.
    await testApp.app.db.execute(
      sql`UPDATE users SET first_name = ${analystUser!.first_name}, last_name = ${analystUser!.last_name} WHERE id = ${editorUser!.id}`,
    );
    await testApp.app.db.execute(
      sql`INSERT INTO user_organisations (user_id, organisation_id) VALUES (${editorUser!.id}, ${organisation.nordwind})`,
    );
    try {
      const rename = (agent: Agent) =>
        agent.inject({
          method: 'PUT',
          url: fillPath(apiPaths.masterDataCode, { id: String(id) }),
          payload: { ...scope, name: 'Eva Berg-Lund', version: 1 },
        });
      expect((await rename(analyst)).statusCode).toBe(200);
      const namesake = await loginAsDemo(testApp.app, 'editor');
      expect((await rename(namesake)).statusCode).toBe(409);
      expect((await rename(analyst)).statusCode).toBe(200);

      const other = { ...scope, kind: 'TRADER', code: 'NW-TRADER-NAMESAKE-2', name: 'Jon Berg' };
      expect((await add(analyst, other)).statusCode).toBe(200);
      expect(apiErrorSchema.parse((await add(namesake, other)).json()).fieldErrors?.code).toEqual([
        masterDataMessages.duplicate,
      ]);
      const added = entryOf(await read(analyst, organisation.nordwind), other.code);
      const remove = (agent: Agent, version: number) => act(agent, added.id, 'delete', { ...scope, version });
      expect((await remove(analyst, 1)).statusCode).toBe(200);
      // Gone: only the analyst's own delete of that version again is answered as it was.
      expect((await remove(namesake, 1)).statusCode).toBe(404);
      expect((await remove(analyst, 2)).statusCode).toBe(404);
      const again = await remove(analyst, 1);
      expect([again.statusCode, again.json()]).toEqual([200, { version: 1 }]);
    } finally {
      await testApp.app.db.execute(
        sql`DELETE FROM user_organisations WHERE user_id = ${editorUser!.id} AND organisation_id = ${organisation.nordwind}`,
      );
      await testApp.app.db.execute(
        sql`UPDATE users SET first_name = ${editorUser!.first_name}, last_name = ${editorUser!.last_name} WHERE id = ${editorUser!.id}`,
      );
    }
  });

  it('sent twice at once, each change is made once and written once into the history; the other answer is the same or a refusal, never a 500', async () => {
    const scope = { organisationId: organisation.nordwind };
    const point = { ...scope, kind: 'DELIVERY_POINT', code: '10YDE-RWENET---I', name: 'Amprion control area' };
    const added = await Promise.all([add(analyst, point), add(analyst, point)]);
    expect(added.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(added[1]!.json()).toEqual(added[0]!.json());
    const { id } = entryOf(await read(analyst, organisation.nordwind), point.code);
    const rename = () =>
      analyst.inject({
        method: 'PUT',
        url: fillPath(apiPaths.masterDataCode, { id: String(id) }),
        payload: { ...scope, name: 'Amprion', version: 1 },
      });
    // A rename, retire or delete sent again finds its own change made and answers as the first did.
    const cases: [() => ReturnType<typeof add>, number[]][] = [
      [rename, [200, 200]],
      [() => act(analyst, id, 'retire', { ...scope, version: 2 }), [200, 200]],
      [() => act(analyst, id, 'delete', { ...scope, version: 3 }), [200, 200]],
    ];
    for (const [change, statuses] of cases) {
      const answers = await Promise.all([change(), change()]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual(statuses);
    }
    const events = await rows<{ action: string }>(
      sql`SELECT action FROM master_data_events WHERE organisation_id = ${organisation.nordwind} AND code = ${point.code} ORDER BY id`,
    );
    expect(events.map((event) => event.action)).toEqual(['ADDED', 'RENAMED', 'RETIRED', 'DELETED']);
  });
  it('takes the same add or delete for a retry only within minutes: later it is a new request', async () => {
    const scope = { organisationId: organisation.nordwind };
    const trader = { ...scope, kind: 'TRADER', code: 'NW-TRADER-LATER', name: 'Ida Lund' };
    expect((await add(analyst, trader)).statusCode).toBe(200);
    const { id } = entryOf(await read(analyst, organisation.nordwind), trader.code);
    clockAheadMs += 11 * 60_000;
    expect(apiErrorSchema.parse((await add(analyst, trader)).json()).fieldErrors?.code).toEqual([
      masterDataMessages.duplicate,
    ]);
    expect((await act(analyst, id, 'delete', { ...scope, version: 1 })).statusCode).toBe(200);
    clockAheadMs += 11 * 60_000;
    expect((await act(analyst, id, 'delete', { ...scope, version: 1 })).statusCode).toBe(404);
  });
});

describe("a stale change's refusal", () => {
  it("says when the entry last changed in the reader's zone and date format, as their pages do", async () => {
    const code = `TZ_${Date.now() % 100000}`;
    const added = await add(editor, {
      organisationId: organisation.balticPower,
      kind: 'TRADER',
      code,
      name: 'Zone test',
    });
    expect(added.statusCode).toBe(200);
    const entry = entryOf(await read(editor, organisation.balticPower), code);
    const retired = await act(editor, entry.id, 'retire', {
      organisationId: organisation.balticPower,
      version: entry.version,
    });
    expect(retired.statusCode).toBe(200);
    const current = await editor.inject({ method: 'GET', url: apiPaths.preferences });
    const preferences = await editor.inject({
      method: 'PUT',
      url: apiPaths.preferences,
      payload: {
        ...(current.json() as Record<string, unknown>),
        timeZone: 'America/New_York',
        dateFormat: 'yyyy-mm-dd',
      },
    });
    expect(preferences.statusCode).toBe(200);

    const stale = await act(editor, entry.id, 'reinstate', {
      organisationId: organisation.balticPower,
      version: entry.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).errorMessage).toMatch(
      /^This entry was changed after you opened it \(now version 2, by .+ on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d GMT-[45]\)\. Reload to see the change\.$/,
    );
  });
});
