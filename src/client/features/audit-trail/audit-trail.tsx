import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { createContext, useContext, useDeferredValue, useMemo, useState } from 'react';
import type { AuditTrailRow } from '@shared/contract/audit-trail';
import type { SortOrder } from '@shared/contract/paging';
import { formatMoment } from '@client/preferences/moment-format';
import {
  AUDIT_TRAIL_DEFAULT_PAGE_SIZE,
  AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE,
  AUDIT_TRAIL_DEFAULT_SORT_ORDER,
  defaultDetails,
  isEcmEsmUrlPart,
  showsDownload,
  urlPartOfPage,
  type AuditTrailPage,
} from '@shared/contract/audit-trail-constants';
import { useGetAuditTrailQuery, type AuditTrailArgs } from '@client/api/audit-trail-api';
import type { ServerGridColDef } from '@client/components/data-grid/use-column-settings';
import { AddressLeftOutNotice } from '@client/components/data-grid/address-left-out-notice';
import { useServerGrid, type ServerGridRequest } from '@client/components/data-grid/use-server-grid';
import { wrappingCellProps } from '@client/components/data-grid/wrapping-cells';
import { PageTitle } from '@client/components/page-title';
import { auditTrailTitle } from '@shared/page-titles';
import { RecordProblem } from '@client/components/record-problem';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import { toAuditSearch } from '@shared/contract/audit-trail-parameters';
import { DescriptionCell, documentsById, type DocumentLinkScope } from './description-cell';
import { DownloadButton } from './download-button';
import { HandledProblems } from './handled-problems';
import { SeverityMark, severityRowClassName, severityRowStyles } from './severity-rows';
import { useAuditTrailParameters } from './use-audit-trail-parameters';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { pageFramePart } from '@client/components/page-frame';
import { AUDIT_TRAIL_FRAME_PART, auditTrailColumnLabels, auditTrailDetailLabels } from '@shared/audit-trail-frame';

/** The record the description links belong to; the cells read it, so the columns stay one constant. */
const LinkScopeContext = createContext<DocumentLinkScope | undefined>(undefined);

function LinkedDescription({ text }: { text: string }) {
  const scope = useContext(LinkScopeContext);
  return scope ? <DescriptionCell text={text} scope={scope} /> : text;
}

const columns: ServerGridColDef<AuditTrailRow>[] = [
  {
    field: 'timestamp',
    headerName: auditTrailColumnLabels.timestamp,
    flex: 1,
    minWidth: 150,
    maxWidth: 200,
    renderCell: ({ row }) => (
      <span>
        <SeverityMark severity={row.severity} />
        {formatMoment(new Date(row.timestamp))}
      </span>
    ),
  },
  {
    field: 'text',
    headerName: auditTrailColumnLabels.text,
    flex: 3,
    minWidth: 180,
    sortable: false,
    renderCell: ({ row }) => <LinkedDescription text={row.text} />,
  },
  { field: 'severity', headerName: 'Severity', width: 110, hiddenByDefault: true },
  { field: 'source', headerName: 'Source', width: 140, hiddenByDefault: true },
  { field: 'id', headerName: 'Id', width: 110, hiddenByDefault: true },
];

const sortableColumns = ['timestamp'] as const;
const DETAIL_LABELS = auditTrailDetailLabels;
type DetailsFilters = { messagingDetails: string | null; processingDetails: string | null };
/** A switch a link names is on or off; any other value ('maybe') leaves the address with a word. */
const isSwitchValue = (value: string) => value === 'true' || value === 'false';
const DETAIL_RULES = { messagingDetails: isSwitchValue, processingDetails: isSwitchValue };
type TrailRequest = AuditTrailArgs & { showsProcessingDetails: boolean };

/** The grid's request as the trail call's body: the checkboxes, paging and order join the record's ids. */
function useAuditTrailEvents(
  {
    urlPart,
    organisationId,
    query,
    showsProcessingDetails,
    messagingDetails,
    processingDetails,
    paging,
    sorting,
  }: TrailRequest & DetailsFilters & ServerGridRequest<'timestamp'>,
  options: { skip: boolean },
) {
  return useGetAuditTrailQuery(
    {
      urlPart,
      organisationId,
      query: {
        ...query,
        messagingDetails: messagingDetails === 'true',
        // Without its checkbox, a trail shows processing details as its default says.
        processingDetails: showsProcessingDetails ? processingDetails === 'true' : defaultDetails(urlPart),
        paging,
        sortOrder: sorting.sortOrder,
      },
    },
    { ...options, ...READ_AFRESH_WHEN_SHOWN },
  );
}

export interface AuditTrailProps {
  /** Which of the ten audit-trail pages this is; it names the urlPart the page calls. */
  page: AuditTrailPage;
}

/**
 * One audit-trail page (market-reporting spec sections 2, 4 and 9): the record's events, newest first,
 * paged and sorted by the server, with the checkboxes the trail offers and its Download button.
 * Paging, order and checkboxes live in the URL beside the page's own parameters.
 */
export function AuditTrail({ page }: AuditTrailProps) {
  const parameters = useAuditTrailParameters();
  const urlPart = urlPartOfPage(page, parameters.urlPart);
  const search = useMemo(() => toAuditSearch(parameters, urlPart), [parameters, urlPart]);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisationChosen = useAppSelector(selectOrganisationChosen);
  const ecmEsm = isEcmEsmUrlPart(urlPart);

  const detailsDefault = defaultDetails(urlPart) ? 'true' : 'false';
  const options = useMemo(
    () => ({
      columns,
      sortableColumns,
      defaultSort: { columnName: 'timestamp' as const, sortOrder: AUDIT_TRAIL_DEFAULT_SORT_ORDER as SortOrder },
      pageSize: AUDIT_TRAIL_DEFAULT_PAGE_SIZE,
      pageSizeBySpecification: true,
      hidesPageSizeOptions: true,
      stateIn: 'url' as const,
      filters: { messagingDetails: detailsDefault, processingDetails: detailsDefault },
      filterRules: DETAIL_RULES,
      skip: !organisationChosen || !search.hasRecordId,
    }),
    [detailsDefault, organisationChosen, search.hasRecordId],
  );
  const request: TrailRequest = { urlPart, organisationId, query: search.query, showsProcessingDetails: ecmEsm };
  const { gridProps, data, error, filters, setFilters, leftOut, dismissLeftOut } = useServerGrid(
    useAuditTrailEvents,
    request,
    options,
  );

  const documents = data?.documents;
  const linkScope = useMemo(
    () => ({ urlPart, organisationId, query: search.query, documents: documentsById(documents) }),
    [urlPart, organisationId, search.query, documents],
  );
  const displayValue = parameters.displayValue ?? data?.displayValue;
  const title = auditTrailTitle(displayValue);
  const messagingDetails = filters.messagingDetails === 'true';
  const processingDetails = filters.processingDetails === 'true';
  // The grid's first render is the page's longest piece of work: deferred, it renders in a second,
  // interruptible render, after the title and the detail switches, with the events' request already
  // sent. Nothing in the page's flow follows the grid, so its coming moves nothing.
  const gridShown = useDeferredValue(true, false);
  // The first page of events the server painted for this address (taken before the title renders, which
  // ends the frame): shown again in the grid's place until the grid has its rows, so the descriptions,
  // the page's largest paint, do not vanish and come back. Only for the trail as the address opened it:
  // a switch turned or a page turned before the answer came asks for other events.
  const [framed] = useState(() => pageFramePart(AUDIT_TRAIL_FRAME_PART));
  const [framedRequest] = useState(() => JSON.stringify([gridProps.paginationModel, gridProps.sortModel, filters]));
  const showsFramed =
    framed !== undefined &&
    (data === undefined || !gridShown) &&
    error === undefined &&
    framedRequest === JSON.stringify([gridProps.paginationModel, gridProps.sortModel, filters]);

  if (!search.hasRecordId || error) {
    return (
      <>
        <PageTitle title={title} overridesMenuTitle={displayValue !== undefined} />
        <RecordProblem
          subject="audit trail"
          error={search.hasRecordId ? error : undefined}
          notFound={{
            title: AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE,
            text: 'There is no such record in the selected organisation, so it has no audit trail to show. Check the organisation selected at the top, or open the trail again from the record.',
          }}
          missing={{
            title: 'No record to show',
            text: `This page shows the audit trail of one record, named by a positive whole number in the ${search.recordIdParameter} parameter of its address. This address has no such number; open the trail from the record.`,
          }}
        />
      </>
    );
  }

  const recordId = search.query[search.recordIdParameter];
  // The whole search query the grid shows, so the file lists the events in the order the user chose.
  const downloadArgs: AuditTrailArgs = {
    urlPart,
    organisationId,
    query: {
      ...search.query,
      messagingDetails,
      processingDetails: ecmEsm ? processingDetails : defaultDetails(urlPart),
      paging: { page: gridProps.paginationModel.page, entriesPerPage: gridProps.paginationModel.pageSize },
      sortOrder: gridProps.sortModel[0]?.sort === 'asc' ? 'ASCENDING' : 'DESCENDING',
    },
  };

  return (
    <>
      <PageTitle title={title} overridesMenuTitle={displayValue !== undefined} />
      {recordId !== undefined && <HandledProblems organisationId={organisationId} recordId={recordId} />}
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 3, rowGap: 1, mb: 2 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={messagingDetails}
              onChange={(event) => setFilters({ messagingDetails: String(event.target.checked) })}
            />
          }
          label={DETAIL_LABELS.messagingDetails}
        />
        {ecmEsm && (
          <FormControlLabel
            control={
              <Checkbox
                checked={processingDetails}
                onChange={(event) => setFilters({ processingDetails: String(event.target.checked) })}
              />
            }
            label={DETAIL_LABELS.processingDetails}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {showsDownload(urlPart) && <DownloadButton args={downloadArgs} />}
      </Stack>
      <AddressLeftOutNotice leftOut={leftOut} labels={DETAIL_LABELS} onClose={dismissLeftOut} />
      {showsFramed ? (
        <Box role="progressbar" aria-label="Loading">
          {/* The server's own markup (page-frame.ts): a picture of the events, inert until the grid has them. */}
          <div aria-hidden="true" inert dangerouslySetInnerHTML={{ __html: framed }} />
        </Box>
      ) : null}
      <LinkScopeContext value={linkScope}>
        {gridShown && !showsFramed && (
          <DataGrid
            {...gridProps}
            {...wrappingCellProps}
            sx={{ ...wrappingCellProps.sx, ...severityRowStyles }}
            aria-label={title}
            getRowClassName={severityRowClassName}
            disableRowSelectionOnClick
            localeText={{ noRowsLabel: 'No events match the details shown.' }}
            autoHeight
          />
        )}
      </LinkScopeContext>
    </>
  );
}
