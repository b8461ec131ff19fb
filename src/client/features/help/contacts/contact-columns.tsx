import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { OrganisationContact, UserContact } from '@shared/contract/contacts';

// Module constants: DataGrid recomputes its layout whenever `columns` changes identity.
export const organisationColumns: GridColDef<OrganisationContact>[] = [
  { field: 'organisationGroupDisplayName', headerName: 'Org. Group', flex: 1, minWidth: 120 },
  { field: 'displayName', headerName: 'Display Name', flex: 1, minWidth: 140 },
  { field: 'legalName', headerName: 'Legal Name', flex: 1.2, minWidth: 160 },
  { field: 'eicCode', headerName: 'EIC Code', width: 170 },
  { field: 'ecmProcessRole', headerName: 'eCM Role', width: 110 },
  { field: 'errProcessRole', headerName: 'eRR Role', width: 110 },
  { field: 'businessContact', headerName: 'Business Contact', flex: 1, minWidth: 140 },
  { field: 'technicalContact', headerName: 'Technical Contact', flex: 1, minWidth: 140 },
];

export const userColumns: GridColDef<UserContact>[] = [
  { field: 'secondName', headerName: 'Last Name', flex: 1, minWidth: 120 },
  { field: 'firstName', headerName: 'First Name', flex: 1, minWidth: 120 },
  { field: 'jobTitle', headerName: 'Job Title', flex: 1, minWidth: 140 },
  {
    field: 'email',
    headerName: 'Mail',
    flex: 1.4,
    minWidth: 200,
    renderCell: ({ value, tabIndex }) =>
      value ? (
        <Link href={`mailto:${value}`} tabIndex={tabIndex}>
          {value}
        </Link>
      ) : null,
  },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'mobile', headerName: 'Mobile', width: 150 },
  { field: 'contactOther', headerName: 'Other', flex: 1, minWidth: 120 },
];
