import { sql, type SQL } from 'drizzle-orm';
import { remitRefusals, remitSubmitResponseSchema, type Table1ModifyBody } from '@shared/contract/remit';
import { buildTestApp, loginAsDemo, organisationIdOf, queryRows, type Agent, type TestApp } from './helper';
import { modifyTable1, table1FormOf, table1ModifyPresets } from './remit-table1-modify-form';

// A Table 1 report read back from its XML (a database from before the states were stored) keeps ACER's
// offset: '2026-03-02T00:30:00+01:00' is 1 March, 23:30 UTC. The modify form's 'Trade time (UTC)' fields
// must show that moment in UTC, and a modification that keeps them must report the same moment.

let testApp: TestApp;
let analyst: Agent;
let nordwind = 0;

const rows = <T>(query: SQL): Promise<T[]> => queryRows<T>(testApp.app, query);

beforeAll(async () => {
  testApp = await buildTestApp();
  nordwind = await organisationIdOf(testApp.app, '11XNORDWIND-EH-G');
  analyst = await loginAsDemo(testApp.app, 'analyst');
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

/** An open Table 1 trade of Nordwind whose latest version states its transaction time with an offset. */
async function tradeWithOffsetTime(transactionTime: string): Promise<number> {
  const [found] = await rows<{ id: number }>(sql`
    SELECT r.id FROM reporting_records r
    WHERE r.organisation_id = ${nordwind} AND r.document_type = 'REMIT_TABLE_1'
      AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id
           ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
    ORDER BY r.id LIMIT 1`);
  const historyId = Number(found!.id);
  await testApp.app.db.execute(sql`
    UPDATE reporting_record_versions SET trade = jsonb_set(trade, '{trade,transactionTime}', to_jsonb(${transactionTime}::text))
    WHERE record_id = ${historyId} AND version = (SELECT max(version) FROM reporting_record_versions WHERE record_id = ${historyId})`);
  return historyId;
}

const trade = (historyId: number) => ({ agent: analyst, historyId, organisationId: nordwind });
const modify = (historyId: number, body: Table1ModifyBody) => modifyTable1(trade(historyId), body);
const presetsOf = (historyId: number) => table1ModifyPresets(trade(historyId));
const formOf = table1FormOf;

describe('Table 1 modify of a trade whose transaction time carries an offset', () => {
  it('presets the transaction time in UTC, and a modification that keeps it reports the same moment', async () => {
    const historyId = await tradeWithOffsetTime('2026-03-02T00:30:00+01:00');
    const presets = await presetsOf(historyId);
    const reference = presets.referenceResponseModel!;
    expect(reference.transactionTimeUtc).toBe('2026-03-01T23:30:00Z');

    // The form as the page fills it, with a new quantity.
    const form = formOf(presets);
    const response = await modify(historyId, { ...form, quantity: String(Number(form.quantity) + 1) });
    expect(response.statusCode).toBe(200);
    expect(remitSubmitResponseSchema.parse(response.json())).toMatchObject({ submitted: true });
    const after = (await presetsOf(historyId)).referenceResponseModel!;
    expect(Date.parse(after.transactionTimeUtc)).toBe(Date.parse('2026-03-02T00:30:00+01:00'));
  });

  it('refuses a modification that changes nothing: the same moment is no change', async () => {
    const historyId = await tradeWithOffsetTime('2026-03-02T00:30:00+01:00');
    const response = await modify(historyId, formOf(await presetsOf(historyId)));
    expect(response.statusCode).toBe(200);
    expect(remitSubmitResponseSchema.parse(response.json())).toMatchObject({
      submitted: false,
      validationFailureMessages: [remitRefusals.nothingChanged],
    });
  });
});
