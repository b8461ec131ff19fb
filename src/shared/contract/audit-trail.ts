import { z } from 'zod';
import { int4Within, organisationIdSchema, positiveId, positiveIdFromText } from './common';
import { downloadMomentQueryShape } from './download-moment';
import {
  AUDIT_TRAIL_DEFAULT_PAGE,
  AUDIT_TRAIL_DEFAULT_PAGE_SIZE,
  AUDIT_TRAIL_DEFAULT_SORT_ORDER,
  AUDIT_TRAIL_MAX_PAGE_SIZE,
  AUDIT_TRAIL_TEXT_MAX_LENGTH,
  recordIdParameterOf,
  auditTrailUrlParts,
  documentFrameKinds,
  type AuditTrailUrlPart,
} from './audit-trail-constants';
import { MAX_PAGE, sortOrderSchema } from './paging';

export * from './audit-trail-constants';

const boundedText = (name: string) =>
  z.string().max(AUDIT_TRAIL_TEXT_MAX_LENGTH, `${name} must be at most ${AUDIT_TRAIL_TEXT_MAX_LENGTH} characters.`);

export const auditTrailUrlPartSchema = z.enum(auditTrailUrlParts);

/** The path of every audit-trail call: `/api/audittrail/{urlPart}/...`. */
export const auditTrailParamsSchema = z.object({ urlPart: auditTrailUrlPartSchema });

const auditTrailIds = {
  confirmationId: positiveId('confirmationId').optional(),
  dataStoreId: positiveId('dataStoreId').optional(),
  historyId: positiveId('historyId').optional(),
  auditGroupId: positiveId('auditGroupId').optional(),
  fileId: positiveId('fileId').optional(),
  id: positiveId('id').optional(),
  invoiceId: positiveId('invoiceId').optional(),
  nettingId: positiveId('nettingId').optional(),
};

const auditTrailTexts = {
  documentType: boundedText('documentType').optional(),
  extId: boundedText('extId').optional(),
  urlPart: boundedText('urlPart').optional(),
  senderOrgEicCode: boundedText('senderOrgEicCode').optional(),
};

export const auditTrailPagingSchema = z.object({
  entriesPerPage: int4Within(1, AUDIT_TRAIL_MAX_PAGE_SIZE, {
    tooSmall: 'entriesPerPage must be at least 1.',
    tooBig: `entriesPerPage must be at most ${AUDIT_TRAIL_MAX_PAGE_SIZE}.`,
  }).default(AUDIT_TRAIL_DEFAULT_PAGE_SIZE),
  page: int4Within(0, MAX_PAGE, {
    tooSmall: 'The page must be 0 or more.',
    tooBig: `The page must be at most ${MAX_PAGE}.`,
  }).default(AUDIT_TRAIL_DEFAULT_PAGE),
});

/**
 * Audit search query (market-reporting spec section 3), the body of the trail and txt calls. Which id
 * names the record depends on the urlPart (`auditTrailRecordIdParameter`). Absent checkboxes take the
 * trail's defaults (on for non-ECM/ESM trails, off for ECM/ESM); paging and order take section 9's.
 */
export const auditSearchQuerySchema = z.object({
  ...auditTrailIds,
  ...auditTrailTexts,
  messagingDetails: z.boolean().optional(),
  processingDetails: z.boolean().optional(),
  paging: auditTrailPagingSchema.default({
    entriesPerPage: AUDIT_TRAIL_DEFAULT_PAGE_SIZE,
    page: AUDIT_TRAIL_DEFAULT_PAGE,
  }),
  sortOrder: sortOrderSchema.default(AUDIT_TRAIL_DEFAULT_SORT_ORDER),
});
/**
 * The search query of one urlPart's trail: the id that names its record is required, so a call without
 * it is told so (400) instead of hearing that no record was found.
 */
export function auditSearchQuerySchemaOf(urlPart: AuditTrailUrlPart) {
  const idParameter = recordIdParameterOf(urlPart);
  // Typed as the general query: the urlPart's id is one of its optional ids, made required here.
  return auditSearchQuerySchema.extend({
    [idParameter]: positiveId(idParameter),
  }) as unknown as typeof auditSearchQuerySchema;
}

/** What the client sends (defaults optional). */
export type AuditSearchQueryInput = z.input<typeof auditSearchQuerySchema>;
export type AuditSearchQuery = z.output<typeof auditSearchQuerySchema>;

/** The search query as the server applied it: every default filled in, echoed in the result. */
export const resolvedAuditSearchQuerySchema = auditSearchQuerySchema.extend({
  messagingDetails: z.boolean(),
  processingDetails: z.boolean(),
  paging: z.object({ entriesPerPage: z.number().int(), page: z.number().int() }),
});
export type ResolvedAuditSearchQuery = z.infer<typeof resolvedAuditSearchQuerySchema>;

/** Query string of every audit-trail call: the organisation, as everywhere (section 7). */
export const auditTrailScopeQuerySchema = z.object({ organisationId: organisationIdSchema.optional() });
export type AuditTrailScopeQuery = z.infer<typeof auditTrailScopeQuerySchema>;

/** The text download: the organisation, and the zone and date format of its moments. */
export const auditTrailDownloadQuerySchema = auditTrailScopeQuerySchema.extend(downloadMomentQueryShape);

export const auditSeveritySchema = z.enum(['ERROR', 'WARN', 'INFO']);
export type AuditSeverityValue = z.infer<typeof auditSeveritySchema>;

/** One event of a trail (section 3). `text` is plain text with embedded links, never HTML. */
export const auditTrailRowSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 UTC. */
  timestamp: z.string(),
  text: z.string(),
  severity: auditSeveritySchema,
  source: z.string(),
});
export type AuditTrailRow = z.infer<typeof auditTrailRowSchema>;

/**
 * What a document a page's events link is, so the link can say what it opens ("XML, version 3", "PDF
 * receipt") instead of its stored id alone: its kind, the REMIT version it is the report of, and
 * whether it is a receipt from the regulator. Only documents of the selected organisation are described.
 */
export const auditTrailLinkedDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['xml', 'pdf', 'html', 'txt']),
  version: z.number().int().nullable(),
  receipt: z.boolean(),
});
export type AuditTrailLinkedDocument = z.infer<typeof auditTrailLinkedDocumentSchema>;

/**
 * Audit trail result (section 3). `recordCount` counts every event the checkboxes show, also on a page
 * past the end (which has no rows). `displayValue` is the record's external id (UTI, confirmation or
 * file name), for a page opened without one in its URL.
 */
export const auditTrailResultSchema = z.object({
  rows: z.array(auditTrailRowSchema),
  recordCount: z.number().int(),
  currentPage: z.number().int(),
  searchQuery: resolvedAuditSearchQuerySchema,
  displayValue: z.string(),
  documentType: z.string(),
  /** The documents the rows link, each once. */
  documents: z.array(auditTrailLinkedDocumentSchema),
});
export type AuditTrailResult = z.infer<typeof auditTrailResultSchema>;

/**
 * Query string of the xml and pdf links: the search query's ids (which name the record, as in the
 * trail call), `dataStoreId` the linked document, and the organisation. The document is answered only
 * when it belongs to the organisation and to that record or its trail.
 */
export const auditTrailDocumentQuerySchema = z.object({
  organisationId: organisationIdSchema.optional(),
  dataStoreId: positiveIdFromText('dataStoreId'),
  confirmationId: positiveIdFromText('confirmationId').optional(),
  historyId: positiveIdFromText('historyId').optional(),
  auditGroupId: positiveIdFromText('auditGroupId').optional(),
  fileId: positiveIdFromText('fileId').optional(),
  id: positiveIdFromText('id').optional(),
  invoiceId: positiveIdFromText('invoiceId').optional(),
  nettingId: positiveIdFromText('nettingId').optional(),
  ...auditTrailTexts,
});
export type AuditTrailDocumentQuery = z.infer<typeof auditTrailDocumentQuerySchema>;

/** The xml and pdf links' query of one urlPart's trail: the id naming its record required, as in the trail call. */
export function auditTrailDocumentQuerySchemaOf(urlPart: AuditTrailUrlPart) {
  const idParameter = recordIdParameterOf(urlPart);
  return auditTrailDocumentQuerySchema.extend({
    [idParameter]: positiveIdFromText(idParameter),
  }) as unknown as typeof auditTrailDocumentQuerySchema;
}

/** Document frames: GET /api/documents/{frameKind}/{id}, `id` the confirmation, invoice or netting statement. */
export const documentFrameParamsSchema = z.object({
  frameKind: z.enum(documentFrameKinds),
  id: positiveIdFromText('id'),
});
export type DocumentFrameParams = z.infer<typeof documentFrameParamsSchema>;
export const documentFrameQuerySchema = z.object({ organisationId: organisationIdSchema.optional() });
