// How the product writes a moment in a user's zone and date format (Preferences): the client's grids,
// sheets and trails, and the server's CSV and text downloads, through the same code.
import { isIsoCalendarDay } from './contract/bounds';

/** How a day is written: '26/11/26' or '2026-11-26' (the import-free list is in preferences-defaults.ts). */
export type MomentDateFormat = 'dd/mm/yy' | 'yyyy-mm-dd';

/** A zone and a date format; the zone is an IANA name or 'UTC', already resolved (no "the browser's"). */
export interface MomentFormat {
  timeZone: string;
  dateFormat: MomentDateFormat;
}

/**
 * Whether a year's last two digits read back as that year: a two-digit year is read as the one nearest
 * this year (this year − 50 to this year + 49, as the date pickers read it: 1976 to 2075 in 2026).
 */
const twoDigitsReadBack = (year: number): boolean => {
  const thisYear = currentYear();
  return year >= thisYear - 50 && year <= thisYear + 49;
};

// A CSV writes a day per cell, millions in an export: this year is read from the clock once an hour.
let yearRead = { year: 0, until: 0 };
function currentYear(): number {
  const now = Date.now();
  if (now >= yearRead.until) yearRead = { year: new Date(now).getUTCFullYear(), until: now + 3_600_000 };
  return yearRead.year;
}

/**
 * A calendar day, given as 'yyyy-mm-dd', in a date format: '26/11/26' or '2026-11-26'. A day whose two-digit
 * year would be read as another (1900-01-01 and 2000-01-01 both '01/01/00') keeps its four: '01/01/1900'.
 */
export function writeDay(day: string, dateFormat: MomentDateFormat): string {
  if (dateFormat === 'yyyy-mm-dd') return day;
  const year = day.slice(0, 4);
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${twoDigitsReadBack(Number(year)) ? year.slice(2) : year}`;
}

/**
 * A stored day text ('2027-03-01') as writeDay writes it; anything else (a date-time, free text, a day
 * no calendar has: '2026-02-30') as it is, so a cell is never shown as something it does not hold.
 */
export const writeDayText = (value: string, dateFormat: MomentDateFormat): string =>
  isIsoCalendarDay(value) ? writeDay(value, dateFormat) : value;

/** Whether the platform knows `timeZone` as an IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone name in the spelling the zone lists use when it was given in another case only ('europe/berlin'
 * is 'Europe/Berlin', 'utc' is 'UTC'); any other name as it was given. Never a platform's other name for
 * the zone: Node's ICU calls Europe/Kyiv 'Europe/Kiev', which a browser's list may not hold.
 */
export function timeZoneSpelling(timeZone: string): string {
  try {
    const named = new Intl.DateTimeFormat('en-GB', { timeZone }).resolvedOptions().timeZone;
    return named.toLowerCase() === timeZone.toLowerCase() ? named : timeZone;
  } catch {
    return timeZone;
  }
}

/** Where a zone stands against UTC at a moment: its offset and its name as a moment shows it. */
interface ZoneAt {
  offsetMs: number;
  name: string;
}

/** A zone's wall clock: the date and time its clocks show at a moment. */
export const wallClockOf = (timeZone: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** How far a wall clock (`wallClockOf`) stands ahead of UTC at a moment, in ms. */
export function offsetOn(wallClock: Intl.DateTimeFormat, ms: number): number {
  const field: Record<string, number> = {};
  for (const part of wallClock.formatToParts(ms)) field[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = field;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  return wall.getTime() - (ms - (((ms % 1000) + 1000) % 1000));
}

/** Offsets are cached per quarter of an hour: zone transitions of the years 1900-2200 fall on them. */
const BUCKET_MS = 15 * 60 * 1000;
const MAX_CACHED_BUCKETS = 100_000;

/**
 * Writes moments in one format. Intl's formatToParts costs about 11 µs a call against about 1 µs for
 * slicing an ISO string, which would make a 1,000,000-event trail download several times slower: the
 * zone's offset and name are read from Intl once per quarter hour (where the offset is the same at
 * both ends of it) and each moment is then cut from the ISO form of the shifted time.
 */
export function momentWriter(format: MomentFormat): (date: Date) => string {
  const utc = format.timeZone === 'UTC';
  const wallClock = utc ? null : wallClockOf(format.timeZone);
  // 'GMT+1', 'GMT-5': a zone's short name from the platform, unambiguous unlike 'CST'. UTC says 'UTC'.
  const shortName = utc
    ? null
    : new Intl.DateTimeFormat('en-GB', { timeZone: format.timeZone, timeZoneName: 'shortOffset' });
  const buckets = new Map<number, ZoneAt | null>();

  function zoneAtExactly(ms: number): ZoneAt {
    if (!wallClock || !shortName) return { offsetMs: 0, name: 'UTC' };
    const name = shortName.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? 'UTC';
    return { offsetMs: offsetOn(wallClock, ms), name };
  }

  function zoneAt(ms: number): ZoneAt {
    const bucket = Math.floor(ms / BUCKET_MS);
    let known = buckets.get(bucket);
    if (known === undefined) {
      const start = zoneAtExactly(bucket * BUCKET_MS);
      const end = zoneAtExactly((bucket + 1) * BUCKET_MS - 1000);
      known = start.offsetMs === end.offsetMs && start.name === end.name ? start : null;
      if (buckets.size >= MAX_CACHED_BUCKETS) buckets.clear();
      buckets.set(bucket, known);
    }
    return known ?? zoneAtExactly(ms);
  }

  return (date: Date) => {
    const ms = date.getTime();
    const zone = utc ? { offsetMs: 0, name: 'UTC' } : zoneAt(ms);
    const iso = new Date(ms + zone.offsetMs).toISOString();
    return `${writeDay(iso.slice(0, 10), format.dateFormat)} ${iso.slice(11, 19)} ${zone.name}`;
  };
}

/** An ISO date-time with a time zone ('…T18:00:00Z', '…T20:00:00+02:00', milliseconds or not). */
const isoDateTimeWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A stored date-time text as `write` writes it; anything else (a date without time, a local time
 * without zone, free text) as it is, since reading a zone into it would invent one.
 */
export function writeMomentText(value: string, write: (date: Date) => string): string {
  if (!isoDateTimeWithZone.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : write(date);
}

/**
 * The day a date-time at midnight UTC stands for, 'yyyy-mm-dd' ('2027-04-15T00:00:00Z' → '2027-04-15'),
 * or null for any other text. A day is stored so where a schema wants a date-time (ACER's
 * terminationDate); a moment at another time of day, or at midnight in another zone, is a true moment
 * and is no day: writing its UTC date alone would move it into another day for the user's zone.
 */
export function dayOfMidnightUtc(value: string): string | null {
  if (!isoDateTimeWithZone.test(value)) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms) || ms % 86_400_000 !== 0) return null;
  return new Date(ms).toISOString().slice(0, 10);
}
