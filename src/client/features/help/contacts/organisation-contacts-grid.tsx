import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useGetOrganisationContactsQuery } from '@client/api/contacts-api';
import { LoadFailureAlert } from '@client/components/load-failure-alert';
import { useServerGrid } from '@client/components/data-grid/use-server-grid';
import { CONTACT_PAGE_SIZE, organisationContactColumns, type OrganisationContact } from '@shared/contract/contacts';
import { organisationColumns } from './contact-columns';

const options = {
  sortableColumns: organisationContactColumns,
  defaultSort: { columnName: 'organisationGroupDisplayName', sortOrder: 'ASCENDING' },
  pageSize: CONTACT_PAGE_SIZE,
} as const;

const getRowId = (row: OrganisationContact) => row.organisationId;

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
  const rows = gridProps.rows ?? [];

  return (
    <>
      <LoadFailureAlert error={error} loading={isFetching} fallback="The organisations could not be loaded." />
      <DataGrid
        {...gridProps}
        aria-label="Organisations"
        columns={organisationColumns}
        getRowId={getRowId}
        rowSelectionModel={rowSelectionModel}
        keepNonExistentRowsSelected
        disableRowSelectionOnClick
        hideFooterSelectedRowCount
        onRowClick={({ row }) => onSelect(row.organisationId === selectedId ? null : row)}
        // Keyboard selection (Space) arrives here.
        onRowSelectionModelChange={(model) => {
          const [id] = model.ids;
          onSelect(rows.find((row) => row.organisationId === id) ?? null);
        }}
      />
    </>
  );
}
