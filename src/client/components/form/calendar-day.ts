import { format, parseISO } from 'date-fns';
import { EARLIEST_DATE, isIsoCalendarDay, LATEST_DATE, withinDateBounds } from '@shared/contract/bounds';

/** What a URL and a request carry: a calendar day, no time zone. */
const DAY_FORMAT = 'yyyy-MM-dd';

/**
 * A `yyyy-MM-dd` day of the years the server takes (1900–2200) as a local date, or null for none or
 * anything else: what a day field shows is exactly what is sent.
 */
export function readDay(value: string | null): Date | null {
  if (value === null || !isIsoCalendarDay(value) || !withinDateBounds(value)) return null;
  return parseISO(value);
}

export const writeDay = (date: Date): string => format(date, DAY_FORMAT);

/** The first and last days the server takes, for a picker's bounds (MUI's own are 1900–2099). */
export const EARLIEST_DAY = readDay(EARLIEST_DATE)!;
export const LATEST_DAY = readDay(LATEST_DATE)!;
