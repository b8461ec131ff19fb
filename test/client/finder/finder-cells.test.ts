import { formatFinderCell } from '@client/features/finders/finder-columns';

describe('finder cells', () => {
  it('shows date-times in the one timestamp format and dates as dates', () => {
    expect(formatFinderCell('createdAt', '2026-01-01T09:00:00.000Z')).toBe('2026-01-01 09:00:00 UTC');
    expect(formatFinderCell('tradeTime', '2026-03-20T20:40:00+02:00')).toBe('2026-03-20 18:40:00 UTC');
    expect(formatFinderCell('tradeDate', '2026-03-20')).toBe('2026-03-20');
  });

  it('shows flags as Yes/No and nothing for a missing value', () => {
    expect(formatFinderCell('accepted', true)).toBe('Yes');
    expect(formatFinderCell('accepted', false)).toBe('No');
    expect(formatFinderCell('createdAt', null)).toBe('');
  });
});
