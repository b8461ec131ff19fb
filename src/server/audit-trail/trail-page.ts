import {
  defaultDetails,
  type AuditSearchQuery,
  type AuditTrailResult,
  type AuditTrailUrlPart,
  type ResolvedAuditSearchQuery,
} from '@shared/contract/audit-trail';
import type { AuditSeverity } from '../db/schema/reporting-kinds';
import type { ReportingRepository } from '../reporting/repository';
import { describeLinkedDocuments, findTrailRecord } from './audit-trail-record';

/** Absent checkboxes take the trail's defaults: on for non-ECM/ESM trails, off for ECM/ESM. */
export function resolveQuery(urlPart: AuditTrailUrlPart, query: AuditSearchQuery): ResolvedAuditSearchQuery {
  return {
    ...query,
    messagingDetails: query.messagingDetails ?? defaultDetails(urlPart),
    processingDetails: query.processingDetails ?? defaultDetails(urlPart),
  };
}

export const filterOf = (query: ResolvedAuditSearchQuery) => ({
  showMessagingDetails: query.messagingDetails,
  showProcessingDetails: query.processingDetails,
});

/**
 * One page of a record's trail in the organisation, as the trail call answers it (and the page's frame
 * paints it); null where the organisation has no such record of the trail's family.
 */
export async function readTrailPage(
  repos: { reporting: ReportingRepository },
  organisationId: number,
  urlPart: AuditTrailUrlPart,
  body: AuditSearchQuery,
): Promise<AuditTrailResult | null> {
  const found = await findTrailRecord(repos, organisationId, urlPart, body);
  if (!found) return null;
  const { record, counts } = found;
  const searchQuery = resolveQuery(urlPart, body);
  const { page, entriesPerPage } = searchQuery.paging;
  const { rows, recordCount } = await repos.reporting.eventPage({
    recordId: record.id,
    counts,
    ...filterOf(searchQuery),
    page,
    pageSize: entriesPerPage,
    order: searchQuery.sortOrder,
  });
  return {
    rows: rows.map((row) => ({
      id: row.id,
      timestamp: row.occurredAt.toISOString(),
      text: row.text,
      severity: row.severity as AuditSeverity,
      source: row.source,
    })),
    recordCount,
    currentPage: page,
    searchQuery,
    displayValue: record.externalId,
    documentType: record.documentType,
    documents: await describeLinkedDocuments(repos.reporting, organisationId, rows),
  };
}
