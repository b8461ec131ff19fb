import { apiPaths } from '@shared/api-paths';
import { buildTestApp, loginAsDemo, organisationIdOf, type Agent, type TestApp } from './helper';
import { table1ModifyFields, table2ModifyFields } from '@test/fixtures/remit-modify-bodies';

// A Table 1 or Table 2 modify refused on its fields: one message per problem, naming the field by the
// page's label, and a rule across two fields only between values that passed their own checks.

let testApp: TestApp;
let analyst: Agent;
let nordwind = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
  nordwind = await organisationIdOf(testApp.app, '11XNORDWIND-EH-G');
  analyst = await loginAsDemo(testApp.app, 'analyst');
}, 180_000);

afterAll(() => testApp.close());

/** The field errors of a modify of the demo's first trade: the body is refused before the trade is read. */
async function fieldErrorsOf(url: string, fields: Record<string, unknown>): Promise<Record<string, string[]>> {
  const response = await analyst.inject({
    method: 'POST',
    url,
    query: { historyId: '1', organisationId: String(nordwind) },
    payload: { expectedVersion: 1, ...fields },
  });
  expect(response.statusCode).toBe(400);
  return (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors;
}
const table1 = (fields: Record<string, unknown>) => fieldErrorsOf(apiPaths.remitTable1Modify, fields);
const table2 = (fields: Record<string, unknown>) => fieldErrorsOf(apiPaths.remitTable2Modify, fields);

/** A Table 2 modify body that passes every check. */
const table2Body = { ...table2ModifyFields, priceCurrency: 'GBP' };

const table1Body = table1ModifyFields;

describe('a list sent as text', () => {
  it('is told it must be a list, and no limit of characters or entries', async () => {
    const fieldErrors = await table2({
      deliveryPointOrZones: '10YCH-SWISSGRIDZ-10YAT-APG------L',
      optionDetails: 'x'.repeat(30),
      fixingIndices: 'x'.repeat(30),
      volumeOptionalityIntervals: 'x'.repeat(30),
    });
    expect(fieldErrors).toMatchObject({
      deliveryPointOrZones: ["Field 'Delivery point or zone' must be a list."],
      optionDetails: ["Field 'Option details' must be a list."],
      fixingIndices: ["Field 'Fixing index' must be a list."],
      volumeOptionalityIntervals: ["Field 'Volume optionality intervals' must be a list."],
    });
  });

  it('on Table 1 says nothing of the most delivery zones or profiles', async () => {
    const fieldErrors = await table1({ ...table1Body, deliveryZones: 'Infinity', deliveryProfiles: 'Infinity' });
    expect(fieldErrors).toEqual({
      deliveryZones: ["Field 'Delivery point or zone' must be a list."],
      deliveryProfiles: ["Field 'Delivery profile' must be a list."],
    });
  });
});

describe('a delivery end beside a delivery start that failed its own check', () => {
  it('on Table 2 is not blamed for a start out of bounds', async () => {
    const fieldErrors = await table2({ ...table2Body, deliveryStart: '9999-12-31T23:59:59Z' });
    expect(fieldErrors).toEqual({ deliveryStart: ['The date must be between 1900-01-01 and 2200-12-31.'] });
  });

  it("on Table 2 leaves an interval's correct start date alone when its end date is no date", async () => {
    const fieldErrors = await table2({
      ...table2Body,
      volumeOptionalityIntervals: [
        { capacity: '1', capacityUnit: 'MW', startDate: '2027-03-01', endDate: '2027-02-30' },
      ],
    });
    expect(fieldErrors).toEqual({
      'volumeOptionalityIntervals.0.endDate': ['Must be a date (yyyy-mm-dd or an ISO date-time).'],
    });
  });

  it('on Table 1 says only that 30 February is no date', async () => {
    const fieldErrors = await table1({
      ...table1Body,
      deliveryStartDate: '2026-03-01',
      deliveryEndDate: '2026-02-30',
    });
    expect(fieldErrors).toEqual({ deliveryEndDate: ['Must be a date (yyyy-mm-dd).'] });
  });

  it('is still told when it is before a start that passed', async () => {
    const fieldErrors = await table2({ ...table2Body, deliveryStart: '2028-01-01' });
    expect(fieldErrors).toEqual({ deliveryEnd: ['The delivery end must not be before the delivery start.'] });
  });
});

describe('a value of the wrong type', () => {
  it('on Table 2 says the field must be text, by its label, rather than that it is required', async () => {
    for (const contractDate of [20261113, ['2026-11-13']]) {
      const fieldErrors = await table2({ ...table2Body, contractDate, otherMarketParticipant: [] });
      expect(fieldErrors).toEqual({
        contractDate: ["Field 'Contract Date' must be text."],
        otherMarketParticipant: ["Field 'Other market participant' must be text."],
      });
    }
  });

  it('on Table 1 says so once, naming the field by its label', async () => {
    const fieldErrors = await table1({
      transactionDate: [],
      transactionTime: '10:00:00',
      traderId: [],
      fixingIndices: [],
    });
    expect(fieldErrors).toEqual({
      transactionDate: ["Field 'Trade time (UTC) - date part' must be text."],
      traderId: ["Field 'Trader ID' must be text."],
    });
  });
});

describe('a required Table 2 field left out or blank', () => {
  it("names the field by the page's label, as when it is sent blank", async () => {
    const { otherMarketParticipant: _left, ...body } = table2Body;
    const fieldErrors = await table2({ ...body, fixingIndices: [{}] });
    expect(fieldErrors).toEqual({
      otherMarketParticipant: ["Field 'Other market participant' is required."],
      'fixingIndices.0.fixingIndex': ["Field 'Fixing index' is required."],
    });
  });

  it('says an empty quantity or capacity is required, not that it must be digits', async () => {
    const fieldErrors = await table2({
      ...table2Body,
      totalQuantity: '',
      volumeOptionalityIntervals: [
        { capacity: '', capacityUnit: 'MW', startDate: '2027-01-01', endDate: '2027-01-31' },
      ],
    });
    expect(fieldErrors).toEqual({
      totalQuantity: ["Field 'Total notional contract quantity' is required."],
      'volumeOptionalityIntervals.0.capacity': ["Field 'Capacity' is required."],
    });
  });
});

describe('a pick-list field', () => {
  it('on Table 2, left out, is required by its label', async () => {
    const { contractType: _contractType, buySell: _buySell, totalQuantityUnit: _unit, ...rest } = table2Body;
    const fieldErrors = await table2({ ...rest, optionDetails: [{ optionType: 'C' }] });
    expect(fieldErrors).toEqual({
      contractType: ["Field 'Contract type' is required."],
      buySell: ["Field 'Buy/sell indicator' is required."],
      totalQuantityUnit: ["Field 'Total quantity unit' is required."],
      'optionDetails.0.optionStyle': ["Field 'Option style' is required."],
    });
  });

  it('on Table 2, sent empty or null, is required by its label, not off the list', async () => {
    expect(await table2({ ...table2Body, contractType: '', commodity: null })).toEqual({
      contractType: ["Field 'Contract type' is required."],
      commodity: ["Field 'Commodity' is required."],
    });
  });

  it('off its list, says so by its label without listing raw codes', async () => {
    expect(await table2({ ...table2Body, commodity: 'XX', priceCurrency: 'eur' })).toEqual({
      commodity: ["Field 'Commodity' must be one of the listed values."],
      priceCurrency: ["Field 'Price currency' must be one of the listed values."],
    });
    expect(await table1({ ...table1Body, quantityUnit: 'KWH' })).toEqual({
      quantityUnit: ["Field 'Quantity unit' must be one of the listed values."],
    });
  });
});

describe('a Table 1 cancellation whose trade time is not text', () => {
  it('says it must be text, not that it is required', async () => {
    const fieldErrors = await fieldErrorsOf(apiPaths.remitTable1Cancellation, {
      transactionTimeUtc: 20260105,
      terminationDate: '2026-01-06',
      traderId: 'trader-1',
    });
    expect(fieldErrors).toEqual({ transactionTimeUtc: ["Field 'Trade time (UTC) - date part' must be text."] });
  });

  it('says once that it is too long, not that it must be text', async () => {
    const fieldErrors = await fieldErrorsOf(apiPaths.remitTable1Cancellation, {
      transactionTimeUtc: 'x'.repeat(41),
      terminationDate: '2026-01-06',
      traderId: 'trader-1',
    });
    expect(fieldErrors).toEqual({
      transactionTimeUtc: ["Field 'Trade time (UTC) - date part' must be at most 40 characters."],
    });
  });
});

describe('a Table 2 list of more entries than the form offers', () => {
  it('says how many it may have, not that it must be a list', async () => {
    const points = Array.from({ length: 300 }, () => '21Y000000000024I');
    expect(await table2({ ...table2Body, deliveryPointOrZones: points })).toEqual({
      deliveryPointOrZones: ["Field 'Delivery point or zone' must have at most 20 items."],
    });
  });
});
