import type { DocumentFrameKind } from '@shared/contract/audit-trail';
import type { ReportingRepository } from '../reporting/repository';
import type { AuditTrailDocumentsRepository } from '../documents/repository';
import type { ReportingDocumentType } from '../db/schema/reporting-kinds';

const frameDocumentTypes: Record<DocumentFrameKind, ReportingDocumentType> = {
  confirmation: 'ECM',
  invoice: 'ESM_INVOICE',
  netting: 'ESM_NETTING',
};

/**
 * The HTML of a document-frame page: `id` is the confirmation, invoice or netting statement, found
 * within the organisation and of the frame's family. Anything else is null alike.
 */
export async function findFrameDocumentHtml(
  repos: { reporting: ReportingRepository; auditTrailDocuments: AuditTrailDocumentsRepository },
  organisationId: number,
  frameKind: DocumentFrameKind,
  id: number,
): Promise<string | null> {
  const record = await repos.reporting.findRecord(organisationId, id);
  if (!record || record.documentType !== frameDocumentTypes[frameKind]) return null;
  const document = await repos.auditTrailDocuments.findRecordHtml(organisationId, record.id);
  return document?.contentText || null;
}
