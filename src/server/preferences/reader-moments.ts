import { BROWSER_TIME_ZONE } from '@shared/contract/preferences-defaults';
import type { MomentWriter } from '@shared/contract/stale-change';
import { isKnownTimeZone, momentWriter } from '@shared/moment-format';
import type { PreferencesRepository } from './repository';

/**
 * How a message to a user writes a moment: in their zone and date format (Preferences), as every page
 * of theirs does. A zone only the browser knows ('the browser's zone'), or one this server's time-zone
 * data lacks, is written in UTC, which the moment then names.
 */
export async function readerMoments(
  preferences: Pick<PreferencesRepository, 'of'>,
  userId: number,
): Promise<MomentWriter> {
  const { timeZone, dateFormat } = await preferences.of(userId);
  const known = timeZone !== BROWSER_TIME_ZONE && isKnownTimeZone(timeZone);
  return momentWriter({ timeZone: known ? timeZone : 'UTC', dateFormat });
}
