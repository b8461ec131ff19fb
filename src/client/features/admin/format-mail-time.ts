import { formatMomentOrDash } from '@client/preferences/moment-format';

/** A moment in the user's zone and date format ('21/11/26 09:30:00 UTC'); '-' when there is none. */
export const formatMailTime = (iso: string | null): string => formatMomentOrDash(iso);
