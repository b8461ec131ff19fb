// Audit trails and document frames without zod: which page calls which urlPart, which checkboxes and
// buttons a trail shows, how description links map to download routes, and the API's messages. The
// trail pages' chunk needs these, not the schema library; audit-trail.ts builds the schemas from them.

/** The ten audit-trail pages (market-reporting spec section 2) and the urlPart each calls. */
export const auditTrailPageUrlParts = {
  'err/cpml_audittrail': 'cpml',
  'err/remit_audittrail': 'remit',
  'err/remit_filesin_audittrail': 'remitFilesIn',
  'err/remit_filesout_audittrail': 'remitFilesOut',
  'etm/filesin_audittrail': 'etmFilesIn',
  'ecm/audittrail': 'ecm',
  'esm/audittrail/invoice': 'esmInvoice',
  'esm/audittrail/netting': 'esmNetting',
  'err/rrm_audittrail': 'rrm',
  'err/mifid_audittrail': 'mifid',
} as const;
export type AuditTrailPage = keyof typeof auditTrailPageUrlParts;
export type AuditTrailPageUrlPart = (typeof auditTrailPageUrlParts)[AuditTrailPage];

/**
 * Trails of uploaded files: the file-in pages call these instead when their URL's `urlPart` names one
 * (the trail then goes to POST /api/audittrail/{urlPart}, spec section 7). Same records as the base.
 */
export const fileUploadUrlParts = {
  remitFilesInfileUpload: 'remitFilesIn',
  etmFilesInfileUpload: 'etmFilesIn',
  mifidfileUpload: 'mifid',
} as const satisfies Record<`${string}fileUpload`, AuditTrailPageUrlPart>;
export type FileUploadUrlPart = keyof typeof fileUploadUrlParts;

export const auditTrailUrlParts = [
  ...(Object.values(auditTrailPageUrlParts) as AuditTrailPageUrlPart[]),
  ...(Object.keys(fileUploadUrlParts) as FileUploadUrlPart[]),
] as [AuditTrailUrlPart, ...AuditTrailUrlPart[]];
export type AuditTrailUrlPart = AuditTrailPageUrlPart | FileUploadUrlPart;

export function isFileUploadUrlPart(urlPart: string): urlPart is FileUploadUrlPart {
  return Object.hasOwn(fileUploadUrlParts, urlPart);
}

/** The urlPart a page calls: its URL's `urlPart` when that is one of the page's own, else the page's. */
export function urlPartOfPage(page: AuditTrailPage, requested?: string | null): AuditTrailUrlPart {
  const own = auditTrailPageUrlParts[page];
  if (requested && isFileUploadUrlPart(requested) && fileUploadUrlParts[requested] === own) return requested;
  return own;
}

/** The base urlPart a fileUpload variant stands for (itself for the ten base urlParts). */
export function baseUrlPart(urlPart: AuditTrailUrlPart): AuditTrailPageUrlPart {
  return isFileUploadUrlPart(urlPart) ? fileUploadUrlParts[urlPart] : urlPart;
}

/** The ECM/ESM trails: they show 'Show processing details', and both checkboxes start off. */
export const ecmEsmUrlParts: readonly AuditTrailPageUrlPart[] = ['ecm', 'esmInvoice', 'esmNetting'];
export const isEcmEsmUrlPart = (urlPart: AuditTrailUrlPart): boolean => ecmEsmUrlParts.includes(baseUrlPart(urlPart));
/** The Download button is hidden on the ECM trail only. */
export const showsDownload = (urlPart: AuditTrailUrlPart): boolean => baseUrlPart(urlPart) !== 'ecm';
/** Both checkboxes default on for non-ECM/ESM trails and off for ECM/ESM (spec section 4). */
export const defaultDetails = (urlPart: AuditTrailUrlPart): boolean => !isEcmEsmUrlPart(urlPart);

/**
 * Which search-query id names the record, per urlPart. The server looks the record up by this id
 * within the organisation and checks its document type; any other id in the query is ignored.
 */
export const auditTrailRecordIdParameter = {
  cpml: 'id',
  remit: 'historyId',
  remitFilesIn: 'fileId',
  remitFilesOut: 'fileId',
  etmFilesIn: 'fileId',
  ecm: 'confirmationId',
  esmInvoice: 'invoiceId',
  esmNetting: 'nettingId',
  rrm: 'id',
  mifid: 'fileId',
} as const satisfies Record<AuditTrailPageUrlPart, string>;
export type AuditTrailRecordIdParameter = (typeof auditTrailRecordIdParameter)[AuditTrailPageUrlPart];

/**
 * The record families (document types) each trail shows: a record of another family is not found on
 * that trail, and a finder's or the problem queue's row links the trail of its family.
 */
export const auditTrailDocumentTypes = {
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
} as const satisfies Record<AuditTrailPageUrlPart, readonly string[]>;

/** The trail of a record family: its page and the query parameter naming the record there. */
export interface AuditTrailOfRecord {
  page: AuditTrailPage;
  idParameter: AuditTrailRecordIdParameter;
}

const trailsOfDocumentTypes = new Map<string, AuditTrailOfRecord>(
  (Object.entries(auditTrailPageUrlParts) as [AuditTrailPage, AuditTrailPageUrlPart][]).flatMap(([page, urlPart]) =>
    auditTrailDocumentTypes[urlPart].map((documentType) => [
      documentType,
      { page, idParameter: auditTrailRecordIdParameter[urlPart] },
    ]),
  ),
);

/** The trail that shows a record of this family; undefined for a family no trail shows. */
export const auditTrailOfDocumentType = (documentType: string): AuditTrailOfRecord | undefined =>
  trailsOfDocumentTypes.get(documentType);

/** The id parameter naming the record of any urlPart's trail, a fileUpload variant's as its base's. */
export const recordIdParameterOf = (urlPart: AuditTrailUrlPart): AuditTrailRecordIdParameter =>
  auditTrailRecordIdParameter[baseUrlPart(urlPart)];

/** Spec section 9. */
export const AUDIT_TRAIL_DEFAULT_PAGE_SIZE = 25;
export const AUDIT_TRAIL_DEFAULT_PAGE = 0;
export const AUDIT_TRAIL_DEFAULT_SORT_ORDER = 'DESCENDING';
export const AUDIT_TRAIL_MAX_PAGE_SIZE = 100;
/** Bounds of the free-text query parameters (documentType, extId, urlPart, senderOrgEicCode). */
export const AUDIT_TRAIL_TEXT_MAX_LENGTH = 200;

export const AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE = 'Record not found.';
export const AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found.';
/** What the Download button shows when a failed download carries no message (spec section 8). */
export const AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE = 'Server error';

/**
 * Links embedded in a description. Each becomes a download of `route` with the search query's ids,
 * `dataStoreId` set to the link's number, and the organisation id. `storeId` names the file a record
 * was sent or received as (XML or text): the xml route answers it with the file's own media type.
 */
export const auditTrailLinkForms = [
  { prefix: 'link:dataStoreId=', route: 'xml' },
  { prefix: 'link:pdfDataStoreId=', route: 'pdf' },
  { prefix: 'storeId=', route: 'xml' },
] as const;
export type AuditTrailDocumentRoute = (typeof auditTrailLinkForms)[number]['route'];
/**
 * Finds every link in a description: group 1 the form (without '='), group 2 the id. `storeId` only
 * counts where it is not the tail of `dataStoreId`; the id is digits only and at most 10 of them.
 */
export const auditTrailLinkSource =
  '(link:dataStoreId|link:pdfDataStoreId|(?<![A-Za-z])storeId)=([0-9]{1,10})(?![0-9])';

/** The three document-frame pages (spec section 2) and the frame kind of the documents call. */
export const documentFramePageKinds = {
  'ecm/dealfinder/confirmation_doc': 'confirmation',
  'esm/invoicefinder/esm_document': 'invoice',
  'esm/nettingfinder/esm_document': 'netting',
} as const;
export type DocumentFramePage = keyof typeof documentFramePageKinds;
export type DocumentFrameKind = (typeof documentFramePageKinds)[DocumentFramePage];
export const documentFrameKinds = Object.values(documentFramePageKinds) as [DocumentFrameKind, ...DocumentFrameKind[]];

/** The query parameters of every audit-trail page (market-reporting spec section 2). */
export const auditTrailParameterNames = [
  'confirmationId',
  'dataStoreId',
  'historyId',
  'auditGroupId',
  'documentType',
  'extId',
  'fileId',
  'id',
  'displayValue',
  'urlPart',
  'senderOrgEicCode',
  'invoiceId',
  'nettingId',
] as const;
export type AuditTrailParameterName = (typeof auditTrailParameterNames)[number];
