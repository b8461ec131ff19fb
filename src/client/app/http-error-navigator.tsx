import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { httpErrorNavigationDone, selectPendingNavigation } from '@client/errors/errors-slice';
import { paths } from '@client/paths';
import { useAppDispatch, useAppSelector } from '@client/store/hooks';

const destinations = { error: paths.error, not_found: paths.notFound } as const;

/**
 * Performs the navigation the errors middleware asked for. The middleware only writes
 * `pendingNavigation` into the store; doing the navigating here keeps the router out of the store.
 */
export function HttpErrorNavigator() {
  const pendingNavigation = useAppSelector(selectPendingNavigation);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!pendingNavigation) return;
    dispatch(httpErrorNavigationDone());
    void navigate(destinations[pendingNavigation].getHref());
  }, [pendingNavigation, dispatch, navigate]);
  return null;
}
