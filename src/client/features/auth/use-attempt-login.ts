import { useCallback } from 'react';
import type { LoginRequest } from '@shared/contract';
import { LOGIN_DENIED_DEFAULT_MESSAGE } from '@shared/contract/auth-rules';
import { useLoginMutation } from '@client/api/auth-api';
import { readApiError } from '@client/api/read-api-error';
import { noticeDismissed } from '@client/errors/errors-slice';
import { useAppDispatch } from '@client/store/hooks';
import { readLoginRefusal } from './read-login-refusal';

export type LoginOutcome =
  | { kind: 'success' }
  | { kind: 'tokenRequired'; message: string; tokenEmailAllowed: boolean; tokenEmailSent: boolean }
  | { kind: 'refused'; message: string; fieldErrors: Record<string, string[]> | undefined };

/**
 * One login attempt, read into what the page must do next. On success nothing is left to do here:
 * the login invalidates the user information and the login route's guard moves the user on.
 */
export function useAttemptLogin() {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  return useCallback(
    async (request: LoginRequest): Promise<LoginOutcome> => {
      // A notice brought to the login page (session timeout, reset done) has been read by now.
      dispatch(noticeDismissed());
      try {
        await login(request).unwrap();
        return { kind: 'success' };
      } catch (error) {
        const { errorMessage, statusText, fieldErrors } = readApiError(error);
        const message = errorMessage ?? statusText ?? LOGIN_DENIED_DEFAULT_MESSAGE;
        const refusal = readLoginRefusal(error);
        if (refusal.tokenRequired) return { kind: 'tokenRequired', message, ...refusal };
        return { kind: 'refused', message, fieldErrors };
      }
    },
    [login, dispatch],
  );
}
