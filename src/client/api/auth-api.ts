import { apiPaths } from '@shared/api-paths';
import type { LoginRequest, LoginResponse } from '@shared/contract';
import { baseApi } from './base-api';
import { isClientError, type HandledLocally } from './handled-locally';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (credentials) => ({ url: apiPaths.login, method: 'POST', body: credentials }),
      // The login form falls back to the HTTP status text, which fetchBaseQuery's error lacks.
      transformErrorResponse: (error, meta) => ({ ...error, statusText: meta?.response?.statusText ?? '' }),
      // Everything cached belonged to the anonymous visitor or a previous user. Only on success: a
      // refetch after a refusal would remount the login page and lose its message and input.
      invalidatesTags: (result) =>
        result ? ['User', 'Organisations', 'Navigation', 'Preferences', 'UserSessions', 'AdminUsers'] : [],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: apiPaths.logout, method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = authApi;

/** The login form shows its refusals (wrong credentials, lockout, a missing second factor). */
export const authHandledLocally: HandledLocally<typeof authApi> = { login: isClientError };
