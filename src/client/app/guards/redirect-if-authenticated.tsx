import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { FullPageLoader } from '@client/components/full-page-loader';
import { postLoginTarget, readRememberedLocation } from '@client/session/post-login-target';

export interface RedirectIfAuthenticatedProps {
  children: ReactNode;
}

/**
 * Guards the login page. It is also what moves the user on after a successful login: the login
 * invalidates the user information, and once it arrives this guard redirects.
 */
export function RedirectIfAuthenticated({ children }: RedirectIfAuthenticatedProps) {
  const { data: user, isLoading } = useGetUserInformationQuery();
  const location = useLocation();
  if (user) {
    return <Navigate to={postLoginTarget(user, location.search, readRememberedLocation(location.state))} replace />;
  }
  if (isLoading) return <FullPageLoader />;
  return children;
}
