import type { SeededRandom } from './seeded-random';

// The seeded world runs on fixed calendar dates (not the clock), so every seed is identical and can be
// built once per process: 45 reporting weeks from Monday 5 January 2026.
export const WORLD_WEEKS = 45;
const FIRST_MONDAY = Date.UTC(2026, 0, 5);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const weekStart = (week: number): Date => new Date(FIRST_MONDAY + week * 7 * DAY);

/** A working-hours moment (Monday to Friday, 07:00-17:00 UTC) in the given week. */
export function momentInWeek(random: SeededRandom, week: number, days: readonly number[] = [0, 1, 2, 3, 4]): Date {
  return new Date(
    weekStart(week).getTime() + random.pick(days) * DAY + random.int(7, 16) * HOUR + random.int(0, 3599) * 1000,
  );
}

/** Friday 18:00: when the week's reports go out in one file per table. */
export const weeklyFileTime = (week: number): Date => new Date(weekStart(week).getTime() + 4 * DAY + 18 * HOUR);

export const plus = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** 2026-02-12T09:15:02Z: ACER's date-time without milliseconds. */
export const isoDateTime = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;

export const compactDate = (date: Date): string => isoDate(date).replaceAll('-', '');

export function monthBounds(year: number, month: number): { start: string; end: string; days: number } {
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const mm = String(month + 1).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(days).padStart(2, '0')}`, days };
}

/** Monday-to-Friday days of a month: peak-load hours are 12 a day on them. */
export function weekdaysInMonth(year: number, month: number): number {
  const { days } = monthBounds(year, month);
  let count = 0;
  for (let day = 1; day <= days; day += 1) {
    const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
