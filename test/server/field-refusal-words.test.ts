// The contract's floor of messages, as the server installs it.
import '@shared/contract/default-field-messages';
import { directionControlsMessage } from '@shared/contract/direction-controls';
import { EMAIL_MAX_LENGTH, userAdministrationMessages, userValuesSchema } from '@shared/contract/admin-user-changes';
import { isMissing } from '@shared/contract/field-messages';
import { mifidDirectionControlsMessage, mifidPositionValuesSchema } from '@shared/contract/mifid';
import {
  REMIT_DIRECTION_CONTROLS_MESSAGE,
  table1CancellationBodySchema,
  table2ModifyBodySchema,
} from '@shared/contract/remit';
import { choiceField, listField, requiredText, textField } from '@shared/contract/text-field';
import { decimalsShown } from '@shared/shown-decimals';
import { mifidNumericProblem } from '@shared/contract/mifid-constants';
import { z } from 'zod';
import { messagesOf, table2ModifyFields } from '@test/fixtures/remit-modify-bodies';

// A field's refusal says what is wrong with it: a type error only of a value of the wrong type, a length
// or a count in its own words, and "required" of the same missing values wherever a field asks.

const table2Body = { expectedVersion: 1, ...table2ModifyFields };
const table2 = (fields: Record<string, unknown>) =>
  messagesOf(table2ModifyBodySchema.safeParse({ ...table2Body, ...fields }));

describe('a value too long or a list too long', () => {
  it('on a Table 1 cancellation is told its length once, not that it must be text', () => {
    const body = { expectedVersion: 1, terminationDate: '2026-01-01', traderId: 't' };
    expect(messagesOf(table1CancellationBodySchema.safeParse({ ...body, transactionTimeUtc: 'x'.repeat(41) }))).toEqual(
      ["transactionTimeUtc: Field 'Trade time (UTC) - date part' must be at most 40 characters."],
    );
    // Still text of the wrong form when short enough, and still required when left out.
    expect(messagesOf(table1CancellationBodySchema.safeParse({ ...body, transactionTimeUtc: 5 }))).toEqual([
      "transactionTimeUtc: Field 'Trade time (UTC) - date part' must be text.",
    ]);
    expect(messagesOf(table1CancellationBodySchema.safeParse(body))).toEqual([
      "transactionTimeUtc: Field 'Trade time (UTC) - date part' is required.",
    ]);
  });

  it('on a Table 2 modify is told how many delivery points it may have, not that it must be a list', () => {
    const points = Array.from({ length: 300 }, (_, index) => `10YDE-${String(index).padStart(9, '0')}-`);
    expect(table2({ deliveryPointOrZones: points })).toEqual([
      "deliveryPointOrZones: Field 'Delivery point or zone' must have at most 20 items.",
    ]);
  });

  it("of a user's e-mail address is told its length, not that a well-formed address is malformed", () => {
    const user = { firstName: 'Erik', lastName: 'Madsen', organisationIds: [1], isAdmin: false, canEditHelp: false };
    const emailMessages = (email: string) => messagesOf(userValuesSchema.safeParse({ ...user, email }));
    const longAddress = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.example`;
    expect(longAddress.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    expect(emailMessages(longAddress)).toEqual([`email: ${userAdministrationMessages.emailTooLong}`]);
    expect(userAdministrationMessages.emailTooLong).toBe('The e-mail address has at most 254 characters.');
    expect(emailMessages('not-a-mail')).toEqual([`email: ${userAdministrationMessages.email}`]);
  });

  it('of any field built with a type message leaves a check without words to the default, by its path', () => {
    const schema = z.object({ codes: listField('Codes', z.string()).max(2), note: textField('Note', 100).length(3) });
    expect(messagesOf(schema.safeParse({ codes: ['a', 'b', 'c'], note: 'abcd' }))).toEqual([
      "codes: Field 'codes' must have at most 2 items.",
      "note: Field 'note' must be at most 3 characters.",
    ]);
  });
});

describe('a missing value', () => {
  it('is left out, null, empty or blank (spaces and what shows nothing), and nothing else', () => {
    for (const missing of [undefined, null, '', '   ', '\u200b\u3164']) expect(isMissing(missing)).toBe(true);
    for (const given of [0, false, [], 'x', ' x ']) expect(isMissing(given)).toBe(false);
  });

  it('of a required pick-list field is required, as when it is left out, not off the list', () => {
    for (const missing of ['', null, '  '])
      expect(table2({ contractType: missing, commodity: missing })).toEqual([
        "contractType: Field 'Contract type' is required.",
        "commodity: Field 'Commodity' is required.",
      ]);
    expect(table2({ contractType: 'XX', commodity: 5 })).toEqual([
      "contractType: Field 'Contract type' must be one of the listed values.",
      "commodity: Field 'Commodity' must be one of the listed values.",
    ]);
  });

  it('of an optional pick-list field asks for nothing: a blank is no value of its list', () => {
    expect(table2({ loadType: '' })).toEqual(["loadType: Field 'Load type' must be one of the listed values."]);
    expect(table2({ loadType: undefined })).toEqual([]);
  });

  it('is required in the same cases by a text, a list, a pick-list and a MiFID field', () => {
    const fields = z.object({
      text: requiredText('Text'),
      list: listField('List', z.string()),
      choice: choiceField('Choice', ['A']),
    });
    for (const missing of [undefined, null]) {
      expect(messagesOf(fields.safeParse({ text: missing, list: missing, choice: missing }))).toEqual([
        "text: Field 'Text' is required.",
        "list: Field 'List' is required.",
        "choice: Field 'Choice' is required.",
      ]);
      const mifid = mifidPositionValuesSchema.safeParse({ posHolder: missing, riskReducingIndicator: missing });
      expect(messagesOf(mifid)).toEqual(
        expect.arrayContaining([
          "posHolder: Field 'Position Holder' is required.",
          "riskReducingIndicator: Field 'Risk Reducing Indicator' is required.",
        ]),
      );
    }
  });
});

describe('the decimals of a MiFID number', () => {
  it('count as the grid shows them, without trailing zeros', () => {
    expect(decimalsShown('1.0000000000000000')).toBe(0);
    expect(decimalsShown('-1.250')).toBe(2);
    expect(decimalsShown('42')).toBe(0);
    expect(mifidNumericProblem('posQuantity', '1.0000000000000000')).toBeUndefined();
    expect(mifidNumericProblem('posQuantity', '0.1000000000000010')).toBeUndefined();
    expect(mifidNumericProblem('posQuantity', '0.0000000000000001')).toBe(
      "Field 'Position Quantity' accepts at most 15 digits after the decimal point, as many as the positions grid shows.",
    );
  });
});

describe('the refusal of a direction control', () => {
  it('is one sentence, said of the subject its neighbouring messages name', () => {
    const sentence = 'may not contain direction controls (such as a right-to-left override).';
    expect(directionControlsMessage('name')).toBe(`The name ${sentence}`);
    expect(mifidDirectionControlsMessage('posHolder')).toBe(`Field 'Position Holder' ${sentence}`);
    expect(REMIT_DIRECTION_CONTROLS_MESSAGE).toBe(`M${sentence.slice(1)}`);
  });
});
