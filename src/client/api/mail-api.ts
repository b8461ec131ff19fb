import { apiPaths, fillPath } from '@shared/api-paths';
import type { MailDetails, MailsReport, MailsReportQuery } from '@shared/contract';
import { baseApi } from './base-api';

export const mailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMailsReport: build.query<MailsReport, MailsReportQuery>({
      query: (params) => ({ url: apiPaths.mailsReport, params }),
      providesTags: (result) => [
        { type: 'Mails', id: 'LIST' },
        ...(result?.values ?? []).map((mail) => ({ type: 'Mails' as const, id: mail.id })),
      ],
    }),
    getMailDetails: build.query<MailDetails, number>({
      query: (id) => fillPath(apiPaths.mailDetails, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Mails', id }],
    }),
  }),
});

export const { useGetMailsReportQuery, useGetMailDetailsQuery } = mailApi;
