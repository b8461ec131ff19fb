import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/paths';

export interface RequireResetHashProps {
  children: ReactNode;
}

/**
 * reset_password is reached with a `hash` query parameter; without one the user goes to the root
 * (access spec section 2). Asking the server whether the hash is allowed comes with the reset page.
 */
export function RequireResetHash({ children }: RequireResetHashProps) {
  const [searchParams] = useSearchParams();
  if (!searchParams.get('hash')) return <Navigate to={paths.root.getHref()} replace />;
  return children;
}
