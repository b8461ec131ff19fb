import { sql, type SQL } from 'drizzle-orm';
import type { Table2ModifyBody } from '@shared/contract/remit';
import { buildTestApp, loginAsDemo, organisationIdOf, queryRows, type Agent, type TestApp } from './helper';
import { modifyTable2, table2FormOf, table2ModifyPresets, type Table2Trade } from './remit-table2-modify-form';

// A Table 2 modify body that leaves out a list of the trade (option details, volume optionality
// intervals, fixing indices) is refused on that list: it once read as empty, deleted the stored entries
// and reported a modification nobody asked for.

let testApp: TestApp;
let analyst: Agent;
let alpenstrom = 0;

const rows = <T>(query: SQL): Promise<T[]> => queryRows<T>(testApp.app, query);
const versionCountOf = async (historyId: number) =>
  (await rows<{ id: number }>(sql`SELECT id FROM reporting_record_versions WHERE record_id = ${historyId}`)).length;

beforeAll(async () => {
  testApp = await buildTestApp();
  alpenstrom = await organisationIdOf(testApp.app, '12XALPENSTROM-V0');
  analyst = await loginAsDemo(testApp.app, 'analyst');
}, 180_000);

afterAll(() => testApp.close());

/** An open Table 2 trade of Alpenstrom whose loaded form has at least one volume optionality interval. */
async function tradeWithIntervals(): Promise<Table2Trade> {
  const candidates = await rows<{ id: number }>(sql`
    SELECT r.id FROM reporting_records r
    WHERE r.organisation_id = ${alpenstrom} AND r.document_type = 'REMIT_TABLE_2'
      AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id
           ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
    ORDER BY r.id`);
  for (const { id } of candidates) {
    const trade = { agent: analyst, historyId: Number(id), organisationId: alpenstrom };
    const presets = await table2ModifyPresets(trade);
    if (presets.submitEnabled && (presets.volumeOptionalityIntervals?.length ?? 0) > 0) return trade;
  }
  throw new Error('No open Table 2 trade with a volume optionality interval at Alpenstrom');
}

describe('a Table 2 modify that leaves out a list', () => {
  it('is refused on the list by its title, and the stored entries and versions stay', async () => {
    const trade = await tradeWithIntervals();
    const before = await table2ModifyPresets(trade);
    const versions = await versionCountOf(trade.historyId);
    const form = table2FormOf(before);
    for (const [list, title] of [
      ['volumeOptionalityIntervals', 'Volume optionality intervals'],
      ['optionDetails', 'Option details'],
      ['fixingIndices', 'Fixing index'],
    ] as const) {
      const body: Partial<Table2ModifyBody> = { ...form };
      delete body[list];
      const response = await modifyTable2(trade, body as Table2ModifyBody);
      expect(`${list} ${response.statusCode}`).toBe(`${list} 400`);
      expect(response.json().fieldErrors).toEqual({ [list]: [`Field '${title}' is required.`] });
    }
    const after = await table2ModifyPresets(trade);
    expect(after.volumeOptionalityIntervals).toEqual(before.volumeOptionalityIntervals);
    expect(await versionCountOf(trade.historyId)).toBe(versions);
  });
});
