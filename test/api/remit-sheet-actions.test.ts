import { sql, type SQL } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import { finderPageSchema } from '@shared/contract/finders';
import { problemPageSchema } from '@shared/contract/problem-solving';
import {
  remitSubmitResponseSchema,
  table2CancellationPresetsSchema,
  transactionSheetSchema,
} from '@shared/contract/remit';
import { buildTestApp, loginAsDemo, organisationIdOf, queryRows, type Agent, type TestApp } from './helper';

// The trade sheet (the trade's detail page) offers Cancel, Delete and Modify as its finder row does and as
// the server's presets allow them: a cancelled trade only takes Delete, a deleted one nothing, and an
// observing admin changes no organisation's reports.

let testApp: TestApp;
let analyst: Agent;
let admin: Agent;
let nordwind = 0;

const rows = <T>(query: SQL): Promise<T[]> => queryRows<T>(testApp.app, query);

beforeAll(async () => {
  testApp = await buildTestApp();
  nordwind = await organisationIdOf(testApp.app, '11XNORDWIND-EH-G');
  analyst = await loginAsDemo(testApp.app, 'analyst');
  admin = await loginAsDemo(testApp.app, 'admin');
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

/** Open trades of Nordwind (latest version N or M) of the table. */
async function openTrades(table: 'REMIT_TABLE_1' | 'REMIT_TABLE_2'): Promise<number[]> {
  const found = await rows<{ id: number }>(sql`
    SELECT r.id FROM reporting_records r
    WHERE r.organisation_id = ${nordwind} AND r.document_type = ${table}
      AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id
           ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
    ORDER BY r.id`);
  return found.map((row) => Number(row.id));
}

const scope = (historyId: number) => ({ historyId: String(historyId), organisationId: String(nordwind) });

async function sheetActions(agent: Agent, table: 'REMIT_TABLE_1' | 'REMIT_TABLE_2', historyId: number) {
  const response = await agent.inject({
    method: 'GET',
    url: apiPaths.remitTransactionSheet,
    query: { regime: 'REMIT', documentType: table, ...scope(historyId) },
  });
  expect(response.statusCode).toBe(200);
  return transactionSheetSchema.parse(response.json()).tradeActions;
}

const all = { cancelEnabled: true, deleteEnabled: true, modifyEnabled: true };
const none = { cancelEnabled: false, deleteEnabled: false, modifyEnabled: false };

describe('the trade actions a REMIT sheet offers', () => {
  it('are all three for an open trade, Delete only once cancelled, none once deleted', async () => {
    const [historyId] = await openTrades('REMIT_TABLE_2');
    expect(await sheetActions(analyst, 'REMIT_TABLE_2', historyId!)).toEqual(all);

    const presets = table2CancellationPresetsSchema.parse(
      (
        await analyst.inject({
          method: 'GET',
          url: apiPaths.remitTable2LoadPresetsCancellation,
          query: scope(historyId!),
        })
      ).json(),
    );
    const cancelled = await analyst.inject({
      method: 'POST',
      url: apiPaths.remitTable2Cancellation,
      query: {
        ...scope(historyId!),
        terminationDate: presets.deliveryEndDate!,
        expectedVersion: String(presets.trade!.latestVersion),
      },
    });
    expect(remitSubmitResponseSchema.parse(cancelled.json())).toMatchObject({ submitted: true });
    expect(await sheetActions(analyst, 'REMIT_TABLE_2', historyId!)).toEqual({ ...none, deleteEnabled: true });

    const deleted = await analyst.inject({
      method: 'POST',
      url: apiPaths.remitTable2Deletion,
      query: { ...scope(historyId!), expectedVersion: String(presets.trade!.latestVersion + 1) },
    });
    expect(remitSubmitResponseSchema.parse(deleted.json())).toMatchObject({ submitted: true });
    expect(await sheetActions(analyst, 'REMIT_TABLE_2', historyId!)).toEqual(none);
  });

  it('are none for an observing admin, whom every preset refuses', async () => {
    const [historyId] = await openTrades('REMIT_TABLE_1');
    expect(await sheetActions(analyst, 'REMIT_TABLE_1', historyId!)).toEqual(all);
    expect(await sheetActions(admin, 'REMIT_TABLE_1', historyId!)).toEqual(none);
  });
});

describe('the trade actions a finder row offers', () => {
  async function remitRows(agent: Agent, kind: 'REMIT_TABLE_1' | 'REMIT_TABLE_2') {
    const response = await agent.inject({
      method: 'POST',
      url: fillPath(apiPaths.finder, { finderKind: 'remitActivity' }),
      query: { organisationId: String(nordwind) },
      payload: {
        paging: { page: 0, entriesPerPage: 100 },
        sorting: { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
        filters: { kind },
      },
    });
    expect(response.statusCode).toBe(200);
    return finderPageSchema.parse(response.json()).values;
  }
  const actionsOf = (row: { links: readonly string[] }) => ({
    cancelEnabled: row.links.includes('cancel'),
    deleteEnabled: row.links.includes('delete'),
    modifyEnabled: row.links.includes('modify'),
  });

  it('are none for an observing admin, as the sheet and the presets say', async () => {
    const [historyId] = await openTrades('REMIT_TABLE_1');
    const analystRow = (await remitRows(analyst, 'REMIT_TABLE_1')).find((row) => row.id === historyId)!;
    expect(actionsOf(analystRow)).toEqual(all);
    const adminRows = await remitRows(admin, 'REMIT_TABLE_1');
    expect(adminRows.find((row) => row.id === historyId)).toBeDefined();
    for (const row of adminRows) expect(actionsOf(row)).toEqual(none);
  });

  it('are none in the problem-solving queue for an observing admin', async () => {
    const problems = async (agent: Agent) => {
      const response = await agent.inject({
        method: 'POST',
        url: apiPaths.problemSolvingProblems,
        query: { organisationId: String(nordwind) },
        payload: { paging: { page: 0, entriesPerPage: 100 } },
      });
      expect(response.statusCode).toBe(200);
      return problemPageSchema.parse(response.json()).values;
    };
    const open = (await problems(analyst)).filter((row) => row.links.includes('delete'));
    expect(open.length).toBeGreaterThan(0);
    const adminRows = await problems(admin);
    expect(adminRows.map((row) => row.problemId)).toEqual(expect.arrayContaining(open.map((row) => row.problemId)));
    for (const row of adminRows) expect(actionsOf(row)).toEqual(none);
  });
});
