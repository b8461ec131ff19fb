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
    async findActiveColumns({ userId, organisationId, key }: ColumnSettingsScope): Promise<string[] | null> {
      const [row] = await db
        .select({ activeColumns: columnSettings.activeColumns })
        .from(columnSettings)
        .where(
          and(eq(columnSettings.userId, userId), inOrganisation(organisationId), eq(columnSettings.settingsKey, key)),
        );
      return row?.activeColumns ?? null;
    },

    /**
     * Replaces the scope's active columns in one statement, so saving the same list twice leaves one
     * row and two concurrent saves cannot both insert. The conflict target is the unique index's
     * expression (no organisation counts as organisation 0), which drizzle's builder cannot name.
     */
    async save(
      { userId, organisationId, key }: ColumnSettingsScope,
      activeColumns: readonly string[],
      at: Date,
    ): Promise<void> {
      await db.execute(sql`
        insert into ${columnSettings} (user_id, organisation_id, settings_key, active_columns, updated_at)
        values (${userId}, ${organisationId}, ${key}, ${JSON.stringify(activeColumns)}::jsonb, ${at.toISOString()}::timestamptz)
        on conflict (user_id, coalesce(organisation_id, 0), settings_key)
        do update set active_columns = excluded.active_columns, updated_at = excluded.updated_at`);
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
