import { z } from 'zod';
import {
  int4Within,
  organisationIdSchema,
  organisationScopeQuerySchema,
  positiveId,
  positiveIdFromText,
} from './common';
import {
  catalogueColumnNames,
  COLUMN_SETTINGS_NO_COLUMN_MESSAGE,
  duplicateColumnMessage,
  tooManyColumnsMessage,
  unknownColumnMessage,
  type ColumnSettingsKey,
} from './column-settings';

export * from './column-settings';

/** Column settings (market-reporting spec section 3): shown columns in order, and the hidden ones. */
export const columnSettingsSchema = z.object({
  activeColumns: z.array(z.string()),
  inactiveColumns: z.array(z.string()),
});

/**
 * GET .../{key} and the save's answer: the settings with the version they were saved at (0 for none
 * saved yet), which the next save names.
 */
export const savedColumnSettingsSchema = columnSettingsSchema.extend({ version: int4Within(0) });
export type SavedColumnSettings = z.infer<typeof savedColumnSettingsSchema>;

/** GET .../{key}: the caller's settings, or (with userId) a colleague's in the same organisation. */
export const columnSettingsQuerySchema = z.object({
  organisationId: organisationIdSchema.optional(),
  userId: positiveIdFromText('userId').optional(),
});
export type ColumnSettingsQuery = z.infer<typeof columnSettingsQuerySchema>;

/** GET .../{key}/default and .../{key}/users. */
export const columnSettingsScopeQuerySchema = organisationScopeQuerySchema;

/** Colleagues of the organisation who saved settings for the key (section 3: users as {ident, value}). */
export const columnSettingsUsersSchema = z.object({
  users: z.array(z.object({ ident: z.number().int(), value: z.string() })),
});
export type ColumnSettingsUsers = z.infer<typeof columnSettingsUsersSchema>;
export type ColumnSettingsUser = ColumnSettingsUsers['users'][number];

/**
 * POST .../{key}/persist for one key: every name must be one of the key's columns, none twice, at least
 * one. The unknown name is reported at its index (`activeColumns.3`), a duplicate on the list.
 */
export const columnSettingsPersistSchema = (key: ColumnSettingsKey) => {
  const names = catalogueColumnNames(key) as [string, ...string[]];
  // Strict: a misspelt key is refused, not dropped; a dropped 'verison' would skip the stale check.
  return z.strictObject({
    activeColumns: z
      .array(z.enum(names, { error: (issue) => unknownColumnMessage(String(issue.input)) }))
      .min(1, COLUMN_SETTINGS_NO_COLUMN_MESSAGE)
      // Checked before the names: a list longer than the catalogue cannot be valid, and a body of
      // thousands of unknown names would otherwise be answered name by name, megabytes of them.
      .max(names.length, tooManyColumnsMessage(names.length))
      .superRefine((columns, context) => {
        const repeated = columns.filter((name, index) => columns.indexOf(name) !== index);
        for (const name of new Set(repeated))
          context.addIssue({ code: 'custom', message: duplicateColumnMessage(name) });
      }),
    userId: positiveId('userId').optional(),
    organisationId: positiveId('organisationId').optional(),
    /**
     * The version of the caller's settings the page was loaded at: when they were saved since (another
     * tab), the save is refused (409) rather than applied over them. Left out, the save simply replaces.
     */
    version: int4Within(0).optional(),
  });
};
/**
 * A CSV request's `columns`: the grid's shown columns in its order, so the file matches the screen
 * after a column was hidden or shown from the grid's own menu. Without them the file has the user's
 * saved column settings' columns.
 */
export const csvColumnsSchema = (max: number) =>
  z
    .array(z.string().min(1).max(60))
    .min(1, COLUMN_SETTINGS_NO_COLUMN_MESSAGE)
    .max(max, tooManyColumnsMessage(max))
    .optional();

/** Every one of a CSV request's `columns` is one of the grid's, named once; an issue at its index. */
export function checkCsvColumns(
  known: readonly string[],
  columns: readonly string[] | undefined,
  context: z.RefinementCtx,
  notAColumnMessage: (name: string) => string,
): void {
  const seen = new Set<string>();
  columns?.forEach((name, index) => {
    if (!known.includes(name))
      context.addIssue({ code: 'custom', path: ['columns', index], message: notAColumnMessage(name) });
    else if (seen.has(name))
      context.addIssue({ code: 'custom', path: ['columns', index], message: duplicateColumnMessage(name) });
    seen.add(name);
  });
}

/** The body the client sends, whatever the key (the server checks the names against the key's catalogue). */
export interface ColumnSettingsPersist {
  activeColumns: string[];
  userId?: number;
  organisationId?: number;
  version?: number;
}
