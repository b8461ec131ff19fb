import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PageOf, Paging, Sorting } from '@shared/contract/paging';
import { userRoleLabels, type UserListRow, type UserListSortColumn } from '@shared/contract/admin-users';
import type { Database } from '../db/database';
import { loginThrottle, organisations, userOrganisations, users } from '../db/schema';
import { offsetSource, orderBy, pagedQuery, textKey } from '../db/paged-query';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const sortKeys = {
  name: textKey(fullName),
  username: textKey(users.username),
  email: textKey(users.email),
  lastLoginAt: users.lastLoginAt,
} as const;

/** LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function searchOf(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containing(text);
  return sql`(${fullName} ILIKE ${pattern} OR ${users.username} ILIKE ${pattern} OR ${users.email} ILIKE ${pattern})`;
}

/** The administration's list of users: who they are, where they belong, how they sign in. */
export function createUserAdministrationRepository(db: Database) {
  return {
    async page(
      paging: Paging,
      { columnName, sortOrder }: Sorting<UserListSortColumn>,
      text: string | undefined,
      now: Date,
    ): Promise<PageOf<UserListRow>> {
      const where = searchOf(text);
      const source = offsetSource({
        count: () => db.$count(users, where),
        rows: (order, limit, offset) =>
          db
            .select({
              id: users.id,
              name: fullName,
              username: users.username,
              email: users.email,
              organisations: sql<string[]>`ARRAY(
                SELECT ${organisations.displayName} FROM ${userOrganisations}
                JOIN ${organisations} ON ${organisations.id} = ${userOrganisations.organisationId}
                WHERE ${userOrganisations.userId} = ${users.id}
                ORDER BY ${organisations.displayName} COLLATE "und-x-icu")`,
              isAdmin: users.isAdmin,
              canEditHelp: users.canEditHelp,
              twoFactor: sql<boolean>`${users.totpSecret} IS NOT NULL`,
              lastLoginAt: users.lastLoginAt,
              lockedAt: users.lockedAt,
              lockedUntil: loginThrottle.lockedUntil,
            })
            .from(users)
            .leftJoin(
              loginThrottle,
              and(
                eq(loginThrottle.kind, 'name'),
                eq(loginThrottle.key, sql`lower(${users.username})`),
                gt(loginThrottle.lockedUntil, now),
              ),
            )
            .where(where)
            .orderBy(...orderBy(order))
            .limit(limit)
            .offset(offset),
      });
      const page = await pagedQuery(source, paging, { key: sortKeys[columnName], sortOrder, tieBreak: users.id });
      return {
        ...page,
        values: page.values.map(({ isAdmin, canEditHelp, lastLoginAt, lockedAt, lockedUntil, ...row }) => ({
          ...row,
          roles: [...(isAdmin ? [userRoleLabels.admin] : []), ...(canEditHelp ? [userRoleLabels.helpEditor] : [])],
          lastLoginAt: lastLoginAt?.toISOString() ?? null,
          lockedAt: lockedAt?.toISOString() ?? null,
          lockedUntil: lockedUntil?.toISOString() ?? null,
        })),
      };
    },
  };
}
