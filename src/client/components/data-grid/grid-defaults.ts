import { tablePaginationClasses } from '@mui/material/TablePagination';
import type { GridDensity, GridSlotsComponentsProps } from '@mui/x-data-grid';
import { rowsPerPageChoices } from '@shared/contract/preferences-defaults';
import { usePreferences } from '@client/api/preferences-api';

/** The page sizes a grid offers (the free DataGrid pages at most 100 rows, DESIGN.md, as does the server); Preferences' rows per page is one of them. */
export const GRID_PAGE_SIZES: number[] = [...rowsPerPageChoices];

/**
 * The pager as a grid offering GRID_PAGE_SIZES shows it. MUI X hides the 'Rows per page' select below
 * its `sm` breakpoint, leaving a phone no way to change the page size. The select stays on every screen;
 * on a phone its label stays hidden, so the footer fits 390 px, and still names it (aria-labelledby).
 */
export const GRID_PAGINATION_SLOT_PROPS: Pick<GridSlotsComponentsProps, 'basePagination'> = {
  basePagination: {
    material: {
      sx: {
        [`& .${tablePaginationClasses.input}`]: { display: 'inline-flex', mr: { xs: 2, sm: 4 } },
      },
    },
  },
};

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
