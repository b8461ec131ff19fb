import { Navigate } from 'react-router-dom';
import type { UserInformation } from '@shared/contract';
import { useGetPreferencesQuery } from '@client/api/preferences-api';
import { FullPageLoader } from '@client/components/full-page-loader';
import { postLoginTarget, type RememberedLocation } from '@client/session/post-login-target';

export interface LandingRedirectProps {
  user: UserInformation;
  search: string;
  remembered: RememberedLocation | undefined;
}

/** Moves a signed-in visitor of the login page on, to the page they picked to start on when nothing else applies. */
export function LandingRedirect({ user, search, remembered }: LandingRedirectProps) {
  const pending = user.changePasswordImmediately || user.setupTwoFactor;
  const { data, isLoading } = useGetPreferencesQuery(undefined, { skip: pending });
  if (isLoading) return <FullPageLoader />;
  return <Navigate to={postLoginTarget(user, search, remembered, data?.landingPage)} replace />;
}
