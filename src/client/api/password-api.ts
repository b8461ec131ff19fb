import { apiPaths, fillPath } from '@shared/api-paths';
import type { PasswordChangeRequest, PasswordResetRequest, PasswordStatusResponse } from '@shared/contract';
import { baseApi } from './base-api';
import { always, isClientError, isRefusalOrUnavailable, type HandledLocally } from './handled-locally';

/**
 * A login name as the last segment of the reset-mail path. A URL drops a '.' or '..' segment, encoded
 * or not (WHATWG URL's dot segments): the request went to /reset/ and came back 404 "Not found.", an
 * answer no other name gets, where the server must answer every name alike. A trailing space keeps
 * the segment a name, and the contract trims it (usernameParamsSchema): the server looks up, and
 * counts against its limits, the name as typed. No user is named so (USERNAME_PATTERN), but the
 * answer must not say that either.
 */
function resetMailPathName(username: string): string {
  return /^\.{1,2}$/.test(username) ? `${username} ` : username;
}

export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends the reset mail; an action, not data to cache, hence a mutation despite the GET. */
    requestPasswordResetMail: build.mutation<void, string>({
      query: (username) => fillPath(apiPaths.passwordResetMail, { username: resetMailPathName(username) }),
    }),
    checkPasswordResetAllowed: build.query<PasswordStatusResponse, string>({
      query: (hash) => fillPath(apiPaths.passwordResetAllowed, { hash }),
      // A link is checked once per visit: its answer changes when it is used or expires.
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<PasswordStatusResponse, PasswordResetRequest>({
      query: (body) => ({ url: apiPaths.passwordReset, method: 'POST', body }),
    }),
    changePassword: build.mutation<PasswordStatusResponse, PasswordChangeRequest>({
      query: (body) => ({ url: apiPaths.passwordChange, method: 'POST', body }),
      // No invalidation: the page refetches the user information itself, to continue the redirect chain.
    }),
  }),
});

export const {
  useRequestPasswordResetMailMutation,
  useCheckPasswordResetAllowedQuery,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = passwordApi;

/**
 * The account forms show their own refusals; the reset-link check sends the user to / whatever went
 * wrong. The anonymous forms have no session to end, so any client error is theirs.
 */
export const passwordHandledLocally: HandledLocally<typeof passwordApi> = {
  requestPasswordResetMail: (status) => isClientError(status) || status === 503,
  checkPasswordResetAllowed: always,
  resetPassword: (status) => isClientError(status) || status === 503,
  changePassword: isRefusalOrUnavailable,
};
