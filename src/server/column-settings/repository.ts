import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ColumnSettingsKey, ColumnSettingsUser } from '@shared/contract/column-settings-schema';
import type { Database } from '../db/database';
import { columnSettings, userOrganisations, users } from '../db/schema';

/** Whose settings: a user, in an organisation (null: none selected), for one settings key. */
export interface ColumnSettingsScope {
  userId: number;
  organisationId: number | null;
  key: ColumnSettingsKey;
}

const inOrganisation = (organisationId: number | null) =>
  organisationId === null ? isNull(columnSettings.organisationId) : eq(columnSettings.organisationId, organisationId);

export function createColumnSettingsRepository(db: Database) {
  return {
    /** The saved active columns, or null when the user never saved any for this scope. */
    async findActiveColumns(scope: ColumnSettingsScope): Promise<string[] | null> {
      return (await this.findSaved(scope))?.activeColumns ?? null;
    },

    /** The saved active columns with their version, or null when the user never saved any for this scope. */
    async findSaved({
      userId,
      organisationId,
      key,
    }: ColumnSettingsScope): Promise<{ activeColumns: string[]; version: number } | null> {
      const [row] = await db
        .select({ activeColumns: columnSettings.activeColumns, version: columnSettings.version })
        .from(columnSettings)
        .where(
          and(eq(columnSettings.userId, userId), inOrganisation(organisationId), eq(columnSettings.settingsKey, key)),
        );
      return row ?? null;
    },

    /**
     * Replaces the scope's active columns in one statement, so saving the same list twice leaves one
     * row and two concurrent saves cannot both insert. With `expectedVersion` (0: none saved yet) only
     * settings still at that version are replaced, or those that already hold this very list (a retried
     * or double-clicked save, answered as the first was); the version, or null when they had moved on.
     * Saving the list already saved keeps its version; a version above 0 where none was ever saved is null too. The conflict target is the unique index's
     * expression (no organisation counts as organisation 0), which drizzle's builder cannot name.
     */
    async save(
      { userId, organisationId, key }: ColumnSettingsScope,
      activeColumns: readonly string[],
      at: Date,
      expectedVersion?: number,
    ): Promise<number | null> {
      const unchanged = sql`${columnSettings.activeColumns} = excluded.active_columns`;
      const stillAt =
        expectedVersion === undefined
          ? sql.empty()
          : sql`where ${columnSettings.version} = ${expectedVersion} or ${unchanged}`;
      // A version the scope never had (none saved: 0) names settings that do not exist: nothing is inserted.
      const insertable =
        expectedVersion === undefined || expectedVersion === 0
          ? sql.empty()
          : sql`where exists (select 1 from ${columnSettings} where ${columnSettings.userId} = ${userId}
              and coalesce(${columnSettings.organisationId}, 0) = ${organisationId ?? 0}
              and ${columnSettings.settingsKey} = ${key})`;
      const result = await db.execute(sql`
        insert into ${columnSettings} (user_id, organisation_id, settings_key, active_columns, updated_at, version)
        select ${userId}::integer, ${organisationId}::integer, ${key}::text, ${JSON.stringify(activeColumns)}::jsonb, ${at.toISOString()}::timestamptz, 1
        ${insertable}
        on conflict (user_id, coalesce(organisation_id, 0), settings_key)
        do update set active_columns = excluded.active_columns, updated_at = excluded.updated_at,
          version = case when ${unchanged} then ${columnSettings.version} else ${columnSettings.version} + 1 end
        ${stillAt}
        returning version`);
      return (result as unknown as { rows: { version: number }[] }).rows[0]?.version ?? null;
    },

    /**
     * Colleagues whose settings for the key in this organisation the caller may load: everyone but the
     * caller who saved some there and still has access to it (a member, or an admin), by name.
     */
    async listColleagues(
      organisationId: number,
      key: ColumnSettingsKey,
      exceptUserId: number,
    ): Promise<ColumnSettingsUser[]> {
      const member = db
        .select({ one: sql`1` })
        .from(userOrganisations)
        .where(and(eq(userOrganisations.userId, users.id), eq(userOrganisations.organisationId, organisationId)));
      const rows = await db
        .select({ ident: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(columnSettings)
        .innerJoin(users, eq(users.id, columnSettings.userId))
        .where(
          and(
            eq(columnSettings.organisationId, organisationId),
            eq(columnSettings.settingsKey, key),
            ne(columnSettings.userId, exceptUserId),
            sql`exists (${member})`,
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      return rows.map((row) => ({ ident: row.ident, value: `${row.firstName} ${row.lastName}` }));
    },
  };
}

export type ColumnSettingsRepository = ReturnType<typeof createColumnSettingsRepository>;
