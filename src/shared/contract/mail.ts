import { z } from 'zod';
import { int4FromText } from './common';
import { pageOf, pagingQuerySchema } from './paging';

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

export const mailsReportQuerySchema = pagingQuerySchema;
export const mailsReportSchema = pageOf(mailSummarySchema);
export const mailIdParamsSchema = z.object({ id: int4FromText.positive() });

export type MailSummary = z.infer<typeof mailSummarySchema>;
export type MailDetails = z.infer<typeof mailDetailsSchema>;
export type MailsReport = z.infer<typeof mailsReportSchema>;
