import { apiPaths } from '@shared/api-paths';
import type { SelectableOrganisations, UserInformation } from '@shared/contract';
import { baseApi } from './base-api';
import { type HandledLocally } from './handled-locally';

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

/** The 401 of the user information only means "not logged in": the guards read it. */
export const userHandledLocally: HandledLocally<typeof userApi> = {
  getUserInformation: (status) => status === 401,
};
