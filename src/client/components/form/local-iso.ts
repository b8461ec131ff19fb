import { format, isValid, parseISO } from 'date-fns';
import { DATE_FORMAT } from '@shared/contract/remit-constants';

/**
 * Dates leave the form as the day (and time) the user picked, whatever the browser's time zone:
 * `toISOString()` would shift 01/03/26 00:00 in Berlin to the previous day in UTC.
 */
export function toLocalIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The picked wall-clock time as an ISO string without an offset, e.g. 2026-03-01T14:05:00. */
export function toLocalIsoDateTime(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm:ss");
}

/**
 * An ISO date or date-time from the server as the same calendar day (and wall-clock time) in the
 * browser: the offset, if any, is ignored, so the form shows what was reported.
 */
export function fromIsoIgnoringOffset(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
  return isValid(date) ? date : null;
}

/** The hh:mm:ss part of an ISO date-time, offset ignored ('' when there is none). */
export function timePartOf(value: string | null | undefined): string {
  const match = value ? /T(\d{2}:\d{2}:\d{2})/.exec(value) : null;
  return match?.[1] ?? '';
}

/** A yyyy-mm-dd day as the date pickers show it (dd/mm/yy), for a day read, not picked. */
export const dayAsPicked = (day: string): string => format(parseISO(day), DATE_FORMAT);
