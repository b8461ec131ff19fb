import { acerDecimal } from '@server/remit/acer-decimal';
import { int4 } from '@shared/contract/common';
import { table1CancellationBodySchema } from '@shared/contract/remit-cancel-delete';
import { dayBefore, expectedVersionSchema, isoDateIgnoringZoneSchema, text } from '@shared/contract/remit-common';
import { remitMessages } from '@shared/contract/remit-constants';
import {
  digitsWithFraction,
  numeric,
  table1ModifyBodySchema,
  unsignedNumeric,
} from '@shared/contract/remit-table1-modify';

/** A value's messages from a schema: none when it is accepted. */
function messagesOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

/** The decimal text a reader would write: no leading zeros, no trailing fraction zeros. */
const written = (text: string) => {
  const [whole = '', fraction = ''] = text.split('.');
  const digits = fraction.replace(/0+$/, '');
  return `${whole.replace(/^0+(?=\d)/, '')}${digits ? `.${digits}` : ''}`;
};

describe('a reported decimal', () => {
  it('is written to the XML as typed, for every value of at most 15 significant digits and 5 decimals', () => {
    // A fixed walk over the sizes the contract admits (not random: a failure names the same value again).
    let seed = 7;
    const digit = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 10;
    for (let whole = 1; whole <= 15; whole++) {
      for (let decimals = 0; decimals <= Math.min(5, 15 - whole); decimals++) {
        for (let sample = 0; sample < 400; sample++) {
          const wholeDigits = `${1 + (digit() % 9)}${Array.from({ length: whole - 1 }, digit).join('')}`;
          const fraction = Array.from({ length: decimals }, digit).join('');
          const text = fraction ? `${wholeDigits}.${fraction}` : wholeDigits;
          expect(`${text} → ${acerDecimal(Number(text))}`).toBe(`${text} → ${written(text)}`);
        }
      }
    }
    // Scaling by 100,000 and back wrote this one as 6050297835616.899.
    expect(acerDecimal(6050297835616.9)).toBe('6050297835616.9');
    // Computed values are rounded to ACER's five decimals.
    expect(acerDecimal(45.300000000000004)).toBe('45.3');
    expect(acerDecimal(-0.000001)).toBe('0');
  });

  it('of more than 15 significant digits is refused, not reported as another number', () => {
    expect(messagesOf(digitsWithFraction, '999999999999.99999')).toEqual(['At most 15 significant digits.']);
    expect(messagesOf(digitsWithFraction, '123456789012.12345')).toEqual(['At most 15 significant digits.']);
    expect(messagesOf(numeric, '-123456789012345.1')).toEqual(['At most 15 significant digits.']);
    expect(messagesOf(unsignedNumeric, '999999999999999.99999')).toEqual(['At most 15 significant digits.']);
    // Zeros that say nothing are not counted; each value gets one message.
    expect(messagesOf(digitsWithFraction, '999999999999.999')).toEqual([]);
    expect(messagesOf(unsignedNumeric, '000000000000001.10000')).toEqual([]);
    expect(messagesOf(numeric, '-0.00001')).toEqual([]);
    expect(messagesOf(digitsWithFraction, '1234567890123.5')).toEqual(['At most 12 digits before the decimal point.']);
  });

  it('passing several limits, names them all in one message rather than one per attempt', () => {
    // A number pasted from a spreadsheet's full precision: each limit it passes, at once.
    expect(messagesOf(numeric, '123456789012345678901234567890.123456789')).toEqual([
      'At most 15 digits before the decimal point. At most 5 digits after the decimal point. At most 15 significant digits.',
    ]);
    expect(messagesOf(digitsWithFraction, '1234567890123.123456')).toEqual([
      'At most 12 digits before the decimal point. At most 5 digits after the decimal point. At most 15 significant digits.',
    ]);
    // Significant digits only where they are a limit of their own: cut to 15 whole digits, 18 are within it.
    expect(messagesOf(unsignedNumeric, '123456789012345678')).toEqual(['At most 15 digits before the decimal point.']);
    expect(messagesOf(numeric, '1.123456')).toEqual(['At most 5 digits after the decimal point.']);
  });
});

describe('a Table 1 cancellation transaction time', () => {
  const body = (transactionTimeUtc: string) => ({
    expectedVersion: 1,
    transactionTimeUtc,
    terminationDate: '2026-10-31',
    traderId: 'NW-JBRANDT',
  });
  const timeMessages = (text: string) => messagesOf(table1CancellationBodySchema, body(text));

  it('is refused with anything after a second T, which was dropped and the rest reported', () => {
    expect(timeMessages('2026-11-29T10:00:00T<anything>')).toEqual([remitMessages.transactionTimeFormat]);
    expect(timeMessages('2026-11-29T10:00:00T')).toEqual([remitMessages.transactionTimeFormat]);
    expect(timeMessages('2026-11-29TT10:00:00')).toEqual([remitMessages.transactionTimeFormat]);
  });

  it('is read as before when well formed', () => {
    expect(table1CancellationBodySchema.parse(body('2026-11-29T10:00:00')).transactionTimeUtc).toBe(
      '2026-11-29T10:00:00',
    );
    expect(table1CancellationBodySchema.parse(body('2026-11-29T10:00:00.000Z')).transactionTimeUtc).toBe(
      '2026-11-29T10:00:00',
    );
    expect(timeMessages('2026-11-29T')).toEqual([remitMessages.transactionTimeRequired]);
  });
});

describe('a Table 2 date sent as a date-time', () => {
  it('is refused when its time or offset is none, though both are ignored', () => {
    for (const text of [
      '2027-09-30T99:99:99',
      '2027-09-30T24:00:00',
      '2027-09-30T23:60:00',
      '2027-09-30T23:59:60',
      '2027-09-30T10:00:00+24:00',
      '2027-09-30T10:00:00+01:60',
    ]) {
      expect(`${text}: ${messagesOf(isoDateIgnoringZoneSchema, text).length}`).toBe(`${text}: 1`);
    }
  });

  it('is its day when well formed', () => {
    for (const text of ['2027-09-30', '2027-09-30T23:59', '2027-09-30T23:59:59.999Z', '2027-09-30T00:00:00-05:30']) {
      expect(isoDateIgnoringZoneSchema.parse(text)).toBe('2027-09-30');
    }
  });
});

describe('the version a REMIT form was loaded from', () => {
  it('is refused as malformed beyond the largest version, not answered as changed by someone', () => {
    const message = 'expectedVersion must be the version of the trade the form was loaded from.';
    expect(messagesOf(expectedVersionSchema, 2147483648)).toEqual([message]);
    // Past 2^53 it is no safe integer and past the largest version too: said once.
    expect(messagesOf(expectedVersionSchema, 2 ** 53)).toEqual([message]);
    expect(messagesOf(int4, -(2 ** 60))).toEqual([`Must be a whole number from -2147483648 to 2147483647.`]);
    expect(messagesOf(expectedVersionSchema, 1.5)).toEqual([message]);
    expect(messagesOf(expectedVersionSchema, 2147483647)).toEqual([]);
  });
});

/** A Table 1 cancellation body with this Trader ID. */
const cancellation = (traderId: string) => ({
  expectedVersion: 1,
  transactionTimeUtc: '2026-11-29T10:00:00',
  terminationDate: '2026-10-31',
  traderId,
});

describe('a text reported to ACER', () => {
  const message = 'May not contain control characters: a report cannot hold them.';

  it('is refused with a control character XML cannot hold, which made the report invalid', () => {
    for (const traderId of ['NW\u0001JB', 'NW\u001fJB', 'NW\u000bJB', 'NW\uffffJB']) {
      expect(messagesOf(table1CancellationBodySchema, cancellation(traderId))).toEqual([message]);
    }
    expect(messagesOf(text(), 'Gas \u0007 TTF')).toEqual([message]);
  });

  it('keeps tabs, line breaks and any other character', () => {
    expect(messagesOf(text(), 'Gas Ärger 😀')).toEqual([]);
    expect(messagesOf(text(), 'Gas\tTTF\r\nNBP')).toEqual([]);
    // Trimmed away at either end, as spaces are.
    expect(text().parse('\u000bGas TTF\u000c')).toBe('Gas TTF');
  });
});

describe('a Trader ID', () => {
  it("holds only what ACER's traderIdForMarketParticipant takes, said on the field as the master data says it", () => {
    const message =
      'A Trader ID has 1 to 100 of the letters A to Z (no accents), digits, spaces, hyphens or underscores.';
    for (const traderId of ['Händler', 'NW-JBRANDT 😀', 'NW.JBRANDT', 'NW/JB'])
      expect(messagesOf(table1CancellationBodySchema, cancellation(traderId))).toEqual([message]);
    expect(messagesOf(table1CancellationBodySchema, cancellation(' NW-J_Brandt 2 '))).toEqual([]);
    // A control character or a length past 100 is said once, in its own words.
    expect(messagesOf(table1CancellationBodySchema, cancellation('NW\u0001JB'))).toEqual([
      'May not contain control characters: a report cannot hold them.',
    ]);
    expect(messagesOf(table1CancellationBodySchema, cancellation('X'.repeat(101)))).toEqual([
      "Field 'Trader ID' must be at most 100 characters.",
    ]);
  });
});

describe('a rule across two dates of a modify form', () => {
  /** What a form's date field holds for a date left half-typed (the client's UNFINISHED_DATE). */
  const UNFINISHED_DATE = 'unfinished date';

  /** Where the schema puts its messages: field path to messages. */
  function messagesByField(result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) {
    const byField: Record<string, string[]> = {};
    for (const issue of result.error?.issues ?? []) (byField[issue.path.join('.')] ??= []).push(issue.message);
    return byField;
  }

  it('does not blame the other date for one left half-typed (the form holds it as unfinished)', () => {
    const dates = { deliveryStartDate: UNFINISHED_DATE, deliveryEndDate: '2027-01-01' };
    const byField = messagesByField(table1ModifyBodySchema.safeParse(dates));
    expect(byField.deliveryStartDate).toBeDefined();
    expect(byField.deliveryEndDate).toBeUndefined();
  });

  it('is a comparison of days, whatever time and offset a date carries', () => {
    expect(dayBefore('2027-01-01', '2027-01-02')).toBe(true);
    expect(dayBefore('2027-01-02T00:00:00.000Z', '2027-01-02')).toBe(false);
    expect(dayBefore('2027-01-01T23:00:00+02:00', '2027-01-02T00:00:00Z')).toBe(true);
    expect(dayBefore(UNFINISHED_DATE, '2027-01-02')).toBe(false);
    expect(dayBefore('2027-01-01', undefined)).toBe(false);
  });
});
