import { sql, type SQL } from 'drizzle-orm';
import { remitRefusals, remitSubmitResponseSchema, type Table2ModifyBody } from '@shared/contract/remit';
import { buildTestApp, loginAsDemo, organisationIdOf, queryRows, type Agent, type TestApp } from './helper';
import { createTestClock } from './test-clock';
import {
  cancelTable2,
  modifyTable2,
  table2FormOf,
  table2ModifyPresets,
  type Table2Trade,
} from './remit-table2-modify-form';

// A Table 2 contract date lies neither in the future nor after the delivery end: a report dated so could
// never be cancelled (no termination date is both on or after the contract date and not after delivery end).

/** 14:02 UTC on 25 November 2026: already 26 November in Kiribati (UTC+14), still 25th everywhere west of it. */
const clock = createTestClock(new Date('2026-11-25T14:02:30Z'));
const TODAY_UTC = '2026-11-25';
const TODAY_FURTHEST_EAST = '2026-11-26';
const TOMORROW_EVERYWHERE = '2026-11-27';

let testApp: TestApp;
let analyst: Agent;
let alpenstrom = 0;

const rows = <T>(query: SQL): Promise<T[]> => queryRows<T>(testApp.app, query);
const versionsOf = (historyId: number) =>
  rows<{ version: number; action_type: string }>(
    sql`SELECT version, action_type FROM reporting_record_versions WHERE record_id = ${historyId} ORDER BY version`,
  );

/** Alpenstrom's open Table 2 trades (latest version N or M), each taken by one test. */
let openTrades: number[] = [];
const trade = (historyId: number): Table2Trade => ({ agent: analyst, historyId, organisationId: alpenstrom });
function openTrade(): Table2Trade {
  const historyId = openTrades.shift();
  if (historyId === undefined) throw new Error('No open Table 2 trade left at Alpenstrom');
  return trade(historyId);
}

async function submitted(response: Awaited<ReturnType<typeof modifyTable2>>) {
  expect(response.statusCode).toBe(200);
  return remitSubmitResponseSchema.parse(response.json());
}

/** The form as loaded, with a delivery that runs until after today, so today is a contract date it may have. */
async function formDeliveringPastToday(at: Table2Trade): Promise<Table2ModifyBody> {
  const form = table2FormOf(await table2ModifyPresets(at));
  return form.deliveryEnd > TOMORROW_EVERYWHERE ? form : { ...form, deliveryEnd: '2027-12-31' };
}

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  alpenstrom = await organisationIdOf(testApp.app, '12XALPENSTROM-V0');
  analyst = await loginAsDemo(testApp.app, 'analyst');
  openTrades = (
    await rows<{ id: number }>(sql`
      SELECT r.id FROM reporting_records r
      WHERE r.organisation_id = ${alpenstrom} AND r.document_type = 'REMIT_TABLE_2'
        AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id
             ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
      ORDER BY r.id`)
  ).map((row) => Number(row.id));
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

describe('Table 2 modify: the contract date', () => {
  it('refuses a contract date in the future on its field (10/11/62 read as 2062), reporting nothing', async () => {
    const at = openTrade();
    const form = await formDeliveringPastToday(at);
    const before = await versionsOf(at.historyId);
    for (const contractDate of ['2062-11-10', TOMORROW_EVERYWHERE]) {
      const response = await submitted(await modifyTable2(at, { ...form, contractDate, deliveryEnd: '2062-12-31' }));
      expect(response).toEqual({
        submitted: false,
        validationFailureMessages: [remitRefusals.contractDateInFuture],
        fieldValidationMessages: { contractDate: remitRefusals.contractDateInFuture },
      });
    }
    expect(await versionsOf(at.historyId)).toEqual(before);
  });

  it('refuses a contract date after the delivery end on its field, reporting nothing', async () => {
    const at = openTrade();
    const form = await formDeliveringPastToday(at);
    const before = await versionsOf(at.historyId);
    const response = await submitted(
      await modifyTable2(at, {
        ...form,
        contractDate: TODAY_UTC,
        deliveryStart: '2026-11-01',
        deliveryEnd: '2026-11-24',
      }),
    );
    expect(response).toEqual({
      submitted: false,
      validationFailureMessages: [remitRefusals.contractDateAfterDeliveryEnd],
      fieldValidationMessages: { contractDate: remitRefusals.contractDateAfterDeliveryEnd },
    });
    expect(await versionsOf(at.historyId)).toEqual(before);
  });

  it("accepts today, in UTC and in the zone furthest east, and the delivery's last day", async () => {
    const at = openTrade();
    const form = await formDeliveringPastToday(at);
    expect(await submitted(await modifyTable2(at, { ...form, contractDate: TODAY_UTC }))).toMatchObject({
      submitted: true,
    });
    const next = table2FormOf(await table2ModifyPresets(at));
    expect(next.contractDate).toBe(TODAY_UTC);
    expect(
      await submitted(
        await modifyTable2(at, { ...next, contractDate: TODAY_FURTHEST_EAST, deliveryEnd: TODAY_FURTHEST_EAST }),
      ),
    ).toMatchObject({ submitted: true });
  });

  it('lets a contract date reported in the future be brought back to today, after which the trade can be cancelled', async () => {
    const at = openTrade();
    const form = await formDeliveringPastToday(at);
    // As one reported before the rule: 10/11/62 read as 2062.
    await testApp.app.db.execute(sql`
      UPDATE reporting_record_versions SET trade = jsonb_set(trade, '{contract,contractDate}', '"2062-11-10"')
      WHERE record_id = ${at.historyId}
        AND version = (SELECT max(version) FROM reporting_record_versions WHERE record_id = ${at.historyId})`);
    const presets = await table2ModifyPresets(at);
    expect(presets.references!.lastContractDate).toBe('2062-11-10');

    const corrected = await submitted(await modifyTable2(at, { ...form, contractDate: TODAY_UTC }));
    expect(corrected).toMatchObject({ submitted: true, actionType: 'M' });
    const cancelled = await submitted(await cancelTable2(at, TODAY_UTC, corrected.version!));
    expect(cancelled).toMatchObject({ submitted: true, actionType: 'C' });
  });
});
