import { apiPaths } from '@shared/api-paths';
import type { SelectableOrganisations, UserInformation } from '@shared/contract';
import { baseApi } from './base-api';

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Answers 401 while nobody is logged in: the guards read that as "anonymous". */
    getUserInformation: build.query<UserInformation, void>({
      query: () => apiPaths.userInformation,
      // A static tag is provided even by the 401, so a login invalidates it and it refetches.
      providesTags: ['User'],
    }),
    getSelectableOrganisations: build.query<SelectableOrganisations, void>({
      query: () => apiPaths.selectableOrganisations,
      providesTags: ['Organisations'],
    }),
  }),
});

export const { useGetUserInformationQuery, useGetSelectableOrganisationsQuery } = userApi;
