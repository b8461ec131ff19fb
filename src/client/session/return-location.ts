/** Navigation state of a page opened from another one that it offers a way back to (a voluntary password change). */
export interface ReturnLocationState {
  returnTo: string;
}

export function returnLocationState({ pathname, search }: { pathname: string; search: string }): ReturnLocationState {
  return { returnTo: `${pathname}${search}` };
}

/**
 * A path of this app: one slash, then anything but another slash or a backslash, which browsers read as a
 * slash ('/\evil.example' is another host, and react-router threw on it), and no tab or line break
 * anywhere, which browsers drop ('/\t/evil.example' is '//evil.example').
 */
const IN_APP_PATH = /^\/(?![/\\])[^\t\n\r]*$/;

/** The page to return to, if the state names one inside the app (never another origin). */
export function readReturnTo(state: unknown): string | undefined {
  const returnTo = typeof state === 'object' && state !== null ? (state as { returnTo?: unknown }).returnTo : undefined;
  return typeof returnTo === 'string' && IN_APP_PATH.test(returnTo) ? returnTo : undefined;
}
