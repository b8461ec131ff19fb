import { createListenerMiddleware } from '@reduxjs/toolkit';
import { preferencesApi } from '@client/api/preferences-api';
import { userApi } from '@client/api/user-api';
import type { AppDispatch } from '@client/store/hooks';
import type { RootState } from '@client/store/root-reducer';
import { pendingStepPath } from './post-login-target';

/**
 * Every signed-in page waits for the user's preferences (time zone, date format) before it renders
 * (WithPreferences, in the shell's chunk). They are asked for the moment the user is known rather than
 * once that chunk has run and the gate has rendered: one step less before a deep link's first paint.
 * Not while a password change or a 2FA setup is pending: the server refuses every other call then.
 */
export const preferencesPrefetch = createListenerMiddleware();

preferencesPrefetch.startListening.withTypes<RootState, AppDispatch>()({
  matcher: userApi.endpoints.getUserInformation.matchFulfilled,
  effect: (action, listenerApi) => {
    if (pendingStepPath(action.payload) === null)
      void listenerApi.dispatch(preferencesApi.util.prefetch('getPreferences', undefined, {}));
  },
});
