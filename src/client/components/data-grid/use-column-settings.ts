import type { GridColDef, GridColumnVisibilityModel, GridEventListener, GridValidRowModel } from '@mui/x-data-grid';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetColumnSettingsQuery } from '@client/api/column-settings-api';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import {
  catalogueColumnNames,
  columnSettingsKeyOf,
  type ColumnSettings,
  type ColumnSettingsKey,
} from '@shared/contract/column-settings';
import { useMomentFormat } from '@client/preferences/moment-format-context';
import { useKeptGridLayout } from './use-kept-grid-layout';

/** A grid column as a page declares it: a DataGrid column that may start hidden. */
export type ServerGridColDef<TRow extends GridValidRowModel> = GridColDef<TRow> & {
  /** Left out of the default layout; the user (or saved column settings) can show it. */
  hiddenByDefault?: boolean;
};

/**
 * Which columns a grid shows, in which order and how wide: the free DataGrid reorders headers only
 * through `columns`, and forgets a resized width whenever `columns` changes, so widths go there too.
 */
export interface ColumnLayout<TRow extends GridValidRowModel> {
  columns: GridColDef<TRow>[];
  columnVisibilityModel: GridColumnVisibilityModel;
  onColumnVisibilityModelChange: (model: GridColumnVisibilityModel) => void;
  onColumnWidthChange: GridEventListener<'columnWidthChange'>;
}

/**
 * The data columns a grid shows, in its order (`notData`, such as a links column, left out): a CSV
 * export's `columns`, so the file matches the screen. Empty when every one is hidden from the grid's
 * menu: the server refuses an empty list, and a page offers no export then.
 */
export function shownColumnFields<TRow extends GridValidRowModel>(
  {
    columns,
    columnVisibilityModel,
  }: { columns: readonly GridColDef<TRow>[]; columnVisibilityModel: GridColumnVisibilityModel },
  notData: string,
): string[] {
  return columns
    .map((column) => column.field)
    .filter((field) => field !== notData && columnVisibilityModel[field] !== false);
}

const defaultVisibility = <TRow extends GridValidRowModel>(columns: readonly ServerGridColDef<TRow>[]) =>
  Object.fromEntries(columns.filter((column) => column.hiddenByDefault).map((column) => [column.field, false]));

/**
 * The saved settings applied to a grid's columns (react-admin's ColumnsSelector: the settings reorder
 * `columns` and set the visibility model). Columns the settings key knows take the saved order within the
 * places such columns hold in the page's list, so a column the catalogue does not know (an actions
 * column) stays where the page put it; hidden ones follow the shown ones and get `false`.
 */
export function applyColumnSettings<TRow extends GridValidRowModel>(
  columns: readonly ServerGridColDef<TRow>[],
  key: ColumnSettingsKey,
  settings: ColumnSettings,
): { columns: readonly ServerGridColDef<TRow>[]; visibility: GridColumnVisibilityModel } {
  const known = new Set(catalogueColumnNames(key));
  const byField = new Map(columns.map((column) => [column.field, column]));
  const savedOrder = [...settings.activeColumns, ...settings.inactiveColumns].filter((field) => byField.has(field));
  // A catalogue column the settings do not mention (none, unless client and server disagree) keeps its order.
  const unmentioned = columns.filter((column) => known.has(column.field) && !savedOrder.includes(column.field));
  const ordered = [...savedOrder.map((field) => byField.get(field)!), ...unmentioned];
  let next = 0;
  const arranged = columns.map((column) => (known.has(column.field) ? ordered[next++]! : column));

  const hidden = new Set(settings.inactiveColumns);
  const visibility = Object.fromEntries(
    columns
      .filter((column) => (known.has(column.field) ? hidden.has(column.field) : column.hiddenByDefault))
      .map((column) => [column.field, false]),
  );
  return { columns: arranged, visibility };
}

/**
 * The column layout of a grid: order, visibility and widths. With a `documentType` that has personal
 * column settings (market-reporting spec, 'Personal Column Settings'), the user's saved settings for the
 * selected organisation are read from the server and applied; a save on the settings page refetches them,
 * so the grid changes at once. Until they arrive, if they fail, or without such a documentType, the grid
 * shows its default layout: the columns in the order given, those flagged `hiddenByDefault` hidden.
 * Columns the user hides or shows through the column menu, and widths the user drags, are kept for the
 * tab over Back and a reload (use-kept-grid-layout.ts says when the server's settings win instead).
 */
export function useColumnSettings<TRow extends GridValidRowModel>(
  documentType: string | undefined,
  columns: readonly ServerGridColDef<TRow>[],
): ColumnLayout<TRow> {
  const key = columnSettingsKeyOf(documentType);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const { currentData: settings } = useGetColumnSettingsQuery(
    key ? { key, organisationId } : skipToken,
    READ_AFRESH_WHEN_SHOWN,
  );

  const arranged = useMemo(
    () =>
      key && settings
        ? applyColumnSettings(columns, key, settings)
        : { columns, visibility: defaultVisibility(columns) },
    [columns, key, settings],
  );

  // A grid with settings is known by their key; one without by its page and columns (a page's grids
  // differ in them, while pages of one kind, such as the ten audit trails, share them).
  const { pathname } = useLocation();
  const fields = columns.map((column) => column.field).join(',');
  const basis = !key ? null : settings && JSON.stringify(settings);
  const kept = useKeptGridLayout(key ?? `${pathname}:${fields}`, basis);

  // Strip the layout flag, which DataGrid does not know, and set the kept widths (a resized column no
  // longer flexes, as DataGrid's own resizing has it); memoised so the grid keeps its column state.
  // Made anew in a new moment format: DataGrid redraws its cells only for new columns or rows.
  const momentFormat = useMomentFormat();
  const gridColumns = useMemo(
    () =>
      arranged.columns.map((column) => {
        const { hiddenByDefault: _hiddenByDefault, ...gridColumn } = column;
        const width = kept.widths[column.field];
        return (width === undefined ? gridColumn : { ...gridColumn, width, flex: 0 }) as GridColDef<TRow>;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cells' formatters read the format in use
    [arranged, kept.widths, momentFormat],
  );

  const { chooseVisibility: onColumnVisibilityModelChange, keepWidth } = kept;
  const onColumnWidthChange = useCallback<GridEventListener<'columnWidthChange'>>(
    ({ colDef, width }) => keepWidth(colDef.field, width),
    [keepWidth],
  );
  const columnVisibilityModel = useMemo(
    () => ({ ...arranged.visibility, ...kept.visibility }),
    [arranged.visibility, kept.visibility],
  );
  return useMemo(
    () => ({ columns: gridColumns, columnVisibilityModel, onColumnVisibilityModelChange, onColumnWidthChange }),
    [gridColumns, columnVisibilityModel, onColumnVisibilityModelChange, onColumnWidthChange],
  );
}
