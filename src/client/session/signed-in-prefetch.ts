import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { preferencesApi } from '@client/api/preferences-api';
import { systemApi } from '@client/api/system-api';
import { userApi } from '@client/api/user-api';
import type { AppDispatch } from '@client/store/hooks';
import type { RootState } from '@client/store/root-reducer';
import { organisationToChoose } from './default-organisation-choice';
import { organisationSelected, selectOrganisationChosen, selectSelectedOrganisationId } from './organisation-slice';
import { pendingStepPath } from './post-login-target';

/**
 * What every signed-in page needs is asked for the moment the user is known, rather than by the shell
 * once its chunk has run and it has rendered: the preferences (every signed-in page waits for them,
 * WithPreferences), the selectable organisations and the system information (the top bar); then, as
 * soon as the organisations are known, the default organisation is chosen, so the shell's first render
 * asks for its menu and the page for its rows.
 * On a 4× slowed phone the shell rendered a second after the user was known: each of these answers
 * then arrived after it had rendered and rendered it again in one blocking task, and an organisation's
 * page asked for its rows only once the organisation had been chosen after that.
 * Not while a password change or a 2FA setup is pending: the server refuses every other call then.
 */
export const signedInPrefetch = createListenerMiddleware();
const startListening = signedInPrefetch.startListening.withTypes<RootState, AppDispatch>();

const selectUser = userApi.endpoints.getUserInformation.select();
const selectSelectable = userApi.endpoints.getSelectableOrganisations.select();

startListening({
  matcher: userApi.endpoints.getUserInformation.matchFulfilled,
  effect: (action, { dispatch }) => {
    if (pendingStepPath(action.payload) !== null) return;
    void dispatch(preferencesApi.util.prefetch('getPreferences', undefined, {}));
    void dispatch(userApi.util.prefetch('getSelectableOrganisations', undefined, {}));
    void dispatch(systemApi.util.prefetch('getSystemInformation', undefined, {}));
  },
});

startListening({
  matcher: isAnyOf(
    userApi.endpoints.getSelectableOrganisations.matchFulfilled,
    userApi.endpoints.getUserInformation.matchFulfilled,
  ),
  effect: (_action, { dispatch, getState }) => {
    const state = getState();
    const user = selectUser(state).data;
    if (!user || pendingStepPath(user) !== null) return;
    const toChoose = organisationToChoose({
      selectable: selectSelectable(state).data,
      user,
      chosen: selectOrganisationChosen(state),
      organisationId: selectSelectedOrganisationId(state),
    });
    if (toChoose !== undefined) dispatch(organisationSelected(toChoose));
  },
});
