import type { HandledLocally, HandledLocallyTest } from './handled-locally';
import type { remitTable1Api } from './remit-table1-api';
import type { remitTable2Api } from './remit-table2-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.

/**
 * The trade pages show every HTTP failure of their presets and submits themselves (status text over
 * the server's message). A 401 or a lockout still ends the session globally.
 */
const isShownOnTradePage: HandledLocallyTest = (status) =>
  typeof status === 'number' && status !== 401 && status !== 423;

/** Every Table 1 page shows its presets' and submits' failures itself (spec section 8). */
export const remitTable1HandledLocally: HandledLocally<typeof remitTable1Api> = {
  loadTable1CancellationPresets: isShownOnTradePage,
  loadTable1DeletionPresets: isShownOnTradePage,
  cancelTable1Trade: isShownOnTradePage,
  deleteTable1Trade: isShownOnTradePage,
  loadTable1ModifyPresets: isShownOnTradePage,
  loadTable1ModifyValueSets: isShownOnTradePage,
  modifyTable1Trade: isShownOnTradePage,
};

/** Every Table 2 page shows its presets' and submits' failures itself (spec section 8). */
export const remitTable2HandledLocally: HandledLocally<typeof remitTable2Api> = {
  loadTable2CancellationPresets: isShownOnTradePage,
  loadTable2DeletionPresets: isShownOnTradePage,
  cancelTable2Trade: isShownOnTradePage,
  deleteTable2Trade: isShownOnTradePage,
  loadTable2ModifyPresets: isShownOnTradePage,
  modifyTable2Trade: isShownOnTradePage,
};
