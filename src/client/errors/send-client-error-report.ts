import type { ClientErrorReport } from '@shared/contract';
import { clientErrorReportLimits as limits } from '@shared/contract/client-error-limits';
import { errorReportApi } from '@client/api/error-report-api';
import type { AppDispatch } from '@client/store/hooks';
import type { RootState } from '@client/store/root-reducer';
import { selectErrorContext } from './error-context';
import { formatReportTime } from '@client/components/date-time-format';

export interface ReportingStore {
  getState: () => RootState;
  dispatch: AppDispatch;
}

const HALF_CHARACTER = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * At most `max` UTF-16 units of the text, without half a character: a cut through an emoji, or an error
 * message that held half of one, would have the whole report refused (400) and lost.
 */
export function cutForReport(text: string, max: number): string {
  return text.slice(0, max).replace(HALF_CHARACTER, '\uFFFD');
}

// Cut to the contract's limits: the server refuses a longer field (400), and the report would be lost.
function describeError(error: unknown): Pick<ClientErrorReport, 'errorName' | 'errorMessage' | 'errorStack'> {
  if (error instanceof Error) {
    return {
      errorName: cutForReport(error.name, limits.errorName),
      errorMessage: error.message,
      errorStack: error.stack === undefined ? null : cutForReport(error.stack, limits.errorStack),
    };
  }
  return { errorName: 'Error', errorMessage: String(error), errorStack: null };
}

/** The message with the reference code the user was shown, so support finds the report by it. */
function withReference(message: string, referenceCode: string | undefined): string {
  if (!referenceCode) return cutForReport(message, limits.errorMessage);
  const suffix = ` (reference code ${referenceCode})`;
  return `${cutForReport(message, limits.errorMessage - suffix.length)}${suffix}`;
}

/**
 * Posts one client error report (access spec section 3); resolves to whether the server took it when
 * the request has ended, never rejects.
 */
export async function sendClientErrorReport(
  store: ReportingStore,
  error: unknown,
  url: string,
  referenceCode?: string,
): Promise<boolean> {
  const { user, selectedOrg } = selectErrorContext(store.getState());
  const described = describeError(error);
  const report: ClientErrorReport = {
    time: formatReportTime(new Date()),
    url: cutForReport(url, limits.url),
    userName: user === undefined || user === null ? null : cutForReport(user, limits.userName),
    selectedOrg:
      selectedOrg === undefined || selectedOrg === null ? null : cutForReport(selectedOrg, limits.selectedOrg),
    ...described,
    errorMessage: withReference(described.errorMessage, referenceCode),
  };
  // The request's own failure is not thrown: RTK Query resolves with `{ error }`.
  const result = await store.dispatch(errorReportApi.endpoints.reportClientError.initiate(report));
  return !('error' in result);
}
