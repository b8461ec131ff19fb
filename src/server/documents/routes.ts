import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE,
  documentFrameParamsSchema,
  documentFrameQuerySchema,
} from '@shared/contract/audit-trail';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { organisationOf } from '../access/organisation-scope-hooks';
import { findFrameDocumentHtml } from './document-frame';

/**
 * The frame's document runs in a sandbox without scripts, forms or same-origin access, even if the
 * document carries a script; it loads nothing but inline styles and data images, and only this app
 * may frame it (the app's own CSP forbids every framing).
 */
export const DOCUMENT_FRAME_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * The HTML documents of the three document-frame pages (the spec leaves the path open): `id` is the
 * confirmation, invoice or netting statement, found within the organisation, of the frame's family.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.documentFrame,
    {
      schema: {
        tags: ['documents'],
        summary: 'The HTML document of a confirmation, invoice or netting statement, for a sandboxed frame',
        params: documentFrameParamsSchema,
        querystring: documentFrameQuerySchema,
        response: errorResponses(400, 401, 403, 404, 500),
      },
    },
    async (request, reply) => {
      const { frameKind, id } = request.params;
      const organisationId = organisationOf(request, AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE).id;
      const html = await findFrameDocumentHtml(app.repos, organisationId, frameKind, id);
      if (html === null) throw new HttpError(404, AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE);
      // HTML, not JSON: the response schemas describe only the errors.
      const page: FastifyReply = reply;
      return page
        .type('text/html; charset=utf-8')
        .header('content-security-policy', DOCUMENT_FRAME_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .send(html);
    },
  );
};
