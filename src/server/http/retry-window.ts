/**
 * How long after a change the same request sent again counts as its retry (a double click, an answer
 * lost on the way) and is answered as the first was. Past it, the same values name a new intent: a
 * password change needs the current password again, a user created again is refused as a name taken.
 */
export const RETRY_WINDOW_MS = 10 * 60 * 1000;

/** The earliest moment a change may have been made, at `now`, for a request sent again to be its retry. */
export const retriesSince = (now: Date): Date => new Date(now.getTime() - RETRY_WINDOW_MS);
