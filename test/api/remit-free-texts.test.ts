import { sql } from 'drizzle-orm';
import { REMIT_DIRECTION_CONTROLS_MESSAGE, remitSubmitResponseSchema } from '@shared/contract/remit';
import { buildTestApp, loginAsDemo, organisationIdOf, queryRows, type Agent, type TestApp } from './helper';
import { modifyTable2, table2FormOf, table2ModifyPresets, type Table2Trade } from './remit-table2-modify-form';

// A Table 2 price formula as the modify page sends it: what shows nothing at its edges is trimmed (a
// formula of nothing visible is missing), and a direction control, which turned the formula around on
// the transaction sheet, is refused on the field.

const ZERO_WIDTH_SPACE = '\u200b';
const HANGUL_FILLER = '\u3164';
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
const PRICE_REQUIRED = "Field 'Price' or 'Price formula' is required.";

let testApp: TestApp;
let analyst: Agent;
let trade: Table2Trade;

beforeAll(async () => {
  testApp = await buildTestApp();
  const nordwind = await organisationIdOf(testApp.app, '11XNORDWIND-EH-G');
  analyst = await loginAsDemo(testApp.app, 'analyst');
  const [open] = await queryRows<{ id: number }>(
    testApp.app,
    sql`
      SELECT r.id FROM reporting_records r
      WHERE r.organisation_id = ${nordwind} AND r.document_type = 'REMIT_TABLE_2'
        AND (SELECT v.action_type FROM reporting_record_versions v WHERE v.record_id = r.id
             ORDER BY v.version DESC LIMIT 1) IN ('N', 'M')
      ORDER BY r.id LIMIT 1`,
  );
  trade = { agent: analyst, historyId: Number(open!.id), organisationId: nordwind };
}, 180_000);

afterAll(() => testApp.close());

/** The loaded form with its price cleared and `priceFormula` typed instead, submitted. */
async function modifyWithFormula(priceFormula: string) {
  const form = table2FormOf(await table2ModifyPresets(trade));
  return modifyTable2(trade, { ...form, price: undefined, priceCurrency: undefined, priceFormula });
}
const fieldErrorsOf = (response: Awaited<ReturnType<typeof modifyTable2>>) => {
  expect(response.statusCode).toBe(400);
  return (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors;
};
const storedFormula = async () => (await table2ModifyPresets(trade)).price!.priceFormula;

describe('a Table 2 price formula of nothing visible', () => {
  it.each([
    ['a zero-width space', ZERO_WIDTH_SPACE],
    ['a Hangul filler', HANGUL_FILLER],
    ['spaces around a zero-width space', ` ${ZERO_WIDTH_SPACE} `],
  ])('(%s) is missing: the price or the formula is required', async (_name, invisible) => {
    const before = await storedFormula();
    expect(fieldErrorsOf(await modifyWithFormula(invisible))).toEqual({ price: [PRICE_REQUIRED] });
    expect(await storedFormula()).toBe(before);
  });
});

describe('a Table 2 price formula with invisible edges', () => {
  it('is reported without them', async () => {
    const response = await modifyWithFormula(`${ZERO_WIDTH_SPACE}INDEX+2${HANGUL_FILLER}`);
    expect(response.statusCode).toBe(200);
    expect(remitSubmitResponseSchema.parse(response.json()).submitted).toBe(true);
    expect(await storedFormula()).toBe('INDEX+2');
  });
});

describe('a Table 2 price formula with a direction control', () => {
  it('is refused on the field when the control is inside it', async () => {
    const before = await storedFormula();
    const response = await modifyWithFormula(`EEX TTF ${RIGHT_TO_LEFT_OVERRIDE}month-ahead + 2.5 EUR`);
    expect(fieldErrorsOf(response)).toEqual({ priceFormula: [REMIT_DIRECTION_CONTROLS_MESSAGE] });
    expect(await storedFormula()).toBe(before);
  });

  it('keeps no override at its start: trimmed as the edge it is, the formula reads as typed', async () => {
    const response = await modifyWithFormula(`${RIGHT_TO_LEFT_OVERRIDE}EEX TTF month-ahead + 2.5 EUR`);
    expect(response.statusCode).toBe(200);
    expect(await storedFormula()).toBe('EEX TTF month-ahead + 2.5 EUR');
  });
});
