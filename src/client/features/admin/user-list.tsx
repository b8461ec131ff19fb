import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { useCallback } from 'react';
import type { UserListRow } from '@shared/contract/admin-users';
import {
  USER_SEARCH_MAX_LENGTH,
  userListSortColumns,
  type UserListSortColumn,
} from '@shared/contract/admin-users-constants';
import { useGetUserListQuery } from '@client/api/admin-users-api';
import type { ServerGridColDef } from '@client/components/data-grid/use-column-settings';
import { useServerGrid, type ServerGridRequest } from '@client/components/data-grid/use-server-grid';
import { wrappingCellProps } from '@client/components/data-grid/wrapping-cells';
import { DebouncedSearchField } from '@client/components/debounced-search-field';
import { LoadFailureAlert } from '@client/components/load-failure-alert';
import { formatMailTime } from './format-mail-time';

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : '-');

// Defined once, outside the component: the grid must not see new columns on every render.
const columns: ServerGridColDef<UserListRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'username', headerName: 'User name', width: 130 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 200 },
  { field: 'organisations', headerName: 'Organisations', flex: 1, minWidth: 180, valueFormatter: list },
  { field: 'roles', headerName: 'Roles', width: 180, valueFormatter: list },
  { field: 'twoFactor', headerName: '2FA', width: 90, valueFormatter: (on: boolean) => (on ? 'Set up' : 'No') },
  { field: 'lastLoginAt', headerName: 'Last login', width: 190, valueFormatter: formatMailTime },
  {
    field: 'lockedUntil',
    headerName: 'Locked',
    width: 190,
    valueFormatter: (until: string | null) => (until ? `Until ${formatMailTime(until)}` : 'No'),
  },
];

const filters = { text: null as string | null };

const options = {
  columns,
  sortableColumns: userListSortColumns,
  defaultSort: { columnName: 'name', sortOrder: 'ASCENDING' },
  pageSize: 25,
  filters,
} as const;

/** The list is read with GET: paging, sorting and the search go flat into the query string. */
const useUserListPage = (
  { paging, sorting, text }: ServerGridRequest<UserListSortColumn> & typeof filters,
  queryOptions: { skip: boolean },
) => useGetUserListQuery({ ...paging, ...sorting, ...(text ? { text } : {}) }, queryOptions);

/**
 * Every user of every organisation, paged by the server: who they are, where they belong, their roles,
 * whether a second factor is set up, when they last signed in and whether failed sign-ins lock them out.
 */
export function UserList() {
  const { gridProps, error, isFetching, filters: shown, setFilters } = useServerGrid(useUserListPage, {}, options);
  const onSearch = useCallback((text: string | null) => setFilters({ text }), [setFilters]);
  return (
    <section aria-labelledby="user-list-heading">
      <Typography id="user-list-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Users
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Every user of every organisation. Creating users and changing their memberships, roles and locks is being built
        and is not available yet.
      </Typography>
      <DebouncedSearchField
        label="Search name, user name or e-mail"
        value={shown.text}
        onSearch={onSearch}
        maxLength={USER_SEARCH_MAX_LENGTH}
      />
      <LoadFailureAlert error={error} loading={isFetching} fallback="The users could not be loaded." />
      <DataGrid
        {...gridProps}
        {...wrappingCellProps}
        aria-label="Users"
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={{ noRowsLabel: shown.text ? 'No user matches the search.' : 'There are no users.' }}
        autoHeight
        sx={{ ...wrappingCellProps.sx, mt: 1 }}
      />
    </section>
  );
}
