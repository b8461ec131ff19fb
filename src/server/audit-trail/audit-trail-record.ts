import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE,
  auditTrailRecordIdParameter,
  baseUrlPart,
  type AuditTrailPageUrlPart,
  type AuditTrailRecordIdParameter,
  type AuditTrailUrlPart,
} from '@shared/contract/audit-trail-constants';
import { organisationOf } from '../access/organisation-scope-hooks';
import { HttpError } from '../http/http-error';
import type { ReportingRecordRow } from '../reporting/repository';
import type { ReportingDocumentType } from '../db/schema/reporting-kinds';

/** The record families each trail shows: a record of another family is not found on that trail. */
const trailDocumentTypes: Record<AuditTrailPageUrlPart, readonly ReportingDocumentType[]> = {
  cpml: ['CPML_MESSAGE'],
  remit: ['REMIT_TABLE_1', 'REMIT_TABLE_2', 'ELECTRICITY_RIGHTS', 'GAS_CAPACITY', 'FUNDAMENTALS'],
  remitFilesIn: ['REMIT_FILE_IN'],
  remitFilesOut: ['REMIT_FILE_OUT'],
  etmFilesIn: ['ETM_FILE_IN'],
  ecm: ['ECM'],
  esmInvoice: ['ESM_INVOICE'],
  esmNetting: ['ESM_NETTING'],
  rrm: ['RRM_MESSAGE'],
  mifid: ['MIFID_POSITION_FILE'],
};

export type TrailRecordIds = Partial<Record<AuditTrailRecordIdParameter, number>>;

export interface TrailRecord {
  organisationId: number;
  record: ReportingRecordRow;
}

/**
 * The organisation a call works in: the one it names (the signed-in parent already checked the user
 * may see it), else the user's own. Without either there is no record to find.
 */
export function trailOrganisationOf(request: FastifyRequest): number {
  return organisationOf(request, AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE).id;
}

/**
 * The record a trail call is about: the urlPart's id parameter (`auditTrailRecordIdParameter`), looked
 * up within the organisation and of the trail's family. Missing, unknown, of another family or of
 * another organisation all answer the same 404: the caller learns nothing about other organisations.
 */
export async function findTrailRecord(
  app: FastifyInstance,
  request: FastifyRequest,
  urlPart: AuditTrailUrlPart,
  ids: TrailRecordIds,
): Promise<TrailRecord> {
  const base = baseUrlPart(urlPart);
  const organisationId = trailOrganisationOf(request);
  const recordId = ids[auditTrailRecordIdParameter[base]];
  const record = recordId === undefined ? null : await app.repos.reporting.findRecord(organisationId, recordId);
  if (!record || !trailDocumentTypes[base].includes(record.documentType as ReportingDocumentType)) {
    throw new HttpError(404, AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE);
  }
  return { organisationId, record };
}
