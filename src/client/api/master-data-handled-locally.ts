import { isRefusalOrUnavailable, type HandledLocally } from './handled-locally';
import type { masterDataApi } from './master-data-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/**
 * A refused change shows on the master data page: on the name's field (400), in the rename dialog or
 * above the table (404 for an entry a colleague deleted meanwhile, 409 stale or in use, 403). The
 * list's own load failure and a 401 go through the global table.
 */
export const masterDataHandledLocally: HandledLocally<typeof masterDataApi> = {
  addMasterDataCode: isRefusalOrUnavailable,
  renameMasterDataCode: isRefusalOrUnavailable,
  masterDataAction: isRefusalOrUnavailable,
};
