import { z } from 'zod';
import { isKnownTimeZone, timeZoneSpelling } from '../moment-format';
import { int4, int4Within } from './common';
import {
  BROWSER_TIME_ZONE,
  defaultPreferences,
  dateFormats,
  gridDensities,
  landingPages,
  preferenceMessages,
  rowsPerPageChoices,
} from './preferences-constants';

export * from './preferences-constants';

/** A zone the platform knows by its IANA name ('Europe/Berlin'), 'UTC', or the browser's. */
const isTimeZone = (value: string): boolean => value === BROWSER_TIME_ZONE || isKnownTimeZone(value);

export const preferenceValuesSchema = z.object({
  timeZone: z
    .string({ error: preferenceMessages.timeZone })
    .max(64, preferenceMessages.timeZone)
    // Said once: a text too long for a zone is no zone either.
    .refine(isTimeZone, { error: preferenceMessages.timeZone, when: (payload) => payload.issues.length === 0 })
    // Stored in the case the zone list spells it, so the page finds it there and shows it as picked.
    .overwrite((zone) => (zone === BROWSER_TIME_ZONE ? zone : timeZoneSpelling(zone))),
  dateFormat: z.enum(dateFormats, { error: preferenceMessages.dateFormat }),
  rowsPerPage: z.union(
    rowsPerPageChoices.map((choice) => z.literal(choice)),
    { error: preferenceMessages.rowsPerPage },
  ),
  density: z.enum(gridDensities, { error: preferenceMessages.density }),
  landingPage: z
    .string()
    .refine((path) => landingPages.some((page) => page.path === path), preferenceMessages.landingPage),
});
export type PreferenceValues = z.infer<typeof preferenceValuesSchema>;

export const preferencesSchema = preferenceValuesSchema.extend({ version: int4 });
export type Preferences = z.infer<typeof preferencesSchema>;

/** Saved from the version the page was loaded at: a save from another tab's older view is refused (409). */
export const preferencesChangeSchema = preferenceValuesSchema.extend({ version: int4Within(0) });
export type PreferencesChange = z.infer<typeof preferencesChangeSchema>;

// Checked against the schema's type: the defaults (in the constants, free of zod for the login bundle) are preferences.
defaultPreferences satisfies Preferences;

/** One signed-in session of the user, as the security section lists it. */
export const userSessionSchema = z.object({
  /** An opaque handle, not the session's secret. */
  handle: z.string(),
  device: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionsSchema = z.object({ values: z.array(userSessionSchema) });
export type UserSessions = z.infer<typeof userSessionsSchema>;
export const endedSessionsSchema = z.object({ ended: int4 });
