import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { useGetPreferencesQuery } from '@client/api/preferences-api';
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
  const { data: user, isLoading, fulfilledTimeStamp = 0 } = useGetUserInformationQuery();
  const location = useLocation();
  const remembered = readRememberedLocation(location.state);
  const [shownAt] = useState(Date.now);
  // Sent here because the session ended (the page remembered names its user): until the stored state
  // is reset, the cache still holds the user who was signed in, who must not be sent straight back.
  const sessionJustEnded = remembered?.userName !== undefined && fulfilledTimeStamp < shownAt;
  const signedIn = user !== undefined && !sessionJustEnded;
  // The page to start on is a preference: read before moving on, so nobody passes the welcome page on the way.
  const pending = user?.changePasswordImmediately || user?.setupTwoFactor;
  const preferences = useGetPreferencesQuery(undefined, { skip: !signedIn || pending });
  if (signedIn && !preferences.isLoading) {
    return <Navigate to={postLoginTarget(user, location.search, remembered, preferences.data?.landingPage)} replace />;
  }
  if (isLoading || signedIn) return <FullPageLoader />;
  return children;
}
