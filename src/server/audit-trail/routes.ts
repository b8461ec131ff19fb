import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, fillPath } from '@shared/api-paths';
import { auditTrailTitle } from '@shared/page-titles';
import {
  AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE,
  AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE,
  auditSearchQuerySchemaOf,
  auditTrailDocumentQuerySchemaOf,
  auditTrailDownloadQuerySchema,
  auditTrailResultSchema,
  auditTrailScopeQuerySchema,
  auditTrailUrlParts,
  defaultDetails,
  isFileUploadUrlPart,
  type AuditSearchQuery,
  type AuditTrailDocumentQuery,
  type AuditTrailDocumentRoute,
  type AuditTrailResult,
  type AuditTrailUrlPart,
  type ResolvedAuditSearchQuery,
} from '@shared/contract/audit-trail';
import { momentWriter } from '@shared/moment-format';
import { organisationOf } from '../access/organisation-scope-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import {
  describeLinkedDocuments,
  findLinkedDocument,
  findTrailRecord,
  type TrailRecordIds,
} from './audit-trail-record';
import { attachmentHeader, auditTrailTextFileName, auditTrailTextStream } from './audit-trail-text';
import type { AuditSeverity } from '../db/schema/reporting-kinds';

/** Absent checkboxes take the trail's defaults: on for non-ECM/ESM trails, off for ECM/ESM. */
function resolveQuery(urlPart: AuditTrailUrlPart, query: AuditSearchQuery): ResolvedAuditSearchQuery {
  return {
    ...query,
    messagingDetails: query.messagingDetails ?? defaultDetails(urlPart),
    processingDetails: query.processingDetails ?? defaultDetails(urlPart),
  };
}

const filterOf = (query: ResolvedAuditSearchQuery) => ({
  showMessagingDetails: query.messagingDetails,
  showProcessingDetails: query.processingDetails,
});

/**
 * The record a trail call is about, in the organisation the signed-in parent resolved: whatever is not
 * there (no organisation, an unknown id, another family or organisation) answers the same 404.
 */
async function trailRecordOf(
  app: FastifyInstance,
  request: FastifyRequest,
  urlPart: AuditTrailUrlPart,
  ids: TrailRecordIds,
) {
  const organisationId = organisationOf(request, AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE).id;
  const found = await findTrailRecord(app.repos, organisationId, urlPart, ids);
  if (!found) throw new HttpError(404, AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE);
  return { organisationId, ...found };
}

async function trailPage(
  app: FastifyInstance,
  request: FastifyRequest,
  urlPart: AuditTrailUrlPart,
  body: AuditSearchQuery,
): Promise<AuditTrailResult> {
  const { organisationId, record, counts } = await trailRecordOf(app, request, urlPart, body);
  const searchQuery = resolveQuery(urlPart, body);
  const { page, entriesPerPage } = searchQuery.paging;
  const { rows, recordCount } = await app.repos.reporting.eventPage({
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
    documents: await describeLinkedDocuments(app.repos.reporting, organisationId, rows),
  };
}

/** A document the record's trail links; any other combination of ids answers the same 404. */
async function linkedDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  urlPart: AuditTrailUrlPart,
  route: AuditTrailDocumentRoute,
  query: AuditTrailDocumentQuery,
) {
  const { organisationId, record } = await trailRecordOf(app, request, urlPart, query);
  const document = await findLinkedDocument(app.repos, organisationId, record, route, query.dataStoreId);
  if (!document) throw new HttpError(404, AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE);
  return document;
}

/**
 * Audit trails (market-reporting spec section 7), one set of routes per urlPart so that an unknown
 * urlPart is simply not found and the OpenAPI document lists each trail. Every call finds its record
 * within the organisation first: an unknown record is a 404, never an empty trail.
 */
export const auditTrailRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const urlPart of auditTrailUrlParts) {
    app.post(
      fillPath(isFileUploadUrlPart(urlPart) ? apiPaths.auditTrailFileUpload : apiPaths.auditTrail, { urlPart }),
      {
        // A read sent as POST: an observing admin may make it.
        config: { readsOnly: true },
        schema: {
          tags: ['auditTrail'],
          summary: `One page of the ${urlPart} audit trail of a record, sorted by time`,
          querystring: auditTrailScopeQuerySchema,
          body: auditSearchQuerySchemaOf(urlPart),
          response: { 200: auditTrailResultSchema, ...errorResponses(400, 401, 403, 404, 500) },
        },
      },
      async (request) => trailPage(app, request, urlPart, request.body),
    );

    app.post(
      fillPath(apiPaths.auditTrailTxt, { urlPart }),
      {
        // A read sent as POST: an observing admin may make it.
        config: { readsOnly: true },
        schema: {
          tags: ['auditTrail'],
          summary: `The whole ${urlPart} audit trail of a record as a text file (streamed), in the query's order`,
          querystring: auditTrailDownloadQuerySchema,
          body: auditSearchQuerySchemaOf(urlPart),
          response: errorResponses(400, 401, 403, 404, 500),
        },
      },
      async (request, reply) => {
        const { organisationId, record } = await trailRecordOf(app, request, urlPart, request.body);
        const searchQuery = resolveQuery(urlPart, request.body);
        // A file, not JSON: the response schemas describe only the errors.
        const file: FastifyReply = reply;
        file
          .type('text/plain; charset=utf-8')
          .header('content-disposition', attachmentHeader(auditTrailTextFileName(record.externalId)));
        return file.send(
          auditTrailTextStream(app.repos.reporting, {
            organisationId,
            recordId: record.id,
            title: auditTrailTitle(record.externalId),
            filter: filterOf(searchQuery),
            order: searchQuery.sortOrder,
            writeMoment: momentWriter(request.query),
          }),
        );
      },
    );

    for (const route of ['xml', 'pdf'] as const) {
      app.get(
        fillPath(route === 'xml' ? apiPaths.auditTrailXml : apiPaths.auditTrailPdf, { urlPart }),
        {
          schema: {
            tags: ['auditTrail'],
            summary:
              route === 'xml'
                ? `A stored XML or text file the ${urlPart} trail links (link:dataStoreId, storeId)`
                : `A stored PDF the ${urlPart} trail links (link:pdfDataStoreId)`,
            querystring: auditTrailDocumentQuerySchemaOf(urlPart),
            response: errorResponses(400, 401, 403, 404, 500),
          },
        },
        async (request, reply) => {
          const document = await linkedDocument(app, request, urlPart, route, request.query);
          const file: FastifyReply = reply;
          file.type(document.mediaType).header('content-disposition', attachmentHeader(document.fileName));
          return file.send(document.contentBytes ?? document.contentText ?? '');
        },
      );
    }
  }
};
