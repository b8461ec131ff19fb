import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { readApiError } from '@client/api/read-api-error';
import { FullPageLoader } from '@client/components/full-page-loader';
import { paths } from '@shared/app-paths';

export interface RequireTwoFactorSetupProps {
  children: ReactNode;
}

/**
 * setup_2fa is only for users who must set up 2FA (access spec section 6); other logged-in users go to
 * welcome, anonymous visitors to the root. Other failures are the errors middleware's business.
 */
export function RequireTwoFactorSetup({ children }: RequireTwoFactorSetupProps) {
  const { data: user, error } = useGetUserInformationQuery();
  // The query goes along (a reference link): to a forced password change that comes first, to welcome
  // once the setup is cancelled, and to the root once the setup's Close has signed the user out.
  const { search } = useLocation();
  if (user) {
    // A forced password change comes first.
    if (user.changePasswordImmediately)
      return <Navigate to={paths.changePasswordImmediately.getHref(search)} replace />;
    return user.setupTwoFactor ? children : <Navigate to={paths.help.welcome.getHref(search)} replace />;
  }
  if (error && readApiError(error).status === 401) return <Navigate to={paths.root.getHref(search)} replace />;
  return <FullPageLoader />;
}
