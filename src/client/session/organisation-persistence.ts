import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { authApi } from '@client/api/auth-api';
import { userApi } from '@client/api/user-api';
import type { AppDispatch } from '@client/store/hooks';
import type { RootState } from '@client/store/root-reducer';
import { organisationSelected } from './organisation-slice';
import {
  forgetLegacyOrganisationChoice,
  forgetServerOrganisation,
  tellServerOrganisation,
  writeCachedOrganisationId,
} from './organisation-storage';
import { forgetOrganisationToResume, readOrganisationToResume } from './organisation-to-resume';
import { claimSessionState, clearSessionState } from './session-storage-owner';

/**
 * What a session leaves in the browser, kept out of the reducers: every organisation choice goes to
 * localStorage under the user's own key, and to a cookie the server reads (forgotten at login and
 * logout, so it never names another session's choice); the tab's sessionStorage (form drafts) belongs to one user
 * and is cleared at logout or when another user signs in.
 */
export const organisationPersistence = createListenerMiddleware();
const startListening = organisationPersistence.startListening.withTypes<RootState, AppDispatch>();
const selectUser = userApi.endpoints.getUserInformation.select();

startListening({
  actionCreator: organisationSelected,
  effect: (action, listenerApi) => {
    const userName = selectUser(listenerApi.getState()).data?.userName;
    // A tab signing in again resumes its own page's organisation: no new choice, so the one every tab
    // shares stays as the user last made it, maybe in another tab meanwhile.
    const resumed = action.payload === readOrganisationToResume();
    if (userName && !resumed) writeCachedOrganisationId(userName, action.payload);
    tellServerOrganisation(action.payload);
    // Resumed, or found no longer the user's to choose: either way the next choice is the default rule's.
    forgetOrganisationToResume();
  },
});

startListening({
  matcher: authApi.endpoints.login.matchFulfilled,
  effect: (action) => {
    claimSessionState(action.payload.userName);
    forgetLegacyOrganisationChoice();
    forgetServerOrganisation();
  },
});

// A tab opened on a running session learns its user here, not from a login.
startListening({
  matcher: userApi.endpoints.getUserInformation.matchFulfilled,
  effect: (action) => claimSessionState(action.payload.userName),
});

// Also when the server call failed: the user asked to leave, and the app forgets the session anyway.
startListening({
  matcher: isAnyOf(authApi.endpoints.logout.matchFulfilled, authApi.endpoints.logout.matchRejected),
  effect: () => {
    clearSessionState();
    forgetServerOrganisation();
  },
});
