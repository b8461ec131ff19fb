import type { ClientErrorReport } from '@shared/contract';
import { errorReportApi } from '@client/api/error-report-api';
import type { AppDispatch } from '@client/store/hooks';
import type { RootState } from '@client/store/root-reducer';
import { selectErrorContext } from './error-context';
import { formatReportTime } from '@client/components/date-time-format';

export interface ReportingStore {
  getState: () => RootState;
  dispatch: AppDispatch;
}

function describeError(error: unknown): Pick<ClientErrorReport, 'errorName' | 'errorMessage' | 'errorStack'> {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message, errorStack: error.stack ?? null };
  return { errorName: 'Error', errorMessage: String(error), errorStack: null };
}

/** Posts one client error report (access spec section 3); resolves when the request has ended, never rejects. */
export async function sendClientErrorReport(store: ReportingStore, error: unknown, url: string): Promise<void> {
  const { user, selectedOrg } = selectErrorContext(store.getState());
  const report: ClientErrorReport = {
    time: formatReportTime(new Date()),
    url,
    userName: user ?? null,
    selectedOrg: selectedOrg ?? null,
    ...describeError(error),
  };
  // The request's own failure is not thrown: RTK Query resolves with `{ error }`.
  await store.dispatch(errorReportApi.endpoints.reportClientError.initiate(report));
}
