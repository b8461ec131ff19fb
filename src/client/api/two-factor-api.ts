import { apiPaths } from '@shared/api-paths';
import type { AuthenticatorApp, TwoFactorResult, TwoFactorSetupDetails } from '@shared/contract';
import { baseApi } from './base-api';

export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Each call makes the server hold a new pending secret: the page asks once per chosen app. */
    getTwoFactorSetup: build.query<TwoFactorSetupDetails, { app: AuthenticatorApp }>({
      query: ({ app }) => ({ url: apiPaths.twoFactorSetup, params: { app } }),
      providesTags: ['TwoFactorSetup'],
      keepUnusedDataFor: 0,
    }),
    // Neither invalidates the user information: its refetch would make the setup_2fa guard leave
    // before stage 3 is shown. The page refreshes it when it moves on.
    verifyTwoFactorCode: build.mutation<TwoFactorResult, { code: string }>({
      query: (body) => ({ url: apiPaths.twoFactorVerify, method: 'POST', body }),
    }),
    cancelTwoFactorSetup: build.mutation<{ message: string }, void>({
      query: () => ({ url: apiPaths.twoFactorCancel, method: 'POST' }),
    }),
  }),
});

export const { useGetTwoFactorSetupQuery, useVerifyTwoFactorCodeMutation, useCancelTwoFactorSetupMutation } = twoFactorApi;
