import { formatEventTime, formatReportTime } from '@client/components/date-time-format';
import { clientErrorReportSchema } from '@shared/contract/client-errors';

const instant = new Date('2026-03-04T23:05:06.007Z');

describe('time formats', () => {
  it('formats the error time as YYYY-MM-DD HH:mm:ss.SSSZ in the given offset', () => {
    expect(formatEventTime(instant, 0)).toBe('2026-03-04 23:05:06.007+00:00');
    expect(formatEventTime(instant, 60)).toBe('2026-03-05 00:05:06.007+01:00');
    expect(formatEventTime(instant, -330)).toBe('2026-03-04 17:35:06.007-05:30');
  });

  it('formats the client error report time as YYYY-MM-DDThh:mm:ss', () => {
    expect(formatReportTime(instant, 0)).toBe('2026-03-04T23:05:06');
    expect(formatReportTime(instant, 120)).toBe('2026-03-05T01:05:06');
  });

  it.each([
    ['2026-03-04T23:05:06.007Z', 0],
    ['2024-02-29T12:00:00Z', -600],
    ['0999-06-01T00:00:00Z', 0],
    ['9999-12-31T22:00:00Z', 60],
    ['1970-01-01T00:00:00Z', -330],
  ])('writes a report time the server takes, a year of four digits among it: %s at %d min', (iso, offset) => {
    const time = formatReportTime(new Date(iso), offset);
    expect(clientErrorReportSchema.shape.time.safeParse(time).success).toBe(true);
  });

  it('uses the local offset by default', () => {
    expect(formatEventTime(instant)).toBe(formatEventTime(instant, -instant.getTimezoneOffset()));
  });
});
