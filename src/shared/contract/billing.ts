import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE } from './bounds';
import { int4 } from './common';
import { BILLING_MAX_MONTHS, billingMessages, monthIndex } from './billing-constants';

export * from './billing-constants';

/** A check that judges a value only once it is a month: one message for each thing wrong, never a consequence. */
const noIssueYet = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

const monthSchema = (field: string) =>
  z
    .string({ error: billingMessages.month(field) })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, billingMessages.month(field))
    .refine((month) => month >= EARLIEST_DATE.slice(0, 7) && month <= LATEST_DATE.slice(0, 7), {
      message: `${field} must be between ${EARLIEST_DATE.slice(0, 7)} and ${LATEST_DATE.slice(0, 7)}.`,
      when: noIssueYet,
    });

/** A period of whole months, first and last included (UTC). */
export const billingHistoryQuerySchema = z
  // The messages name the fields as the page labels them: they are shown under them.
  .object({ from: monthSchema('First month'), to: monthSchema('Last month') })
  // The period is judged only once both are months: an empty First month read as a period too long
  // put a second, wrong message under Last month.
  .refine(({ from, to }) => from <= to, { path: ['to'], message: billingMessages.order, when: noIssueYet })
  .refine(({ from, to }) => monthIndex(to) - monthIndex(from) < BILLING_MAX_MONTHS, {
    path: ['to'],
    message: billingMessages.span,
    when: noIssueYet,
  });
export type BillingHistoryQuery = z.infer<typeof billingHistoryQuerySchema>;

const countSchema = z.number().int().nonnegative();

/** One organisation's month: what it sent and had matched. Months without any are not listed. */
export const billingRowSchema = z.object({
  organisationId: int4,
  organisationName: z.string(),
  month: z.string(),
  remitTable1: countSchema,
  remitTable2: countSchema,
  mifidFiles: countSchema,
  confirmationsMatched: countSchema,
});
export type BillingRow = z.infer<typeof billingRowSchema>;

export const billingHistorySchema = z.object({ values: z.array(billingRowSchema) });
export type BillingHistory = z.infer<typeof billingHistorySchema>;
