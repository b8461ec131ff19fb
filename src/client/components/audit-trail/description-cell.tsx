import Link from '@mui/material/Link';
import { apiPaths, fillPath } from '@shared/api-paths';
import type { AuditSearchQueryInput } from '@shared/contract/audit-trail';
import type { AuditTrailDocumentRoute, AuditTrailUrlPart } from '@shared/contract/audit-trail-constants';
import { useCellTabIndex } from '../data-grid/cell-tab-index';
import { descriptionSegments } from './description-segments';

export interface DocumentLinkScope {
  urlPart: AuditTrailUrlPart;
  /** The search query's ids and texts (the record the trail belongs to). */
  query: AuditSearchQueryInput;
  organisationId: number | null;
}

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

export interface DescriptionCellProps {
  text: string;
  scope: DocumentLinkScope;
}

/** An event's description: its document links as downloads, everything else as plain text (never HTML). */
export function DescriptionCell({ text, scope }: DescriptionCellProps) {
  const tabIndex = useCellTabIndex();
  return (
    <span>
      {descriptionSegments(text).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <Link
            // Segments never move within a description, so their position is a stable key.
            key={index}
            href={documentHref(scope, segment.route, segment.dataStoreId)}
            download=""
            tabIndex={tabIndex}
          >
            {segment.text}
          </Link>
        ),
      )}
    </span>
  );
}
