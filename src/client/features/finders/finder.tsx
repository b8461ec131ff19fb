import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import {
  FINDER_DEFAULT_PAGE_SIZE,
  FINDER_DEFAULT_SORT,
  FINDER_TEXT_MAX_LENGTH,
  finderColumnNames,
  finderDateLabel,
  finderRangeCrosses,
  finderSettingsDocumentType,
  finderStateOptionLabel,
  finderStates,
  finderTitles,
  type FinderKind,
  type RemitActivityKind,
} from '@shared/contract/finder-constants';
import type { FinderRow } from '@shared/contract/finders';
import { FINDER_FRAME_PART, finderControlLabels } from '@shared/finder-frame';
import { pageFramePart } from '@client/components/page-frame';
import { shownColumnFields } from '@client/components/data-grid/use-column-settings';
import { SortNote } from '@client/components/data-grid/sort-note';
import { NoColumnToExport } from '@client/components/data-grid/no-column-to-export';
import { AddressLeftOutNotice } from '@client/components/data-grid/address-left-out-notice';
import type { AddressRules } from '@client/components/data-grid/use-grid-state';
import { useServerGrid } from '@client/components/data-grid/use-server-grid';
import { wrappingCellProps } from '@client/components/data-grid/wrapping-cells';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { PageTitle } from '@client/components/page-title';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import { CustomiseColumnsButton } from './customise-columns-button';
import { DateRangeFilter } from './date-range-filter';
import { DebouncedSearchField } from '@client/components/debounced-search-field';
import {
  DENSITY_ADDRESS_LABELS,
  DENSITY_ADDRESS_RULES,
  DensitySelect,
  densityCellPadding,
  useUrlDensity,
} from './density-select';
import { ExportCsvButton } from './export-csv-button';
import { buildFinderColumns, FINDER_LINKS_FIELD } from './finder-columns';
import { StateSelect, type StateOption } from './state-select';
import {
  emptyFinderFilters,
  finderFilterRules,
  toFinderFilters,
  useFinderRows,
  type FinderRowsArgs,
} from './use-finder-rows';
import { useNarrowScreen } from '@client/components/use-narrow-screen';
import { useValueInTransition } from '@client/components/use-value-in-transition';

export const FINDER_NO_ROWS_MESSAGE = 'No records to show.';
export const FINDER_NO_MATCH_MESSAGE = 'No records match these filters.';
/** The empty grid says nothing itself: the status line above it does (a status is announced). */
const NO_OVERLAY_TEXT = { noRowsLabel: '' };

export interface FinderProps {
  finder: FinderKind;
  /** The REMIT activity report's record kind; null for every other finder. */
  kind?: RemitActivityKind | null;
  /** A row's links (audit trail, document, actions); a module-level function, so columns stay stable. */
  renderLinks?: (row: FinderRow) => ReactNode;
  /** Shown before the filters (the REMIT activity report's kind selector). */
  kindSelector?: ReactNode;
  /** The page's own address parameters (the record kind) and the values they may have; a constant. */
  addressRules?: AddressRules;
  /** What those parameters are called on the page. */
  addressLabels?: Record<string, string>;
}

const NO_RULES: AddressRules = {};

/**
 * One finder of a work area: the records of a kind, paged, sorted and filtered by the server, with the
 * state in the URL (a reload or a shared link shows the same rows), the user's column settings for its
 * document type, density, 'Customise columns' and a CSV export of the whole filter.
 */
export function Finder({
  finder,
  kind = null,
  renderLinks,
  kindSelector,
  addressRules: pageRules = NO_RULES,
  addressLabels,
}: FinderProps) {
  const title = finderTitles[finder];
  const dateLabel = finderDateLabel(finder, kind);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisationChosen = useAppSelector(selectOrganisationChosen);
  const settingsDocumentType = finderSettingsDocumentType(finder, kind);

  const narrowScreen = useNarrowScreen();
  const columns = useMemo(
    () => buildFinderColumns(finder, kind, renderLinks, narrowScreen),
    [finder, kind, renderLinks, narrowScreen],
  );
  const options = useMemo(
    () => ({
      columns,
      sortableColumns: finderColumnNames(finder, kind),
      defaultSort: FINDER_DEFAULT_SORT,
      pageSize: FINDER_DEFAULT_PAGE_SIZE,
      stateIn: 'url' as const,
      filters: emptyFinderFilters,
      filterRules: finderFilterRules(finder),
      addressRules: { ...DENSITY_ADDRESS_RULES, ...pageRules },
      documentType: settingsDocumentType ?? undefined,
      skip: !organisationChosen,
    }),
    [columns, finder, kind, settingsDocumentType, organisationChosen, pageRules],
  );
  const args: FinderRowsArgs = { finderKind: finder, organisationId, kind };
  const { gridProps, data, error, filters, setFilters, leftOut, dismissLeftOut } = useServerGrid(
    useFinderRows,
    args,
    options,
  );
  const [density, setDensity] = useUrlDensity();

  const onSearch = useCallback((text: string | null) => setFilters({ text }), [setFilters]);
  const stateOptions = useMemo<StateOption[]>(
    () => finderStates[finder].map((state) => ({ value: state, label: finderStateOptionLabel(finder, state) })),
    [finder],
  );

  const [sortItem] = gridProps.sortModel;
  const exportColumns = shownColumnFields(gridProps, FINDER_LINKS_FIELD);
  const exportArgs = {
    finderKind: finder,
    organisationId,
    body: {
      sorting: {
        columnName: sortItem?.field ?? FINDER_DEFAULT_SORT.columnName,
        sortOrder: sortItem?.sort === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
      },
      filters: toFinderFilters(finder, kind, filters),
      columns: exportColumns,
    },
  };
  const filtered = Object.values(filters).some((value) => value !== null);
  // The filters' names, on their controls and in what a link's left-out filter is called.
  const filterLabels = {
    text: finderControlLabels.search,
    from: `${dateLabel} from`,
    to: `${dateLabel} to`,
    state: finderControlLabels.state,
    ...DENSITY_ADDRESS_LABELS,
    ...addressLabels,
  };
  const padding = densityCellPadding[density];
  // The controls and the grid are the page's longest piece of work, and the state the page waits for
  // arrives through the store, which React renders in one blocking task. The browser sends the rows'
  // request only when the task that asked for it ends: rendered with the title, the controls held it
  // back (a desktop trace: every chunk in by 340 ms, the request out at 1,213 ms, after a 183 ms task).
  // A deferred value renders them in a second, interruptible render, the request already on its way.
  // Nothing but the title comes before them, so their coming moves nothing (no layout shift).
  const pageShown = useDeferredValue(true, false);
  // What the server painted of the controls and the sort note stays until the page's own are there (read
  // before the title renders, which ends the frame): the note, the page's largest paint, does not vanish
  // and come back.
  const [framed] = useState(() => pageFramePart(FINDER_FRAME_PART));
  // The grid comes in a render of its own, after the controls and the sort note: its mount is the page's
  // longest commit (it measures its scrollbar, the page's first layout), and held in the same commit the
  // controls and the note waited for it (Chromium at 4x CPU: 1.3 s longer). Nothing comes below the grid,
  // so its coming moves nothing.
  const gridShown = useValueInTransition(pageShown);
  // The grid is memoised: props that keep their identity let a render of the page that changes nothing
  // of the grid's (its request starting, a filter typed) skip rendering the grid again.
  const gridSx = useMemo(
    () => ({
      ...wrappingCellProps.sx,
      '& .MuiDataGrid-cell': { ...wrappingCellProps.sx['& .MuiDataGrid-cell'], py: padding },
    }),
    [padding],
  );

  return (
    <>
      <PageTitle title={title} />
      {!pageShown && framed !== undefined ? (
        <Box role="progressbar" aria-label="Loading">
          {/* The server's own markup (page-frame.ts): a picture of the controls, inert until they are there. */}
          <div aria-hidden="true" inert dangerouslySetInnerHTML={{ __html: framed }} />
        </Box>
      ) : null}
      {pageShown ? (
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Stack
            role="search"
            aria-label={`Filter the ${title}`}
            direction="row"
            sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, minWidth: 0 }}
          >
            {kindSelector}
            <DebouncedSearchField
              label={filterLabels.text}
              value={filters.text}
              onSearch={onSearch}
              maxLength={FINDER_TEXT_MAX_LENGTH}
            />
            <DateRangeFilter
              fromLabel={filterLabels.from}
              toLabel={filterLabels.to}
              from={filters.from}
              to={filters.to}
              onChange={setFilters}
            />
            <StateSelect
              label={filterLabels.state}
              options={stateOptions}
              value={filters.state}
              onChange={(state) => setFilters({ state })}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, minWidth: 0 }}>
            <DensitySelect density={density} onChange={setDensity} />
            {settingsDocumentType && <CustomiseColumnsButton documentType={settingsDocumentType} />}
            <Box sx={{ flexGrow: 1 }} />
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}>
              <NoColumnToExport columns={exportColumns} />
              <ExportCsvButton
                args={exportArgs}
                disabled={
                  !organisationChosen || exportColumns.length === 0 || finderRangeCrosses(filters.from, filters.to)
                }
              />
            </Stack>
          </Stack>
          <AddressLeftOutNotice leftOut={leftOut} labels={filterLabels} onClose={dismissLeftOut} />
          {error ? (
            <Alert severity="error">{describeLoadFailure(error, 'The records could not be loaded.')}</Alert>
          ) : null}
          <SortNote
            columns={gridProps.columns}
            columnVisibilityModel={gridProps.columnVisibilityModel}
            field={exportArgs.body.sorting.columnName}
            descending={exportArgs.body.sorting.sortOrder === 'DESCENDING'}
          />
          {/* Said above the grid rather than in its overlay: a status line is announced and always rendered. */}
          {!error && !gridProps.loading && data?.count === 0 ? (
            <Alert severity="info" role="status">
              {filtered ? FINDER_NO_MATCH_MESSAGE : FINDER_NO_ROWS_MESSAGE}
            </Alert>
          ) : null}
          {gridShown ? (
            <Box sx={{ minWidth: 0, width: '100%' }}>
              <DataGrid
                {...gridProps}
                {...wrappingCellProps}
                sx={gridSx}
                density={density}
                onDensityChange={setDensity}
                aria-label={title}
                disableRowSelectionOnClick
                localeText={NO_OVERLAY_TEXT}
                autoHeight
              />
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
