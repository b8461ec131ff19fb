// The contract's floor of messages, as the server installs it.
import '@shared/contract/default-field-messages';
import { table1CancellationBodySchema, table1ModifyBodySchema, table2ModifyBodySchema } from '@shared/contract/remit';
import { messagesOf, table1ModifyFields, table2ModifyFields } from '@test/fixtures/remit-modify-bodies';

// REMIT modify and cancel bodies as an API sweep sent them: a left-out list is refused rather than read
// as empty (which deleted the stored entries), and each field says one thing, by its label, under one key.

const ZERO_WIDTH_SPACE = '\u200b';

const table2Body = { expectedVersion: 1, ...table2ModifyFields };
const table2 = (fields: Record<string, unknown>) =>
  messagesOf(table2ModifyBodySchema.safeParse({ ...table2Body, ...fields }));

const table1Body = { expectedVersion: 1, ...table1ModifyFields, quantity: '10', quantityUnit: 'MW' };
const table1 = (fields: Record<string, unknown>) =>
  messagesOf(table1ModifyBodySchema.safeParse({ ...table1Body, ...fields }));

const cancellation = (transactionTimeUtc: string) =>
  messagesOf(
    table1CancellationBodySchema.safeParse({
      expectedVersion: 1,
      transactionTimeUtc,
      terminationDate: '2026-01-06',
      traderId: 'trader-1',
    }),
  );

describe('a list of a modify left out', () => {
  it('on Table 2 is required by its section title, never read as empty', () => {
    for (const [list, title] of [
      ['optionDetails', 'Option details'],
      ['volumeOptionalityIntervals', 'Volume optionality intervals'],
      ['fixingIndices', 'Fixing index'],
    ] as const)
      expect(table2({ [list]: undefined })).toEqual([`${list}: Field '${title}' is required.`]);
  });

  it('on Table 1 (its fixing indices) is required too', () => {
    expect(table1({ fixingIndices: undefined })).toEqual(["fixingIndices: Field 'Fixing index' is required."]);
  });

  it('sent empty, is accepted: the trade has none', () => {
    expect(table2({})).toEqual([]);
    expect(table1({})).toEqual([]);
  });
});

describe('a blank number of a modify', () => {
  it('on Table 2 is missing: only the required message, not that it must be a number', () => {
    for (const blank of ['', '   ', ZERO_WIDTH_SPACE]) {
      expect(table2({ price: blank })).toEqual(["price: Field 'Price' or 'Price formula' is required."]);
      expect(table2({ estimatedNotionalAmount: blank, estimatedNotionalCurrency: 'EUR' })).toEqual([
        "estimatedNotionalAmount: Field 'Estimated notional amount' is required.",
      ]);
      expect(table2({ estimatedNotionalAmount: blank })).toEqual([]);
    }
  });

  it('on Table 1 is as left out (the server asks for a quantity), not "Digits only."', () => {
    for (const blank of ['', '   ', ZERO_WIDTH_SPACE]) {
      const parsed = table1ModifyBodySchema.safeParse({ ...table1Body, quantity: blank, totalNotionalQuantity: blank });
      expect(messagesOf(parsed)).toEqual([]);
      expect(parsed.data).toMatchObject({ quantity: undefined, totalNotionalQuantity: undefined });
    }
  });

  it('is trimmed of blank edges alike for a quantity and a price', () => {
    const parsed = table1ModifyBodySchema.safeParse({
      ...table1Body,
      quantity: ' 12',
      totalNotionalQuantity: '12 ',
      totalNotionalQuantityUnit: 'MWh',
      price: ' 1',
      priceCurrency: 'EUR',
    });
    expect(messagesOf(parsed)).toEqual([]);
    expect(parsed.data).toMatchObject({ quantity: '12', totalNotionalQuantity: '12', price: '1' });
    expect(table1({ quantity: '1 2' })).toEqual(['quantity: Digits only.']);
  });
});

describe('a Table 1 cancellation trade time of nothing visible', () => {
  it('says only that the date part is required', () => {
    for (const blank of ['', '   ', 'T', ZERO_WIDTH_SPACE])
      expect(cancellation(blank)).toEqual(["transactionTimeUtc: Field 'Trade time (UTC) - date part' is required."]);
  });

  it('says one thing at a time: the date part, then the time part', () => {
    expect(cancellation('2026-13-01T')).toEqual(['transactionTimeUtc: Must be a date (yyyy-mm-dd).']);
    expect(cancellation('2026-01-05T')).toEqual([
      "transactionTimeUtc: Field 'Trade time (UTC) - time part' is required.",
    ]);
    expect(cancellation('2026-01-05T10:00:00')).toEqual([]);
  });
});

describe('a Table 2 price currency beside a price formula', () => {
  it('asks to be cleared rather than being dropped from the report', () => {
    const formula = { price: undefined, priceFormula: 'Monthly average of the day-ahead price' };
    expect(table2({ ...formula, priceCurrency: 'GBP' })).toEqual([
      "priceCurrency: 'Price currency' is reported with 'Price' only: clear it to report the price formula.",
    ]);
    expect(table2({ ...formula, priceCurrency: undefined })).toEqual([]);
  });
});

describe('a Table 1 modify field', () => {
  it('a beneficiary code too long is told its length, not read as a code too', () => {
    expect(table1({ beneficiaryCode: 'A'.repeat(41) })).toEqual(['beneficiaryCode: At most 40 characters.']);
  });

  it('a delivery date of blanks is required, as an empty one', () => {
    for (const blank of ['', '   ', ZERO_WIDTH_SPACE])
      expect(table1({ deliveryStartDate: blank, deliveryEndDate: blank })).toEqual([
        "deliveryStartDate: Field 'Delivery start date' is required.",
        "deliveryEndDate: Field 'Delivery end date' is required.",
      ]);
  });

  it('of another type names the field by its label', () => {
    expect(
      table1({ beneficiaryCode: 1, quantity: 1, deliveryStartDate: 1, deliveryZones: [1], fixingIndices: [] }),
    ).toEqual([
      "beneficiaryCode: Field 'Beneficiary code' must be text.",
      "quantity: Field 'Quantity' must be text.",
      "deliveryStartDate: Field 'Delivery start date' must be text.",
      "deliveryZones.0: Field 'Delivery point or zone' must be text.",
    ]);
  });

  it('left out in a list row is required under the spec key, as a blank one', () => {
    for (const startTime of [undefined, '']) {
      expect(table1({ deliveryProfiles: [{ startTime, endTime: '10:00:00' }] })).toEqual([
        "startTime1: Field 'Start time' is required.",
      ]);
    }
    for (const indexName of [undefined, ''])
      expect(table1({ fixingIndices: [{ indexName }] })).toEqual(["indexName1: Field 'Index name' is required."]);
  });

  it('a unit sent null is missing, as a left-out one', () => {
    expect(table1({ quantityUnit: null })).toEqual(["quantityUnit: Field 'Quantity unit' is required."]);
    expect(table1({ quantityUnit: undefined })).toEqual(["quantityUnit: Field 'Quantity unit' is required."]);
  });
});

describe("Table 1's transactionDateTime", () => {
  const { transactionDate, transactionTime } = table1Body as { transactionDate: string; transactionTime: string };

  it('is taken when it joins the date and the time, or left out', () => {
    expect(table1({ transactionDateTime: `${transactionDate}T${transactionTime}` })).toEqual([]);
    expect(table1({ transactionDateTime: undefined })).toEqual([]);
  });

  it('saying another moment, or none, is refused, not silently dropped', () => {
    for (const other of ['garbage', `${transactionDate}T23:59:59`, ''])
      expect(table1({ transactionDateTime: other })).toEqual([
        `transactionDateTime: transactionDateTime must be the transaction date and time joined (${transactionDate}T${transactionTime}).`,
      ]);
  });

  it('is not compared while the date or the time is wrong itself: one message, on that field', () => {
    expect(table1({ transactionDate: '2026-02-30', transactionDateTime: 'garbage' })).toHaveLength(1);
  });
});
