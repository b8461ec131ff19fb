import { instantText } from '../../src/server/db/instant-text';

describe('instantText', () => {
  it("writes the database's UTC text as toISOString writes the same instant", () => {
    expect(instantText('2026-01-01 00:05:00+00')).toBe('2026-01-01T00:05:00.000Z');
    expect(instantText('2026-01-01 00:05:00.1+00')).toBe('2026-01-01T00:05:00.100Z');
    expect(instantText('2026-01-01 00:05:00.123999+00')).toBe('2026-01-01T00:05:00.123Z');
    expect(instantText('0999-02-03 04:05:06.78+00')).toBe('0999-02-03T04:05:06.780Z');
  });

  it('reads any other text through a Date: another offset, a year past 9999, a Date itself', () => {
    expect(instantText('2026-01-01 01:05:00.5+01')).toBe('2026-01-01T00:05:00.500Z');
    expect(instantText('2026-01-01 05:35:00+05:30')).toBe('2026-01-01T00:05:00.000Z');
    expect(instantText('10000-01-01 00:00:00+00')).toBe('+010000-01-01T00:00:00.000Z');
    expect(instantText(new Date(Date.UTC(2026, 5, 7, 8, 9, 10, 11)))).toBe('2026-06-07T08:09:10.011Z');
    expect(() => instantText('infinity')).toThrow(RangeError);
  });

  it('agrees with Date on a thousand instants across the years, at every length of fraction', () => {
    for (let index = 0; index < 1000; index += 1) {
      const milliseconds = Math.floor((((index * 7919) % 1000) / 1000) * 253_402_300_800_000);
      const whole = new Date(milliseconds - (milliseconds % 1000)).toISOString();
      const digits = String(index * 104_729)
        .padStart(6, '0')
        .slice(0, index % 7);
      const text = `${whole.slice(0, 10)} ${whole.slice(11, 19)}${digits ? `.${digits}` : ''}+00`;
      expect(instantText(text)).toBe(new Date(text).toISOString());
    }
  });
});
