import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { newUserSchema, userChangeSchema } from '@shared/contract/admin-user-changes';
import type { UserListRow } from '@shared/contract/admin-users';
import {
  USER_SEARCH_MAX_LENGTH,
  userListSortColumns,
  type UserListSortColumn,
} from '@shared/contract/admin-users-constants';
import { useGetOrganisationChoicesQuery, useGetUserListQuery } from '@client/api/admin-users-api';
import type { ServerGridColDef } from '@client/components/data-grid/use-column-settings';
import { useServerGrid, type ServerGridRequest } from '@client/components/data-grid/use-server-grid';
import { wrappingCellProps } from '@client/components/data-grid/wrapping-cells';
import { DebouncedSearchField } from '@client/components/debounced-search-field';
import { useDraftWaiting, useRecordWithDraftWaiting } from '@client/components/form/use-form-draft';
import { describeLoadFailure, LoadFailureAlert } from '@client/components/load-failure-alert';
import { formatMailTime } from './format-mail-time';
import { NewUserDialog } from './users/new-user-dialog';
import { UserDialog } from './users/user-dialog';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : '-');

const lockText = ({ lockedAt, lockedUntil }: UserListRow) =>
  lockedAt ? 'Locked' : lockedUntil ? `Until ${formatMailTime(lockedUntil)}` : 'No';

// Defined once, outside the component: the grid must not see new columns on every render.
const dataColumns: ServerGridColDef<UserListRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'username', headerName: 'User name', width: 130 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 200 },
  { field: 'organisations', headerName: 'Organisations', flex: 1, minWidth: 180, valueFormatter: list },
  { field: 'roles', headerName: 'Roles', width: 180, valueFormatter: list },
  { field: 'twoFactor', headerName: '2FA', width: 90, valueFormatter: (on: boolean) => (on ? 'Set up' : 'No') },
  { field: 'lastLoginAt', headerName: 'Last login', width: 190, valueFormatter: formatMailTime },
  { field: 'lockedUntil', headerName: 'Locked', width: 190, valueGetter: (_value, row) => lockText(row) },
];

const filters = { text: null as string | null };

/** The user dialog's form fields, under which its draft is kept (useServerForm names it by them). */
const USER_CHANGE_FIELDS = Object.keys(userChangeSchema.shape);
const NEW_USER_FIELDS = Object.keys(newUserSchema.shape);

/**
 * The grid's options, with an Open action per row that opens the user's dialog. Open comes first: the
 * columns are wider together than a desktop page (1366 px with the menu), and the row's one action
 * must not wait at the end of a sideways scroll.
 */
const optionsWith = (open: (id: number) => void) =>
  ({
    columns: [
      {
        field: 'open',
        type: 'actions',
        headerName: 'Open',
        width: 70,
        getActions: ({ row }: { row: UserListRow }) => [
          <GridActionsCellItem
            key="open"
            icon={<EditIcon />}
            label={`Open ${row.name}`}
            onClick={() => open(row.id)}
          />,
        ],
      } satisfies ServerGridColDef<UserListRow>,
      ...dataColumns,
    ],
    sortableColumns: userListSortColumns,
    defaultSort: { columnName: 'name', sortOrder: 'ASCENDING' },
    pageSize: 25,
    filters,
  }) as const;

/** The list is read with GET: paging, sorting and the search go flat into the query string. */
const useUserListPage = (
  { paging, sorting, text }: ServerGridRequest<UserListSortColumn> & typeof filters,
  queryOptions: { skip: boolean },
) =>
  useGetUserListQuery(
    { ...paging, ...sorting, ...(text ? { text } : {}) },
    { ...queryOptions, ...READ_AFRESH_WHEN_SHOWN },
  );

/**
 * Every user of every organisation, paged by the server: who they are, where they belong, their roles,
 * whether a second factor is set up, when they last signed in and whether failed sign-ins lock them out.
 */
export function UserList() {
  // A Save or Create the session's end interrupted comes back in its dialog (a user's: the user it was for),
  // or the kept values would wait unseen until the dialog happened to be opened again.
  const userWithDraft = useRecordWithDraftWaiting(USER_CHANGE_FIELDS, { everyOrganisation: true });
  const newUserWithDraft = useDraftWaiting(NEW_USER_FIELDS, { everyOrganisation: true });
  const [opened, setOpened] = useState<number | 'new' | null>(() =>
    newUserWithDraft
      ? 'new'
      : userWithDraft !== undefined && /^\d+$/.test(userWithDraft)
        ? Number(userWithDraft)
        : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const options = useMemo(() => optionsWith(setOpened), []);
  const { gridProps, error, isFetching, filters: shown, setFilters } = useServerGrid(useUserListPage, {}, options);
  const onSearch = useCallback((text: string | null) => setFilters({ text }), [setFilters]);
  const organisations = useGetOrganisationChoicesQuery(undefined, { skip: opened === null });
  return (
    <section aria-labelledby="user-list-heading">
      <Typography id="user-list-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Users
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Every user of every organisation. Open a user to change their organisations and roles, lock them, reset their
        second factor or end their sessions; every change goes into the user&apos;s history with your name.
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DebouncedSearchField
          label="Search name, user name or e-mail"
          value={shown.text}
          onSearch={onSearch}
          maxLength={USER_SEARCH_MAX_LENGTH}
        />
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpened('new')}>
          New user
        </Button>
      </Stack>
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
      {opened !== null && organisations.error && (
        <Alert severity="error" onClose={() => setOpened(null)}>
          {describeLoadFailure(organisations.error, 'The organisations could not be loaded.')}
        </Alert>
      )}
      {opened === 'new' && organisations.data && (
        <NewUserDialog
          organisations={organisations.data.values}
          onClose={(created) => {
            setOpened(null);
            if (created)
              setNotice(`${created.name} was created. A link to set a password was mailed to ${created.email}.`);
          }}
        />
      )}
      {typeof opened === 'number' && organisations.data && (
        <UserDialog
          userId={opened}
          organisations={organisations.data.values}
          onClose={(saved) => {
            setOpened(null);
            if (saved) setNotice(`The changes to ${saved} were saved.`);
          }}
        />
      )}
    </section>
  );
}
