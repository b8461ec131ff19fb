import { apiPaths } from '@shared/api-paths';
import type { Navigation, OrganisationScopeQuery } from '@shared/contract';
import { baseApi } from './base-api';

export const navigationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by organisationId, so choosing another organisation fetches its own menu. */
    getNavigation: build.query<Navigation, OrganisationScopeQuery>({
      query: ({ organisationId }) => ({
        url: apiPaths.navigation,
        params: organisationId === undefined ? undefined : { organisationId },
      }),
      providesTags: ['Navigation'],
    }),
  }),
});

export const { useGetNavigationQuery } = navigationApi;
