import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One failed API call as the errors middleware saw it. */
export interface HttpErrorRecord {
  status: number | string;
  errorMessage: string | undefined;
  url: string | undefined;
  endpoint: string;
  /** ISO timestamp of when the failure arrived. */
  time: string;
}

/** Where the app must go because of an HTTP error; performed by the app's HttpErrorNavigator. */
export type HttpErrorDestination = 'error' | 'not_found';

export interface ErrorsState {
  /** Published error messages; any successful response clears them (access spec section 8). */
  messages: HttpErrorRecord[];
  /** What the error page cycles through; only leaving that page clears it. */
  errorPageErrors: HttpErrorRecord[];
  pendingNavigation: HttpErrorDestination | null;
}

const initialState: ErrorsState = { messages: [], errorPageErrors: [], pendingNavigation: null };

export const errorsSlice = createSlice({
  name: 'errors',
  initialState,
  reducers: {
    httpErrorRecorded(state, action: PayloadAction<{ error: HttpErrorRecord; navigateTo: HttpErrorDestination | null }>) {
      const { error, navigateTo } = action.payload;
      state.messages.push(error);
      if (navigateTo === 'error') state.errorPageErrors.push(error);
      if (navigateTo) state.pendingNavigation = navigateTo;
    },
    successfulResponseReceived(state) {
      state.messages = [];
    },
    httpErrorNavigationDone(state) {
      state.pendingNavigation = null;
    },
    errorPageCleared(state) {
      state.errorPageErrors = [];
    },
  },
  selectors: {
    selectErrorMessages: (state) => state.messages,
    selectErrorPageErrors: (state) => state.errorPageErrors,
    selectPendingNavigation: (state) => state.pendingNavigation,
  },
});

export const { httpErrorRecorded, successfulResponseReceived, httpErrorNavigationDone, errorPageCleared } =
  errorsSlice.actions;
export const { selectErrorMessages, selectErrorPageErrors, selectPendingNavigation } = errorsSlice.selectors;
