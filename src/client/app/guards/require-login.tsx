import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { readApiError } from '@client/api/read-api-error';
import { FullPageLoader } from '@client/components/full-page-loader';
import { paths } from '@client/paths';
import type { LoginLocationState } from './post-login-target';

export interface RequireLoginProps {
  children: ReactNode;
}

/** Sends anonymous visitors to login, remembering the page (with its query) they wanted. */
export function RequireLogin({ children }: RequireLoginProps) {
  const { data: user, error } = useGetUserInformationQuery();
  const location = useLocation();
  if (user) return children;
  // Only the 401 means "not logged in"; other failures are the errors middleware's business.
  if (error && readApiError(error).status === 401) {
    const state: LoginLocationState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return <FullPageLoader />;
}
