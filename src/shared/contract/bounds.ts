/**
 * Bounds every request shares: what a message may echo of an invalid value, and the years a date may
 * name (the database's timestamps reach further, but a date past 2200 is a typo, and PostgreSQL's
 * time zone arithmetic fails on values near the end of its range).
 */
export const ECHO_MAX_LENGTH = 200;

/** An invalid value as a message repeats it: at most ECHO_MAX_LENGTH characters, cut with an ellipsis. */
export function echo(value: string): string {
  return value.length <= ECHO_MAX_LENGTH ? value : `${value.slice(0, ECHO_MAX_LENGTH)}…`;
}

export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2200-12-31';

/** Whether a yyyy-mm-dd… value lies within the years a date may name. */
export const withinDateBounds = (value: string): boolean => {
  const day = value.slice(0, 10);
  return day >= EARLIEST_DATE && day <= LATEST_DATE;
};

/** Whether a value is a yyyy-mm-dd day the calendar has: 2027-02-29 and 2026-02-30 are not. */
export function isIsoCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  // Date rolls an impossible day over into the next month; the round trip tells.
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export const dateBoundsMessage = (field: string) => `${field} must be between ${EARLIEST_DATE} and ${LATEST_DATE}.`;

/** The largest value of a PostgreSQL `integer` (int4) column: ids, versions and counts are stored as such. */
export const INT4_MAX = 2_147_483_647;

/** Far beyond any real list (a million pages of 100 rows), and the offset it makes still fits the database. */
export const MAX_PAGE = 1_000_000;

/** A grid's page as an address carries it: 0 to MAX_PAGE, else undefined (the grid starts at its first). */
export function readPageNumber(text: string | null | undefined): number | undefined {
  if (text === undefined || text === null || !/^\d{1,7}$/.test(text)) return undefined;
  const page = Number(text);
  return page <= MAX_PAGE ? page : undefined;
}

/** A record's id as an address carries it: a positive whole number an int4 column can hold, else undefined. */
export function readRecordId(text: string | null | undefined): number | undefined {
  if (text === undefined || text === null || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= INT4_MAX ? id : undefined;
}
