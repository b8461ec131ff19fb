import { z } from 'zod';
import { dateBoundsMessage, isIsoCalendarDay, withinDateBounds } from './bounds';
import { passedOwnChecks } from './cross-field';
import { organisationIdSchema } from './common';
import { isValidTraderId, masterDataRules } from './master-data-codes';
import { DATE_PATTERN, remitLabels, remitMessages, TIME_PATTERN, TRADER_ID_MAX_LENGTH } from './remit-constants';
import {
  expectedVersionQuerySchema,
  expectedVersionSchema,
  historyIdSchema,
  isoDateIgnoringZoneSchema,
  recordTypeSchema,
  remitDateSchema,
  remitPresetsSchema,
  reportableText,
  remitTimeSchema,
} from './remit-common';
import { requiredText, textField } from './text-field';
import { trimBlankEdges } from './xml-text';

// Table 1 cancel and delete

/** Query of Table 1 loadPresetsCancellation, loadPresetsDeletion, cancellation and deletion. */
export const table1ActionQuerySchema = z.object({
  recordType: recordTypeSchema.optional(),
  historyId: historyIdSchema,
  organisationId: organisationIdSchema.optional(),
});
export type Table1ActionQuery = z.infer<typeof table1ActionQuerySchema>;

/** POST .../remitTable1/deletion: the trade and the version the page was loaded from (no body). */
export const table1DeletionQuerySchema = table1ActionQuerySchema.extend({
  expectedVersion: expectedVersionQuerySchema,
});
export type Table1DeletionQuery = z.input<typeof table1DeletionQuerySchema>;

/**
 * A Trader ID as a report holds it: required, at most 100 characters, and only what ACER's schema lets
 * traderIdForMarketParticipant hold (the master data's one rule of Trader IDs), so a letter with an
 * accent is refused on the field rather than by the regulator's schema after the send.
 */
export const traderIdSchema = requiredText(remitLabels.traderId).pipe(
  reportableText()
    .max(TRADER_ID_MAX_LENGTH, remitMessages.traderIdTooLong)
    .refine(isValidTraderId, {
      error: masterDataRules.TRADER.message,
      // Said only of a text the checks before let through: a control character or a length is said once.
      when: (payload) => payload.issues.length === 0,
    }),
);

/**
 * The Cancel Table 1 form: the four required fields with the spec's messages. The page validates with
 * this; `table1CancellationBodyFromForm` turns it into the body the server validates.
 */
export const table1CancellationFormSchema = z.object({
  transactionDate: requiredText(remitLabels.transactionDate).pipe(remitDateSchema),
  transactionTime: requiredText(remitLabels.transactionTime).pipe(remitTimeSchema),
  terminationDate: requiredText(remitLabels.terminationDate).pipe(remitDateSchema),
  traderId: traderIdSchema,
});
export type Table1CancellationForm = z.infer<typeof table1CancellationFormSchema>;

/**
 * The date and time of 'yyyy-mm-ddThh:mm:ss' (a fraction of a second and a 'Z' left off the time).
 * A second 'T' makes the whole malformed: what follows it is not dropped as if never sent.
 */
function transactionTimeParts(text: string): { date: string; time: string; moreParts: boolean } {
  const [date = '', time = '', ...more] = trimBlankEdges(text).split('T');
  return { date, time: time.replace(/(\.\d+)?Z?$/, ''), moreParts: more.length > 0 };
}

/** The longest transactionTimeUtc read: 'yyyy-mm-ddThh:mm:ss' with a fraction of a second and a zone to spare. */
const TRANSACTION_TIME_UTC_MAX_LENGTH = 40;

/**
 * POST .../remitTable1/cancellation body. transactionTimeUtc is 'yyyy-mm-ddThh:mm:ss' (UTC); its date
 * and time parts are checked separately so the server answers with the form's own messages.
 */
export const table1CancellationBodySchema = z
  .object({
    expectedVersion: expectedVersionSchema,
    // Sent as anything but text, or too long, it says so by the date part the form shows first.
    transactionTimeUtc: textField(remitLabels.transactionDate, TRANSACTION_TIME_UTC_MAX_LENGTH),
    terminationDate: requiredText(remitLabels.terminationDate).pipe(remitDateSchema),
    traderId: traderIdSchema,
  })
  .superRefine((body, context) => {
    // Refused on its own (too long), the text is not read as a date and time too: one message per problem.
    if (!passedOwnChecks(context, ['transactionTimeUtc'])) return;
    const { date, time, moreParts } = transactionTimeParts(body.transactionTimeUtc);
    const issue = (message: string) =>
      context.addIssue({ code: 'custom', path: ['transactionTimeUtc'], message, input: body.transactionTimeUtc });
    // One message on the one key: what is wrong with the date part first, else with the time part (a blank
    // or a bare 'T' is the date part missing, not both parts).
    if (date === '') issue(remitMessages.transactionDateRequired);
    else if (!DATE_PATTERN.test(date) || !isIsoCalendarDay(date)) issue('Must be a date (yyyy-mm-dd).');
    else if (!withinDateBounds(date)) issue(dateBoundsMessage('The date'));
    else if (time === '' && !moreParts) issue(remitMessages.transactionTimeRequired);
    else if (!TIME_PATTERN.test(time) || moreParts) issue(remitMessages.transactionTimeFormat);
  })
  .transform((body) => {
    const { date, time } = transactionTimeParts(body.transactionTimeUtc);
    return { ...body, transactionTimeUtc: `${date}T${time}` };
  });
export type Table1CancellationBody = z.input<typeof table1CancellationBodySchema>;

export function table1CancellationBodyFromForm(
  form: Table1CancellationForm,
  expectedVersion: number,
): Table1CancellationBody {
  return {
    expectedVersion,
    transactionTimeUtc: `${form.transactionDate}T${form.transactionTime}`,
    terminationDate: form.terminationDate,
    traderId: form.traderId,
  };
}

/** Presets of Cancel Table 1: the common presets plus what the form starts with and checks against. */
export const table1CancellationPresetsSchema = remitPresetsSchema.extend({
  traderId: z.string().nullable(),
  /** The latest reported transaction time ('yyyy-mm-ddThh:mm:ssZ'): the new one must be after it. */
  lastTransactionTimeUtc: z.string().nullable(),
  /** The day the trade was concluded (its first report's transaction time): the termination date must not be before it. */
  tradeDate: z.string().nullable(),
  deliveryStartDate: z.string().nullable(),
  /** The termination date must not be after it. */
  deliveryEndDate: z.string().nullable(),
});
export type Table1CancellationPresets = z.infer<typeof table1CancellationPresetsSchema>;

// Table 2 cancel and delete

export const table2ActionQuerySchema = z.object({
  historyId: historyIdSchema,
  organisationId: organisationIdSchema.optional(),
});
export type Table2ActionQuery = z.infer<typeof table2ActionQuerySchema>;

/** POST .../remitTable2/deletion?historyId=&expectedVersion= (no body). */
export const table2DeletionQuerySchema = table2ActionQuerySchema.extend({
  expectedVersion: expectedVersionQuerySchema,
});
export type Table2DeletionQuery = z.input<typeof table2DeletionQuerySchema>;

/** POST .../remitTable2/cancellation?historyId=&terminationDate=&expectedVersion= (no body). */
export const table2CancellationQuerySchema = table2ActionQuerySchema.extend({
  terminationDate: requiredText(remitLabels.terminationDate).pipe(isoDateIgnoringZoneSchema),
  expectedVersion: expectedVersionQuerySchema,
});
export type Table2CancellationQuery = z.input<typeof table2CancellationQuerySchema>;

/** The Cancel Table 2 form. */
export const table2CancellationFormSchema = z.object({
  terminationDate: requiredText(remitLabels.terminationDate).pipe(remitDateSchema),
});
export type Table2CancellationForm = z.infer<typeof table2CancellationFormSchema>;

export const table2CancellationPresetsSchema = remitPresetsSchema.extend({
  /** The contract date of the latest reported record: the termination date must not be before it. */
  lastContractDate: z.string().nullable(),
  /** The latest record's delivery (yyyy-mm-dd): the report ends it on the termination date. */
  deliveryStartDate: z.string().nullable(),
  deliveryEndDate: z.string().nullable(),
});
export type Table2CancellationPresets = z.infer<typeof table2CancellationPresetsSchema>;

/**
 * The delivery end a Table 2 early termination reports. Table 2 has no termination date, so the report
 * ends delivery on it; a report cannot end delivery before it starts, so a termination before delivery
 * ends it on its first day (yyyy-mm-dd). A date after delivery has ended is refused.
 */
export function table2ReportedDeliveryEnd(
  terminationDate: string,
  delivery: { deliveryStart: string; deliveryEnd: string },
): string {
  if (terminationDate >= delivery.deliveryEnd) return delivery.deliveryEnd;
  return terminationDate < delivery.deliveryStart ? delivery.deliveryStart : terminationDate;
}
