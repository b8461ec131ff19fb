import { z } from 'zod';
import { positiveIdFromText } from './common';
import { mailSortColumns } from './mail-constants';
import { pagedQuerySchema, pageOf } from './paging';

export const mailStatusSchema = z.enum(['PENDING', 'SENT', 'FAILED', 'LOGGED']);

export const mailSummarySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
});

/** One outbox mail for admins, its one-time secrets (links, codes) masked. */
export const mailDetailsSchema = mailSummarySchema.extend({
  body: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});

export * from './mail-constants';
export const mailsReportQuerySchema = pagedQuerySchema(mailSortColumns, {
  columnName: 'createdAt',
  sortOrder: 'DESCENDING',
});
export const mailsReportSchema = pageOf(mailSummarySchema);
export const mailIdParamsSchema = z.object({ id: positiveIdFromText('id') });

export type MailSummary = z.infer<typeof mailSummarySchema>;
export type MailDetails = z.infer<typeof mailDetailsSchema>;
export type MailsReport = z.infer<typeof mailsReportSchema>;
export type MailsReportQuery = z.input<typeof mailsReportQuerySchema>;
