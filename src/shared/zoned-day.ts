// Where a calendar day begins in a time zone, for filters that name days: a user in Auckland who
// filters on 14/11/26 means the moments the app shows as 14/11/26, which began at 11:00 UTC on the 13th.

import { offsetOn, wallClockOf } from './moment-format';

const DAY_MS = 86_400_000;

/** How far the zone's wall clock stands ahead of UTC at a moment, in ms. */
const offsetAt = (ms: number, timeZone: string): number => offsetOn(wallClockOf(timeZone), ms);

/**
 * The first moment of a `yyyy-mm-dd` day in `timeZone` (an IANA name or 'UTC'): its local midnight (the
 * earlier one where the clock goes back over it, as Amman's did at 01:00), or, where a clock change
 * skips midnight (Chile's spring), the moment the clock jumps past it.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  if (timeZone === 'UTC') return new Date(midnight);
  // The zone's offset the day before and the day after: midnight read with each of them.
  const before = midnight - offsetAt(midnight - DAY_MS, timeZone);
  const after = midnight - offsetAt(midnight + DAY_MS, timeZone);
  const midnights = [before, after].filter((moment) => moment + offsetAt(moment, timeZone) === midnight);
  // No moment reads midnight: the clock jumped past it, when midnight came by the offset before.
  return new Date(midnights.length > 0 ? Math.min(...midnights) : before);
}

/** The `yyyy-mm-dd` day after `day`. */
export const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
