import Typography from '@mui/material/Typography';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

export interface HiddenSortNoteProps {
  columns: readonly GridColDef[];
  columnVisibilityModel: GridColumnVisibilityModel | undefined;
  /** The column the rows are sorted by, given or by default. */
  field: string;
  descending: boolean;
}

/** What the note says of a sort by a column the grid does not show. */
export const hiddenSortText = (label: string, descending: boolean) =>
  `Sorted by ${label}, ${descending ? 'descending' : 'ascending'}: a column not shown.`;

/**
 * Above a grid sorted by a column it does not show (a finder's default, Last Update, is hidden until the
 * user shows it): no header carries the sort's arrow, so nothing on the page said what the order was.
 */
export function HiddenSortNote({ columns, columnVisibilityModel, field, descending }: HiddenSortNoteProps) {
  if (columnVisibilityModel?.[field] !== false) return null;
  const label = columns.find((column) => column.field === field)?.headerName ?? field;
  return (
    <Typography variant="body2" color="text.secondary">
      {hiddenSortText(label, descending)}
    </Typography>
  );
}
