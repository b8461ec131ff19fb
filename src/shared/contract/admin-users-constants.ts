/** The columns the administration's user list sorts by. */
export const userListSortColumns = ['name', 'username', 'email', 'lastLoginAt'] as const;
export type UserListSortColumn = (typeof userListSortColumns)[number];

export const USER_SEARCH_MAX_LENGTH = 100;

/** The roles a user holds besides membership, as the list names them. */
export const userRoleLabels = { admin: 'Administrator', helpEditor: 'Help editor' } as const;
