import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '@client/api/base-api';
import { useLogoutMutation } from '@client/api/auth-api';
import { errorsCleared, noticeDismissed } from '@client/errors/errors-slice';
import { paths } from '@shared/app-paths';
import { useAppDispatch } from '@client/store/hooks';
import { organisationCleared } from './organisation-slice';

/**
 * Ends the session on the server, then forgets everything the user saw. Even when the server call
 * fails the user is sent to login: staying in a half-logged-out shell helps nobody. Shared (not the
 * shell's) because the error page and the 2FA setup log out too.
 */
export function useLogout(): { logout: (loginSearch?: string) => Promise<void>; isLoggingOut: boolean } {
  const [logoutOnServer, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // `loginSearch`: a query the login page keeps for the next sign-in (the 2FA setup's reference link).
  const logout = useCallback(
    async (loginSearch = '') => {
      await logoutOnServer()
        .unwrap()
        .catch(() => undefined);
      // Leave the shell first, so its queries unsubscribe instead of refetching after the reset.
      await navigate(paths.login.getHref(loginSearch), { replace: true });
      dispatch(organisationCleared());
      dispatch(errorsCleared());
      // A notice left for a login page never shown (a signed-in user's) is no word on this Logout.
      dispatch(noticeDismissed());
      dispatch(baseApi.util.resetApiState());
    },
    [logoutOnServer, navigate, dispatch],
  );
  return { logout, isLoggingOut: isLoading };
}
