import { isReadRefusal, type HandledLocally, type HandledLocallyTest } from './handled-locally';
import type { findersApi } from './finders-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/** A failed export shows beside its button; a 401 still ends the session. */
const isNotSessionEnd: HandledLocallyTest = (status) => status !== 401;

/** A refused filter (400) is said above the grid, not as the global error page. */
export const findersHandledLocally: HandledLocally<typeof findersApi> = {
  searchFinder: isReadRefusal,
  exportFinderCsv: isNotSessionEnd,
};
