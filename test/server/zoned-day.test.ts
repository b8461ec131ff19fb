import { dayAfter, startOfDayIn } from '@shared/zoned-day';

describe('the start of a day in a time zone', () => {
  it.each([
    ['2026-11-14', 'UTC', '2026-11-14T00:00:00.000Z'],
    ['2026-11-14', 'Pacific/Auckland', '2026-11-13T11:00:00.000Z'],
    ['2026-07-01', 'Europe/Berlin', '2026-06-30T22:00:00.000Z'],
    ['2026-01-15', 'Europe/Berlin', '2026-01-14T23:00:00.000Z'],
    ['2026-03-29', 'Europe/Berlin', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', 'Europe/Berlin', '2026-03-29T22:00:00.000Z'],
    ['2026-11-14', 'America/New_York', '2026-11-14T05:00:00.000Z'],
    ['2026-11-14', 'Asia/Kolkata', '2026-11-13T18:30:00.000Z'],
    ['2200-12-31', 'Pacific/Kiritimati', '2200-12-30T10:00:00.000Z'],
    ['1900-01-01', 'UTC', '1900-01-01T00:00:00.000Z'],
  ])('%s in %s begins at %s', (day, zone, expected) => {
    expect(startOfDayIn(day, zone).toISOString()).toBe(expected);
  });

  it('begins where the clock jumps past a midnight it skips (Chile, 6 September 2026: 00:00 became 01:00)', () => {
    const start = startOfDayIn('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    const wall = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', dateStyle: 'short' }).format(ms);
    expect([wall(start.getTime() - 1), wall(start.getTime())]).toEqual(['2026-09-05', '2026-09-06']);
  });

  it('begins at the first of two midnights where the clock goes back over one (Amman, 29 October 2021: 01:00 became 00:00)', () => {
    expect(startOfDayIn('2021-10-29', 'Asia/Amman').toISOString()).toBe('2021-10-28T21:00:00.000Z');
  });

  it('counts the next day across months, years and 29 February', () => {
    expect([dayAfter('2026-01-31'), dayAfter('2026-12-31'), dayAfter('2028-02-28'), dayAfter('2028-02-29')]).toEqual([
      '2026-02-01',
      '2027-01-01',
      '2028-02-29',
      '2028-03-01',
    ]);
  });
});
