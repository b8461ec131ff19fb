import {
  isReadRefusal,
  isReadRefusalOrUnavailable,
  isRefusalOrUnavailable,
  type HandledLocally,
} from './handled-locally';
import type { mifidApi } from './mifid-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/**
 * A missing file or another organisation's (404) is said on the page, not by the global not-found page;
 * a refused change (400 on the fields, 409 stale, 403 not enabled) shows in its dialog or above the grid.
 * A 401 still ends the session.
 */
export const mifidHandledLocally: HandledLocally<typeof mifidApi> = {
  getMifidPositionFile: isReadRefusal,
  getMifidFormLists: isReadRefusalOrUnavailable,
  addMifidPosition: isRefusalOrUnavailable,
  editMifidPosition: isRefusalOrUnavailable,
  deleteMifidPosition: isRefusalOrUnavailable,
  confirmMifidFile: isRefusalOrUnavailable,
  discardMifidFile: isRefusalOrUnavailable,
};
