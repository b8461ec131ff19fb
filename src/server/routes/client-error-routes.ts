import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { clientErrorReportSchema, emptyResponseSchema, unsupportedBrowserLogSchema } from '@shared/contract';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';

export const TOO_MANY_REPORTS_MESSAGE = 'Too many error reports.';
// Reports are small; a body far beyond the schema's field limits is refused before parsing.
const REPORT_BODY_LIMIT = 32 * 1024;

/**
 * Error reports from the SPA and the unsupported-browser log: open to anonymous visitors (the login
 * page can fail too), still behind the XSRF check, and rate-limited per client address because they
 * write rows.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.repos.clientReports;

  const context = async (request: FastifyRequest) => {
    const since = new Date(app.now().getTime() - 60_000);
    if ((await reports.countFrom(request.ip, since)) >= app.config.clientErrorReportsPerMinute) {
      throw new HttpError(429, TOO_MANY_REPORTS_MESSAGE);
    }
    const userAgent = request.headers['user-agent'];
    return { userId: request.user?.id ?? null, ip: request.ip, userAgent: userAgent ? userAgent.slice(0, 500) : null, createdAt: app.now() };
  };

  app.post(
    apiPaths.clientErrorReport,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['errors'],
        summary: 'Store an unhandled error of the web app',
        body: clientErrorReportSchema,
        response: { 204: emptyResponseSchema.describe('No content'), ...errorResponses(400, 403, 413, 429, 500) },
      },
    },
    async (request, reply) => {
      await reports.addErrorReport({ ...(await context(request)), ...request.body });
      return reply.code(204).send({});
    },
  );

  app.post(
    apiPaths.unsupportedBrowserLog,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['errors'],
        summary: 'Record that a user works with a browser whose support is ending',
        body: unsupportedBrowserLogSchema,
        response: { 204: emptyResponseSchema.describe('No content'), ...errorResponses(400, 403, 413, 429, 500) },
      },
    },
    async (request, reply) => {
      await reports.addUnsupportedBrowser({ ...(await context(request)), ...request.body });
      return reply.code(204).send({});
    },
  );
};
