import { apiPaths, fillPath } from '@shared/api-paths';
import type { PasswordChangeRequest, PasswordResetRequest, PasswordStatusResponse } from '@shared/contract';
import { baseApi } from './base-api';
import { always, isClientError, isRefusalOrUnavailable, type HandledLocally } from './handled-locally';

export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends the reset mail; an action, not data to cache, hence a mutation despite the GET. */
    requestPasswordResetMail: build.mutation<void, string>({
      query: (username) => fillPath(apiPaths.passwordResetMail, { username }),
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
