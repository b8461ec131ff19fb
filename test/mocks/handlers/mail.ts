import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import type { MailDetails, MailsReport } from '@shared/contract';
import { apiUrl } from '../api-url';

/** 30 outbox mails, newest first, so the grid has more than one page of 25. */
export const mails: MailDetails[] = Array.from({ length: 30 }, (_, index) => {
  const id = 30 - index;
  return {
    id,
    createdAt: new Date(Date.UTC(2026, 10, 20, 8, 0, 0) + id * 60_000).toISOString(),
    recipient: `user${id}@nordwind-energie.example`,
    subject: id % 2 === 0 ? 'Reset your password' : 'Your one-time verification code',
    status: id === 30 ? 'FAILED' : 'LOGGED',
    body: id % 2 === 0 ? 'Open https://ept.example/reset_password?hash=••••••• to set a new password.' : 'Your code: ••••••',
    attempts: 1,
    lastError: id === 30 ? 'SMTP connection refused' : null,
    sentAt: null,
  };
});

export const mailHandlers = [
  http.get(apiUrl(apiPaths.mailsReport), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 0);
    const entriesPerPage = Number(query.get('entriesPerPage') ?? 25);
    const values = mails.slice(page * entriesPerPage, (page + 1) * entriesPerPage).map(
      ({ id, createdAt, recipient, subject, status }) => ({ id, createdAt, recipient, subject, status }),
    );
    return HttpResponse.json<MailsReport>({ count: mails.length, currentPage: page, values });
  }),
  http.get(apiUrl(apiPaths.mailDetails), ({ params }) => {
    const mail = mails.find((candidate) => candidate.id === Number(params.id));
    return mail ? HttpResponse.json(mail) : HttpResponse.json({ errorMessage: 'No such mail.' }, { status: 404 });
  }),
];
