import { sql } from 'drizzle-orm';
import { remitSubmitResponseSchema, type Table1ModifyBody } from '@shared/contract/remit';
import { beneficiaryCodeRules } from '@shared/contract/remit-table1-modify';
import { masterDataRules } from '@shared/contract/master-data-codes';
import { buildTestApp, loginAsDemo, organisationIdOf, queryRows, type Agent, type TestApp } from './helper';
import { modifyTable1, table1FormOf, table1ModifyPresets } from './remit-table1-modify-form';

// The codes a Table 1 modify reports that ACER's schema checks only for length and characters: a
// beneficiary's code of each type and a delivery point or zone. A mistyped one is said on its field
// and nothing is reported; the regulator would have taken it.

let testApp: TestApp;
let analyst: Agent;
let nordwind = 0;
let historyId = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
  nordwind = await organisationIdOf(testApp.app, '11XNORDWIND-EH-G');
  analyst = await loginAsDemo(testApp.app, 'analyst');
  const [open] = await queryRows<{ id: number }>(
    testApp.app,
    sql`
      SELECT r.id FROM reporting_records r
      WHERE r.organisation_id = ${nordwind} AND r.document_type = 'REMIT_TABLE_1'
        AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id
             ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
      ORDER BY r.id DESC LIMIT 1`,
  );
  historyId = Number(open!.id);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

const trade = () => ({ agent: analyst, historyId, organisationId: nordwind });
const presets = () => table1ModifyPresets(trade());

async function modifiedWith(change: Partial<Table1ModifyBody>) {
  const form = table1FormOf(await presets());
  return modifyTable1(trade(), { ...form, ...change });
}

describe('a mistyped beneficiary code', () => {
  it.each([
    ['LEI', '529900DR787QEQ503199'],
    ['EIC', '45XBALTICPOWER-1'],
    ['GLN', '1234567890123'],
    // The schema's bic is 11 characters: an 8-character BIC is reported with XXX.
    ['BIC', 'DEUTDEFF'],
    ['ACE', 'A0000000B.de'],
  ] as const)('of type %s (%s) is refused on its field, and nothing is reported', async (type, code) => {
    const before = (await presets()).trade!.latestVersion;
    const response = await modifiedWith({ beneficiaryCodeType: type, beneficiaryCode: code });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      beneficiaryCode: [beneficiaryCodeRules[type].message],
    });
    expect((await presets()).trade!.latestVersion).toBe(before);
  });

  it.each([
    ['LEI', '529900DR787QEQ503196'],
    ['GLN', '1234567890128'],
    ['BIC', 'DEUTDEFFXXX'],
  ] as const)('of type %s, typed right (%s), is reported', async (type, code) => {
    const response = await modifiedWith({ beneficiaryCodeType: type, beneficiaryCode: code });
    expect(response.statusCode).toBe(200);
    expect(remitSubmitResponseSchema.parse(response.json())).toMatchObject({ submitted: true });
    expect((await presets()).referenceResponseModel).toMatchObject({
      beneficiaryCodeType: type,
      beneficiaryCode: code,
    });
  });
});

it('a delivery point or zone that is no EIC is refused on its row, and nothing is reported', async () => {
  const before = await presets();
  const zones = before.deliveryResponseModel!.deliveryPointOrZones;
  const response = await modifiedWith({ deliveryZones: [...zones, '10YDE-VE-------1'] });
  expect(response.statusCode).toBe(400);
  expect((response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
    [`deliveryZones.${zones.length}`]: [masterDataRules.DELIVERY_POINT.message],
  });
  expect((await presets()).trade!.latestVersion).toBe(before.trade!.latestVersion);
});
