import { setMomentFormat } from '@client/preferences/moment-format';
import { formatAmountCell, formatFinderCell } from '@client/features/finders/finder-columns';

describe('finder cells', () => {
  it("shows date-times in the user's format, UTC by default, and dates as dates", () => {
    expect(formatFinderCell('createdAt', '2026-01-01T09:00:00.000Z')).toBe('01/01/26 09:00:00 UTC');
    expect(formatFinderCell('tradeTime', '2026-03-20T20:40:00+02:00')).toBe('20/03/26 18:40:00 UTC');
    expect(formatFinderCell('tradeDate', '2026-03-20')).toBe('20/03/26');
  });

  it("shows the date-only columns in the user's date format, as the date-times' days", () => {
    setMomentFormat({ timeZone: 'Europe/Berlin', dateFormat: 'dd/mm/yy' });
    for (const name of ['deliveryStart', 'deliveryEnd', 'tradeDate', 'contractDate'])
      expect(formatFinderCell(name, '2027-03-01')).toBe('01/03/27');
    setMomentFormat({ timeZone: 'UTC', dateFormat: 'yyyy-mm-dd' });
    expect(formatFinderCell('deliveryStart', '2027-03-01')).toBe('2027-03-01');
    setMomentFormat({ timeZone: 'UTC', dateFormat: 'dd/mm/yy' });
    // Only a day the calendar has, written 'yyyy-mm-dd': anything else is shown as it is.
    for (const value of ['2026-02-30', '2027-03-01T00:00:00Z', 'open', '20270301'])
      expect(formatFinderCell('deliveryEnd', value)).toBe(value);
    // A text column keeps its digits, whatever they look like.
    expect(formatFinderCell('externalId', '2027-03-01')).toBe('2027-03-01');
  });

  it('moves date-times into the zone the user picked, naming it, summer and winter alike', () => {
    setMomentFormat({ timeZone: 'Europe/Berlin', dateFormat: 'yyyy-mm-dd' });
    expect(formatFinderCell('createdAt', '2026-01-01T09:00:00.000Z')).toBe('2026-01-01 10:00:00 GMT+1');
    expect(formatFinderCell('tradeTime', '2026-07-20T20:40:00+02:00')).toBe('2026-07-20 20:40:00 GMT+2');
    setMomentFormat({ timeZone: 'America/St_Johns', dateFormat: 'dd/mm/yy' });
    expect(formatFinderCell('createdAt', '2026-01-01T00:00:00.000Z')).toBe('31/12/25 20:30:00 GMT-3:30');
    setMomentFormat({ timeZone: 'UTC', dateFormat: 'yyyy-mm-dd' });
    expect(formatFinderCell('createdAt', '9999-12-31T23:59:59.000Z')).toBe('9999-12-31 23:59:59 UTC');
  });

  it('groups numbers in the en-US format, keeping their decimals, and leaves a number in a text column alone', () => {
    expect(formatFinderCell('netAmount', 2828349.6)).toBe('2,828,349.6');
    expect(formatFinderCell('netAmount', -4715742)).toBe('-4,715,742');
    expect(formatFinderCell('price', 0.000000000000001)).toBe('0.000000000000001');
    expect(formatFinderCell('invoices', 1234)).toBe('1,234');
    // Floating-point noise below the last decimal shown is 0, not -0.
    expect(formatFinderCell('netAmount', -1e-16)).toBe('0');
    expect(formatFinderCell('externalId', 20260417)).toBe('20260417');
  });

  it("writes an amount with its currency's decimals at least, keeping any beyond them", () => {
    const row = (netAmount: unknown, currency: unknown) => ({ netAmount, currency });
    expect(formatAmountCell(row(2594232, 'EUR'))).toBe('2,594,232.00');
    expect(formatAmountCell(row(2442031.2, 'EUR'))).toBe('2,442,031.20');
    expect(formatAmountCell(row(-4656584.4, 'EUR'))).toBe('-4,656,584.40');
    expect(formatAmountCell(row(0.125, 'EUR'))).toBe('0.125');
    expect(formatAmountCell(row(1500, 'JPY'))).toBe('1,500');
    expect(formatAmountCell(row(1500, 'BHD'))).toBe('1,500.000');
    // No currency, or one Intl does not know: cents.
    expect(formatAmountCell(row(1500, null))).toBe('1,500.00');
    expect(formatAmountCell(row(1500, 'X1'))).toBe('1,500.00');
    expect(formatAmountCell(row(-1e-16, 'EUR'))).toBe('0.00');
    expect(formatAmountCell(row(null, 'EUR'))).toBe('');
  });

  it('shows flags as Yes/No and nothing for a missing value', () => {
    expect(formatFinderCell('accepted', true)).toBe('Yes');
    expect(formatFinderCell('accepted', false)).toBe('No');
    expect(formatFinderCell('createdAt', null)).toBe('');
  });
});
