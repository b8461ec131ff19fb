import type { ClientErrorReport } from '@shared/contract';
import {
  CLIENT_ERROR_MESSAGE_MAX_LENGTH,
  CLIENT_ERROR_NAME_MAX_LENGTH,
  CLIENT_ERROR_SELECTED_ORG_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LENGTH,
  CLIENT_ERROR_URL_MAX_LENGTH,
  CLIENT_ERROR_USER_NAME_MAX_LENGTH,
} from '@shared/contract/client-error-limits';
import { errorReportApi } from '@client/api/error-report-api';
import type { AppDispatch } from '@client/store/hooks';
import type { RootState } from '@client/store/root-reducer';
import { selectErrorContext } from './error-context';
import { formatReportTime } from '@client/components/date-time-format';

export interface ReportingStore {
  getState: () => RootState;
  dispatch: AppDispatch;
}

/** The contract's limit of errorMessage. */
const MESSAGE_LIMIT = CLIENT_ERROR_MESSAGE_MAX_LENGTH;

// Cut to the contract's limits: the server refuses a longer field (400), and the report would be lost.
function describeError(error: unknown): Pick<ClientErrorReport, 'errorName' | 'errorMessage' | 'errorStack'> {
  if (error instanceof Error) {
    return {
      errorName: error.name.slice(0, CLIENT_ERROR_NAME_MAX_LENGTH),
      errorMessage: error.message,
      errorStack: error.stack?.slice(0, CLIENT_ERROR_STACK_MAX_LENGTH) ?? null,
    };
  }
  return { errorName: 'Error', errorMessage: String(error), errorStack: null };
}

/** The message with the reference code the user was shown, so support finds the report by it. */
function withReference(message: string, referenceCode: string | undefined): string {
  if (!referenceCode) return message.slice(0, MESSAGE_LIMIT);
  const suffix = ` (reference code ${referenceCode})`;
  return `${message.slice(0, MESSAGE_LIMIT - suffix.length)}${suffix}`;
}

/**
 * Posts one client error report (access spec section 3); resolves to whether the server took it when
 * the request has ended, never rejects.
 */
export async function sendClientErrorReport(store: ReportingStore, error: unknown, url: string, referenceCode?: string): Promise<boolean> {
  const { user, selectedOrg } = selectErrorContext(store.getState());
  const described = describeError(error);
  const report: ClientErrorReport = {
    time: formatReportTime(new Date()),
    url: url.slice(0, CLIENT_ERROR_URL_MAX_LENGTH),
    userName: user?.slice(0, CLIENT_ERROR_USER_NAME_MAX_LENGTH) ?? null,
    selectedOrg: selectedOrg?.slice(0, CLIENT_ERROR_SELECTED_ORG_MAX_LENGTH) ?? null,
    ...described,
    errorMessage: withReference(described.errorMessage, referenceCode),
  };
  // The request's own failure is not thrown: RTK Query resolves with `{ error }`.
  const result = await store.dispatch(errorReportApi.endpoints.reportClientError.initiate(report));
  return !('error' in result);
}
