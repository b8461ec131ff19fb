import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  mailDetailsSchema,
  mailIdParamsSchema,
  mailsReportQuerySchema,
  mailsReportSchema,
  type MailSummary,
} from '@shared/contract';
import { requireAdmin } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { maskSecrets } from '../mail/mask-secrets';
import type { MailRow } from '../mail/outbox-repository';

const toSummary = (mail: MailRow): MailSummary => ({
  id: mail.id,
  createdAt: mail.createdAt.toISOString(),
  recipient: mail.recipient,
  subject: mail.subject,
  status: mail.status,
});

/** The mail outbox for administrators (admin/mails_report), one-time secrets masked. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    apiPaths.mailsReport,
    {
      schema: {
        tags: ['admin'],
        summary: 'The mail outbox, newest first unless sorted otherwise',
        querystring: mailsReportQuerySchema,
        response: { 200: mailsReportSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const { page, entriesPerPage, columnName, sortOrder } = request.query;
      const mails = await app.repos.mailOutbox.page({ page, entriesPerPage }, { columnName, sortOrder });
      return { ...mails, values: mails.values.map(toSummary) };
    },
  );

  app.get(
    apiPaths.mailDetails,
    {
      schema: {
        tags: ['admin'],
        summary: 'One outbox mail; reset-link tokens and one-time codes in the body are masked',
        params: mailIdParamsSchema,
        response: { 200: mailDetailsSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const mail = await app.repos.mailOutbox.findById(request.params.id);
      if (!mail) throw new HttpError(404, 'No such mail.');
      return {
        ...toSummary(mail),
        body: maskSecrets(mail.body, mail.secrets),
        attempts: mail.attempts,
        lastError: mail.lastError,
        sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
      };
    },
  );
};
