import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * One failed API call as the errors middleware saw it: the Error information entity of the access
 * spec (section 3) plus the endpoint. Details the failure did not carry stay undefined (shown as '-').
 */
export interface HttpErrorRecord {
  /** The HTTP status, or RTK Query's 'FETCH_ERROR' / 'TIMEOUT_ERROR' when no answer came. */
  status: number | string;
  errorMessage: string | undefined;
  url: string | undefined;
  endpoint: string;
  /** ISO timestamp of when the failure arrived (the entity's timeOfEvent). */
  time: string;
  /** The page (path and query) the request was made from. */
  page: string | undefined;
  user: string | undefined;
  selectedOrg: string | undefined;
  /** The user agent; the error page names the browser from it (parsing it here would grow the first bundle). */
  userAgent: string | undefined;
}

/**
 * Where the app must go because of an HTTP error; performed by the app's HttpErrorNavigator.
 * 'login' also ends the session on the client (stored state is reset after leaving the page).
 */
export type HttpErrorDestination =
  'error' | 'not_found' | 'root' | 'login' | 'connection_failure' | 'change_password_immediately' | 'setup_2fa';

/** A message for the next page, surviving a navigation (session timeout, password reset outcomes). */
export interface Notice {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

export interface ErrorsState {
  /**
   * Published error messages (the message area); any successful response clears them (spec section 8),
   * and so does moving to another page: they were about the page left.
   */
  messages: HttpErrorRecord[];
  /** What the error page cycles through; only leaving that page clears it. */
  errorPageErrors: HttpErrorRecord[];
  pendingNavigation: HttpErrorDestination | null;
  /** The navigation takes the place of the page shown in the history (see `replacesPage`). */
  pendingNavigationReplacesPage: boolean;
  notice: Notice | null;
  /** The page currently shown, so a late 408 of a page already left is ignored. */
  currentPage: string | null;
}

const initialState: ErrorsState = {
  messages: [],
  errorPageErrors: [],
  pendingNavigation: null,
  pendingNavigationReplacesPage: false,
  notice: null,
  currentPage: null,
};

export interface HttpErrorRecordedPayload {
  error: HttpErrorRecord;
  publish: boolean;
  showOnErrorPage: boolean;
  navigateTo: HttpErrorDestination | null;
  /**
   * What the page shown asked for does not exist (a 404 of its own query): not_found takes its place
   * in the history, or Back would ask again, be answered 404 again and come straight back. A failed
   * change, a late answer of a page left or a failure that may pass keeps the page to go back to.
   */
  replacesPage?: boolean;
}

const pathOf = (page: string): string => page.split('?', 1)[0] ?? page;

export const errorsSlice = createSlice({
  name: 'errors',
  initialState,
  reducers: {
    httpErrorRecorded(state, action: PayloadAction<HttpErrorRecordedPayload>) {
      const { error, publish, showOnErrorPage, navigateTo, replacesPage = false } = action.payload;
      if (publish) state.messages.push(error);
      if (showOnErrorPage) state.errorPageErrors.push(error);
      if (navigateTo) {
        state.pendingNavigation = navigateTo;
        state.pendingNavigationReplacesPage = replacesPage;
      }
    },
    /** The session is over on the server (401, 423): forget every error and go to login. */
    sessionEnded(state, action: PayloadAction<string | undefined>) {
      state.messages = [];
      state.errorPageErrors = [];
      state.notice = action.payload ? { severity: 'warning', text: action.payload } : null;
      state.pendingNavigation = 'login';
    },
    successfulResponseReceived(state) {
      state.messages = [];
    },
    httpErrorNavigationDone(state) {
      state.pendingNavigation = null;
    },
    /** Returning home from the error page or logging out (spec section 4). */
    errorsCleared(state) {
      state.messages = [];
      state.errorPageErrors = [];
    },
    noticeShown(state, action: PayloadAction<Notice>) {
      state.notice = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    /** The page shown, as path and query; another path clears the published messages. */
    pageChanged(state, action: PayloadAction<string>) {
      if (state.currentPage !== null && pathOf(state.currentPage) !== pathOf(action.payload)) state.messages = [];
      state.currentPage = action.payload;
    },
  },
  selectors: {
    selectErrorMessages: (state) => state.messages,
    selectErrorPageErrors: (state) => state.errorPageErrors,
    selectPendingNavigation: (state) => state.pendingNavigation,
    selectPendingNavigationReplacesPage: (state) => state.pendingNavigationReplacesPage,
    selectNotice: (state) => state.notice,
    selectCurrentPage: (state) => state.currentPage,
  },
});

export const {
  httpErrorRecorded,
  sessionEnded,
  successfulResponseReceived,
  httpErrorNavigationDone,
  errorsCleared,
  noticeShown,
  noticeDismissed,
  pageChanged,
} = errorsSlice.actions;
export const {
  selectErrorMessages,
  selectErrorPageErrors,
  selectPendingNavigation,
  selectPendingNavigationReplacesPage,
  selectNotice,
  selectCurrentPage,
} = errorsSlice.selectors;
