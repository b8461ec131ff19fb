import { isReadRefusal, type HandledLocally } from './handled-locally';
import type { transactionSheetApi } from './transaction-sheet-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/** A missing record, another organisation's (404) or malformed parameters (400) are said on the sheet. */
export const transactionSheetHandledLocally: HandledLocally<typeof transactionSheetApi> = {
  getTransactionSheet: isReadRefusal,
};
