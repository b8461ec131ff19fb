import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { baseApi } from '@client/api/base-api';
import { httpErrorNavigationDone, pageChanged, selectPendingNavigation } from '@client/errors/errors-slice';
import { paths } from '@client/paths';
import { organisationCleared } from '@client/session/organisation-slice';
import { useAppDispatch, useAppSelector } from '@client/store/hooks';

const destinations = {
  error: paths.error,
  not_found: paths.notFound,
  root: paths.root,
  login: paths.login,
  connection_failure: paths.connectionFailure,
  change_password_immediately: paths.changePasswordImmediately,
  setup_2fa: paths.setupTwoFactor,
} as const;

/**
 * Performs the navigation the errors middleware asked for, and tells it which page is shown. The
 * middleware only writes `pendingNavigation` into the store; doing the navigating here keeps the
 * router out of the store.
 */
export function HttpErrorNavigator() {
  const pendingNavigation = useAppSelector(selectPendingNavigation);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    dispatch(pageChanged(`${pathname}${search}`));
  }, [pathname, search, dispatch]);

  useEffect(() => {
    if (!pendingNavigation) return;
    dispatch(httpErrorNavigationDone());
    const go = async () => {
      await navigate(destinations[pendingNavigation].getHref(), { replace: pendingNavigation === 'login' });
      if (pendingNavigation !== 'login') return;
      // The session is over: forget what the user saw, after leaving the page so its queries unsubscribe
      // instead of refetching into another 401.
      dispatch(organisationCleared());
      dispatch(baseApi.util.resetApiState());
    };
    void go();
  }, [pendingNavigation, dispatch, navigate]);
  return null;
}
