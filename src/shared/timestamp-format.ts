// The server's written form of a moment, '2026-03-20 18:00:00 UTC', where it writes text for the
// client to show (the transaction sheet): the client rewrites it in the user's zone and date format
// (client/preferences/moment-format.ts). Downloads are written in those directly (shared/moment-format.ts).

/**
 * A moment as '2026-03-20 18:00:00 UTC'. Cut from the ISO form, which is already UTC: Intl's
 * formatToParts took about 11 µs a call here against about 1 µs (same text for 200,000 random moments
 * of 1900-2200), which made the 1,000,000-event trail download several times slower.
 * Dates are bounded to the years 1900-2200 (contract/bounds.ts), so the ISO form has four-digit years.
 */
export function formatTimestamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
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
