import { formatDaysIn, setMomentFormat } from '@client/preferences/moment-format';
import { dayOfMidnightUtc } from '@shared/moment-format';

describe("a trade sheet's days", () => {
  afterEach(() => setMomentFormat({ timeZone: 'UTC', dateFormat: 'dd/mm/yy' }));

  it('are written in the date format, also within a value', () => {
    setMomentFormat({ timeZone: 'UTC', dateFormat: 'dd/mm/yy' });
    expect(formatDaysIn('2026-10-28')).toBe('28/10/26');
    expect(formatDaysIn('10 MW 2026-07-01 to 2026-09-30')).toBe('10 MW 01/07/26 to 30/09/26');
    setMomentFormat({ timeZone: 'UTC', dateFormat: 'yyyy-mm-dd' });
    expect(formatDaysIn('2026-10-28')).toBe('2026-10-28');
  });

  it('leave codes, moments and impossible days as they are', () => {
    setMomentFormat({ timeZone: 'UTC', dateFormat: 'dd/mm/yy' });
    for (const text of [
      'NWEH-2026-10-28',
      '2026-10-28-A',
      'NWEH.2026-10-28.xml',
      'ID:2026-10-28',
      '2026-01-01/2026-12-31',
      '2026-02-30',
      '2026-03-20 18:00:00 UTC',
    ])
      expect(formatDaysIn(text)).toBe(text);
  });
});

describe('dayOfMidnightUtc', () => {
  it('gives the day a midnight-UTC date-time stores, and nothing for a true moment', () => {
    expect(dayOfMidnightUtc('2027-04-15T00:00:00Z')).toBe('2027-04-15');
    expect(dayOfMidnightUtc('2027-04-15T00:00:00.000Z')).toBe('2027-04-15');
    expect(dayOfMidnightUtc('2027-04-15T00:00Z')).toBe('2027-04-15');
    // Midnight in another zone is 22:00 UTC the day before: a moment, not a day to move.
    expect(dayOfMidnightUtc('2027-04-15T00:00:00+02:00')).toBeNull();
    expect(dayOfMidnightUtc('2027-04-15T14:00:00Z')).toBeNull();
    expect(dayOfMidnightUtc('2027-04-15T00:00:01Z')).toBeNull();
    expect(dayOfMidnightUtc('2027-04-15')).toBeNull();
    expect(dayOfMidnightUtc('NWEH-2027-04-15T00:00:00Z')).toBeNull();
  });
});
