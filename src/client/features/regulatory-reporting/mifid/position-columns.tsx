import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import { createContext, useContext } from 'react';
import type { MifidPositionRecord } from '@shared/contract/mifid';
import {
  mifidBooleanFields,
  mifidExtendedOnlyFields,
  mifidFieldLabels,
  mifidNumericFields,
  mifidPositionFields,
  mifidTriStateFields,
  type MifidPositionField,
} from '@shared/contract/mifid-constants';
import type { ServerGridColDef } from '@client/components/data-grid/use-column-settings';
import { formatPositionBoolean, formatPositionNumber, formatPositionTriState } from './position-format';
import {
  ACTIONS_COLUMN_WIDTH,
  NUMBER_CELL_CLASS,
  PositionCellText,
  PositionStateText,
  pinnedColumnClasses,
} from './position-cells';

export interface PositionRowActions {
  onEdit: (record: MifidPositionRecord) => void;
  onDelete: (record: MifidPositionRecord) => void;
  /** While a delete runs, no other starts. */
  busy: boolean;
}

/** The page's handlers, read by the action cells, so the columns stay one constant (DataGrid relayouts on change). */
export const PositionRowActionsContext = createContext<PositionRowActions | undefined>(undefined);

function RowActions({ record, tabIndex }: { record: MifidPositionRecord; tabIndex: 0 | -1 }) {
  const actions = useContext(PositionRowActionsContext);
  // Edit and delete only where the server says the record may change (spec section 6).
  if (!actions || !record.editable) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Edit position Ref. No. ${record.refNumber}`}
        tabIndex={tabIndex}
        disabled={actions.busy}
        onClick={() => actions.onEdit(record)}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Delete position Ref. No. ${record.refNumber}`}
        tabIndex={tabIndex}
        disabled={actions.busy}
        onClick={() => actions.onDelete(record)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
}

const has = (fields: readonly string[], field: string) => fields.includes(field);

function formatCell(field: MifidPositionField, record: MifidPositionRecord): string {
  const cell = record[field];
  if (has(mifidBooleanFields, field)) return formatPositionBoolean(cell.value as boolean);
  if (has(mifidTriStateFields, field)) return formatPositionTriState(cell.value as 'TRUE' | 'FALSE' | '');
  if (has(mifidNumericFields, field)) return formatPositionNumber(cell.value as string);
  return String(cell.value);
}

/**
 * Wide enough for the widest value of 25 characters on one line, edited: the pencil, then
 * -123,456,789,012,345,678,901,234 (all digits gives the most commas).
 */
const NUMBER_COLUMN_MIN_WIDTH = 330;

const fieldColumn = (field: MifidPositionField): ServerGridColDef<MifidPositionRecord> => ({
  field,
  headerName: mifidFieldLabels[field],
  // The header's tooltip: the full name also where a narrow header wraps it.
  description: mifidFieldLabels[field],
  minWidth: has(mifidNumericFields, field) ? NUMBER_COLUMN_MIN_WIDTH : 130,
  flex: 1,
  align: has(mifidNumericFields, field) ? 'right' : 'left',
  headerAlign: has(mifidNumericFields, field) ? 'right' : 'left',
  ...(has(mifidNumericFields, field) ? { cellClassName: NUMBER_CELL_CLASS } : {}),
  sortable: false,
  // The grid's own value is the cell object; copy and export read the shown text.
  valueGetter: (_value, row) => formatCell(field, row),
  renderCell: ({ row }) => <PositionCellText text={formatCell(field, row)} edited={row[field].edited} />,
});

const leadingColumns: ServerGridColDef<MifidPositionRecord>[] = [
  {
    field: 'actions',
    headerName: 'Actions',
    width: ACTIONS_COLUMN_WIDTH,
    sortable: false,
    disableColumnMenu: true,
    cellClassName: pinnedColumnClasses.actions,
    headerClassName: pinnedColumnClasses.actions,
    renderCell: ({ row, tabIndex }) => <RowActions record={row} tabIndex={tabIndex} />,
  },
  {
    field: 'refNumber',
    headerName: mifidFieldLabels.refNumber,
    width: 90,
    cellClassName: pinnedColumnClasses.refNumber,
    headerClassName: pinnedColumnClasses.refNumber,
  },
  { field: 'positionAction', headerName: mifidFieldLabels.positionAction, width: 80 },
  {
    field: 'positionState',
    headerName: mifidFieldLabels.positionState,
    width: 110,
    renderCell: ({ row }) => <PositionStateText state={row.positionState} />,
  },
];

/** A standard file leaves the extended-only fields out; FCAExtendedPositionReport shows them. */
export const standardPositionColumns: ServerGridColDef<MifidPositionRecord>[] = [
  ...leadingColumns,
  ...mifidPositionFields.filter((field) => !has(mifidExtendedOnlyFields, field)).map(fieldColumn),
];
export const extendedPositionColumns: ServerGridColDef<MifidPositionRecord>[] = [
  ...leadingColumns,
  ...mifidPositionFields.map(fieldColumn),
];
