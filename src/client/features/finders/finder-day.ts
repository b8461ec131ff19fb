import { format, parseISO } from 'date-fns';
import { isIsoCalendarDay, withinDateBounds } from '@shared/contract/bounds';

/** What the URL and the request carry: a calendar day, no time zone. */
const DAY_FORMAT = 'yyyy-MM-dd';

/**
 * A `yyyy-MM-dd` day of the years the server takes (1900–2200) as a local date, or null for none or
 * anything else: what the date filter shows is exactly what the finder sends.
 */
export function readDay(value: string | null): Date | null {
  if (value === null || !isIsoCalendarDay(value) || !withinDateBounds(value)) return null;
  return parseISO(value);
}

export const writeDay = (date: Date): string => format(date, DAY_FORMAT);
