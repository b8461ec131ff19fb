import { defaultPreferences } from '@shared/contract/preferences-defaults';
import type { MomentFormat } from '@shared/moment-format';

// The zone and date format downloads ask the server for, apart from moment-format.ts: the API modules
// that send them are in the login page's bundle, the moment writer is not.
let current: MomentFormat = { timeZone: defaultPreferences.timeZone, dateFormat: defaultPreferences.dateFormat };

/** Set with the moment format (`setMomentFormat`), the browser's zone already resolved. */
export function setDownloadMomentFormat(format: MomentFormat): void {
  current = format;
}

export const downloadMomentFormat = (): MomentFormat => current;
