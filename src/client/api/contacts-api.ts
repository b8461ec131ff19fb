import { apiPaths } from '@shared/api-paths';
import type {
  OrganisationContactsPage,
  OrganisationContactsRequest,
  OrganisationGroupOption,
  UserContactsPage,
  UserContactsRequest,
} from '@shared/contract/contacts';
import { baseApi } from './base-api';

/** The contact directory (access spec section 7). The pages are read with POST, as the spec lists them. */
export const contactsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganisationGroups: build.query<OrganisationGroupOption[], void>({
      query: () => apiPaths.organisationGroups,
      providesTags: ['OrganisationGroups'],
    }),
    getOrganisationContacts: build.query<OrganisationContactsPage, OrganisationContactsRequest>({
      query: (body) => ({ url: apiPaths.organisationContacts, method: 'POST', body }),
      providesTags: [{ type: 'OrganisationContacts', id: 'LIST' }],
    }),
    getUserContacts: build.query<UserContactsPage, UserContactsRequest>({
      query: (body) => ({ url: apiPaths.userContacts, method: 'POST', body }),
      providesTags: (_result, _error, { idOfSelectedOrganisation }) => [
        { type: 'UserContacts', id: idOfSelectedOrganisation },
      ],
    }),
  }),
});

export const { useGetOrganisationGroupsQuery, useGetOrganisationContactsQuery, useGetUserContactsQuery } = contactsApi;
