import { apiPaths, fillPath } from '@shared/api-paths';
// Types only: the trail pages' chunk stays free of zod (the constants module has no schemas).
import type { AuditSearchQueryInput, AuditTrailResult, AuditTrailRow } from '@shared/contract/audit-trail';
import {
  AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE,
  isFileUploadUrlPart,
  type AuditTrailUrlPart,
  type DocumentFrameKind,
} from '@shared/contract/audit-trail-constants';
import type { PageOf } from '@shared/contract/paging';
import { baseApi } from './base-api';
import { downloadParams } from './download-params';
import { fileDownloadHandler, textOrFailureHandler, type DownloadedFile } from './file-download';
import { scopeParams } from './organisation-scope';

export interface AuditTrailArgs {
  urlPart: AuditTrailUrlPart;
  /** The selected organisation; null where none is selected (an admin's optional choice). */
  organisationId: number | null;
  query: AuditSearchQueryInput;
}

/** The result in the grid hook's page shape (`count`, `values`), keeping what the page header needs. */
export type AuditTrailEvents = PageOf<AuditTrailRow> &
  Pick<AuditTrailResult, 'displayValue' | 'documentType' | 'documents'>;

export interface DocumentFrameArgs {
  frameKind: DocumentFrameKind;
  id: number;
  organisationId: number | null;
}

const DOWNLOAD_FALLBACK_FILE_NAME = 'audit-trail.txt';
const DOCUMENT_FALLBACK_FILE_NAME = 'document';

/** Trails of uploaded files have their own call without `/trail` (spec section 7). */
const trailPath = (urlPart: AuditTrailUrlPart) =>
  fillPath(isFileUploadUrlPart(urlPart) ? apiPaths.auditTrailFileUpload : apiPaths.auditTrail, { urlPart });

/** Audit trails and document frames (market-reporting spec sections 2 and 7). */
export const auditTrailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditTrail: build.query<AuditTrailEvents, AuditTrailArgs>({
      query: ({ urlPart, organisationId, query }) => ({
        url: trailPath(urlPart),
        method: 'POST',
        params: scopeParams(organisationId),
        body: query,
      }),
      // A problem marked handled or reopened writes an event to its record's trail.
      providesTags: ['AuditTrail'],
      transformResponse: ({
        rows,
        recordCount,
        currentPage,
        displayValue,
        documentType,
        documents,
      }: AuditTrailResult) => ({
        count: recordCount,
        currentPage,
        values: rows,
        displayValue,
        documentType,
        documents,
      }),
    }),
    /**
     * POST /txt: the trail as a text file. The body never enters the store: it becomes a blob URL,
     * and the file name comes from Content-Disposition.
     */
    downloadAuditTrailText: build.mutation<DownloadedFile, AuditTrailArgs>({
      query: ({ urlPart, organisationId, query }) => ({
        url: fillPath(apiPaths.auditTrailTxt, { urlPart }),
        method: 'POST',
        params: downloadParams(organisationId),
        body: query,
        // A failure without a readable body shows 'Server error'.
        responseHandler: fileDownloadHandler(DOWNLOAD_FALLBACK_FILE_NAME, AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE),
      }),
    }),
    /**
     * A document a trail's description links to (its XML or PDF), fetched by the link's own address: a
     * refusal reaches the app (a session ended is said at login) instead of being saved as the file.
     */
    downloadAuditTrailDocument: build.mutation<DownloadedFile, { href: string }>({
      query: ({ href }) => ({
        url: href,
        responseHandler: fileDownloadHandler(DOCUMENT_FALLBACK_FILE_NAME, AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE),
      }),
    }),
    /** The HTML of a document frame, shown in a sandboxed frame through srcdoc. */
    getDocumentFrame: build.query<string, DocumentFrameArgs>({
      query: ({ frameKind, id, organisationId }) => ({
        url: fillPath(apiPaths.documentFrame, { frameKind, id }),
        params: scopeParams(organisationId),
        responseHandler: textOrFailureHandler(AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE),
      }),
    }),
  }),
});

export const {
  useGetAuditTrailQuery,
  useDownloadAuditTrailTextMutation,
  useDownloadAuditTrailDocumentMutation,
  useGetDocumentFrameQuery,
} = auditTrailApi;
