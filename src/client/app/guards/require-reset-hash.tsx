import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useCheckPasswordResetAllowedQuery } from '@client/api/password-api';
import { FullPageLoader } from '@client/components/full-page-loader';
import { paths } from '@shared/app-paths';

export interface RequireResetHashProps {
  children: ReactNode;
}

/**
 * reset_password is reached with a `hash` query parameter that the server must allow; without one,
 * when it is not allowed, or when the check fails, the user is sent to / (access spec sections 2, 8).
 */
export function RequireResetHash({ children }: RequireResetHashProps) {
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash');
  const { data, isError } = useCheckPasswordResetAllowedQuery(hash ? hash : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  if (!hash || isError || (data && data.response !== 'SUCCESS')) return <Navigate to={paths.root.getHref()} replace />;
  if (!data) return <FullPageLoader />;
  return children;
}
