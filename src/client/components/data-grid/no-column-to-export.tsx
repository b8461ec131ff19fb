import Typography from '@mui/material/Typography';
import { COLUMN_SETTINGS_NO_COLUMN_MESSAGE } from '@shared/contract/column-settings';

/**
 * Beside a grid's export while every data column is hidden from its menu: the file would have no column
 * (the server refuses one), so the export is not offered, and this says why.
 */
export function NoColumnToExport({ columns }: { columns: readonly string[] }) {
  if (columns.length > 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
      {COLUMN_SETTINGS_NO_COLUMN_MESSAGE}
    </Typography>
  );
}
