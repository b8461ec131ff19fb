import { apiPaths } from '@shared/api-paths';
import type { UserList, UserListQuery } from '@shared/contract/admin-users';
import { baseApi } from './base-api';

export const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserList: build.query<UserList, UserListQuery>({
      query: (params) => ({ url: apiPaths.adminUsers, params }),
    }),
  }),
});

export const { useGetUserListQuery } = adminUsersApi;
