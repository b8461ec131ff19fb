import { BROWSER_TIME_ZONE, defaultPreferences, type DateFormat } from '@shared/contract/preferences-defaults';

/** How the app writes a moment: the user's zone and date format (Preferences). */
export interface MomentFormat {
  /** An IANA zone, 'UTC', or BROWSER_TIME_ZONE. */
  timeZone: string;
  dateFormat: DateFormat;
}

/** The browser's own zone ('Europe/Berlin'); 'UTC' where the platform does not say. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const resolveZone = (timeZone: string) => (timeZone === BROWSER_TIME_ZONE ? browserTimeZone() : timeZone);

interface Formatter {
  format: MomentFormat;
  parts: Intl.DateTimeFormat;
  zoneName: Intl.DateTimeFormat | null;
}

function formatterFor(format: MomentFormat): Formatter {
  const timeZone = resolveZone(format.timeZone);
  return {
    format,
    // en-GB: 24-hour clock; the parts are put together below, so the locale decides nothing else.
    parts: new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
    // 'GMT+1', 'GMT-5': a zone's short name from the platform, unambiguous unlike 'CST'. UTC says 'UTC'.
    zoneName: timeZone === 'UTC' ? null : new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' }),
  };
}

// Set by the signed-in shell from the user's preferences; the defaults for anyone else.
let current = formatterFor({ timeZone: defaultPreferences.timeZone, dateFormat: defaultPreferences.dateFormat });

/** Makes `format` the one every moment is written in from now on. */
export function setMomentFormat(format: MomentFormat): void {
  if (format.timeZone === current.format.timeZone && format.dateFormat === current.format.dateFormat) return;
  current = formatterFor(format);
}

export const currentMomentFormat = (): MomentFormat => current.format;

/** The zone's name as a moment shows it: 'UTC', 'GMT+1'. */
export function zoneNameAt(date: Date, formatter: Formatter = current): string {
  if (!formatter.zoneName) return 'UTC';
  return formatter.zoneName.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? 'UTC';
}

/**
 * A moment as '26/11/26 14:05:09 GMT+1' or '2026-11-26 14:05:09 GMT+1', in the user's zone and date
 * format, always naming the zone. Dates are bounded to the years 1900-2200 (contract/bounds.ts).
 */
export function formatMoment(date: Date, formatter: Formatter = current): string {
  const parts: Record<string, string> = {};
  for (const part of formatter.parts.formatToParts(date)) parts[part.type] = part.value;
  const { year = '', month = '', day = '', hour = '', minute = '', second = '' } = parts;
  const dayText =
    formatter.format.dateFormat === 'yyyy-mm-dd' ? `${year}-${month}-${day}` : `${day}/${month}/${year.slice(-2)}`;
  return `${dayText} ${hour}:${minute}:${second} ${zoneNameAt(date, formatter)}`;
}

/** formatMoment in a given format, for a preview of a choice not saved yet. */
export const formatMomentIn = (date: Date, format: MomentFormat): string => formatMoment(date, formatterFor(format));

/** An ISO date-time with a time zone ('…T18:00:00Z', '…T20:00:00+02:00', milliseconds or not). */
const isoDateTimeWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A stored date-time text as formatMoment writes it; anything else (a date without time, a local time
 * without zone, free text) as it is, since reading a zone into it would invent one.
 */
export function formatMomentText(value: string): string {
  if (!isoDateTimeWithZone.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatMoment(date);
}

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
