import { formatTimestamp, formatTimestampText } from '@shared/timestamp-format';

describe('the one timestamp format', () => {
  it('shows a moment as YYYY-MM-DD HH:mm:ss UTC, whatever the local zone', () => {
    expect(formatTimestamp(new Date('2026-03-20T18:00:00.000Z'))).toBe('2026-03-20 18:00:00 UTC');
    expect(formatTimestamp(new Date('2026-03-04T23:05:06.987Z'))).toBe('2026-03-04 23:05:06 UTC');
  });

  it('writes midnight as 00, not 24, and keeps the day of the UTC calendar', () => {
    expect(formatTimestamp(new Date('2026-12-31T00:00:00Z'))).toBe('2026-12-31 00:00:00 UTC');
    expect(formatTimestamp(new Date('2026-03-29T01:30:00+02:00'))).toBe('2026-03-28 23:30:00 UTC');
  });

  it('reads ISO date-times with a zone into the same look', () => {
    expect(formatTimestampText('2026-03-20T18:00:00.000Z')).toBe('2026-03-20 18:00:00 UTC');
    expect(formatTimestampText('2026-03-20T18:00:00Z')).toBe('2026-03-20 18:00:00 UTC');
    expect(formatTimestampText('2026-03-20T20:40:00+02:00')).toBe('2026-03-20 18:40:00 UTC');
  });

  it('leaves dates, zone-less times and other text as they are', () => {
    expect(formatTimestampText('2026-03-20')).toBe('2026-03-20');
    expect(formatTimestampText('2026-03-20T18:00:00')).toBe('2026-03-20T18:00:00');
    expect(formatTimestampText('not a time')).toBe('not a time');
    expect(formatTimestampText('2026-13-45T99:00:00Z')).toBe('2026-13-45T99:00:00Z');
  });
});
