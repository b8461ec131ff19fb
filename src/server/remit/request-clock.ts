// What a user reports cannot have happened after the request: every "not in the future" rule of a
// REMIT action is judged here, by the request's clock (the `now` a Change is given).

/** UTC+14 (Kiribati), the zone furthest ahead: its date is the latest that is today anywhere. */
const FURTHEST_ZONE_AHEAD_OF_UTC_MS = 14 * 60 * 60 * 1000;

/** Whether a moment (an ISO date-time with its offset, 'Z' for UTC) is after the request. */
export const momentInFuture = (moment: string, now: Date): boolean => Date.parse(moment) > now.getTime();

/**
 * Whether a day (yyyy-mm-dd) is after today. A day carries no zone, so today is the latest date it is
 * anywhere: no user is refused their own today, wherever they are.
 */
export const dayInFuture = (day: string, now: Date): boolean =>
  day > new Date(now.getTime() + FURTHEST_ZONE_AHEAD_OF_UTC_MS).toISOString().slice(0, 10);
