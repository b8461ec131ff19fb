import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { MailSummary } from '@shared/contract';
import { useGetMailsReportQuery } from '@client/api/mail-api';
import { GlobalMessages } from '@client/components/global-messages';
import { PageTitle } from '@client/components/page-title';
import { paths } from '@client/paths';
import { formatMailTime } from './format-mail-time';
import { PAGE_SIZE_OPTIONS, useGridPaging } from './use-grid-paging';

// Defined once, outside the component: the grid must not see new columns on every render.
const columns: GridColDef<MailSummary>[] = [
  { field: 'createdAt', headerName: 'Time', width: 180, sortable: false, valueFormatter: (value: string) => formatMailTime(value) },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 180, sortable: false },
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 2,
    minWidth: 220,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.admin.mailingDetails.getHref({ id: String(row.id) })}>
        {row.subject}
      </Link>
    ),
  },
  { field: 'status', headerName: 'Status', width: 110, sortable: false },
];

/** admin/mails_report: the mail outbox, newest first, paged by the server. */
export function MailsReportPage() {
  const [paging, setPaging] = useGridPaging();
  // `data` keeps the last page while the next one loads, so the row count stays stable (the grid would
  // jump back to the first page if it dropped to 0 meanwhile).
  const { data, isFetching } = useGetMailsReportQuery({ page: paging.page, entriesPerPage: paging.pageSize });

  return (
    <>
      <PageTitle title="Mails Report" />
      <GlobalMessages />
      {/* The second shell has no menu: the way back into the application. */}
      <Link component={RouterLink} to={paths.help.welcome.getHref()} sx={{ display: 'inline-block', mb: 2 }}>
        Back to the welcome page
      </Link>
      <DataGrid
        aria-label="Mails"
        rows={data?.values ?? []}
        columns={columns}
        rowCount={data?.count ?? 0}
        loading={isFetching}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={{ noRowsLabel: 'No mail has been written to the outbox yet.' }}
        disableVirtualization={process.env.NODE_ENV === 'test'}
        autoHeight
      />
    </>
  );
}
