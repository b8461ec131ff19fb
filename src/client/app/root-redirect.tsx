import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@shared/app-paths';

/** The root path goes to login, keeping the query string (access spec section 2). */
export function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={paths.login.getHref(search)} replace />;
}
