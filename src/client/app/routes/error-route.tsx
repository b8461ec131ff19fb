import { Navigate, useNavigate } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { errorPageCleared, selectErrorPageErrors } from '@client/errors/errors-slice';
import { ErrorPage } from '@client/features/error-pages/error-page';
import { paths } from '@client/paths';
import { useAppDispatch, useAppSelector } from '@client/store/hooks';

/**
 * Connects the error page to the errors slice, which keeps the page itself a plain component that its
 * tests render with props.
 */
export function ErrorRoute() {
  const errors = useAppSelector(selectErrorPageErrors);
  const { data: user } = useGetUserInformationQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const home = user ? paths.help.welcome.getHref() : paths.login.getHref();

  // With no error held, the page has nothing to say (access spec section 2).
  if (errors.length === 0) return <Navigate to={home} replace />;
  const returnHome = async () => {
    await navigate(home);
    dispatch(errorPageCleared());
  };
  return <ErrorPage errors={errors} onReturnHome={() => void returnHome()} />;
}
