import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
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
      const scope: SQL | undefined =
        organisationId === null
          ? isNull(navigationEntries.organisationId)
          : or(isNull(navigationEntries.organisationId), eq(navigationEntries.organisationId, organisationId));
      return db
        .select()
        .from(navigationEntries)
        .where(and(scope, includeAdminOnly ? undefined : eq(navigationEntries.adminOnly, false)))
        .orderBy(asc(navigationEntries.groupOrder), asc(navigationEntries.itemOrder), asc(navigationEntries.id));
    },

    async insertMany(rows: NewNavigationEntry[]): Promise<void> {
      if (rows.length > 0) await db.insert(navigationEntries).values(rows);
    },
  };
}

export type NavigationRepository = ReturnType<typeof createNavigationRepository>;
