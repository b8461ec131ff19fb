import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { apiPaths, fillPath } from '@shared/api-paths';
import type { AuditSearchQueryInput, AuditTrailLinkedDocument } from '@shared/contract/audit-trail';
import type { AuditTrailDocumentRoute, AuditTrailUrlPart } from '@shared/contract/audit-trail-constants';
import { useCellTabIndex } from '@client/components/data-grid/cell-tab-index';
import { descriptionSegments, type DescriptionSegment } from '@shared/contract/audit-trail-links';

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

const kindNames: Record<AuditTrailLinkedDocument['kind'], string> = {
  xml: 'XML',
  pdf: 'PDF',
  html: 'HTML',
  txt: 'Text',
};

/**
 * What a link opens: the XML of a report version ("XML, version 3"), a receipt of the regulator ("PDF
 * receipt", "Text receipt"), another document or file by its kind; where the server did not describe
 * the document, what the link's form says. The raw `storeId=254` says nothing to a reader.
 */
export function documentLinkName(
  segment: Extract<DescriptionSegment, { kind: 'link' }>,
  document: AuditTrailLinkedDocument | undefined,
): string {
  if (document && document.version !== null) return `XML, version ${document.version}`;
  if (document?.receipt) return `${kindNames[document.kind]} receipt`;
  if (document)
    return `${kindNames[document.kind]} ${document.kind === 'pdf' || document.kind === 'html' ? 'document' : 'file'}`;
  if (segment.route === 'pdf') return 'PDF document';
  return segment.text.startsWith('link:') ? 'XML document' : 'Stored file';
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
    <span>
      {descriptionSegments(text).map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        const name = documentLinkName(segment, scope.documents.get(segment.dataStoreId));
        return (
          <Link
            // Segments never move within a description, so their position is a stable key.
            key={index}
            href={documentHref(scope, segment.route, segment.dataStoreId)}
            download=""
            tabIndex={tabIndex}
            aria-label={`${name}, id ${segment.dataStoreId}`}
          >
            {name}{' '}
            <Box component="span" sx={{ fontSize: '0.85em' }}>
              id {segment.dataStoreId}
            </Box>
          </Link>
        );
      })}
    </span>
  );
}
