import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useDownloadAuditTrailDocumentMutation } from '@client/api/audit-trail-api';
import { useFileDownload } from '@client/components/download/use-file-download';
import { apiPaths, fillPath } from '@shared/api-paths';
import type { AuditSearchQueryInput, AuditTrailLinkedDocument } from '@shared/contract/audit-trail';
import {
  AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE,
  type AuditTrailDocumentRoute,
  type AuditTrailUrlPart,
} from '@shared/contract/audit-trail-constants';
import { useCellTabIndex } from '@client/components/data-grid/cell-tab-index';
import { descriptionSegments, documentLinkIdText, documentLinkName } from '@shared/contract/audit-trail-links';

export interface DocumentLinkScope {
  urlPart: AuditTrailUrlPart;
  /** The search query's ids and texts (the record the trail belongs to). */
  query: AuditSearchQueryInput;
  organisationId: number | null;
  /** What the page's linked documents are, by id, as far as the server described them. */
  documents: ReadonlyMap<number, AuditTrailLinkedDocument>;
}

const NO_DOCUMENTS: ReadonlyMap<number, AuditTrailLinkedDocument> = new Map();

export const documentsById = (documents: readonly AuditTrailLinkedDocument[] | undefined) =>
  documents ? new Map(documents.map((document) => [document.id, document])) : NO_DOCUMENTS;

const documentPaths: Record<AuditTrailDocumentRoute, string> = {
  xml: apiPaths.auditTrailXml,
  pdf: apiPaths.auditTrailPdf,
};

/** The download URL of a linked document: the record's ids, the document's dataStoreId and the organisation. */
export function documentHref(scope: DocumentLinkScope, route: AuditTrailDocumentRoute, dataStoreId: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(scope.query)) {
    if ((typeof value === 'number' || typeof value === 'string') && name !== 'dataStoreId')
      params.set(name, String(value));
  }
  params.set('dataStoreId', String(dataStoreId));
  if (scope.organisationId !== null && scope.organisationId > 0)
    params.set('organisationId', String(scope.organisationId));
  return `${fillPath(documentPaths[route], { urlPart: scope.urlPart })}?${params.toString()}`;
}

interface DocumentLinkProps {
  href: string;
  name: string;
  idText: string;
  tabIndex: number | undefined;
}

/**
 * A linked document, downloaded through the API on a click: the browser's own download of the link saved
 * a refusal as the file ('pdf.json') and never said the session had ended. The address stays the link's,
 * so opening it in a new tab or saving it still works.
 */
function DocumentLink({ href, name, idText, tabIndex }: DocumentLinkProps) {
  const [download, { isLoading }] = useDownloadAuditTrailDocumentMutation();
  const { start, failure } = useFileDownload(() => download({ href }).unwrap(), AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void start();
  };
  return (
    <>
      <Link
        href={href}
        download=""
        tabIndex={tabIndex}
        aria-label={`${name}, ${idText}`}
        aria-busy={isLoading || undefined}
        onClick={onClick}
      >
        {name}{' '}
        <Box component="span" sx={{ fontSize: '0.85em' }}>
          {idText}
        </Box>
      </Link>
      {failure && (
        // The row's own colour, which passes on every severity's background (red on an error row's pink
        // did not); bold sets it apart.
        <Box component="span" role="alert" sx={{ fontWeight: 600 }}>
          {' '}
          ({name}: {failure})
        </Box>
      )}
    </>
  );
}

export interface DescriptionCellProps {
  text: string;
  scope: DocumentLinkScope;
}

/**
 * An event's description: its document links as downloads named by what they open, with the stored
 * id beside, everything else as plain text (never HTML).
 */
export function DescriptionCell({ text, scope }: DescriptionCellProps) {
  const tabIndex = useCellTabIndex();
  return (
    // A note's own line breaks stay (its words are shown as typed); runs of spaces fold as elsewhere.
    <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
      {descriptionSegments(text).map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        const name = documentLinkName(segment, scope.documents.get(segment.dataStoreId));
        return (
          <DocumentLink
            // Segments never move within a description, so their position is a stable key.
            key={index}
            href={documentHref(scope, segment.route, segment.dataStoreId)}
            name={name}
            idText={documentLinkIdText(segment.dataStoreId)}
            tabIndex={tabIndex}
          />
        );
      })}
    </Box>
  );
}
