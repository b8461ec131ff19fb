import { z } from 'zod';
import { dateBoundsMessage, isIsoCalendarDay, withinDateBounds } from './bounds';
import { INT4_MAX, int4, int4FromText, positiveIdFromText } from './common';
import { hasReportedEicType } from './eic-code';
import type { CodeRule } from './master-data-codes';
import { DATE_PATTERN, REMIT_TEXT_MAX_LENGTH, remitMessages, TIME_PATTERN } from './remit-constants';
import { directionControlsRefusal, lacksDirectionControls, saidNothingYet } from './direction-controls';
import { isXmlText, trimBlankEdges } from './xml-text';
import { textTypeError } from './text-field';

// Building blocks

/** A reported text XML cannot hold would make an invalid report, refused with the schema validator's output. */
export const REMIT_CONTROL_CHARACTER_MESSAGE = 'May not contain control characters: a report cannot hold them.';
const reportable = isXmlText;
/** A text that goes into a REMIT report as typed. */
export const reportableText = () => z.string().refine(reportable, REMIT_CONTROL_CHARACTER_MESSAGE);
/** Said on the field, as the control characters are: the transaction sheet showed such a price formula reversed. */
export const REMIT_DIRECTION_CONTROLS_MESSAGE = directionControlsRefusal();
/**
 * A free text of a report (a price formula, an index name, a beneficiary code). Trimmed first of spaces and
 * of what shows nothing, as MiFID texts and master data names are: a form feed at either end is trimmed
 * away, not refused, and a price formula of a zero-width space alone is missing, not a formula the report
 * carries unseen. A direction control is refused, said once: one would turn around what the sheet shows.
 */
export const text = (max = REMIT_TEXT_MAX_LENGTH, name?: string) =>
  z
    // Named, a value of another type says so by the field's label rather than its key in the body.
    .string(name === undefined ? undefined : { error: textTypeError(name) })
    .overwrite(trimBlankEdges)
    .refine(reportable, REMIT_CONTROL_CHARACTER_MESSAGE)
    .max(max, `At most ${max} characters.`)
    .refine(lacksDirectionControls, { message: REMIT_DIRECTION_CONTROLS_MESSAGE, when: saidNothingYet });
/**
 * A reported text that ACER's schema allows only some characters in, checked on its field in words: the
 * schema's validator would refuse it after the send, naming a pattern. Blank is left to the form's
 * required rule; a length already refused is not refused again.
 */
const acerPatterned = (max: number, pattern: RegExp, message: string) =>
  text(max).refine((value) => value === '' || pattern.test(value), {
    error: message,
    when: (payload) => payload.issues.length === 0,
  });

/** ACER's fixingIndexType (Table 1) and restrictedString (Table 2): an index's name and its source. */
export const ACER_INDEX_TEXT = /^[A-Za-z0-9_ -]+$/;
export const ACER_INDEX_TEXT_MESSAGE =
  'Only the letters A to Z (no accents), digits, spaces, hyphens or underscores: a report takes no other.';
export const acerIndexText = (max: number) => acerPatterned(max, ACER_INDEX_TEXT, ACER_INDEX_TEXT_MESSAGE);

/** ACER's uniqueTransactionIdentifierType: a linked transaction's UTI. */
export const acerTransactionId = (max: number) =>
  acerPatterned(
    max,
    /^[A-Za-z0-9_-]([A-Za-z0-9_ -]*[A-Za-z0-9_-])?$/,
    'A transaction ID takes only the letters A to Z (no accents), digits, spaces, hyphens or underscores.',
  );

/** ACER's daysOfTheWeekType: a day, a range of days, or one of its four codes. */
export const acerDaysOfTheWeek = (max: number) =>
  acerPatterned(
    max,
    /^((SU|MO|TU|WE|TH|FR|SA)to(SU|MO|TU|WE|TH|FR|SA)|SU|MO|TU|WE|TH|FR|SA|XB|IB|WD|WN)$/,
    'Days as ACER writes them: MO, TU, WE, TH, FR, SA or SU, a range such as MOtoFR, or WD (weekdays), WN (weekend), IB (including bank holidays) or XB (excluding bank holidays).',
  );

export const REPORTED_EIC_TYPE_MESSAGE = 'A report takes an EIC that starts with two digits and X, Y, Z, T, W or V.';

/**
 * What keeps a code from naming a party or a delivery point in a report: its EIC rule (the check
 * character), then ACER's pattern. The regulator's schema checks only the pattern, so a mistyped code
 * would otherwise be reported.
 */
export const reportedEicProblem = (code: string, rule: CodeRule): string | undefined =>
  !rule.valid(code) ? rule.message : hasReportedEicType(code) ? undefined : REPORTED_EIC_TYPE_MESSAGE;

/** A report's party or delivery point field: blank (for the form's required rule to name) or a reportable EIC. */
export const blankOrReportedEic = (rule: CodeRule, name?: string) =>
  text(40, name).superRefine(
    (code, context) => {
      const problem = code === '' ? undefined : reportedEicProblem(code, rule);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: code });
    },
    // A code its text's checks refused (a direction control, a control character) is not said again as a bad EIC.
    { when: saidNothingYet },
  );

/**
 * A report's delivery points or zones, each named once: the form offers every zone in every row, and a
 * zone picked twice was reported twice. The repeat is said on its own row, naming the row it repeats.
 */
export function deliveryZonesNamedOnce(zones: readonly string[], context: z.RefinementCtx): void {
  zones.forEach((zone, index) => {
    const first = zones.indexOf(zone);
    if (zone !== '' && first < index)
      context.addIssue({
        code: 'custom',
        path: [index],
        message: `Delivery point or zone ${first + 1} already names ${zone}.`,
        input: zones,
      });
  });
}
export const historyIdSchema = positiveIdFromText('historyId');
/**
 * recordType as the pages pass it through from their URL and the sheet answers it back: a REMIT table's
 * (TABLE_1, TABLE_2) or TRADE, the sheet's own when none is sent. Any other is refused, never echoed.
 */
export const recordTypes = ['TRADE', 'TABLE_1', 'TABLE_2'] as const;
export const recordTypeSchema = z.enum(recordTypes, { error: 'recordType must be TRADE, TABLE_1 or TABLE_2.' });
export type RecordType = (typeof recordTypes)[number];

/** yyyy-mm-dd. */
export const remitDateSchema = z
  .string()
  .refine((value) => DATE_PATTERN.test(value) && isIsoCalendarDay(value), 'Must be a date (yyyy-mm-dd).')
  // Checks do not abort (zod 4 would then skip the forms' cross-field rules): this one passes what the first refused.
  .refine((value) => !isIsoCalendarDay(value) || withinDateBounds(value), dateBoundsMessage('The date'));

const DAY_START = /^\d{4}-\d{2}-\d{2}/;
/**
 * Whether the date `day` is before `other`, each read as the forms send them (a day; a time and an offset
 * after it ignored). False when either is not a date (empty, or one the user left half-typed): its own
 * field says what is wrong, and a rule across two fields must not blame the other one.
 */
export function dayBefore(day: string | undefined, other: string | undefined): boolean {
  if (!day || !other || !DAY_START.test(day) || !DAY_START.test(other)) return false;
  return day.slice(0, 10) < other.slice(0, 10);
}

// The time and offset are ignored but must be real ones: hours 00-23, minutes and seconds 00-59.
const ISO_DATE_OR_DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/;
/**
 * A date as the Table 2 form sends it: an ISO string whose time and zone offset are ignored
 * ('2026-05-01', '2026-05-01T00:00:00', '2026-05-01T00:00:00.000Z' all mean 1 May 2026).
 */
export const isoDateIgnoringZoneSchema = z
  .string()
  .refine(
    (value) => ISO_DATE_OR_DATE_TIME.test(value) && isIsoCalendarDay(value.slice(0, 10)),
    'Must be a date (yyyy-mm-dd or an ISO date-time).',
  )
  .refine((value) => !isIsoCalendarDay(value.slice(0, 10)) || withinDateBounds(value), dateBoundsMessage('The date'))
  .transform((value) => value.slice(0, 10));
export const remitTimeSchema = z.string().regex(TIME_PATTERN, remitMessages.transactionTimeFormat);

const EXPECTED_VERSION_MESSAGE = 'expectedVersion must be the version of the trade the form was loaded from.';
/**
 * The trade version a submit was made from (the presets' `trade.latestVersion`): a trade changed since
 * answers 409 with a sentence saying who changed it and when, rather than reporting over the change.
 */
export const expectedVersionSchema = z
  .number({ error: EXPECTED_VERSION_MESSAGE })
  .int({ error: EXPECTED_VERSION_MESSAGE, abort: true })
  .positive(EXPECTED_VERSION_MESSAGE)
  // No version is greater: a greater one is malformed (400), not a version someone else made (409).
  .max(INT4_MAX, EXPECTED_VERSION_MESSAGE);
/** The same, where the submit's values travel in the query string. */
export const expectedVersionQuerySchema = int4FromText(
  int4.positive(EXPECTED_VERSION_MESSAGE),
  EXPECTED_VERSION_MESSAGE,
);

/** What every submit answers when it did not report: the pages show each message and re-enable. */
export const remitValidationSchema = z.object({
  validationFailureMessages: z.array(z.string()),
  /** Table 1 modify: messages keyed by the form's field names (table1ModifyFieldKeys). */
  fieldValidationMessages: z.record(z.string(), z.string()).optional(),
});

/** A submit's answer: either reported (with the new version and its XML) or refused with messages. */
export const remitSubmitResponseSchema = remitValidationSchema.extend({
  submitted: z.boolean(),
  /** When submitted: the new version, its action type and the stored XML (`link:dataStoreId=`). */
  version: z.number().int().optional(),
  actionType: z.enum(['N', 'M', 'C', 'E']).optional(),
  dataStoreId: z.number().int().optional(),
});
export type RemitSubmitResponse = z.infer<typeof remitSubmitResponseSchema>;

/** The trade as every preset describes it: what the page shows above its form. */
export const remitTradeSummarySchema = z.object({
  historyId: z.number().int(),
  uti: z.string(),
  latestVersion: z.number().int(),
  latestActionType: z.enum(['N', 'M', 'C', 'E']),
});

/** Presets of the cancel and delete pages (spec section 3: submitEnabled and validationFailureMessages). */
export const remitPresetsSchema = remitValidationSchema.extend({
  submitEnabled: z.boolean(),
  trade: remitTradeSummarySchema.nullable(),
});
export type RemitPresets = z.infer<typeof remitPresetsSchema>;
