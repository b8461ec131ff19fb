import {
  isReadRefusalOrUnavailable,
  isRefusalOrUnavailable,
  isShownInPlace,
  type HandledLocally,
} from './handled-locally';
import type { columnSettingsApi } from './column-settings-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/**
 * The settings page shows why a load, a preview or a save failed; a grid falls back to its default
 * layout. A 401, a 404 of the organisation or a 5xx of the page's first load still go to the global table;
 * a preview's refusal (a colleague removed meanwhile: 404) is said on the page, which keeps the moves.
 */
export const columnSettingsHandledLocally: HandledLocally<typeof columnSettingsApi> = {
  getColumnSettings: isShownInPlace,
  getColleagueColumnSettings: isReadRefusalOrUnavailable,
  getDefaultColumnSettings: isReadRefusalOrUnavailable,
  getColumnSettingsUsers: isShownInPlace,
  persistColumnSettings: isRefusalOrUnavailable,
};
