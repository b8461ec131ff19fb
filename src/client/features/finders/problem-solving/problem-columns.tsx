import { createContext, useContext } from 'react';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { problemCategoryLabels, problemUrgencyLabels } from '@shared/contract/problem-solving-constants';
import type { ProblemRow as ProblemRowType } from '@shared/contract/problem-solving';
import type { FinderRow } from '@shared/contract/finders';
import { formatDayText, formatMomentText } from '@client/preferences/moment-format';
import type { ServerGridColDef } from '@client/components/data-grid/use-column-settings';
import { paths } from '@shared/app-paths';
import { auditTrailLink, documentLink, RowLinks, type FinderRowLink } from '../row-links';
import { positionsLink, tradeActionLinks } from '../remit-row-links';

/** A problem row read as a finder row: the same record, so the finders' links serve it. */
const asFinderRow = (row: ProblemRowType) => row as unknown as FinderRow;

const documentPages = {
  ECM: paths.ecm.confirmationDocument,
  ESM_INVOICE: paths.esm.invoiceDocument,
  ESM_NETTING: paths.esm.nettingDocument,
} as const;

/**
 * Whether the reader may change the organisation's records (the queue's `mayChange`): an admin observing
 * it may not, and a link named for a change would lead to a page that offers none.
 */
export const ProblemQueueMayChange = createContext(true);

/**
 * What the record allows: its document, the trade actions, the position file to confirm (to a reader
 * who may not confirm it, its positions, as the MiFID file list names the link).
 */
export function problemLinks(row: ProblemRowType, mayChange: boolean): (FinderRowLink | undefined | false)[] {
  const record = asFinderRow(row);
  const documentPage = documentPages[row.documentType as keyof typeof documentPages];
  return [
    documentPage && documentLink(record, documentPage),
    positionsLink(record, mayChange ? 'Confirm File' : 'Positions'),
    ...tradeActionLinks(record),
  ];
}

function ProblemActions({ row }: { row: ProblemRowType }) {
  return <RowLinks links={problemLinks(row, useContext(ProblemQueueMayChange))} />;
}

const renderActions = ({ row }: GridRenderCellParams<ProblemRowType>) => <ProblemActions row={row} />;

/** The record by its name, linking to its audit trail, where what happened to it is told in full. */
const renderRecord = ({ row }: GridRenderCellParams<ProblemRowType>) => {
  const trail = auditTrailLink(asFinderRow(row));
  if (!trail) return row.externalId;
  return <RowLinks links={[{ ...trail, label: row.externalId, accessibleName: `${row.externalId}: audit trail` }]} />;
};

/**
 * "21/12/26 (overdue)": the day in the user's date format (as Since's) and where it stands, so the tint
 * is never the only sign. The CSV writes the day the same way (server problem-solving/problem-rows.ts).
 */
function dueByText(row: ProblemRowType): string {
  if (row.dueBy === null) return problemUrgencyLabels.NO_DEADLINE;
  const day = formatDayText(row.dueBy);
  return row.urgency === 'DUE_LATER' ? day : `${day} (${problemUrgencyLabels[row.urgency].toLowerCase()})`;
}

export const PROBLEM_ACTIONS_FIELD = 'actions';

/** The queue's columns; due by first among the sortable ones, the record's actions last. */
export const problemColumns: ServerGridColDef<ProblemRowType>[] = [
  {
    field: 'dueBy',
    headerName: 'Due by',
    minWidth: 120,
    flex: 0.8,
    valueGetter: (_value: unknown, row: ProblemRowType) => dueByText(row),
  },
  {
    field: 'category',
    headerName: 'Category',
    minWidth: 130,
    flex: 0.9,
    valueGetter: (_value: unknown, row: ProblemRowType) => problemCategoryLabels[row.category],
  },
  { field: 'externalId', headerName: 'Record', minWidth: 150, flex: 1, renderCell: renderRecord },
  {
    field: 'whatHappened',
    headerName: 'What happened',
    minWidth: 200,
    flex: 2,
    sortable: false,
    valueGetter: (_value: unknown, row: ProblemRowType) => row.whatHappened ?? '',
  },
  {
    field: 'since',
    headerName: 'Since',
    minWidth: 120,
    flex: 0.9,
    valueGetter: (_value: unknown, row: ProblemRowType) => formatMomentText(row.since),
  },
  {
    field: 'documentType',
    headerName: 'Record type',
    minWidth: 140,
    flex: 0.8,
    sortable: false,
    hiddenByDefault: true,
  },
  { field: 'state', headerName: 'Record state', minWidth: 120, flex: 0.7, sortable: false, hiddenByDefault: true },
  {
    field: PROBLEM_ACTIONS_FIELD,
    headerName: 'Actions',
    minWidth: 160,
    flex: 1.2,
    sortable: false,
    renderCell: renderActions,
  },
];
