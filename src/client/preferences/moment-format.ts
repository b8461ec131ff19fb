import { BROWSER_TIME_ZONE, defaultPreferences, type DateFormat } from '@shared/contract/preferences-defaults';
import { setDownloadMomentFormat } from './download-moment-format';
import {
  momentWriter,
  writeDay,
  writeDayText,
  writeMomentText,
  type MomentFormat as ResolvedMomentFormat,
} from '@shared/moment-format';

/** How the app writes a moment: the user's zone and date format (Preferences). */
export interface MomentFormat {
  /** An IANA zone, 'UTC', or BROWSER_TIME_ZONE. */
  timeZone: string;
  dateFormat: DateFormat;
}

/** The browser's own zone ('Europe/Berlin'); 'UTC' where the platform does not say. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const resolved = (format: MomentFormat): ResolvedMomentFormat => ({
  timeZone: format.timeZone === BROWSER_TIME_ZONE ? browserTimeZone() : format.timeZone,
  dateFormat: format.dateFormat,
});

interface Formatter {
  format: MomentFormat;
  write: (date: Date) => string;
}

const formatterFor = (format: MomentFormat): Formatter => ({ format, write: momentWriter(resolved(format)) });

// Set by the signed-in shell from the user's preferences; the defaults for anyone else.
let current = formatterFor({ timeZone: defaultPreferences.timeZone, dateFormat: defaultPreferences.dateFormat });

/** Makes `format` the one every moment is written in from now on. */
export function setMomentFormat(format: MomentFormat): void {
  if (sameMomentFormat(format, current.format)) return;
  current = formatterFor(format);
  setDownloadMomentFormat(resolved(format));
}

/** The format every moment is written in now, as last set (`setMomentFormat`). */
export const momentFormatInUse = (): MomentFormat => current.format;

/** Whether two formats write every moment alike. */
export const sameMomentFormat = (one: MomentFormat, other: MomentFormat): boolean =>
  one.timeZone === other.timeZone && one.dateFormat === other.dateFormat;

/**
 * A moment as '26/11/26 14:05:09 GMT+1' or '2026-11-26 14:05:09 GMT+1', in the user's zone and date
 * format, always naming the zone. Dates are bounded to the years 1900-2200 (contract/bounds.ts).
 */
export const formatMoment = (date: Date): string => current.write(date);

/** What a date picker shows and takes, as date-fns writes a pattern: the user's date format. */
export const datePickerFormat = (): string => (current.format.dateFormat === 'yyyy-mm-dd' ? 'yyyy-MM-dd' : 'dd/MM/yy');

/** formatMoment in a given format, for a preview of a choice not saved yet. */
export const formatMomentIn = (date: Date, format: MomentFormat): string => formatterFor(format).write(date);

/**
 * A stored date-time text as formatMoment writes it; anything else (a date without time, a local time
 * without zone, free text) as it is, since reading a zone into it would invent one.
 */
export const formatMomentText = (value: string): string => writeMomentText(value, current.write);

/** A moment given as ISO text, or '-' when there is none. */
export const formatMomentOrDash = (iso: string | null | undefined): string => (iso ? formatMoment(new Date(iso)) : '-');

/** The server's written form of a moment: '2026-03-20 18:00:00 UTC' (shared/timestamp-format.ts). */
const serverMoment = /\b(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) UTC\b/g;

/** A text with moments in the server's UTC form ('2: Modify (M), 2026-03-20 18:00:00 UTC'), each rewritten by formatMoment. */
export function formatMomentsIn(text: string): string {
  return text.replace(serverMoment, (whole, day: string, time: string) => {
    const date = new Date(`${day}T${time}Z`);
    return Number.isNaN(date.getTime()) ? whole : formatMoment(date);
  });
}

/** A calendar day given as 'yyyy-mm-dd' in the user's date format ('26/11/26'), as the date pickers show it. */
export const formatDay = (day: string): string => writeDay(day, current.format.dateFormat);

/**
 * A calendar day given as 'yyyy-mm-dd' by its day and month alone, in the user's date format's order:
 * '26/11' or '11-26'. For where the year is said around it (a chart's axis of recent days).
 */
export const formatDayAndMonth = (day: string): string =>
  current.format.dateFormat === 'yyyy-mm-dd' ? day.slice(5) : `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A stored day text ('2027-03-01') in the user's date format; anything else as it is (writeDayText). */
export const formatDayText = (value: string): string => writeDayText(value, current.format.dateFormat);

/**
 * A calendar day on its own, 'yyyy-mm-dd': not part of a longer code ('X-2026-01-02-Y', 'X.2026-01-02.xml',
 * '2026-01-01/2026-12-31') and not the date of a moment ('2026-03-20 18:00:00 UTC', which formatMomentsIn writes with its time and zone).
 */
const isoDay = /(?<![\w./:-])(\d{4}-\d{2}-\d{2})(?![\w./:-]| \d{2}:\d{2})/g;

/** A text with calendar days ('Delivery 2026-02-01 to 2026-02-28'), each written by formatDay. */
export function formatDaysIn(text: string): string {
  return text.replace(isoDay, (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    // '2026-02-30' is no day: it stays as written.
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? day : formatDay(day);
  });
}
