import { isRefusalOrUnavailable, isShownInPlace, type HandledLocally } from './handled-locally';
import type { helpApi } from './help-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/** A panel shows why its text could not be loaded; the editor shows why it could not be saved. */
export const helpHandledLocally: HandledLocally<typeof helpApi> = {
  getHelpText: isShownInPlace,
  saveHelpText: isRefusalOrUnavailable,
};
