/** A versioned thing as it is now, after a change the user's form did not see. */
export interface StaleChange {
  /** What changed, as the sentence names it: 'trade', 'position file'. */
  thing: string;
  /** Its version now. */
  version: number;
  /** Who made the latest change, by name; null when nobody is on record (a change the system made). */
  by: string | null;
  /** When; null when no change is on record (a record seeded and never changed since), so none is made up. */
  at: Date | null;
  /** What the user should do now; by default, reload. */
  whatToDo?: string;
}

/** How a message writes a moment for its reader. */
export type MomentWriter = (at: Date) => string;

/**
 * The day as well as the time (a form opened yesterday may meet a change made late yesterday), in UTC:
 * where the reader's zone and date format are not known. The server writes in the reader's own
 * (`server/preferences/reader-moments.ts`), as every page does.
 */
export const utcMinute: MomentWriter = (at) =>
  `${at.toISOString().slice(0, 10)} at ${at.toISOString().slice(11, 16)} UTC`;

/**
 * The 409's message when a change was made on a stale view: what happened, who and when, and what to
 * do ("This trade was changed after you opened it (now version 3, by Nordwind Analyst on 2026-11-28 at 14:02 UTC).
 * Reload to see the change."). Who and when are left out where nothing is on record.
 */
export function staleChangeMessage(
  { thing, version, by, at, whatToDo = 'Reload to see the change.' }: StaleChange,
  writeMoment: MomentWriter = utcMinute,
): string {
  const who = by ? ` by ${by}` : '';
  const when = at ? ` on ${writeMoment(at)}` : '';
  const known = who || when ? `,${who}${when}` : '';
  return `This ${thing} was changed after you opened it (now version ${version}${known}). ${whatToDo}`;
}
