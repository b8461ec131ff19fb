// What the login page needs of the preferences (the defaults, the start page), free of imports: it
// is in the login page's budget. The lists the preferences page offers are in preferences-constants.ts.

/** How a moment's day is written: '26/11/26' or '2026-11-26'. */
export const dateFormats = ['dd/mm/yy', 'yyyy-mm-dd'] as const;
export type DateFormat = (typeof dateFormats)[number];

/** The grids' row heights, as MUI X names them. */
export const gridDensities = ['compact', 'standard', 'comfortable'] as const;
export type GridDensityPreference = (typeof gridDensities)[number];
export const isGridDensity = (value: string | null): value is GridDensityPreference =>
  (gridDensities as readonly (string | null)[]).includes(value);
export const gridDensityLabels = { compact: 'Compact', standard: 'Standard', comfortable: 'Comfortable' } as const;

export const rowsPerPageChoices = [10, 25, 50, 100] as const;

/** The browser's own zone, resolved where the moment is shown. */
export const BROWSER_TIME_ZONE = 'BROWSER';

export const WELCOME_PAGE = 'help/welcome';

/** A user's preferences until their first save (version 0). */
export const defaultPreferences = {
  timeZone: 'UTC',
  dateFormat: 'dd/mm/yy' as DateFormat,
  rowsPerPage: 25 as (typeof rowsPerPageChoices)[number],
  density: 'standard' as GridDensityPreference,
  landingPage: WELCOME_PAGE as string,
  version: 0,
};
