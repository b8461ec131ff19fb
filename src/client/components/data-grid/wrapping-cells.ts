import type { DataGridProps } from '@mui/x-data-grid';

/**
 * Cells wrap their text instead of cutting it off: DataGrid's only other way to the full text is a
 * tooltip on hover, which neither a keyboard nor a touch screen can open. Rows grow to their content.
 */
export const wrappingCellProps = {
  getRowHeight: () => 'auto',
  sx: {
    '& .MuiDataGrid-cell': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.43, py: 1 },
  },
} satisfies Pick<DataGridProps, 'getRowHeight' | 'sx'>;
