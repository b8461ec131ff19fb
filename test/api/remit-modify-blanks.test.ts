import { sql, type SQL } from 'drizzle-orm';
import { apiPaths } from '@shared/api-paths';
import { masterDataRules } from '@shared/contract/master-data-codes';
import { remitSubmitResponseSchema, type Table1ModifyBody } from '@shared/contract/remit';
import { buildTestApp, loginAsDemo, organisationIdOf, queryRows, type Agent, type TestApp } from './helper';
import { modifyTable1, table1FormOf, table1ModifyPresets } from './remit-table1-modify-form';
import { table2ModifyFields } from '../fixtures/remit-modify-bodies';

// Fields of the REMIT modify forms that a user adds and leaves blank or clears: a further delivery point
// or zone (only the first is required) and the required dates of both tables, which a cleared date
// picker sends as ''. Each is told in the words of a missing field, and nothing blank reaches a report.

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

/** An open Table 1 trade of Nordwind. */
async function openTrade(): Promise<number> {
  const [found] = await rows<{ id: number }>(sql`
    SELECT r.id FROM reporting_records r
    WHERE r.organisation_id = ${nordwind} AND r.document_type = 'REMIT_TABLE_1'
      AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id
           ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
    ORDER BY r.id DESC LIMIT 1`);
  return Number(found!.id);
}

const trade = (historyId: number) => ({ agent: analyst, historyId, organisationId: nordwind });
const modify = (historyId: number, body: Table1ModifyBody) => modifyTable1(trade(historyId), body);
const presetsOf = (historyId: number) => table1ModifyPresets(trade(historyId));
const formOf = table1FormOf;

/** The field errors of a Table 2 modify of the demo's first trade: the body is refused before the trade is read. */
async function table2ModifyFieldErrors(fields: Record<string, unknown>): Promise<Record<string, string[]>> {
  const response = await analyst.inject({
    method: 'POST',
    url: apiPaths.remitTable2Modify,
    query: { historyId: '1', organisationId: String(nordwind) },
    payload: { expectedVersion: 1, ...fields },
  });
  expect(response.statusCode).toBe(400);
  return (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors;
}

describe('Table 1 modify with a blank further delivery point or zone', () => {
  it('reports the zones filled in and leaves the blank row out', async () => {
    const historyId = await openTrade();
    const form = formOf(await presetsOf(historyId));
    const zones = form.deliveryZones!;
    const response = await modify(historyId, {
      ...form,
      quantity: String(Number(form.quantity) + 1),
      deliveryZones: [...zones, ''],
    });
    expect(response.statusCode).toBe(200);
    expect(remitSubmitResponseSchema.parse(response.json())).toMatchObject({
      submitted: true,
      validationFailureMessages: [],
    });
    expect((await presetsOf(historyId)).deliveryResponseModel!.deliveryPointOrZones).toEqual(zones);
  });
});

describe('Table 1 modify with a delivery date cleared', () => {
  it("says the date is required, in the words the server uses for a missing one, not 'Must be a date'", async () => {
    const historyId = await openTrade();
    const form = formOf(await presetsOf(historyId));
    const response = await modify(historyId, { ...form, deliveryStartDate: '', deliveryEndDate: '' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      deliveryStartDate: ["Field 'Delivery start date' is required."],
      deliveryEndDate: ["Field 'Delivery end date' is required."],
    });
  });
});

describe('Table 2 modify with a required date cleared', () => {
  it("says the date is required rather than 'Must be a date'", async () => {
    const fieldErrors = await table2ModifyFieldErrors({
      contractDate: '',
      deliveryStart: '',
      deliveryEnd: '',
      volumeOptionalityIntervals: [{ capacity: '1', capacityUnit: 'MW', startDate: '', endDate: '' }],
    });
    expect(fieldErrors).toMatchObject({
      contractDate: ["Field 'Contract Date' is required."],
      deliveryStart: ["Field 'Delivery start date' is required."],
      deliveryEnd: ["Field 'Delivery end date' is required."],
      'volumeOptionalityIntervals.0.startDate': ["Field 'Start date' is required."],
      'volumeOptionalityIntervals.0.endDate': ["Field 'End date' is required."],
    });
  });
});

describe('Table 1 modify with price or notional amount cleared', () => {
  it('asks for each instead of keeping the stored one while saying the trade was modified', async () => {
    const historyId = await openTrade();
    const before = await presetsOf(historyId);
    const form = formOf(before);
    const response = await modify(historyId, {
      ...form,
      quantity: String(Number(form.quantity) + 1),
      price: undefined,
      notionalAmount: undefined,
    });
    expect(response.statusCode).toBe(200);
    expect(remitSubmitResponseSchema.parse(response.json())).toMatchObject({
      submitted: false,
      fieldValidationMessages: {
        price: "Field 'Price' is required.",
        notionalAmount: "Field 'Notional amount' is required.",
      },
    });
    expect((await presetsOf(historyId)).trade!.latestVersion).toBe(before.trade!.latestVersion);
  });
});

describe('Table 2 modify with an amount and no currency', () => {
  it('asks for the currency instead of reporting the price currency or EUR', async () => {
    const fieldErrors = await table2ModifyFieldErrors({
      ...table2ModifyFields,
      otherMarketParticipant: '11XALPENSTROM-AT',
      priceCurrency: 'GBP',
      estimatedNotionalAmount: '1000',
      optionDetails: [{ optionStyle: 'E', optionType: 'C', strikePrice: '45' }],
    });
    expect(fieldErrors).toMatchObject({
      estimatedNotionalCurrency: ["Field 'Notional currency' is required."],
      'optionDetails.0.strikePriceCurrency': ["Field 'Strike price currency' is required."],
    });
  });
});

describe('Table 2 modify with a mistyped EIC', () => {
  // ACER's schema checks only an EIC's first three characters: a wrong check character was reported.
  it('refuses the other market participant and each delivery point or zone on its field', async () => {
    const fieldErrors = await table2ModifyFieldErrors({
      otherMarketParticipant: '45XBALTICPOWER-1',
      deliveryPointOrZones: ['21YNL----TTF---1', '21YNL----TTF---2', 'Rhône Énergie 12'],
    });
    expect(fieldErrors).toMatchObject({
      otherMarketParticipant: ['An EIC has 16 capitals, digits or hyphens and ends in its check character (ENTSO-E).'],
      'deliveryPointOrZones.1': [
        'A delivery point or zone is named by its EIC: 16 capitals, digits or hyphens, two digits and X, Y, Z, T, W or V first, the check character last.',
      ],
      'deliveryPointOrZones.2': [
        'A delivery point or zone is named by its EIC: 16 capitals, digits or hyphens, two digits and X, Y, Z, T, W or V first, the check character last.',
      ],
    });
    expect(fieldErrors['deliveryPointOrZones.0']).toBeUndefined();
  });

  it('says on its field an EIC whose type ACER takes in no report (A, a substation)', async () => {
    const fieldErrors = await table2ModifyFieldErrors({
      otherMarketParticipant: '10A1001A1001A82K',
      deliveryPointOrZones: ['10A1001A1001A82K'],
    });
    expect(fieldErrors).toMatchObject({
      otherMarketParticipant: ['A report takes an EIC that starts with two digits and X, Y, Z, T, W or V.'],
      // As master data names a delivery point, which it refuses in the same words.
      'deliveryPointOrZones.0': [masterDataRules.DELIVERY_POINT.message],
    });
  });

  it('says a blank one is required, once', async () => {
    const fieldErrors = await table2ModifyFieldErrors({ otherMarketParticipant: '', deliveryPointOrZones: [''] });
    expect(fieldErrors).toMatchObject({
      otherMarketParticipant: ["Field 'Other market participant' is required."],
      'deliveryPointOrZones.0': ["Field 'Delivery point or zone' is required."],
    });
  });
});

describe('Table 2 modify with a fixing index ACER would refuse', () => {
  // ACER's restrictedString: the regulator's validator refused it after the send, naming its pattern.
  it('says on its field an index or a source with characters a report cannot hold', async () => {
    const fieldErrors = await table2ModifyFieldErrors({
      fixingIndices: [
        { fixingIndex: 'Platts/ICIS', fixingIndexSource: 'EEX AG, Leipzig' },
        { fixingIndex: 'TTF_DA-Größe' },
        { fixingIndex: 'TTF DA-1_x', fixingIndexSource: 'ICE Endex' },
      ],
    });
    const refused = [
      'Only the letters A to Z (no accents), digits, spaces, hyphens or underscores: a report takes no other.',
    ];
    expect(fieldErrors).toMatchObject({
      'fixingIndices.0.fixingIndex': refused,
      'fixingIndices.0.fixingIndexSource': refused,
      'fixingIndices.1.fixingIndex': refused,
    });
    expect(fieldErrors['fixingIndices.2.fixingIndex']).toBeUndefined();
    expect(fieldErrors['fixingIndices.2.fixingIndexSource']).toBeUndefined();
  });
});

describe('a delivery point or zone named twice', () => {
  it('is refused on its own row in Table 1, and nothing is reported', async () => {
    const historyId = await openTrade();
    const before = await presetsOf(historyId);
    const form = formOf(before);
    const zone = form.deliveryZones![0]!;
    const response = await modify(historyId, {
      ...form,
      quantity: String(Number(form.quantity) + 1),
      deliveryZones: [zone, ` ${zone}`],
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      'deliveryZones.1': [`Delivery point or zone 1 already names ${zone}.`],
    });
    expect((await presetsOf(historyId)).trade!.latestVersion).toBe(before.trade!.latestVersion);
  });

  it('is refused on its own row in Table 2', async () => {
    const fieldErrors = await table2ModifyFieldErrors({
      deliveryPointOrZones: ['21YNL----TTF---1', '37Y701133MH0000P', '21YNL----TTF---1'],
    });
    expect(fieldErrors['deliveryPointOrZones.2']).toEqual(['Delivery point or zone 1 already names 21YNL----TTF---1.']);
    expect(fieldErrors['deliveryPointOrZones.1']).toBeUndefined();
  });
});
