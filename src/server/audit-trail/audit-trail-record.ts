import {
  auditTrailDocumentTypes,
  baseUrlPart,
  recordIdParameterOf,
  type AuditTrailDocumentRoute,
  type AuditTrailPageUrlPart,
  type AuditTrailRecordIdParameter,
  type AuditTrailUrlPart,
} from '@shared/contract/audit-trail-constants';
import type { AuditTrailLinkedDocument } from '@shared/contract/audit-trail';
import { linkedDocumentIds } from '@shared/contract/audit-trail-links';
import type { ReportingRepository } from '../reporting/repository';
import type { AuditTrailDocumentsRepository } from '../documents/repository';
import type { ReportingDocumentRow, TrailCounts, TrailRecord } from '../reporting/repository';
import type { ReportingDocumentType } from '../db/schema/reporting-kinds';

/** The families each trail shows (`auditTrailDocumentTypes`), each a family the database knows. */
const trailDocumentTypes: Record<AuditTrailPageUrlPart, readonly ReportingDocumentType[]> = auditTrailDocumentTypes;

export type TrailRecordIds = Partial<Record<AuditTrailRecordIdParameter, number>>;

/**
 * The record a trail call is about, with its trail's counts (one statement): the urlPart's id
 * parameter (`auditTrailRecordIdParameter`), looked up within the organisation and of the trail's
 * family. Missing, unknown, of another family or of another organisation are all null alike: the
 * caller learns nothing about other organisations.
 */
export async function findTrailRecord(
  repos: { reporting: ReportingRepository },
  organisationId: number,
  urlPart: AuditTrailUrlPart,
  ids: TrailRecordIds,
): Promise<{ record: TrailRecord; counts: TrailCounts } | null> {
  const base = baseUrlPart(urlPart);
  const recordId = ids[recordIdParameterOf(urlPart)];
  const found =
    recordId === undefined ? null : await repos.reporting.findRecordWithTrailCounts(organisationId, recordId);
  if (!found || !trailDocumentTypes[base].includes(found.record.documentType as ReportingDocumentType)) return null;
  return found;
}

/** Which stored kinds each link route answers: `storeId` files are XML or text, served as they are. */
const routeKinds: Record<AuditTrailDocumentRoute, readonly string[]> = { xml: ['xml', 'txt'], pdf: ['pdf'] };

/**
 * A document a trail links: only of the organisation, of the route's kind, and the record's own or
 * linked from the record's trail. Every other combination of ids is null alike.
 */
export async function findLinkedDocument(
  repos: { reporting: ReportingRepository; auditTrailDocuments: AuditTrailDocumentsRepository },
  organisationId: number,
  record: TrailRecord,
  route: AuditTrailDocumentRoute,
  dataStoreId: number,
): Promise<ReportingDocumentRow | null> {
  const info = await repos.reporting.findDocumentInfo(organisationId, dataStoreId);
  if (!info || !routeKinds[route].includes(info.kind)) return null;
  if (info.recordId !== record.id && !(await repos.auditTrailDocuments.isLinkedFromTrail(record.id, info.id))) {
    return null;
  }
  return repos.reporting.findDocument(organisationId, info.id);
}

/** REMIT's files in are what the regulator sends back: its receipts (text, and PDF for rejections). */
const RECEIPT_RECORD_TYPE: ReportingDocumentType = 'REMIT_FILE_IN';

/**
 * What the documents some events link are, so each link can say what it opens (the page's links and
 * the text download's words alike). Only the organisation's documents are described.
 */
export async function describeLinkedDocuments(
  reporting: ReportingRepository,
  organisationId: number,
  events: readonly { text: string }[],
): Promise<AuditTrailLinkedDocument[]> {
  const ids = [...new Set(events.flatMap((event) => linkedDocumentIds(event.text)))];
  const documents = await reporting.describeDocuments(organisationId, ids);
  return documents.map(({ id, kind, version, recordDocumentType }) => ({
    id,
    kind,
    version,
    receipt: recordDocumentType === RECEIPT_RECORD_TYPE,
  }));
}
