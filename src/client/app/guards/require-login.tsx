import { lazy, Suspense, type ReactNode } from 'react';
import { loadPreferencesGate } from '../routes/area-loaders';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { readApiError } from '@client/api/read-api-error';
import { FullPageLoader } from '@client/components/full-page-loader';
import { paths } from '@shared/app-paths';
import { pendingStepPath, type LoginLocationState } from '@client/session/post-login-target';

export interface RequireLoginProps {
  children: ReactNode;
}

/**
 * Sends anonymous visitors to login, remembering the page (with its query) they wanted, and a user
 * with a pending password change or 2FA setup to that step, whatever URL was typed (the server
 * refuses every other call meanwhile too).
 */
// Not in the login page's budget: it comes with the shell, which is prefetched while the form is shown.
const WithPreferences = lazy(() => loadPreferencesGate().then((module) => ({ default: module.WithPreferences })));

export function RequireLogin({ children }: RequireLoginProps) {
  const { data: user, error, isError } = useGetUserInformationQuery();
  const location = useLocation();
  if (user) {
    const pendingStep = pendingStepPath(user);
    // The query (the language, say) travels along, as it does from the login page.
    if (pendingStep)
      return pendingStep !== location.pathname ? (
        <Navigate to={`${pendingStep}${location.search}`} replace />
      ) : (
        children
      );
    return (
      <Suspense fallback={<FullPageLoader />}>
        <WithPreferences>{children}</WithPreferences>
      </Suspense>
    );
  }
  // Only the 401 means "not logged in"; other failures are the errors middleware's business.
  // Only a settled 401 means "not logged in": right after a login the anonymous answer is being refetched.
  if (isError && readApiError(error).status === 401) {
    const state: LoginLocationState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return <FullPageLoader />;
}
