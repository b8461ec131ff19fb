import type { GridDensity } from '@mui/x-data-grid';
import { rowsPerPageChoices } from '@shared/contract/preferences-defaults';
import { usePreferences } from '@client/api/preferences-api';

/** The page sizes a grid offers (the free DataGrid pages at most 100 rows, DESIGN.md, as does the server); Preferences' rows per page is one of them. */
export const GRID_PAGE_SIZES: number[] = [...rowsPerPageChoices];

/**
 * The rows per page and density a grid starts with: the user's, once chosen in Preferences (every
 * grid then starts with them), else the grid's own page size and the standard density.
 */
export function useGridDefaults(ownPageSize: number): { pageSize: number; density: GridDensity } {
  const preferences = usePreferences();
  const chosen = preferences.version > 0;
  return {
    pageSize: chosen ? preferences.rowsPerPage : ownPageSize,
    density: chosen ? preferences.density : 'standard',
  };
}
