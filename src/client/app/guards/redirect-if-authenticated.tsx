import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { FullPageLoader } from '@client/components/full-page-loader';
import { readRememberedLocation } from '@client/session/post-login-target';
import { pageServedSignedOut } from '@client/session/signed-out-hint';
import { loadLandingRedirect } from '../routes/area-loaders';
import { loadedModule, useLoadedModule } from '@client/components/loaded-module';

// With the shell chunk, prefetched beside the login form: not in the login page's budget.
const landingRedirect = loadedModule(() => loadLandingRedirect().then((module) => module.LandingRedirect));

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
  const LandingRedirect = useLoadedModule(landingRedirect, user !== undefined && !sessionJustEnded);
  if (user && !sessionJustEnded) {
    // The page to start on is a preference, read before moving on: nobody passes the welcome page on the way.
    return LandingRedirect ? (
      // The module's own component, loaded once and kept: the same function on every render.
      // eslint-disable-next-line react-hooks/static-components
      <LandingRedirect user={user} search={location.search} remembered={remembered} />
    ) : (
      <FullPageLoader />
    );
  }
  // Sent without a session cookie, the page can only be signed out: the form is its first paint.
  if (isLoading && !pageServedSignedOut()) return <FullPageLoader />;
  return children;
}
