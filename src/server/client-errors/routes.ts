import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { clientErrorReportSchema, emptyResponseSchema, unsupportedBrowserLogSchema } from '@shared/contract';
import { standingIn } from '../access/organisation-standing';
import { sessionIdOf } from '../access/session-token';
import type { SessionUser } from '../access/session-user';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';

export const TOO_MANY_REPORTS_MESSAGE = 'Too many error reports.';
// Reports are small; a body far beyond the schema's field limits is refused before parsing.
const REPORT_BODY_LIMIT = 32 * 1024;

/**
 * Error reports from the SPA and the unsupported-browser log: open to anonymous visitors (the login
 * page can fail too), still behind the XSRF check, and rate-limited per client address because they
 * write rows. Who reports is the session's business, not the body's: the user is the session's (none
 * without one), and an organisation is kept only if the user may access it (admins: any); another
 * organisation is dropped, not refused, so the report itself is not lost.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.repos.clientReports;

  const context = async (request: FastifyRequest) => {
    // The one rolling limit of the server (as for reset mails): counted and taken atomically, so a
    // burst of reports sent at once cannot slip past it on several connections.
    const accepted = await app.repos.requestLimits.take(
      'client-report-address',
      request.ip,
      app.now(),
      60_000,
      app.config.clientErrorReportsPerMinute,
    );
    if (!accepted) throw new HttpError(429, TOO_MANY_REPORTS_MESSAGE);
    const userAgent = request.headers['user-agent'];
    return {
      userId: request.user?.id ?? null,
      ip: request.ip,
      userAgent: userAgent ? userAgent.slice(0, 500) : null,
      createdAt: app.now(),
    };
  };

  /** The body's organisation name or id, if the session's user may access that organisation. */
  const trustedSelectedOrg = async (user: SessionUser | null, selectedOrg: string | null): Promise<string | null> => {
    if (!user || selectedOrg === null) return null;
    if (user.isAdmin) return selectedOrg;
    const own = await app.repos.organisations.listForUser(user.id);
    return own.some(
      (organisation) => organisation.displayName === selectedOrg || String(organisation.id) === selectedOrg,
    )
      ? selectedOrg
      : null;
  };

  const trustedOrganisationId = (user: SessionUser | null, organisationId: number | null): number | null =>
    user && organisationId !== null && standingIn(user, organisationId) !== null ? organisationId : null;

  app.post(
    apiPaths.clientErrorReport,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['errors'],
        summary: 'Store an unhandled error of the web app',
        description:
          "userName is recorded from the session (null without one), whatever the body says; selectedOrg is kept only if it names one of the session user's organisations (any for admins), else stored as null.",
        body: clientErrorReportSchema,
        response: { 204: emptyResponseSchema.describe('No content'), ...errorResponses(400, 403, 413, 429, 500) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      await reports.addErrorReport({
        ...(await context(request)),
        ...request.body,
        userName: user?.username ?? null,
        selectedOrg: await trustedSelectedOrg(user, request.body.selectedOrg),
      });
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
        description:
          "organisationId is kept only if the session's user may access that organisation (any for admins); another organisation's id, or any id without a session, is stored as null rather than refused, so the log entry is not lost. Sent again in the same session (a retry, a double send), the same log is stored once.",
        body: unsupportedBrowserLogSchema,
        response: { 204: emptyResponseSchema.describe('No content'), ...errorResponses(400, 403, 413, 429, 500) },
      },
    },
    async (request, reply) => {
      await reports.addUnsupportedBrowser({
        ...(await context(request)),
        ...request.body,
        organisationId: trustedOrganisationId(request.user, request.body.organisationId),
        sessionId: request.user && request.sessionToken ? sessionIdOf(request.sessionToken) : null,
      });
      return reply.code(204).send({});
    },
  );
};
