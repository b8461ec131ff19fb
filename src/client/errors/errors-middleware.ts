import { isFulfilled, isPending, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { baseApi } from '@client/api/base-api';
import { readApiError } from '@client/api/read-api-error';
import { ORGANISATION_NOT_FOUND_MESSAGE } from '@shared/contract/organisation-constants';
import { readXsrfToken } from '@client/api/xsrf-token';
import type { RootState } from '@client/store/root-reducer';
import { keepUnsavedWork } from '@client/session/unsaved-work';
import { selectErrorContext } from './error-context';
import { httpErrorRecorded, sessionEnded, successfulResponseReceived, type HttpErrorRecord } from './errors-slice';
import { isHandledLocally, reactionTo, readPendingStep } from './http-error-policy';

/** The parts of an RTK Query thunk action's meta this middleware reads. */
interface QueryActionMeta {
  requestId?: unknown;
  arg?: { endpointName?: unknown; type?: unknown };
  baseQueryMeta?: { request?: { url?: unknown } };
}

function endpointNameOf(meta: QueryActionMeta): string | undefined {
  return typeof meta.arg?.endpointName === 'string' ? meta.arg.endpointName : undefined;
}

/** A non-JSON error body (a proxy's HTML 502) arrives as PARSING_ERROR with the real status beside it. */
function httpStatusOf(payload: unknown, status: number | string | undefined): number | string | undefined {
  if (status !== 'PARSING_ERROR' || typeof payload !== 'object' || payload === null) return status;
  const { originalStatus } = payload as { originalStatus?: unknown };
  return typeof originalStatus === 'number' ? originalStatus : status;
}

/**
 * THE one place every global HTTP error passes through (access spec section 8). It only records:
 * navigation is left to the app's HttpErrorNavigator reading `pendingNavigation`, so this module
 * needs no router and stays testable with a bare store.
 */
export const errorsMiddleware: Middleware<object, RootState> = (api) => {
  // The page each running request was made from, so a late 408 of a page already left is ignored.
  const pageOfRequest = new Map<string, string | null>();

  return (next) => (action) => {
    if (isPending(action)) {
      const { requestId } = action.meta as QueryActionMeta;
      if (typeof requestId === 'string') pageOfRequest.set(requestId, api.getState().errors.currentPage);
    }
    const result = next(action);
    const meta =
      action !== null && typeof action === 'object' && 'meta' in action ? (action.meta as QueryActionMeta) : {};
    const requestPage = typeof meta.requestId === 'string' ? pageOfRequest.get(meta.requestId) : undefined;
    if (typeof meta.requestId === 'string' && !isPending(action)) pageOfRequest.delete(meta.requestId);

    if (isRejectedWithValue(action)) {
      const endpoint = endpointNameOf(meta);
      const read = readApiError(action.payload);
      const status = httpStatusOf(action.payload, read.status);
      // A refusal for a pending step sends the user to it even from a page that shows its own failures.
      const pendingStep = status === 403 ? readPendingStep(action.payload) : undefined;
      // The organisation chosen is no longer the user's (a membership removed meanwhile): the list is read
      // again, so the shell chooses one the user may see instead of leading back to this 404 each time.
      if (status === 404 && read.errorMessage === ORGANISATION_NOT_FOUND_MESSAGE)
        api.dispatch(baseApi.util.invalidateTags(['Organisations']));
      if (!endpoint || status === undefined || (!pendingStep && isHandledLocally(endpoint, status))) return result;
      const state = api.getState();
      const reaction = reactionTo({
        status,
        errorMessage: read.errorMessage,
        pendingStep,
        changesData: meta.arg?.type === 'mutation',
        fromCurrentPage: requestPage === state.errors.currentPage,
        xsrfTokenPresent: readXsrfToken() !== undefined,
      });
      if (reaction.kind === 'ignore') return result;
      if (reaction.kind === 'endSession') {
        keepUnsavedWork();
        api.dispatch(sessionEnded(reaction.notice));
        return result;
      }
      const url = meta.baseQueryMeta?.request?.url;
      const error: HttpErrorRecord = {
        status,
        errorMessage: read.errorMessage,
        url: typeof url === 'string' ? url : undefined,
        endpoint,
        time: new Date().toISOString(),
        page: requestPage ?? undefined,
        ...selectErrorContext(state),
        userAgent: navigator.userAgent,
      };
      const navigateTo = reaction.kind === 'navigate' ? reaction.to : reaction.kind === 'errorPage' ? 'error' : null;
      // Leaving the page throws away what its forms hold: they keep it for the user's return, as at a
      // session's end (a save's 5xx, or a list read again after it while the server is gone).
      if (navigateTo !== null) keepUnsavedWork('pageLeftOnFailure');
      api.dispatch(
        httpErrorRecorded({
          error,
          publish: reaction.kind !== 'navigate',
          showOnErrorPage: reaction.kind === 'errorPage',
          navigateTo,
          replacesPage:
            navigateTo === 'not_found' && meta.arg?.type === 'query' && requestPage === state.errors.currentPage,
        }),
      );
    } else if (isFulfilled(action) && endpointNameOf(meta)) {
      if (api.getState().errors.messages.length > 0) api.dispatch(successfulResponseReceived());
    }
    return result;
  };
};
