import { useCallback } from 'react';
import type { LoginRequest } from '@shared/contract';
import { LOGIN_DENIED_DEFAULT_MESSAGE } from '@shared/contract/auth-rules';
import { useLoginMutation } from '@client/api/auth-api';
import { isTokenRequired, readApiError } from '@client/api/read-api-error';

export type LoginOutcome =
  | { kind: 'success' }
  | { kind: 'tokenRequired'; message: string }
  | { kind: 'refused'; message: string; fieldErrors: Record<string, string[]> | undefined };

/**
 * One login attempt, read into what the page must do next. On success nothing is left to do here:
 * the login invalidates the user information and the login route's guard moves the user on.
 */
export function useAttemptLogin() {
  const [login] = useLoginMutation();
  return useCallback(
    async (request: LoginRequest): Promise<LoginOutcome> => {
      try {
        await login(request).unwrap();
        return { kind: 'success' };
      } catch (error) {
        const { errorMessage, statusText, fieldErrors } = readApiError(error);
        const message = errorMessage ?? statusText ?? LOGIN_DENIED_DEFAULT_MESSAGE;
        if (isTokenRequired(error)) return { kind: 'tokenRequired', message };
        return { kind: 'refused', message, fieldErrors };
      }
    },
    [login],
  );
}
