import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginRequest } from '@shared/contract';
import { LOGIN_DENIED_DEFAULT_MESSAGE } from '@shared/contract/auth-rules';
import { useLoginMutation } from '@client/api/auth-api';
import { readApiError } from '@client/api/read-api-error';
import { noticeDismissed } from '@client/errors/errors-slice';
import { rememberOrganisationToResume } from '@client/session/organisation-to-resume';
import { postLoginTarget, readRememberedLocation } from '@client/session/post-login-target';
import { useAppDispatch } from '@client/store/hooks';
import { readLoginRefusal } from './read-login-refusal';

export type LoginOutcome =
  | { kind: 'success' }
  | { kind: 'tokenRequired'; message: string; tokenEmailAllowed: boolean; tokenEmailSent: boolean }
  | { kind: 'refused'; message: string; fieldErrors: Record<string, string[]> | undefined };

/**
 * One login attempt, read into what the page must do next. On success it moves the user on at once,
 * from what the login answer says is pending (a forced password change, a 2FA setup), without waiting
 * for the user information to be fetched again.
 */
export function useAttemptLogin() {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (request: LoginRequest): Promise<LoginOutcome> => {
      // A notice brought to the login page (session timeout, reset done) has been read by now.
      dispatch(noticeDismissed());
      try {
        const loggedIn = await login(request).unwrap();
        const remembered = readRememberedLocation(location.state);
        const rememberedHere =
          remembered && (remembered.userName === undefined || remembered.userName === loggedIn.userName);
        // Back to the page the session ended on, under the organisation it was under there (if the
        // user may still choose it), whatever another tab chose meanwhile.
        if (rememberedHere && remembered.organisationId !== undefined)
          rememberOrganisationToResume(remembered.organisationId);
        // A pending step or a remembered page now; otherwise the login page's guard moves on, to the page
        // the user picked to start on, once the refetched user information says who signed in.
        if (loggedIn.changePasswordImmediately || loggedIn.setupTwoFactor || rememberedHere) {
          await navigate(postLoginTarget(loggedIn, location.search, remembered), { replace: true });
        }
        return { kind: 'success' };
      } catch (error) {
        const { errorMessage, statusText, fieldErrors } = readApiError(error);
        const message = errorMessage ?? statusText ?? LOGIN_DENIED_DEFAULT_MESSAGE;
        const refusal = readLoginRefusal(error);
        if (refusal.tokenRequired) return { kind: 'tokenRequired', message, ...refusal };
        return { kind: 'refused', message, fieldErrors };
      }
    },
    [login, dispatch, navigate, location],
  );
}
