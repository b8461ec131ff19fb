import type { ReactNode } from 'react';
import { loadPreferencesGate } from '../routes/area-loaders';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { readApiError } from '@client/api/read-api-error';
import { FullPageLoader } from '@client/components/full-page-loader';
import { paths } from '@shared/app-paths';
import { pendingStepPath, type LoginLocationState } from '@client/session/post-login-target';
import { loadedModule, useLoadedModule } from '@client/components/loaded-module';
import { useValueInTransition } from '@client/components/use-value-in-transition';

export interface RequireLoginProps {
  children: ReactNode;
}

/**
 * Sends anonymous visitors to login, remembering the page (with its query) they wanted, and a user
 * with a pending password change or 2FA setup to that step, whatever URL was typed (the server
 * refuses every other call meanwhile too).
 */
// Not in the login page's budget: it comes with the shell, which is prefetched while the form is shown.
const preferencesGate = loadedModule(() => loadPreferencesGate().then((module) => module.WithPreferences));

export function RequireLogin({ children }: RequireLoginProps) {
  const { data: answeredUser, error, isError } = useGetUserInformationQuery();
  // The user's arrival renders the whole signed-in page (shell, menu, the page itself): some 130 ms on
  // this machine's Chromium in one blocking task, had it been rendered as the store's update it is. The
  // server's frame stays on screen until that render commits.
  const user = useValueInTransition(answeredUser);
  const location = useLocation();
  const pendingStep = user ? pendingStepPath(user) : null;
  const WithPreferences = useLoadedModule(
    preferencesGate,
    answeredUser !== undefined && pendingStepPath(answeredUser) === null,
  );
  // Only a settled 401 means "not logged in": right after a login the anonymous answer is being refetched.
  if (!answeredUser && isError && readApiError(error).status === 401) {
    const state: LoginLocationState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (user) {
    // The query (the language, say) travels along, as it does from the login page.
    if (pendingStep)
      return pendingStep !== location.pathname ? (
        <Navigate to={`${pendingStep}${location.search}`} replace />
      ) : (
        children
      );
    // The module's own component, loaded once and kept: the same function on every render.
    // eslint-disable-next-line react-hooks/static-components
    return WithPreferences ? <WithPreferences>{children}</WithPreferences> : <FullPageLoader />;
  }
  // Other failures are the errors middleware's business.
  return <FullPageLoader />;
}
