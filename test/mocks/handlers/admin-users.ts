import { apiPaths } from '@shared/api-paths';
import { userListQuerySchema, type UserListRow } from '@shared/contract/admin-users';
import { pagedHandler } from '../paged-handler';

const user = (id: number, name: string, username: string, extra: Partial<UserListRow> = {}): UserListRow => ({
  id,
  name,
  username,
  email: `${username}@energy-post-trade.example`,
  organisations: ['Nordwind Energiehandel'],
  roles: [],
  twoFactor: false,
  lastLoginAt: '2026-11-25T08:00:00.000Z',
  lockedAt: null,
  lockedUntil: null,
  ...extra,
});

/** 30 users, so the list has more than one page of 25; one administrator, one locked out. */
export const mockUsers: UserListRow[] = [
  user(1, 'Ada Administrator', 'admin', { organisations: [], roles: ['Administrator', 'Help editor'] }),
  user(2, 'Anna Lindqvist', 'analyst', { organisations: ['Alpenstrom Versorgung', 'Nordwind Energiehandel'] }),
  user(3, 'Erik Madsen', 'editor', { lockedUntil: '2026-11-26T10:15:00.000Z', twoFactor: true }),
  ...Array.from({ length: 27 }, (_, index) =>
    user(10 + index, `Trader ${String(index + 1).padStart(2, '0')}`, `trader${index + 1}`),
  ),
];

/** As the server: name, user name or e-mail containing the search, whatever the case. */
export const adminUsersHandlers = [
  pagedHandler({
    method: 'get',
    path: apiPaths.adminUsers,
    schema: userListQuerySchema,
    rows: ({ text }) => {
      const wanted = text?.toLowerCase();
      return wanted
        ? mockUsers.filter((row) =>
            [row.name, row.username, row.email].some((value) => value.toLowerCase().includes(wanted)),
          )
        : mockUsers;
    },
    paged: ({ page, entriesPerPage, columnName, sortOrder }) => ({
      paging: { page, entriesPerPage },
      sorting: { columnName, sortOrder },
    }),
    idOf: (row) => row.id,
  }),
];
