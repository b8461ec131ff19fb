import { REMIT_DIRECTION_CONTROLS_MESSAGE } from '@shared/contract/remit-common';
import { table1ModifyBodySchema } from '@shared/contract/remit-table1-modify';
import { table2ModifyBodySchema } from '@shared/contract/remit-table2-modify';
import { table1ModifyFields, table2ModifyFields } from '@test/fixtures/remit-modify-bodies';

// Every free text of the REMIT modify forms follows the rule of the MiFID texts: what shows nothing at its
// edges is trimmed (a text of nothing visible is missing), and a direction control inside it is refused.

const ZERO_WIDTH_SPACE = '\u200b';
const HANGUL_FILLER = '\u3164';
const EMBEDDINGS_OVERRIDES_ISOLATES = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

const table2Body = { expectedVersion: 1, ...table2ModifyFields };
const table1Body = { expectedVersion: 1, ...table1ModifyFields };

type Parsed = { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** The messages by field path, or the parsed values when accepted. */
const outcomeOf = (result: Parsed) =>
  result.success
    ? { accepted: result.data }
    : { refused: result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
const table2 = (fields: Record<string, unknown>) =>
  outcomeOf(table2ModifyBodySchema.safeParse({ ...table2Body, ...fields }));
const table1 = (fields: Record<string, unknown>) =>
  outcomeOf(table1ModifyBodySchema.safeParse({ ...table1Body, ...fields }));

describe('a Table 2 price formula', () => {
  it('of nothing visible is missing, so a price or a formula is required', () => {
    for (const invisible of [ZERO_WIDTH_SPACE, HANGUL_FILLER, ` ${ZERO_WIDTH_SPACE}\u2060 `])
      expect(table2({ price: undefined, priceCurrency: undefined, priceFormula: invisible })).toEqual({
        refused: ["price: Field 'Price' or 'Price formula' is required."],
      });
  });

  it('is trimmed of what shows nothing at its edges, and keeps it inside', () => {
    const { accepted } = table2({
      price: undefined,
      priceCurrency: undefined,
      priceFormula: `${ZERO_WIDTH_SPACE}INDEX + 2${HANGUL_FILLER}`,
    });
    expect(accepted).toMatchObject({ priceFormula: 'INDEX + 2' });
  });

  it('with a direction control inside is refused on the field, once', () => {
    for (const control of EMBEDDINGS_OVERRIDES_ISOLATES)
      expect(
        table2({ price: undefined, priceCurrency: undefined, priceFormula: `EEX TTF ${control}+ 2.5 EUR` }),
      ).toEqual({
        refused: [`priceFormula: ${REMIT_DIRECTION_CONTROLS_MESSAGE}`],
      });
  });

  it('keeps right-to-left letters and the direction marks beside them', () => {
    const formula = '\u05de\u05d3\u05d3 + 2\u200f';
    expect(table2({ price: undefined, priceCurrency: undefined, priceFormula: formula })).toMatchObject({
      accepted: { priceFormula: formula },
    });
  });
});

describe('a required REMIT text of nothing visible', () => {
  it('is missing, named by its label, not passed as blank', () => {
    expect(
      table2({
        otherMarketParticipant: ZERO_WIDTH_SPACE,
        deliveryPointOrZones: [HANGUL_FILLER],
        fixingIndices: [{ fixingIndex: ` ${ZERO_WIDTH_SPACE}` }],
      }),
    ).toEqual({
      refused: [
        "otherMarketParticipant: Field 'Other market participant' is required.",
        "deliveryPointOrZones.0: Field 'Delivery point or zone' is required.",
        "fixingIndices.0.fixingIndex: Field 'Fixing index' is required.",
      ],
    });
    expect(table1({ traderId: HANGUL_FILLER, fixingIndices: [{ indexName: ZERO_WIDTH_SPACE }] })).toEqual({
      refused: ["traderId: Field 'Trader ID' is required.", "indexName1: Field 'Index name' is required."],
    });
  });

  it('when optional, is blank', () => {
    expect(table1({ beneficiaryCode: ZERO_WIDTH_SPACE })).toMatchObject({ accepted: { beneficiaryCode: '' } });
    expect(table2({ fixingIndices: [{ fixingIndex: 'EEX TTF', fixingIndexSource: HANGUL_FILLER }] })).toMatchObject({
      accepted: { fixingIndices: [{ fixingIndex: 'EEX TTF', fixingIndexSource: '' }] },
    });
  });
});

describe('a direction control inside another REMIT text', () => {
  const override = '\u202e';
  it('is refused on its field, once', () => {
    expect(
      table2({
        otherMarketParticipant: `11XNORD${override}WIND-EH-G`,
        fixingIndices: [{ fixingIndex: `EEX ${override}TTF`, fixingIndexSource: `E${override}EX` }],
      }),
    ).toEqual({
      refused: [
        `otherMarketParticipant: ${REMIT_DIRECTION_CONTROLS_MESSAGE}`,
        `fixingIndices.0.fixingIndex: ${REMIT_DIRECTION_CONTROLS_MESSAGE}`,
        `fixingIndices.0.fixingIndexSource: ${REMIT_DIRECTION_CONTROLS_MESSAGE}`,
      ],
    });
    expect(
      table1({
        linkedTransactionId: `UTI${override}1`,
        deliveryZones: [`21Y00000${override}0000024I`],
        deliveryProfiles: [{ daysOfTheWeek: `MO${override}toFR`, startTime: '00:00:00', endTime: '24:00:00' }],
      }),
    ).toEqual({
      refused: [
        `linkedTransactionId: ${REMIT_DIRECTION_CONTROLS_MESSAGE}`,
        `deliveryZones.0: ${REMIT_DIRECTION_CONTROLS_MESSAGE}`,
        `deliveryProfiles.0.daysOfTheWeek: ${REMIT_DIRECTION_CONTROLS_MESSAGE}`,
      ],
    });
  });

  it('is refused in a beneficiary code and an index name too', () => {
    const { refused } = table1({
      beneficiaryCode: `A0000000${override}B.DE`,
      fixingIndices: [{ indexName: `EEX ${override}TTF` }],
    });
    expect(refused).toEqual(
      expect.arrayContaining([
        `beneficiaryCode: ${REMIT_DIRECTION_CONTROLS_MESSAGE}`,
        `fixingIndices.0.indexName: ${REMIT_DIRECTION_CONTROLS_MESSAGE}`,
      ]),
    );
  });

  it('is still refused in a Trader ID, by its own rule', () => {
    expect(table1({ traderId: `trader${override}-1` })).toEqual({
      refused: [
        'traderId: A Trader ID has 1 to 100 of the letters A to Z (no accents), digits, spaces, hyphens or underscores.',
      ],
    });
  });
});
