import { apiPaths } from '@shared/api-paths';
import type { SystemInformation } from '@shared/contract';
import { baseApi } from './base-api';

export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemInformation: build.query<SystemInformation, void>({
      query: () => apiPaths.systemInformation,
      providesTags: ['SystemInformation'],
      // It only changes with a deployment (access spec section 7: "cached").
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetSystemInformationQuery } = systemApi;
