import { columnSettingsFrom, defaultColumnSettings } from '@shared/contract/column-settings';
import type { ColumnSettingsScope, createColumnSettingsRepository } from './repository';

type ColumnSettingsRepository = Pick<ReturnType<typeof createColumnSettingsRepository>, 'findActiveColumns'>;

/**
 * The columns of a grid's CSV, so the file matches the grid: those the request names (the grid's shown
 * columns in its order, which the contract checked against the key's catalogue), else the user's saved
 * settings for the key in the organisation (their shown columns in their order), else the defaults.
 */
export async function csvColumnNames(
  repository: ColumnSettingsRepository,
  scope: ColumnSettingsScope,
  named: readonly string[] | undefined,
): Promise<readonly string[]> {
  if (named) return named;
  const saved = await repository.findActiveColumns(scope);
  return (saved ? columnSettingsFrom(scope.key, saved) : defaultColumnSettings(scope.key)).activeColumns;
}
