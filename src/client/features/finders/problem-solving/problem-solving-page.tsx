import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridRowClassNameParams, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  PROBLEM_DEFAULT_PAGE_SIZE,
  PROBLEM_DEFAULT_SORT,
  PROBLEM_SOLVING_TITLE,
  PROBLEM_TEXT_MAX_LENGTH,
  problemCategories,
  problemCategoryLabels,
  problemSortColumns,
  problemUrgencies,
  problemUrgencyLabels,
} from '@shared/contract/problem-solving-constants';
import type { ProblemRow } from '@shared/contract/problem-solving';
import {
  refreshProblems,
  PROBLEM_EXPORT_ERROR_MESSAGE,
  useExportProblemsCsvMutation,
  useGetProblemCountsQuery,
} from '@client/api/problem-solving-api';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { FileDownloadButton } from '@client/components/download/file-download-button';
import { errorRowTint, warningRowTint } from '@client/components/data-grid/row-tints';
import { shownColumnFields } from '@client/components/data-grid/use-column-settings';
import { NoColumnToExport } from '@client/components/data-grid/no-column-to-export';
import { AddressLeftOutNotice } from '@client/components/data-grid/address-left-out-notice';
import { useServerGrid } from '@client/components/data-grid/use-server-grid';
import { wrappingCellProps } from '@client/components/data-grid/wrapping-cells';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { focusPageTitle, PageTitle } from '@client/components/page-title';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppDispatch, useAppSelector } from '@client/store/hooks';
import { CustomiseColumnsButton } from '../customise-columns-button';
import { DebouncedSearchField } from '@client/components/debounced-search-field';
import { StateSelect } from '../state-select';
import { MARK_HANDLED_NOTE_FIELDS, MarkHandledDialog, noteSelectionOf } from './mark-handled-dialog';
import { useRecordWithDraftWaiting } from '@client/components/form/use-form-draft';
import { PROBLEM_ACTIONS_FIELD, ProblemQueueMayChange, problemColumns } from './problem-columns';
import { ProblemCountsBar } from './problem-counts';
import { ReportOutcomeChart } from './report-outcome-chart';
import {
  emptyProblemFilters,
  problemFilterRules,
  toProblemFilters,
  useProblemRows,
  type ProblemRowsArgs,
} from './use-problem-rows';
import { formatDayText } from '@client/preferences/moment-format';
import { useMomentFormat } from '@client/preferences/moment-format-context';

export const PROBLEM_NO_ROWS_MESSAGE = 'No open problems: nothing needs you today.';
export const PROBLEM_NO_MATCH_MESSAGE = 'No open problems match these filters.';

const categoryOptions = problemCategories.map((value) => ({ value, label: problemCategoryLabels[value] }));
const urgencyOptions = problemUrgencies.map((value) => ({ value, label: problemUrgencyLabels[value] }));
/** The filters' names, on their controls and in what a link's left-out filter is called. */
const FILTER_LABELS = { text: 'Search', category: 'Category', urgency: 'Due', day: 'Arose on' };

/** Overdue rows in the grid's error tint, due-today ones in its warning tint; the due-by text says it too. */
const rowClassName = ({ row }: GridRowClassNameParams<ProblemRow>) =>
  row.urgency === 'OVERDUE' ? 'problem--overdue' : row.urgency === 'DUE_TODAY' ? 'problem--due-today' : '';
const urgencyRowStyles = { '& .problem--overdue': errorRowTint, '& .problem--due-today': warningRowTint };

/** The queue's personal column settings (Customise columns). */
const PROBLEM_SETTINGS_DOCUMENT_TYPE = 'PROBLEM_SOLVING';

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * Problem solving: every open problem of the organisation in one server-paged queue, overdue and due
 * today first, with counts that filter it, a search, and the rows the user selects marked handled
 * together with one note. State in the URL, as every finder's.
 */
export function ProblemSolvingPage() {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisationChosen = useAppSelector(selectOrganisationChosen);
  const dispatch = useAppDispatch();
  const options = useMemo(
    () => ({
      columns: problemColumns,
      sortableColumns: problemSortColumns,
      defaultSort: PROBLEM_DEFAULT_SORT,
      pageSize: PROBLEM_DEFAULT_PAGE_SIZE,
      stateIn: 'url' as const,
      filters: emptyProblemFilters,
      filterRules: problemFilterRules,
      documentType: PROBLEM_SETTINGS_DOCUMENT_TYPE,
      skip: !organisationChosen,
    }),
    [organisationChosen],
  );
  const args: ProblemRowsArgs = { organisationId };
  const { gridProps, data, error, filters, setFilters, leftOut, dismissLeftOut } = useServerGrid(
    useProblemRows,
    args,
    options,
  );
  // Read afresh when shown, as the grid is: a colleague's change since is in the counts too, and in the
  // menu's number, which shares this query's cache entry.
  const counts = useGetProblemCountsQuery({ organisationId }, { skip: !organisationChosen, ...READ_AFRESH_WHEN_SHOWN });
  const [exportCsv, exporting] = useExportProblemsCsvMutation();
  const [exportSelected, exportingSelected] = useExportProblemsCsvMutation();

  // The selection is of rows on the page shown; another page, order or filter starts afresh.
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [selectionKey, setSelectionKey] = useState('');
  const pageKey = JSON.stringify([organisationId, filters, gridProps.paginationModel, gridProps.sortModel]);
  if (pageKey !== selectionKey) {
    setSelectionKey(pageKey);
    setSelection(noSelection);
  }
  const selectedRows = (data?.values ?? []).filter((row) => selection.ids.has(row.problemId));
  const [dialogRows, setDialogRows] = useState<ProblemRow[] | null>(null);
  // A note the session's end interrupted comes back in its dialog, over the problems it was typed for,
  // once they are on the page shown: else it would wait unseen until the same rows were picked again.
  const noteWaiting = useRecordWithDraftWaiting(MARK_HANDLED_NOTE_FIELDS);
  const [noteWaitingFor, setNoteWaitingFor] = useState(() =>
    noteWaiting === undefined ? null : noteSelectionOf(noteWaiting),
  );
  if (noteWaitingFor && data && organisationChosen && !gridProps.loading) {
    const rows = data.values.filter((row) => noteWaitingFor.problemIds.includes(row.problemId));
    // An admin observing the organisation now (its note was typed as a member) handles nothing here.
    const allShown =
      data.mayChange &&
      noteWaitingFor.organisationId === organisationId &&
      rows.length === noteWaitingFor.problemIds.length;
    setNoteWaitingFor(null);
    if (allShown) {
      setSelection({ type: 'include', ids: new Set(noteWaitingFor.problemIds) });
      setDialogRows(rows);
    }
  }
  // After a change the selection is empty and Mark as handled disabled, so the dialog cannot hand the
  // focus back to it. An effect runs after the dialog's own focus restore, and wins.
  const [changesMade, setChangesMade] = useState(0);
  useEffect(() => {
    if (changesMade > 0) focusPageTitle();
  }, [changesMade]);

  const onSearch = useCallback((text: string | null) => setFilters({ text }), [setFilters]);
  const [sortItem] = gridProps.sortModel;
  const exportBody = {
    sorting: {
      columnName: (sortItem?.field ?? PROBLEM_DEFAULT_SORT.columnName) as (typeof problemSortColumns)[number],
      sortOrder: sortItem?.sort === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const),
    },
    filters: toProblemFilters(filters),
    columns: shownColumnFields(gridProps, PROBLEM_ACTIONS_FIELD),
  };
  const filtered = Object.values(filters).some((value) => value !== null);

  return (
    <>
      <PageTitle title={PROBLEM_SOLVING_TITLE} />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ReportOutcomeChart
          organisationId={organisationId}
          skip={!organisationChosen}
          onPick={(day, outcome) =>
            setFilters({ day, urgency: null, category: outcome === 'rejected' ? 'REJECTED_REPORT' : null })
          }
        />
        <ProblemCountsBar
          counts={counts.currentData}
          category={filters.category}
          urgency={filters.urgency}
          onCategory={(category) => setFilters({ category })}
          onUrgency={(urgency) => setFilters({ urgency })}
        />
        <Stack
          role="search"
          aria-label="Filter the problems"
          direction="row"
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, minWidth: 0 }}
        >
          <DebouncedSearchField
            label={FILTER_LABELS.text}
            value={filters.text}
            onSearch={onSearch}
            maxLength={PROBLEM_TEXT_MAX_LENGTH}
          />
          <StateSelect
            label={FILTER_LABELS.category}
            allLabel="All categories"
            options={categoryOptions}
            value={filters.category}
            onChange={(category) => setFilters({ category })}
          />
          <StateSelect
            label={FILTER_LABELS.urgency}
            allLabel="Any deadline"
            options={urgencyOptions}
            value={filters.urgency}
            onChange={(urgency) => setFilters({ urgency })}
          />
          {filters.day && (
            <Chip
              label={`${FILTER_LABELS.day} ${formatDayText(filters.day)}`}
              onDelete={() => setFilters({ day: null })}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, minWidth: 0 }}>
          {/* An admin observing an organisation reads its problems and handles none. */}
          {data?.mayChange !== false && (
            <Button
              variant="contained"
              disabled={selectedRows.length === 0}
              onClick={() => setDialogRows(selectedRows)}
            >
              Mark as handled{selectedRows.length > 0 ? ` (${selectedRows.length})` : ''}
            </Button>
          )}
          {selectedRows.length > 0 && (
            <FileDownloadButton
              disabled={exportBody.columns.length === 0}
              download={() => {
                const problemIds = selectedRows.map(({ problemId }) => problemId);
                return exportSelected({
                  organisationId,
                  body: { sorting: exportBody.sorting, filters: {}, problemIds, columns: exportBody.columns },
                }).unwrap();
              }}
              isLoading={exportingSelected.isLoading}
              progressLabel="Exporting the selected problems as CSV"
              failureMessage={PROBLEM_EXPORT_ERROR_MESSAGE}
              startIcon={<DownloadIcon />}
            >
              Export selected ({selectedRows.length})
            </FileDownloadButton>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <CustomiseColumnsButton documentType={PROBLEM_SETTINGS_DOCUMENT_TYPE} />
          <NoColumnToExport columns={exportBody.columns} />
          <FileDownloadButton
            download={() => exportCsv({ organisationId, body: exportBody }).unwrap()}
            isLoading={exporting.isLoading}
            disabled={!organisationChosen || exportBody.columns.length === 0}
            progressLabel="Exporting the problems as CSV"
            failureMessage={PROBLEM_EXPORT_ERROR_MESSAGE}
            startIcon={<DownloadIcon />}
          >
            Export CSV
          </FileDownloadButton>
        </Stack>
        <AddressLeftOutNotice leftOut={leftOut} labels={FILTER_LABELS} onClose={dismissLeftOut} />
        {error ? (
          <Alert severity="error">{describeLoadFailure(error, 'The problems could not be loaded.')}</Alert>
        ) : null}
        {!error && !gridProps.loading && data?.count === 0 ? (
          <Alert severity={filtered ? 'info' : 'success'} role="status">
            {filtered ? PROBLEM_NO_MATCH_MESSAGE : PROBLEM_NO_ROWS_MESSAGE}
          </Alert>
        ) : null}
        <Box sx={{ minWidth: 0, width: '100%' }}>
          <ProblemQueueMayChange value={data?.mayChange !== false}>
            <DataGrid
              {...gridProps}
              {...wrappingCellProps}
              sx={{ ...wrappingCellProps.sx, ...urgencyRowStyles }}
              getRowId={(row: ProblemRow) => row.problemId}
              getRowClassName={rowClassName}
              checkboxSelection
              // Select all names the rows (an include model): the selection is read as a list of ids.
              disableRowSelectionExcludeModel
              rowSelectionModel={selection}
              onRowSelectionModelChange={setSelection}
              disableRowSelectionOnClick
              aria-label="Open problems"
              localeText={{ noRowsLabel: '' }}
              autoHeight
            />
          </ProblemQueueMayChange>
        </Box>
      </Stack>
      {dialogRows && (
        <MarkHandledDialog
          organisationId={organisationId}
          problems={dialogRows}
          onClose={(changed) => {
            setDialogRows(null);
            if (changed) {
              setSelection(noSelection);
              setChangesMade((count) => count + 1);
              dispatch(refreshProblems());
            }
          }}
        />
      )}
    </>
  );
}
