import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import type { GridCellParams, GridRowClassNameParams } from '@mui/x-data-grid';
import type { MifidCell, MifidPositionRecord } from '@shared/contract/mifid';
import { visuallyHidden } from '@client/components/visually-hidden';

export const EDITED_CELL_CLASS = 'mifid-cell--edited';
export const DELETED_ROW_CLASS = 'mifid-row--deleted';
export const NUMBER_CELL_CLASS = 'mifid-cell--number';
const PINNED_CLASS = 'mifid-column--pinned';

/**
 * Actions and Ref. No. stay in view while the 20-odd other columns scroll past: the community DataGrid
 * has no column pinning (a Pro feature), so these two are the first columns and stick by CSS. They
 * stay rendered however far the grid scrolls: rows of 'auto' height turn column virtualisation off.
 */
export const pinnedColumnClasses = {
  actions: `${PINNED_CLASS} ${PINNED_CLASS}-actions`,
  refNumber: `${PINNED_CLASS} ${PINNED_CLASS}-ref`,
};
export const ACTIONS_COLUMN_WIDTH = 96;

const isCell = (value: unknown): value is MifidCell<unknown> =>
  typeof value === 'object' && value !== null && 'edited' in value && 'value' in value;

/** Cells whose working-copy value differs from the file as received (market spec section 2). */
export const editedCellClassName = ({ row, field }: GridCellParams<MifidPositionRecord>) => {
  const value: unknown = row[field as keyof MifidPositionRecord];
  return isCell(value) && value.edited ? EDITED_CELL_CLASS : '';
};

/** Deleted records are shown as errors. */
export const deletedRowClassName = ({ row }: GridRowClassNameParams<MifidPositionRecord>) =>
  row.positionState === 'Deleted' ? DELETED_ROW_CLASS : '';

/**
 * Dark text on light tints, as the audit trail's severity rows: #5f2120 on #fdeded is 10.8:1 and the
 * edited cells' #0d3c61 on #e3f2fd about 10:1 (WCAG AA asks 4.5:1).
 */
export const positionGridStyles = {
  [`& .${EDITED_CELL_CLASS}`]: { backgroundColor: '#e3f2fd', color: '#0d3c61', fontWeight: 600 },
  // Numbers on one line, right-aligned, digits of equal width so decimals line up down a column.
  [`& .${NUMBER_CELL_CLASS}`]: { whiteSpace: 'nowrap', overflowWrap: 'normal', fontVariantNumeric: 'tabular-nums' },
  // Headers wrap to their full name instead of 'Risk Reducing I…'.
  '& .MuiDataGrid-columnHeader .MuiDataGrid-columnHeaderTitle': {
    whiteSpace: 'normal',
    lineHeight: 1.2,
    overflow: 'visible',
  },
  '& .MuiDataGrid-columnHeaderTitleContainerContent': { overflow: 'visible' },
  [`& .${PINNED_CLASS}`]: { position: 'sticky', zIndex: 3, backgroundColor: 'background.paper' },
  [`& .${PINNED_CLASS}-actions`]: { left: 0 },
  [`& .${PINNED_CLASS}-ref`]: { left: ACTIONS_COLUMN_WIDTH, boxShadow: '2px 0 4px -2px rgba(0, 0, 0, 0.3)' },
  [`& .MuiDataGrid-columnHeader.${PINNED_CLASS}`]: { zIndex: 4 },
  [`& .${DELETED_ROW_CLASS}`]: {
    backgroundColor: '#fdeded',
    '&:hover, &.Mui-hovered': { backgroundColor: '#fbe0e0' },
    '& .MuiDataGrid-cell': { color: '#5f2120' },
    [`& .${PINNED_CLASS}`]: { backgroundColor: '#fdeded' },
  },
};

export interface PositionCellTextProps {
  text: string;
  edited: boolean;
}

/**
 * A cell's shown text. An edited one also carries a pencil mark and the words 'edited' for assistive
 * technology, so the highlight is not said by colour alone.
 */
export function PositionCellText({ text, edited }: PositionCellTextProps) {
  if (!edited) return text;
  return (
    <span>
      <EditNoteIcon fontSize="small" aria-hidden sx={{ mr: 0.5, verticalAlign: 'text-bottom' }} />
      {text}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (edited)
      </Box>
    </span>
  );
}

/** The State column: 'Deleted' with an error mark, 'Added' as it is, a received record blank. */
export function PositionStateText({ state }: { state: MifidPositionRecord['positionState'] }) {
  if (state !== 'Deleted') return state ?? '';
  return (
    <span>
      <ErrorOutlineIcon fontSize="small" aria-hidden sx={{ mr: 0.5, verticalAlign: 'text-bottom' }} />
      Deleted
    </span>
  );
}
