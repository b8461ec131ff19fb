import { Navigate, useNavigate } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { errorsCleared, selectErrorPageErrors } from '@client/errors/errors-slice';
import { ErrorPage } from '@client/features/error-pages/error-page';
import { paths } from '@shared/app-paths';
import { useLogout } from '@client/session/use-logout';
import { useAppDispatch, useAppSelector } from '@client/store/hooks';

/**
 * Connects the error page to the errors slice and the session, which keeps the page itself a plain
 * component that its tests render with props. Loaded lazily with the error pages' chunk.
 */
export function ErrorRoute() {
  const errors = useAppSelector(selectErrorPageErrors);
  const { data: user } = useGetUserInformationQuery();
  const { logout } = useLogout();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const home = user ? paths.help.welcome.getHref() : paths.login.getHref();

  // With no error held, the page has nothing to say (access spec section 2).
  if (errors.length === 0) return <Navigate to={home} replace />;
  const returnHome = async () => {
    // Leave first: with the errors cleared while still here, this route would redirect on its own.
    await navigate(home);
    dispatch(errorsCleared());
  };
  return (
    <ErrorPage
      errors={errors}
      loggedIn={Boolean(user)}
      onReturnHome={() => void returnHome()}
      onLogout={() => void logout()}
    />
  );
}
