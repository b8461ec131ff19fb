import { and, eq, sql } from 'drizzle-orm';
import { defaultPreferences, type PreferenceValues, type Preferences } from '@shared/contract/preferences';
import type { Database } from '../db/database';
import { preparedOnce } from '../db/prepared-query';
import { userPreferences } from '../db/schema';

/** Each user's preferences: the defaults (version 0) until the first save. */
export function createPreferencesRepository(db: Database) {
  return {
    /** Every page load of the app asks for them: prepared once. */
    async of(userId: number): Promise<Preferences> {
      const preferencesOfUser = preparedOnce(db, 'preferences_of_user', (name) =>
        db
          .select()
          .from(userPreferences)
          .where(eq(userPreferences.userId, sql.placeholder('userId')))
          .prepare(name),
      );
      const [row] = await preferencesOfUser.execute({ userId });
      if (!row) return defaultPreferences;
      const { userId: _owner, ...preferences } = row;
      return preferences as Preferences;
    },

    /**
     * Saves from `version` (0: never saved): the new version, or null when another save came first.
     * The first save inserts; a concurrent first save loses on the primary key, a later one on the version.
     * The same save again (a retry after a lost answer, a double click) finds the version it made
     * holding its very values and answers that version, as the first did.
     */
    async save(userId: number, values: PreferenceValues, version: number): Promise<number | null> {
      const [row] =
        version === 0
          ? await db
              .insert(userPreferences)
              .values({ userId, ...values, version: 1 })
              .onConflictDoNothing()
              .returning({ version: userPreferences.version })
          : await db
              .update(userPreferences)
              .set({ ...values, version: sql`${userPreferences.version} + 1` })
              .where(and(eq(userPreferences.userId, userId), eq(userPreferences.version, version)))
              .returning({ version: userPreferences.version });
      if (row) return row.version;
      const [current] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
      const sameSaveAgain =
        current !== undefined &&
        current.version === version + 1 &&
        (Object.keys(values) as (keyof PreferenceValues)[]).every((key) => current[key] === values[key]);
      return sameSaveAgain ? current.version : null;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
