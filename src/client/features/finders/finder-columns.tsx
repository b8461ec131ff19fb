import type { GridRenderCellParams } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import {
  FINDER_AMOUNT_COLUMN,
  finderColumns,
  finderColumnType,
  finderStateLabel,
  type FinderKind,
  type RemitActivityKind,
} from '@shared/contract/finder-constants';
import type { FinderCell, FinderRow } from '@shared/contract/finders';
import { formatDayText, formatMomentText } from '@client/preferences/moment-format';
import { formatAmount, formatDecimal } from '@client/components/decimal-format';
import type { ServerGridColDef } from '@client/components/data-grid/use-column-settings';
import { IdText } from '@client/components/data-grid/id-text';

/** The field of the links column: no catalogue column has it, so saved settings leave it in place. */
export const FINDER_LINKS_FIELD = 'links';

/**
 * A cell as the grid shows it: date-times in the product's one timestamp format, days in the user's
 * date format (as the date-times' days), numbers grouped in the en-US format (2,828,349.6), flags as
 * Yes/No. The CSV export writes its cells the same way (server finders/finder-rows.ts).
 */
export function formatFinderCell(name: string, value: FinderCell | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const type = finderColumnType(name);
  if (typeof value === 'number' && type === 'number') return formatDecimal(value);
  if (type === 'dateTime' && typeof value === 'string') return formatMomentText(value);
  if (type === 'date' && typeof value === 'string') return formatDayText(value);
  return String(value);
}

/** A row's amount with at least its currency's decimals (2,594,232.00 EUR); anything else as any cell. */
export function formatAmountCell(row: Readonly<Record<string, unknown>>): string {
  const amount = row[FINDER_AMOUNT_COLUMN];
  const currency = row.currency;
  return typeof amount === 'number'
    ? formatAmount(amount, typeof currency === 'string' ? currency : undefined)
    : formatFinderCell(FINDER_AMOUNT_COLUMN, amount as FinderCell | undefined);
}

const STATE_COLUMN = 'state';

/** A row's state in the finder's words for it (a MiFID file's 'Being edited'), else as any cell. */
export function formatStateCell(finder: FinderKind, value: FinderCell | undefined): string {
  return (typeof value === 'string' && finderStateLabel(finder, value)) || formatFinderCell(STATE_COLUMN, value);
}

/** Columns of a record's id, or of a file's name in the file finders. */
const idColumns: ReadonlySet<string> = new Set(['externalId', 'inReplyTo', 'uti', 'tradeId']);
/** The finders whose records are files: their record id is a file name. */
const fileFinders: ReadonlySet<FinderKind> = new Set(['remitFilesIn', 'remitFilesOut', 'mifidFiles', 'etmFilesIn']);

/**
 * A column's least width. Cells wrap (wrapping-cells.ts), but an id or a file name cut in two is
 * misread ('NWEH_REMIT_T1_20261106.x' over 'ml'). On a narrow screen the grid scrolls sideways within
 * itself whatever the widths, so there those columns fit a usual one on a line: a file name of the
 * demo's 26 characters (214 px in 14 px Roboto, plus the cell's 20 px of padding), a record id
 * (NWEH-INV-2026-00009, 150 px). On a wider screen they take a text column's least width, so the grid
 * fits as many columns without scrolling as the others let it, and a long id may wrap. A state
 * fits its longest word (ACKNOWLEDGED), which a cell narrower than that would break in two; a currency
 * is a three-letter code. An amount fits -99,999,999.99 (110 px), so a statement's net amount is not
 * broken into what reads as two numbers; prices, quantities and counts are shorter.
 */
function minimumWidth(finder: FinderKind, name: string, narrowScreen: boolean): number {
  if (narrowScreen && idColumns.has(name)) return fileFinders.has(finder) ? 240 : 170;
  if (name === STATE_COLUMN) return 150;
  if (name === 'currency') return 100;
  if (name === FINDER_AMOUNT_COLUMN) return 130;
  return finderColumnType(name) === 'number' ? 100 : 130;
}

/**
 * The grid columns of a finder and kind: every column of the contract, labelled and formatted, hidden
 * where the default layout hides it, then the row's links (built by the page).
 */
export function buildFinderColumns(
  finder: FinderKind,
  kind: RemitActivityKind | null,
  renderLinks: ((row: FinderRow) => ReactNode) | undefined,
  narrowScreen: boolean,
): ServerGridColDef<FinderRow>[] {
  const columns: ServerGridColDef<FinderRow>[] = finderColumns(finder, kind).map(({ name, label, shownByDefault }) => {
    const numeric = finderColumnType(name) === 'number';
    return {
      field: name,
      headerName: label,
      flex: 1,
      minWidth: minimumWidth(finder, name, narrowScreen),
      align: numeric ? 'right' : 'left',
      headerAlign: numeric ? 'right' : 'left',
      hiddenByDefault: !shownByDefault,
      valueGetter:
        name === FINDER_AMOUNT_COLUMN
          ? (_value: unknown, row: FinderRow) => formatAmountCell(row)
          : name === STATE_COLUMN
            ? (_value: unknown, row: FinderRow) => formatStateCell(finder, row[name] as FinderCell | undefined)
            : (_value: unknown, row: FinderRow) => formatFinderCell(name, row[name] as FinderCell | undefined),
      ...(idColumns.has(name) && {
        renderCell: ({ value }: GridRenderCellParams<FinderRow, string>) => <IdText text={value ?? ''} />,
      }),
    };
  });
  if (renderLinks) {
    columns.push({
      field: FINDER_LINKS_FIELD,
      headerName: 'Links',
      minWidth: 160,
      flex: 1,
      sortable: false,
      renderCell: ({ row }: GridRenderCellParams<FinderRow>) => renderLinks(row),
    });
  }
  return columns;
}
