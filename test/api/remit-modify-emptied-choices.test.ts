import { sql, type SQL } from 'drizzle-orm';
import { apiPaths } from '@shared/api-paths';
import { remitSubmitResponseSchema, type Table1ModifyBody } from '@shared/contract/remit';
import { buildTestApp, loginAsDemo, organisationIdOf, queryRows, type Agent, type TestApp } from './helper';
import { loadServerModule } from './node-loader';
import { modifyTable1, table1FormOf, table1ModifyPresets } from './remit-table1-modify-form';
import { table2ModifyFields } from '../fixtures/remit-modify-bodies';

// A unit, currency or load type a user empties (the select's 'None') on a modify form, and a currency
// chosen without its amount: each is asked for on its field or left out of the report, never kept from
// the stored report or dropped while the page says the trade was modified.

const { acerSchemaMessages } = loadServerModule<typeof import('@server/reporting/acer-schemas')>(
  'src/server/reporting/acer-schemas.ts',
);

let testApp: TestApp;
let analyst: Agent;
let nordwind = 0;

const rows = <T>(query: SQL): Promise<T[]> => queryRows<T>(testApp.app, query);

beforeAll(async () => {
  testApp = await buildTestApp();
  nordwind = await organisationIdOf(testApp.app, '11XNORDWIND-EH-G');
  analyst = await loginAsDemo(testApp.app, 'analyst');
}, 180_000);

afterAll(() => testApp.close());

/** An open Table 1 trade of Nordwind, a different one each call. */
const usedTrades: number[] = [];
async function openTrade(): Promise<number> {
  const [found] = await rows<{ id: number }>(sql`
    SELECT r.id FROM reporting_records r
    WHERE r.organisation_id = ${nordwind} AND r.document_type = 'REMIT_TABLE_1'
      AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id
           ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
      AND NOT (r.id = ANY(${`{${usedTrades.join(',')}}`}::bigint[]))
    ORDER BY r.id DESC LIMIT 1`);
  usedTrades.push(Number(found!.id));
  return Number(found!.id);
}

const trade = (historyId: number) => ({ agent: analyst, historyId, organisationId: nordwind });
const presetsOf = (historyId: number) => table1ModifyPresets(trade(historyId));

async function latestTable1Xml(historyId: number): Promise<string> {
  const [document] = await rows<{ content_text: string }>(sql`
    SELECT d.content_text FROM reporting_documents d JOIN reporting_record_versions v ON v.document_id = d.id
    WHERE v.record_id = ${historyId} ORDER BY v.version DESC LIMIT 1`);
  expect(await acerSchemaMessages('REMIT_TABLE_1', document!.content_text)).toEqual([]);
  return document!.content_text;
}

/** The field errors of a modify refused by its body, before the trade is read. */
async function fieldErrorsOf(response: Awaited<ReturnType<typeof modifyTable1>>): Promise<Record<string, string[]>> {
  expect(response.statusCode).toBe(400);
  return (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors;
}

describe('Table 1 modify with a unit or currency set to None', () => {
  it('asks for each on its field and reports nothing, rather than keeping the stored one', async () => {
    const historyId = await openTrade();
    const before = await presetsOf(historyId);
    const form = table1FormOf(before);
    const response = await modifyTable1(trade(historyId), {
      ...form,
      quantity: String(Number(form.quantity) + 1),
      quantityUnit: undefined,
      priceCurrency: undefined,
      notionalCurrency: undefined,
      totalNotionalQuantityUnit: undefined,
    });
    expect(await fieldErrorsOf(response)).toEqual({
      quantityUnit: ["Field 'Quantity unit' is required."],
      priceCurrency: ["Field 'Price currency' is required."],
      notionalCurrency: ["Field 'Notional currency' is required."],
      totalNotionalQuantityUnit: ["Field 'Total notional quantity unit' is required."],
    });
    expect((await presetsOf(historyId)).trade!.latestVersion).toBe(before.trade!.latestVersion);
  });
});

describe('Table 1 modify with the load type set to None', () => {
  it('reports the trade without a load type (ACER may leave it out), and the form shows none after', async () => {
    const historyId = await openTrade();
    const form = table1FormOf(await presetsOf(historyId));
    expect(form.loadType).toBeDefined();
    const response = await modifyTable1(trade(historyId), {
      ...form,
      quantity: String(Number(form.quantity) + 1),
      loadType: undefined,
    });
    expect(response.statusCode).toBe(200);
    expect(remitSubmitResponseSchema.parse(response.json())).toMatchObject({ submitted: true });
    expect(await latestTable1Xml(historyId)).not.toContain('<loadType>');
    const after = await presetsOf(historyId);
    expect(after.deliveryResponseModel!.loadType).toBeNull();
    expect(table1FormOf(after).loadType).toBeUndefined();
  });
});

describe('Table 1 modify with an index currency and no index value', () => {
  it('asks for the index value on its field instead of dropping the currency', async () => {
    const historyId = await openTrade();
    const form = table1FormOf(await presetsOf(historyId));
    const fixingIndices: Table1ModifyBody['fixingIndices'] = [
      { indexName: 'EEX Phelix DE Base', indexCurrency: 'GBP' },
    ];
    expect(await fieldErrorsOf(await modifyTable1(trade(historyId), { ...form, fixingIndices }))).toEqual({
      'fixingIndices.0.indexValue': ["Field 'Index value' is required."],
    });
  });
});

describe('Table 2 modify with a currency and no amount', () => {
  it('asks for the strike price and the estimated notional amount instead of dropping their currencies', async () => {
    const response = await analyst.inject({
      method: 'POST',
      url: apiPaths.remitTable2Modify,
      query: { historyId: '1', organisationId: String(nordwind) },
      payload: {
        ...table2ModifyFields,
        expectedVersion: 1,
        contractType: 'OP',
        priceCurrency: 'GBP',
        estimatedNotionalCurrency: 'GBP',
        optionDetails: [{ optionStyle: 'E', optionType: 'C', strikePriceCurrency: 'GBP' }],
      },
    });
    expect(await fieldErrorsOf(response)).toEqual({
      estimatedNotionalAmount: ["Field 'Estimated notional amount' is required."],
      'optionDetails.0.strikePrice': ["Field 'Strike price' is required."],
    });
  });
});
