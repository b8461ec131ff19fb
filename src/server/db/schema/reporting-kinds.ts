// The vocabulary of the reporting world: which records exist, what state they are in, what their audit
// events and stored documents are. A relative-import-only module: drizzle-kit loads it through the schema.

/**
 * Record families. The REMIT kinds with a column-settings key keep their key's documentType
 * (REMIT_TABLE_1 ... FUNDAMENTALS, ECM, ESM_INVOICE, ESM_NETTING); the rest are files and messages.
 */
export const reportingDocumentTypes = [
  'ECM',
  'ESM_INVOICE',
  'ESM_NETTING',
  'REMIT_TABLE_1',
  'REMIT_TABLE_2',
  'ELECTRICITY_RIGHTS',
  'GAS_CAPACITY',
  'FUNDAMENTALS',
  'REMIT_FILE_IN',
  'REMIT_FILE_OUT',
  'RRM_MESSAGE',
  'CPML_MESSAGE',
  'ETM_FILE_IN',
  'MIFID_POSITION_FILE',
] as const;
export type ReportingDocumentType = (typeof reportingDocumentTypes)[number];

/** Kinds reported to the regulator one record version at a time (each version has its own XML). */
export const remitTradeDocumentTypes = [
  'REMIT_TABLE_1',
  'REMIT_TABLE_2',
] as const satisfies readonly ReportingDocumentType[];
export type RemitTradeDocumentType = (typeof remitTradeDocumentTypes)[number];

/**
 * Where a record stands. RECEIVED → VALIDATED → SENT → ACKNOWLEDGED for reported records, with
 * INVALID (our validation refused it) and REJECTED (the regulator or counterparty refused it) as the
 * failures; MATCHED/UNMATCHED for confirmations; a REMIT trade CANCELLED (terminated early, C) or
 * DELETED (reported in error, E); the MiFID file states of the position-file workflow.
 */
export const reportingRecordStates = [
  'RECEIVED',
  'VALIDATED',
  'INVALID',
  'SENT',
  'ACKNOWLEDGED',
  'REJECTED',
  'MATCHED',
  'UNMATCHED',
  'CANCELLED',
  'DELETED',
  'EDITING',
  'CONFIRMED',
  'DISCARDED',
] as const;
export type ReportingRecordState = (typeof reportingRecordStates)[number];

/** REMIT lifecycle (Field No. 58): new, modify, cancel (early termination), error (logical delete). */
export const remitActionTypes = ['N', 'M', 'C', 'E'] as const;
export type RemitActionType = (typeof remitActionTypes)[number];

export const auditSeverities = ['ERROR', 'WARN', 'INFO'] as const;
export type AuditSeverity = (typeof auditSeverities)[number];

export const storedDocumentKinds = ['xml', 'pdf', 'html', 'txt'] as const;
export type StoredDocumentKind = (typeof storedDocumentKinds)[number];

export const storedDocumentMediaTypes: Record<StoredDocumentKind, string> = {
  xml: 'application/xml',
  pdf: 'application/pdf',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};
