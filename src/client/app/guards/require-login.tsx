import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { readApiError } from '@client/api/read-api-error';
import { FullPageLoader } from '@client/components/full-page-loader';
import { paths } from '@shared/app-paths';
import { WithPreferences } from '@client/preferences/with-preferences';
import { pendingStepPath, type LoginLocationState } from '@client/session/post-login-target';

export interface RequireLoginProps {
  children: ReactNode;
}

/**
 * Sends anonymous visitors to login, remembering the page (with its query) they wanted, and a user
 * with a pending password change or 2FA setup to that step, whatever URL was typed (the server
 * refuses every other call meanwhile too).
 */
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
    return <WithPreferences>{children}</WithPreferences>;
  }
  // Only the 401 means "not logged in"; other failures are the errors middleware's business.
  // Only a settled 401 means "not logged in": right after a login the anonymous answer is being refetched.
  if (isError && readApiError(error).status === 401) {
    const state: LoginLocationState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return <FullPageLoader />;
}
