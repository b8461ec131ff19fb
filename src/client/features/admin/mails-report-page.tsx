import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { MailSummary } from '@shared/contract';
import { mailSortColumns, type MailSortColumn } from '@shared/contract/mail-constants';
import { useGetMailsReportQuery } from '@client/api/mail-api';
import type { ServerGridColDef } from '@client/components/data-grid/use-column-settings';
import { AddressLeftOutNotice } from '@client/components/data-grid/address-left-out-notice';
import { useServerGrid, type ServerGridRequest } from '@client/components/data-grid/use-server-grid';
import { GlobalMessages } from '@client/components/global-messages';
import { PageTitle } from '@client/components/page-title';
import { paths } from '@shared/app-paths';
import { BackToApplicationLink } from './back-to-application-link';
import { formatMailTime } from './format-mail-time';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';

// Defined once, outside the component: the grid must not see new columns on every render.
const columns: ServerGridColDef<MailSummary>[] = [
  { field: 'createdAt', headerName: 'Time', width: 180, valueFormatter: (value: string) => formatMailTime(value) },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 180 },
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 2,
    minWidth: 220,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={paths.admin.mailingDetails.getHref({ id: String(row.id) })} tabIndex={tabIndex}>
        {row.subject}
      </Link>
    ),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

/** Newest first until the user sorts; paging and sort live in the URL. */
const options = {
  columns,
  sortableColumns: mailSortColumns,
  defaultSort: { columnName: 'createdAt', sortOrder: 'DESCENDING' },
  pageSize: 25,
  stateIn: 'url',
} as const;

/** The mails report is read with GET: paging and sorting go flat into the query string. */
const useMailsReportPage = ({ paging, sorting }: ServerGridRequest<MailSortColumn>, queryOptions: { skip: boolean }) =>
  useGetMailsReportQuery({ ...paging, ...sorting }, { ...queryOptions, ...READ_AFRESH_WHEN_SHOWN });

/** admin/mails_report: the mail outbox, newest first, paged by the server. */
export function MailsReportPage() {
  const { gridProps, leftOut, dismissLeftOut } = useServerGrid(useMailsReportPage, {}, options);

  return (
    <>
      <PageTitle title="Mails Report" />
      <GlobalMessages />
      <BackToApplicationLink />
      <AddressLeftOutNotice leftOut={leftOut} onClose={dismissLeftOut} />
      <DataGrid
        {...gridProps}
        aria-label="Mails"
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={{ noRowsLabel: 'No mail has been written to the outbox yet.' }}
        autoHeight
      />
    </>
  );
}
