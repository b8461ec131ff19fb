import { sql } from 'drizzle-orm';
import { remitSubmitResponseSchema, type Table1ModifyBody } from '@shared/contract/remit';
import { masterDataRules } from '@shared/contract/master-data-codes';
import { buildTestApp, loginAsDemo, organisationIdOf, queryRows, type Agent, type TestApp } from './helper';
import { modifyTable1, table1FormOf, table1ModifyPresets } from './remit-table1-modify-form';

// What a Table 1 modify reports beyond what ACER's schema checks. The codes it checks only for length
// and characters (a beneficiary's of each type, a delivery point or zone): a mistyped one is said on its
// field and nothing is reported, where the regulator would have taken it. And what the form does not
// show (an index's further values) is reported as it was.

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

function response200(response: Awaited<ReturnType<typeof modifyTable1>>) {
  expect(response.statusCode).toBe(200);
  return remitSubmitResponseSchema.parse(response.json());
}

async function modifiedWith(change: Partial<Table1ModifyBody>) {
  const form = table1FormOf(await presets());
  return modifyTable1(trade(), { ...form, ...change });
}

const messages = {
  LEI: 'A LEI has 20 letters and digits, the last two check digits (ISO 17442).',
  EIC: 'An EIC has 16 capitals, digits or hyphens and ends in its check character (ENTSO-E).',
  EIC_TYPE: 'A report takes an EIC that starts with two digits and X, Y, Z, T, W or V.',
  GLN: 'A GLN has 13 digits, the last its check digit (GS1).',
  BIC: 'A BIC in a report has 11 letters and digits (XXX after an 8-character BIC), the 5th and 6th the country (ISO 9362).',
  ACE: 'An ACER code reads like A0000000B.DE: nine letters, digits or underscores, a dot, two capitals.',
};

describe('a mistyped beneficiary code', () => {
  it.each([
    ['LEI', '529900DR787QEQ503199', messages.LEI],
    ['EIC', '45XBALTICPOWER-1', messages.EIC],
    // A valid EIC of a type (A, a substation) ACER's pattern refuses: said, not the schema's raw text.
    ['EIC', '10A1001A1001A82K', messages.EIC_TYPE],
    ['GLN', '1234567890123', messages.GLN],
    // The schema's bic is 11 characters: an 8-character BIC is reported with XXX.
    ['BIC', 'DEUTDEFF', messages.BIC],
    ['ACE', 'A0000000B.de', messages.ACE],
  ] as const)('of type %s (%s) is refused on its field, and nothing is reported', async (type, code, message) => {
    const before = (await presets()).trade!.latestVersion;
    const response = await modifiedWith({ beneficiaryCodeType: type, beneficiaryCode: code });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      beneficiaryCode: [message],
    });
    expect((await presets()).trade!.latestVersion).toBe(before);
  });

  it.each([
    ['LEI', '529900DR787QEQ503196'],
    // Small letters, as ACER's schema takes them: the check digits are the same.
    ['LEI', '529900dr787qeq503196'],
    ['GLN', '1234567890128'],
    ['BIC', 'DEUTDEFFXXX'],
    ['BIC', 'deutdeff500'],
  ] as const)('of type %s, typed right (%s), is reported as typed', async (type, code) => {
    const response = await modifiedWith({ beneficiaryCodeType: type, beneficiaryCode: code });
    expect(response200(response)).toMatchObject({ submitted: true });
    expect((await presets()).referenceResponseModel).toMatchObject({
      beneficiaryCodeType: type,
      beneficiaryCode: code,
    });
  });
});

describe('a text ACER allows only some characters in', () => {
  // The regulator's validator refused them after the send, and the page showed its raw text.
  it('is refused on its field, and nothing is reported', async () => {
    const before = (await presets()).trade!.latestVersion;
    const response = await modifiedWith({
      execution: true,
      linkedTransactionId: 'BPT/2026/000001',
      deliveryProfiles: [
        { daysOfTheWeek: 'mo', startTime: '06:00:00', endTime: '22:00:00' },
        { daysOfTheWeek: 'MOtoFR', startTime: '06:00:00', endTime: '22:00:00' },
        { daysOfTheWeek: 'Mon-Fri', startTime: '06:00:00', endTime: '22:00:00' },
      ],
      fixingIndices: [{ indexName: 'EEX AG, Leipzig' }, { indexName: 'EEX-PHELIX-DE-BASE' }],
    });
    expect(response.statusCode).toBe(400);
    const days =
      'Days as ACER writes them: MO, TU, WE, TH, FR, SA or SU, a range such as MOtoFR, or WD (weekdays), WN (weekend), IB (including bank holidays) or XB (excluding bank holidays).';
    expect((response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      linkedTransactionId: [
        'A transaction ID takes only the letters A to Z (no accents), digits, spaces, hyphens or underscores.',
      ],
      'deliveryProfiles.0.daysOfTheWeek': [days],
      'deliveryProfiles.2.daysOfTheWeek': [days],
      indexName1: [
        'Only the letters A to Z (no accents), digits, spaces, hyphens or underscores: a report takes no other.',
      ],
    });
    expect((await presets()).trade!.latestVersion).toBe(before);
  });

  it('is reported as typed when ACER takes it', async () => {
    const response = await modifiedWith({ execution: true, linkedTransactionId: 'BPT-2026_000001 A' });
    expect(response200(response)).toMatchObject({ submitted: true });
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

it("keeps a fixing index's further values, which the form does not show, when the trade is modified", async () => {
  const form = table1FormOf(await presets());
  const first = await modifyTable1(trade(), {
    ...form,
    fixingIndices: [{ indexName: 'EEX-PHELIX-DE-BASE', indexValue: '61.5', indexCurrency: 'EUR' }],
  });
  expect(response200(first)).toMatchObject({ submitted: true });
  // A report read from elsewhere may hold several values of an index (ACER's indexCurrValue list).
  await queryRows(
    testApp.app,
    sql`
      UPDATE reporting_record_versions
      SET trade = jsonb_set(trade, '{trade,fixingIndices,0,values}',
        trade #> '{trade,fixingIndices,0,values}' || '[{"value": 62.25, "currency": "EUR"}]'::jsonb)
      WHERE record_id = ${historyId}
        AND version = (SELECT max(version) FROM reporting_record_versions WHERE record_id = ${historyId})`,
  );
  const shown = await presets();
  expect(shown.commercialResponseModel!.fixingIndexModels[0]!.indexValues).toHaveLength(2);

  const changed = table1FormOf(shown);
  const second = await modifyTable1(trade(), {
    ...changed,
    fixingIndices: [{ indexName: 'EEX-PHELIX-DE-BASE', indexValue: '63', indexCurrency: 'EUR' }],
  });
  expect(response200(second)).toMatchObject({ submitted: true });
  expect(
    (await presets()).commercialResponseModel!.fixingIndexModels[0]!.indexValues.map((entry) => entry.indexValue),
  ).toEqual(['63', '62.25']);

  // The value shown cleared: none is reported, not the hidden one in its place.
  const cleared = await modifyTable1(trade(), {
    ...table1FormOf(await presets()),
    fixingIndices: [{ indexName: 'EEX-PHELIX-DE-BASE' }],
  });
  expect(response200(cleared)).toMatchObject({ submitted: true });
  expect((await presets()).commercialResponseModel!.fixingIndexModels[0]!.indexValues).toEqual([]);
});
