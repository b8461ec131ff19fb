import { apiPaths, fillPath } from '@shared/api-paths';
import type { UserList, UserListQuery } from '@shared/contract/admin-users';
import type {
  NewUser,
  OrganisationChoices,
  UserChange,
  UserCommand,
  UserDetails,
} from '@shared/contract/admin-user-changes';
import { baseApi } from './base-api';

const userUrl = (id: number) => fillPath(apiPaths.adminUser, { id: String(id) });
const listTag = { type: 'AdminUsers', id: 'LIST' } as const;
const userTag = (id: number) => ({ type: 'AdminUsers', id }) as const;

export const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserList: build.query<UserList, UserListQuery>({
      query: (params) => ({ url: apiPaths.adminUsers, params }),
      providesTags: [listTag],
    }),
    getUserDetails: build.query<UserDetails, number>({
      query: (id) => userUrl(id),
      providesTags: (_result, _error, id) => [userTag(id)],
    }),
    getOrganisationChoices: build.query<OrganisationChoices, void>({
      query: () => apiPaths.adminOrganisations,
    }),
    createUser: build.mutation<{ id: number }, NewUser>({
      query: (body) => ({ url: apiPaths.adminUsers, method: 'POST', body }),
      invalidatesTags: [listTag],
    }),
    changeUser: build.mutation<{ version: number }, { id: number; change: UserChange }>({
      query: ({ id, change }) => ({ url: userUrl(id), method: 'PUT', body: change }),
      // A refused change (409: someone else changed the user) shows the user as they are now, too.
      invalidatesTags: (_result, _error, { id }) => [listTag, userTag(id)],
    }),
    runUserCommand: build.mutation<{ version: number }, { id: number; command: UserCommand; version: number }>({
      query: ({ id, command, version }) => ({
        url: fillPath(apiPaths.adminUserCommand, { id: String(id), command }),
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: (_result, _error, { id }) => [listTag, userTag(id)],
    }),
  }),
});

export const {
  useGetUserListQuery,
  useGetUserDetailsQuery,
  useGetOrganisationChoicesQuery,
  useCreateUserMutation,
  useChangeUserMutation,
  useRunUserCommandMutation,
} = adminUsersApi;
