import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { useGetUserContactsQuery } from '@client/api/contacts-api';
import { LoadFailureAlert } from '@client/components/load-failure-alert';
import { useServerGrid } from '@client/components/data-grid/use-server-grid';
import { wrappingCellProps } from '@client/components/data-grid/wrapping-cells';
import type { OrganisationContact, UserContact } from '@shared/contract/contacts';
import { CONTACT_PAGE_SIZE, userContactColumns } from '@shared/contract/contacts-constants';
import { userColumns } from './contact-columns';

const options = {
  columns: userColumns,
  sortableColumns: userContactColumns,
  defaultSort: { columnName: 'secondName', sortOrder: 'ASCENDING' },
  pageSize: CONTACT_PAGE_SIZE,
  pageSizeBySpecification: true,
} as const;

const getRowId = (row: UserContact) => row.id;

export interface UserContactsGridProps {
  organisation: OrganisationContact;
}

/** The people at the selected organisation, server-paged and sorted. */
export function UserContactsGrid({ organisation }: UserContactsGridProps) {
  const { gridProps, error, isFetching } = useServerGrid(
    useGetUserContactsQuery,
    { idOfSelectedOrganisation: organisation.organisationId },
    options,
  );
  return (
    <>
      <Typography variant="h6" component="h2">
        People at {organisation.displayName} ({organisation.legalName})
      </Typography>
      <LoadFailureAlert error={error} loading={isFetching} fallback="The people could not be loaded." />
      <DataGrid
        {...gridProps}
        {...wrappingCellProps}
        aria-label="People"
        getRowId={getRowId}
        disableRowSelectionOnClick
      />
    </>
  );
}
