import { browserLabel, detectBrowser } from '@client/browser/detect-browser';
import { formatEventTime } from '@client/components/date-time-format';
import type { HttpErrorRecord } from '@client/errors/errors-slice';

/** Placeholder for a detail the failure did not carry (access spec section 9). */
export const MISSING = '-';

/** The Error information entity (access spec section 3), as labelled rows. */
export function errorInformationRows(error: HttpErrorRecord): [label: string, value: string][] {
  // For a 500 the server's errorMessage is a reference code; for others it is the message (section 8).
  const isReference = error.status === 500;
  const show = (value: string | undefined) => (value === undefined || value === '' ? MISSING : value);
  return [
    ['Time of event', formatEventTime(new Date(error.time))],
    ['User', show(error.user)],
    ['Selected organisation', show(error.selectedOrg)],
    ['Page', show(error.page)],
    ['URL', show(error.url)],
    ['HTTP status code', String(error.status)],
    ['Reference code', show(isReference ? error.errorMessage : undefined)],
    ['Error message', show(isReference ? undefined : error.errorMessage)],
    ['Browser', error.userAgent ? browserLabel(detectBrowser(error.userAgent)) : MISSING],
  ];
}
