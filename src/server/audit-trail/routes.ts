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
  isFileUploadUrlPart,
  type AuditSearchQuery,
  type AuditTrailDocumentQuery,
  type AuditTrailDocumentRoute,
  type AuditTrailResult,
  type AuditTrailUrlPart,
} from '@shared/contract/audit-trail';
import { momentWriter } from '@shared/moment-format';
import { organisationOf } from '../access/organisation-scope-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { findLinkedDocument, findTrailRecord, type TrailRecordIds } from './audit-trail-record';
import { attachmentHeader, auditTrailTextFileName, auditTrailTextStream } from './audit-trail-text';
import { filterOf, readTrailPage, resolveQuery } from './trail-page';

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
  const organisationId = organisationOf(request, AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE).id;
  const page = await readTrailPage(app.repos, organisationId, urlPart, body);
  if (!page) throw new HttpError(404, AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE);
  return page;
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
