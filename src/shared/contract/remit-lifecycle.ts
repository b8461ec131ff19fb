import { remitRefusals } from './remit-constants';

/** The action of a REMIT report: N new, M modification, C cancellation (early termination), E error (deletion). */
export type RemitReportActionType = 'N' | 'M' | 'C' | 'E';
/** What a user may report for a trade already reported. */
export type RemitCorrection = Exclude<RemitReportActionType, 'N'>;

/**
 * Why the trade's lifecycle refuses `action` after its latest report, or null: after a deletion
 * nothing more may be reported; after a cancellation only a deletion (an error record).
 */
export function lifecycleRefusal(action: RemitCorrection, latest: RemitReportActionType): string | null {
  if (latest === 'E') return remitRefusals.deletedNothingMore;
  if (latest === 'C' && action !== 'E') return remitRefusals.cancelledOnlyError;
  return null;
}

/** The action types a trade's latest report may have for the trade to be open: neither cancelled nor deleted. */
export const OPEN_TRADE_ACTION_TYPES = (['N', 'M', 'C', 'E'] as const).filter(
  (latest) => lifecycleRefusal('M', latest) === null,
);

// Not a closure in `tradeActions`: a finder page asks for every row's, and a function made per row cost
// more than the rule.
const offered = (action: RemitCorrection, latest: RemitReportActionType | null, readerMayAct: boolean) =>
  latest !== null && readerMayAct && lifecycleRefusal(action, latest) === null;

/**
 * Which of Cancel, Delete and Modify a trade offers: reported (`latest`, null if never), taken by its
 * lifecycle, and to a reader who may act in the organisation. The one rule of the finder rows, the
 * problem queue, the trade's sheet and each action's presets.
 */
export function tradeActions(latest: RemitReportActionType | null, readerMayAct: boolean) {
  return {
    cancelEnabled: offered('C', latest, readerMayAct),
    deleteEnabled: offered('E', latest, readerMayAct),
    modifyEnabled: offered('M', latest, readerMayAct),
  };
}
