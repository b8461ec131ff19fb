// The one look of a moment wherever the product shows or writes one: sheets, grids, trails and the
// CSV and text downloads all read '2026-03-20 18:00:00 UTC'. UTC because a trade time means the same
// to every reader and every file, whatever the browser's or the server's zone; Intl does the zone.
const utcParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as '2026-03-20 18:00:00 UTC'. */
export function formatTimestamp(date: Date): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of utcParts.formatToParts(date)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} UTC`;
}

/** An ISO date-time with a time zone ('…T18:00:00Z', '…T20:00:00+02:00', milliseconds or not). */
const isoDateTimeWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A stored date-time text in the one look; anything else (a date without time, a local time without
 * zone, free text) is returned as it is, since reading a zone into it would invent one.
 */
export function formatTimestampText(value: string): string {
  if (!isoDateTimeWithZone.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatTimestamp(date);
}
