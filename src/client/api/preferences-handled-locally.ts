import { isReadRefusal, isRefusalOrUnavailable, type HandledLocally } from './handled-locally';
import type { preferencesApi } from './preferences-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/**
 * Preferences that cannot be read leave the defaults in place (a 401 still ends the session); the page
 * shows a refused save and a session list it could not load.
 */
export const preferencesHandledLocally: HandledLocally<typeof preferencesApi> = {
  getPreferences: isReadRefusal,
  savePreferences: isRefusalOrUnavailable,
  getUserSessions: isReadRefusal,
  endOtherSessions: isRefusalOrUnavailable,
};
