import { isFulfilled, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { readApiError } from '@client/api/read-api-error';
import { httpErrorRecorded, successfulResponseReceived, type ErrorsState } from './errors-slice';
import { destinationFor, isHandledLocally } from './http-error-policy';

/** The parts of an RTK Query thunk action's meta this middleware reads. */
interface QueryActionMeta {
  arg?: { endpointName?: unknown };
  baseQueryMeta?: { request?: { url?: unknown } };
}

function endpointNameOf(meta: QueryActionMeta): string | undefined {
  return typeof meta.arg?.endpointName === 'string' ? meta.arg.endpointName : undefined;
}

/**
 * THE one place every global HTTP error passes through. It only records: navigation is left to the
 * app's HttpErrorNavigator reading `pendingNavigation`, so this module needs no router and stays
 * testable with a bare store.
 */
export const errorsMiddleware: Middleware<object, { errors: ErrorsState }> = (api) => (next) => (action) => {
  const result = next(action);
  if (isRejectedWithValue(action)) {
    const meta = action.meta as QueryActionMeta;
    const endpoint = endpointNameOf(meta);
    const { status, errorMessage } = readApiError(action.payload);
    if (endpoint && status !== undefined && !isHandledLocally(endpoint, status)) {
      const url = meta.baseQueryMeta?.request?.url;
      api.dispatch(
        httpErrorRecorded({
          error: {
            status,
            errorMessage,
            url: typeof url === 'string' ? url : undefined,
            endpoint,
            time: new Date().toISOString(),
          },
          navigateTo: destinationFor(status),
        }),
      );
    }
  } else if (isFulfilled(action) && endpointNameOf(action.meta as QueryActionMeta)) {
    if (api.getState().errors.messages.length > 0) api.dispatch(successfulResponseReceived());
  }
  return result;
};
