import { z } from 'zod';
import { int4, searchTextSchema } from './common';
import { pageOf, pagedQuerySchema } from './paging';
import { USER_SEARCH_MAX_LENGTH, userListSortColumns, userRoleLabels } from './admin-users-constants';

export * from './admin-users-constants';

/** A page of the user list: by name until sorted otherwise; `text` searches name, user name and e-mail. */
export const userListQuerySchema = pagedQuerySchema(userListSortColumns, {
  columnName: 'name',
  sortOrder: 'ASCENDING',
}).extend({
  text: searchTextSchema(USER_SEARCH_MAX_LENGTH).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListRowSchema = z.object({
  id: int4,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  /** The organisations the user is a member of, by display name. */
  organisations: z.array(z.string()),
  roles: z.array(z.enum([userRoleLabels.admin, userRoleLabels.helpEditor])),
  twoFactor: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** When an administrator locked the user; null when not locked. */
  lockedAt: z.string().nullable(),
  /** Until when too many failed sign-ins keep the user out; null when they may sign in. */
  lockedUntil: z.string().nullable(),
});
export type UserListRow = z.infer<typeof userListRowSchema>;

export const userListSchema = pageOf(userListRowSchema);
export type UserList = z.infer<typeof userListSchema>;
