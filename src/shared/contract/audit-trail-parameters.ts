import type { AuditSearchQueryInput } from './audit-trail';
import { readRecordId } from './bounds';
import {
  AUDIT_TRAIL_TEXT_MAX_LENGTH,
  auditTrailParameterNames,
  recordIdParameterOf,
  type AuditTrailRecordIdParameter,
  type AuditTrailParameterName,
  type AuditTrailUrlPart,
} from './audit-trail-constants';

export type AuditTrailParameters = Partial<Record<AuditTrailParameterName, string>>;

const idNames = [
  'confirmationId',
  'dataStoreId',
  'historyId',
  'auditGroupId',
  'fileId',
  'id',
  'invoiceId',
  'nettingId',
] as const satisfies readonly AuditTrailParameterName[];
const textNames = [
  'documentType',
  'extId',
  'urlPart',
  'senderOrgEicCode',
] as const satisfies readonly AuditTrailParameterName[];
/** The ids that name a record or its trail; the xml and pdf links carry them (dataStoreId is the link's own). */
export const linkIdNames = idNames.filter((name) => name !== 'dataStoreId');

/** The parameters of `search`, completed by those a navigation carried in its state (a welcome-page link). */
export function readAuditTrailParameters(search: string, state: unknown): AuditTrailParameters {
  const fromState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const fromUrl = new URLSearchParams(search);
  const parameters: AuditTrailParameters = {};
  for (const name of auditTrailParameterNames) {
    const value = fromUrl.get(name) ?? fromState[name];
    if (typeof value === 'string' && value !== '') parameters[name] = value;
  }
  return parameters;
}

export interface AuditTrailSearch {
  /** The search query without the checkboxes, paging and order: the record's ids and texts. */
  query: AuditSearchQueryInput;
  /** The id that names the record on this trail, and whether the page has a usable one. */
  recordIdParameter: AuditTrailRecordIdParameter;
  hasRecordId: boolean;
}

/** The search query's ids and texts from the page's parameters; malformed ids are left out. */
export function toAuditSearch(parameters: AuditTrailParameters, urlPart: AuditTrailUrlPart): AuditTrailSearch {
  const query: AuditSearchQueryInput = {};
  for (const name of idNames) {
    const id = readRecordId(parameters[name]);
    if (id !== undefined) query[name] = id;
  }
  for (const name of textNames) {
    const text = parameters[name];
    if (text !== undefined && text.length <= AUDIT_TRAIL_TEXT_MAX_LENGTH) query[name] = text;
  }
  const recordIdParameter = recordIdParameterOf(urlPart);
  return { query, recordIdParameter, hasRecordId: query[recordIdParameter] !== undefined };
}
