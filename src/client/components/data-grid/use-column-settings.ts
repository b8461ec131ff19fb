import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';

/** A grid column as a page declares it: a DataGrid column that may start hidden. */
export type ServerGridColDef<TRow extends GridValidRowModel> = GridColDef<TRow> & {
  /** Left out of the default layout; the user (or saved column settings) can show it. */
  hiddenByDefault?: boolean;
};

/** Which columns a grid shows, in which order: the free DataGrid reorders headers only through `columns`. */
export interface ColumnLayout<TRow extends GridValidRowModel> {
  columns: GridColDef<TRow>[];
  columnVisibilityModel: GridColumnVisibilityModel;
  onColumnVisibilityModelChange: (model: GridColumnVisibilityModel) => void;
}

const defaultVisibility = <TRow extends GridValidRowModel>(columns: readonly ServerGridColDef<TRow>[]) =>
  Object.fromEntries(columns.filter((column) => column.hiddenByDefault).map((column) => [column.field, false]));

/**
 * The column layout of a grid: order and visibility. Saved personal column settings (market-reporting
 * spec, 'Personal Column Settings', keyed by `documentType`) are not read from the server yet, so every
 * grid shows its default layout: the columns in the order given, those flagged `hiddenByDefault` hidden.
 * Columns the user hides or shows through the column menu stay so until the document type or the
 * column list changes.
 */
export function useColumnSettings<TRow extends GridValidRowModel>(
  documentType: string | undefined,
  columns: readonly ServerGridColDef<TRow>[],
): ColumnLayout<TRow> {
  // Strip the layout flag, which DataGrid does not know; memoised so the grid keeps its column state.
  const gridColumns = useMemo(
    () =>
      columns.map((column) => {
        const { hiddenByDefault: _hiddenByDefault, ...gridColumn } = column;
        return gridColumn as GridColDef<TRow>;
      }),
    [columns],
  );

  const [layout, setLayout] = useState(() => ({ documentType, columns, visibility: defaultVisibility(columns) }));
  // Another document type or column list starts from its own default layout (adjusted while rendering).
  if (layout.documentType !== documentType || layout.columns !== columns) {
    setLayout({ documentType, columns, visibility: defaultVisibility(columns) });
  }

  const onColumnVisibilityModelChange = useCallback(
    (visibility: GridColumnVisibilityModel) => setLayout((current) => ({ ...current, visibility })),
    [],
  );
  return useMemo(
    () => ({ columns: gridColumns, columnVisibilityModel: layout.visibility, onColumnVisibilityModelChange }),
    [gridColumns, layout.visibility, onColumnVisibilityModelChange],
  );
}
