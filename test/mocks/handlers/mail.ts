import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { mailsReportQuerySchema, type MailDetails, type MailSummary } from '@shared/contract';
import { apiUrl } from '../api-url';
import { pagedHandler } from '../paged-handler';

/** 30 outbox mails, newest first, so the grid has more than one page of 25. */
export const mails: MailDetails[] = Array.from({ length: 30 }, (_, index) => {
  const id = 30 - index;
  return {
    id,
    createdAt: new Date(Date.UTC(2026, 10, 20, 8, 0, 0) + id * 60_000).toISOString(),
    recipient: `user${id}@nordwind-energie.example`,
    subject: id % 2 === 0 ? 'Reset your password' : 'Your one-time verification code',
    status: id === 30 ? 'FAILED' : 'LOGGED',
    body:
      id % 2 === 0
        ? 'Open https://ept.example/reset_password?hash=••••••• to set a new password.'
        : 'Your code: ••••••',
    attempts: 1,
    lastError: id === 30 ? 'SMTP connection refused' : null,
    sentAt: null,
  };
});

export const mailHandlers = [
  pagedHandler({
    method: 'get',
    path: apiPaths.mailsReport,
    schema: mailsReportQuerySchema,
    rows: () => mails,
    paged: ({ page, entriesPerPage, columnName, sortOrder }) => ({
      paging: { page, entriesPerPage },
      sorting: { columnName, sortOrder },
    }),
    idOf: (mail) => mail.id,
    toValue: ({ id, createdAt, recipient, subject, status }): MailSummary => ({
      id,
      createdAt,
      recipient,
      subject,
      status,
    }),
  }),
  http.get(apiUrl(apiPaths.mailDetails), ({ params }) => {
    const mail = mails.find((candidate) => candidate.id === Number(params.id));
    return mail ? HttpResponse.json(mail) : HttpResponse.json({ errorMessage: 'No such mail.' }, { status: 404 });
  }),
];
