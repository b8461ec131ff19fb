import { apiPaths } from '@shared/api-paths';
import type { BillingHistory, BillingHistoryQuery } from '@shared/contract/billing';
import { baseApi } from './base-api';

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBillingHistory: build.query<BillingHistory, BillingHistoryQuery>({
      query: (params) => ({ url: apiPaths.billingHistory, params }),
    }),
  }),
});

export const { useGetBillingHistoryQuery } = billingApi;
