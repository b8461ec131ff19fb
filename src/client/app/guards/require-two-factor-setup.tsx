import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { FullPageLoader } from '@client/components/full-page-loader';
import { paths } from '@client/paths';

export interface RequireTwoFactorSetupProps {
  children: ReactNode;
}

/** setup_2fa is only for users who must set up 2FA; others go to welcome, or to the root if anonymous. */
export function RequireTwoFactorSetup({ children }: RequireTwoFactorSetupProps) {
  const { data: user, isError } = useGetUserInformationQuery();
  if (user) return user.setupTwoFactor ? children : <Navigate to={paths.help.welcome.getHref()} replace />;
  if (isError) return <Navigate to={paths.root.getHref()} replace />;
  return <FullPageLoader />;
}
