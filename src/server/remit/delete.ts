import type { Change } from './report-change';
import { withActionType } from './trade-state';

/** Delete Trade, either table: an error record (E, a logical delete) repeating the latest report. */
export const deleteTrade: Change = (_trade, from) => withActionType(from.state, 'E');
