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
} as const;
