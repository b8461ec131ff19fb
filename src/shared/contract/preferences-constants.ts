import { finderClientPaths, finderTitles, finderKinds } from './finder-constants';
import { WELCOME_PAGE } from './preferences-defaults';

export * from './preferences-defaults';

/** Where a user can start after signing in: the welcome page or any finder. */
export const landingPages = [
  { path: WELCOME_PAGE, label: 'Welcome' },
  ...finderKinds.map((kind) => ({ path: finderClientPaths[kind] as string, label: finderTitles[kind] as string })),
] as const;

export const preferenceMessages = {
  timeZone: 'Pick a time zone from the list.',
  landingPage: 'Pick a page from the list.',
  dateFormat: 'Pick a date format from the list.',
  rowsPerPage: 'Pick the rows per page from the list.',
  density: 'Pick a row density from the list.',
} as const;

/**
 * A grid's date filter or a download names the zone of the user's preferences, the browser's own when so
 * chosen; the server's Intl may not know a zone a newer browser reports. Said above the grid or beside
 * the download, where there is no zone to pick: the way on is to pick one in Preferences.
 */
export const UNKNOWN_REQUEST_TIME_ZONE_MESSAGE =
  'The server does not know the time zone of your preferences. Choose one from the list in Preferences.';
