import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { baseApi } from '@client/api/base-api';
import { userApi } from '@client/api/user-api';
import { httpErrorDestinations } from '@client/errors/http-error-destinations';
import {
  httpErrorNavigationDone,
  pageChanged,
  selectPendingNavigation,
  selectPendingNavigationReplacesPage,
} from '@client/errors/errors-slice';
import { paths } from '@shared/app-paths';
import {
  organisationCleared,
  selectOrganisationChosen,
  selectSelectedOrganisationId,
} from '@client/session/organisation-slice';
import type { LoginLocationState } from '@client/session/post-login-target';
import { useAppDispatch, useAppSelector } from '@client/store/hooks';

const selectUser = userApi.endpoints.getUserInformation.select();

/**
 * How long a page waits, once the server could not be reached, before it leaves for the
 * connection-failure screen. The browser cancels a page's requests as it unloads the page for another
 * address (one typed, a link, Back): they fail as a lost connection does, and the screen, pushed in the
 * page's last moment, took the page's place in the history (Back then showed it). A page being
 * unloaded is gone well before this; a page still here after it has really lost the server.
 */
export const CONNECTION_FAILURE_SETTLE_MS = 500;

/**
 * Performs the navigation the errors middleware asked for, and tells it which page is shown. The
 * middleware only writes `pendingNavigation` into the store; doing the navigating here keeps the
 * router out of the store.
 */
export function HttpErrorNavigator() {
  const pendingNavigation = useAppSelector(selectPendingNavigation);
  const replacesPage = useAppSelector(selectPendingNavigationReplacesPage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const userName = useAppSelector((state) => selectUser(state).data?.userName);
  const organisationId = useAppSelector((state) =>
    selectOrganisationChosen(state) ? selectSelectedOrganisationId(state) : undefined,
  );

  // The page shown, for the connection-failure screen's delayed navigation (see below).
  const shownPathname = useRef(pathname);
  useEffect(() => {
    shownPathname.current = pathname;
    dispatch(pageChanged(`${pathname}${search}`));
  }, [pathname, search, dispatch]);

  // Set while leaving a page because the session ended: the stored state is reset once login shows.
  const resetOnLogin = useRef(false);
  const connectionFailureTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(connectionFailureTimer.current), []);

  useEffect(() => {
    if (!pendingNavigation) return;
    dispatch(httpErrorNavigationDone());
    // The server answered meanwhile (a 401, a 404): its page wins over a connection failure still waiting.
    window.clearTimeout(connectionFailureTimer.current);
    if (pendingNavigation === 'connection_failure') {
      const target = httpErrorDestinations.connection_failure;
      connectionFailureTimer.current = window.setTimeout(() => {
        // A chunk that failed to load has shown the screen already: a second entry would make Back idle.
        if (shownPathname.current !== target.path) void navigate(target.getHref(), { replace: replacesPage });
      }, CONNECTION_FAILURE_SETTLE_MS);
      return;
    }
    if (pendingNavigation !== 'login') {
      void navigate(httpErrorDestinations[pendingNavigation].getHref(), { replace: replacesPage });
      return;
    }
    resetOnLogin.current = true;
    // Another request of the page left may end the session again: the login page is there already.
    if (pathname === paths.login.path) return;
    // After signing in again the same user, and only that user, comes back here, under the organisation
    // the page was under (a form restores its kept values).
    const state: LoginLocationState | undefined =
      userName === undefined ? undefined : { from: { pathname, search, userName, organisationId } };
    void navigate(paths.login.getHref(), { replace: true, state });
  }, [pendingNavigation, replacesPage, dispatch, navigate, pathname, search, userName, organisationId]);

  useEffect(() => {
    if (!resetOnLogin.current || pathname !== paths.login.path) return;
    resetOnLogin.current = false;
    // The session is over: forget what the user saw. Only once the page left is gone: its queries and
    // its login guard would otherwise refetch into another 401 and redirect again, losing the page.
    dispatch(organisationCleared());
    dispatch(baseApi.util.resetApiState());
  }, [pathname, pendingNavigation, dispatch]);

  return null;
}
