import type { DataGridProps } from '@mui/x-data-grid';
import { SETTLING_FOOTER_CLASS } from './settling-footer';

/**
 * What a wrapped row is taken to measure until it is measured: the grid first paints rows at this
 * height, and a grid waiting for its first page reserves a page of them (use-server-grid.ts). Wrapped
 * rows run to several lines (the contact directory's measure 77 to 137 px on a phone and on a
 * 1280 px screen); the density's 52 px would make the footer jump twice, once when the rows arrive and
 * again when they are measured.
 */
export const WRAPPED_ROW_HEIGHT_ESTIMATE = 80;

/** The custom property that tells use-server-grid.ts how tall to reserve a row. */
export const ROW_HEIGHT_ESTIMATE_VARIABLE = '--ept-row-height-estimate';

/**
 * Cells wrap their text instead of cutting it off: DataGrid's only other way to the full text is a
 * tooltip on hover, which neither a keyboard nor a touch screen can open. Rows grow to their content.
 */
export const wrappingCellProps = {
  getRowHeight: () => 'auto',
  getEstimatedRowHeight: () => WRAPPED_ROW_HEIGHT_ESTIMATE,
  sx: {
    [ROW_HEIGHT_ESTIMATE_VARIABLE]: `${WRAPPED_ROW_HEIGHT_ESTIMATE}px`,
    '& .MuiDataGrid-cell': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.43, py: 1 },
    // Like the footer, a scrollbar under rows not yet measured would move when they are.
    [`&:has(.${SETTLING_FOOTER_CLASS}) .MuiDataGrid-scrollbar--horizontal`]: { visibility: 'hidden' },
  },
} satisfies Pick<DataGridProps, 'getRowHeight' | 'getEstimatedRowHeight' | 'sx'>;
