import { apiPaths } from '@shared/api-paths';
import type { ClientErrorReport, UnsupportedBrowserLog } from '@shared/contract';
import { baseApi } from './base-api';
import { always, type HandledLocally } from './handled-locally';

/** Reports about the client itself; their failures are never reported or redirected about. */
export const errorReportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportClientError: build.mutation<void, ClientErrorReport>({
      query: (report) => ({ url: apiPaths.clientErrorReport, method: 'POST', body: report }),
    }),
    logUnsupportedBrowser: build.mutation<void, UnsupportedBrowserLog>({
      query: (log) => ({ url: apiPaths.unsupportedBrowserLog, method: 'POST', body: log }),
    }),
  }),
});

export const { useLogUnsupportedBrowserMutation } = errorReportApi;

/** The reporters never report or redirect about themselves: a failing report would otherwise loop. */
export const errorReportHandledLocally: HandledLocally<typeof errorReportApi> = {
  reportClientError: always,
  logUnsupportedBrowser: always,
};
