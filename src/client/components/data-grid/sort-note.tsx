import Typography from '@mui/material/Typography';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { sortNoteText } from '@shared/sort-note-text';

export interface SortNoteProps {
  columns: readonly GridColDef[];
  columnVisibilityModel: GridColumnVisibilityModel | undefined;
  /** The column the rows are sorted by, given or by default. */
  field: string;
  descending: boolean;
}

/**
 * Above a grid: what its rows are sorted by. A grid sorted by a column it does not show (a finder's
 * default, Last Update, is hidden until the user shows it) has no header with the sort's arrow, so
 * nothing on the page said what the order was. Always there, so the user's column settings arriving
 * after the defaults move nothing below it.
 */
export function SortNote({ columns, columnVisibilityModel, field, descending }: SortNoteProps) {
  const label = columns.find((column) => column.field === field)?.headerName ?? field;
  const shown = columnVisibilityModel?.[field] !== false;
  return (
    <Typography variant="body2" color="text.secondary">
      {sortNoteText(label, descending, shown)}
    </Typography>
  );
}
