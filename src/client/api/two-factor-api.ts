import { apiPaths } from '@shared/api-paths';
import type { AuthenticatorApp, TwoFactorResult, TwoFactorSetupDetails } from '@shared/contract';
import { baseApi } from './base-api';
import { isRefusal, type HandledLocally } from './handled-locally';

export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Each call makes the server hold a new pending secret (so a POST): the page asks once per chosen app. */
    startTwoFactorSetup: build.mutation<TwoFactorSetupDetails, { app: AuthenticatorApp }>({
      query: (body) => ({ url: apiPaths.twoFactorSetup, method: 'POST', body }),
    }),
    // Neither invalidates the user information: its refetch would make the setup_2fa guard leave
    // before stage 3 is shown. The page updates it when it moves on.
    verifyTwoFactorCode: build.mutation<TwoFactorResult, { code: string }>({
      query: (body) => ({ url: apiPaths.twoFactorVerify, method: 'POST', body }),
    }),
    cancelTwoFactorSetup: build.mutation<{ message: string }, void>({
      query: () => ({ url: apiPaths.twoFactorCancel, method: 'POST' }),
    }),
  }),
});

export const { useStartTwoFactorSetupMutation, useVerifyTwoFactorCodeMutation, useCancelTwoFactorSetupMutation } =
  twoFactorApi;

/** The setup page shows a wrong code on the code field; a 401 still ends the session. */
export const twoFactorHandledLocally: HandledLocally<typeof twoFactorApi> = { verifyTwoFactorCode: isRefusal };
