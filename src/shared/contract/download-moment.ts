import { z } from 'zod';
import { isKnownTimeZone } from '../moment-format';
import { dateFormats } from './preferences-defaults';
import { UNKNOWN_REQUEST_TIME_ZONE_MESSAGE } from './preferences-constants';

/** An IANA zone this platform's Intl knows, as a request names the zone it reads or writes moments in. */
export const knownTimeZoneSchema = z
  .string()
  .max(64, UNKNOWN_REQUEST_TIME_ZONE_MESSAGE)
  .refine(isKnownTimeZone, UNKNOWN_REQUEST_TIME_ZONE_MESSAGE);

/**
 * The zone and date format a download (CSV, trail text) writes its moments in: the user's
 * preferences, with the browser's zone resolved by the client, which alone knows it. Without them a
 * file reads as it always did: '2026-03-20 18:00:00 UTC'.
 */
export const downloadMomentQueryShape = {
  timeZone: knownTimeZoneSchema.default('UTC'),
  dateFormat: z.enum(dateFormats).default('yyyy-mm-dd'),
};
