import { DataGrid, type GridCellParams, type GridRowSelectionModel, type MuiEvent } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import { useDeferredValue, useMemo, type KeyboardEvent } from 'react';
import { useGetOrganisationContactsQuery } from '@client/api/contacts-api';
import { LoadFailureAlert } from '@client/components/load-failure-alert';
import { useServerGrid } from '@client/components/data-grid/use-server-grid';
import { WRAPPED_ROW_HEIGHT_ESTIMATE, wrappingCellProps } from '@client/components/data-grid/wrapping-cells';
import type { OrganisationContact } from '@shared/contract/contacts';
import { CONTACT_PAGE_SIZE, organisationContactColumns } from '@shared/contract/contacts-constants';
import { organisationColumns } from './contact-columns';

const options = {
  columns: organisationColumns,
  sortableColumns: organisationContactColumns,
  defaultSort: { columnName: 'organisationGroupDisplayName', sortOrder: 'ASCENDING' },
  pageSize: CONTACT_PAGE_SIZE,
  pageSizeBySpecification: true,
} as const;

const getRowId = (row: OrganisationContact) => row.organisationId;

/** Holds the grid's place until it is rendered: its header, a page of rows as it reserves them, its footer. */
const placeholderHeight = 56 + CONTACT_PAGE_SIZE * WRAPPED_ROW_HEIGHT_ESTIMATE + 53;

/** Space or Enter on a row's cell toggles its selection; Shift+Space stays the grid's own shortcut. */
const isSelectKey = (event: KeyboardEvent) =>
  (event.key === ' ' || event.key === 'Enter') && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey;

export interface OrganisationContactsGridProps {
  /** The organisation group's key, or null for all groups. */
  groupId: string | null;
  selected: OrganisationContact | null;
  onSelect: (organisation: OrganisationContact | null) => void;
}

/** The organisations, server-paged and sorted; one row can be selected, a click on it again deselects. */
export function OrganisationContactsGrid({ groupId, selected, onSelect }: OrganisationContactsGridProps) {
  const { gridProps, error, isFetching } = useServerGrid(
    useGetOrganisationContactsQuery,
    { idOfSelectedOrganisationGroup: groupId },
    options,
  );
  const selectedId = selected?.organisationId;
  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedId === undefined ? [] : [selectedId]) }),
    [selectedId],
  );
  const rows = gridProps.rows;
  const toggle = (row: OrganisationContact) => onSelect(row.organisationId === selectedId ? null : row);

  // The grid's first render is the page's longest piece of work (some 400 ms on a 4× slowed phone), and
  // the state the page waits for arrives through the store, which React renders in one blocking task.
  // A deferred value renders the grid in a second, interruptible render: the title and filter show
  // first, the main thread stays free for input, and the request for the rows has already gone out.
  const gridShown = useDeferredValue(true, false);

  return (
    <>
      <LoadFailureAlert error={error} loading={isFetching} fallback="The organisations could not be loaded." />
      {gridShown ? (
        <DataGrid
          {...gridProps}
          {...wrappingCellProps}
          aria-label="Organisations"
          getRowId={getRowId}
          rowSelectionModel={rowSelectionModel}
          keepNonExistentRowsSelected
          disableRowSelectionOnClick
          hideFooterSelectedRowCount
          // A double click is one intent, not two: its second click (detail 2) would deselect the row the
          // first selected, flashing the people table and sending their request for nothing.
          onRowClick={({ row }, event) => {
            if (event.detail <= 1) toggle(row);
          }}
          onCellKeyDown={(params: GridCellParams<OrganisationContact>, event: MuiEvent<KeyboardEvent>) => {
            if (!isSelectKey(event)) return;
            event.preventDefault();
            // Handled here: the grid would otherwise start editing on Enter or ignore Space.
            event.defaultMuiPrevented = true;
            // A held key repeats its keydown; only the press itself toggles, as only one click does.
            if (!event.repeat) toggle(params.row);
          }}
          // The grid's own keyboard selection (Shift+Space) arrives here.
          onRowSelectionModelChange={(model) => {
            const [id] = model.ids;
            onSelect(rows.find((row) => row.organisationId === id) ?? null);
          }}
        />
      ) : (
        <Box sx={{ height: placeholderHeight }} />
      )}
    </>
  );
}
