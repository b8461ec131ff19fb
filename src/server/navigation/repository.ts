import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedOnce } from '../db/prepared-query';
import { navigationEntries } from '../db/schema';

export type NavigationEntryRow = typeof navigationEntries.$inferSelect;
export type NewNavigationEntry = typeof navigationEntries.$inferInsert;

export function createNavigationRepository(db: Database) {
  return {
    /**
     * The entries every organisation gets plus those of `organisationId` (when given), in menu order.
     * Admin-only entries are left out unless asked for.
     */
    async entriesFor(organisationId: number | null, includeAdminOnly: boolean): Promise<NavigationEntryRow[]> {
      // Every page load of the app asks for its menu: one prepared statement for each of the four shapes.
      const entries = preparedOnce(
        db,
        `navigation_${organisationId === null ? 'shared' : 'organisation'}_${includeAdminOnly ? 'all' : 'users'}`,
        (name) => {
          const scope: SQL | undefined =
            organisationId === null
              ? isNull(navigationEntries.organisationId)
              : or(
                  isNull(navigationEntries.organisationId),
                  eq(navigationEntries.organisationId, sql.placeholder('organisationId')),
                );
          return db
            .select()
            .from(navigationEntries)
            .where(and(scope, includeAdminOnly ? undefined : eq(navigationEntries.adminOnly, false)))
            .orderBy(asc(navigationEntries.groupOrder), asc(navigationEntries.itemOrder), asc(navigationEntries.id))
            .prepare(name);
        },
      );
      return entries.execute({ organisationId });
    },

    async insertMany(rows: NewNavigationEntry[]): Promise<void> {
      if (rows.length > 0) await db.insert(navigationEntries).values(rows);
    },
  };
}

export type NavigationRepository = ReturnType<typeof createNavigationRepository>;
