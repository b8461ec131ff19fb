import { z } from 'zod';
import { INT4_MAX, isIsoCalendarDay, withinDateBounds } from './bounds';
import { int4FromText, organisationIdSchema, positiveIdFromText } from './common';
import {
  mifidBooleanMessage,
  mifidDateMessage,
  mifidIsinMessage,
  mifidDocTypes,
  mifidEmailMessage,
  mifidFileStates,
  mifidFormListNames,
  mifidFormLists,
  mifidControlCharacterMessage,
  mifidDirectionControlsMessage,
  mifidListMessage,
  mifidMaxLengthMessage,
  mifidMaxLengths,
  mifidNumericProblem,
  mifidPositionActions,
  mifidPositionStates,
  mifidRequiredMessage,
  mifidTextMessage,
  mifidTriStateMessage,
  mifidTriStates,
  type MifidFormListName,
  type MifidPositionField,
} from './mifid-constants';
import { pageOf, pagingQuerySchema } from './paging';
import { isXmlLine, trimBlankEdges } from './xml-text';
import { lacksDirectionControls } from './direction-controls';
import { isValidIsin } from './isin';
import { isMissing } from './field-messages';

export * from './mifid-constants';

// The product's one rule for an e-mail address, as a user's (z.email): letters, digits and the usual
// marks only, so no invisible character (a right-to-left override, a filler, a joiner) makes one address
// read as another where it is shown.
const EMAIL_PATTERN = z.regexes.email;

/**
 * One text field of the form: trimmed, then exactly one message per field (required, too long, not
 * numeric, not an email), so the dialog shows one line under each field. Trimmed of what shows nothing
 * as well as of spaces, as master data is: a Position Holder of a zero-width space or a Hangul filler
 * alone is missing, not a name the regulator's file carries unseen.
 */
function textField(
  field: MifidPositionField,
  rules: {
    required?: boolean;
    numeric?: boolean;
    email?: boolean;
    date?: boolean;
    isin?: boolean;
    list?: MifidFormListName;
  } = {},
) {
  const max = (mifidMaxLengths as Partial<Record<MifidPositionField, number>>)[field];
  const keys = rules.list ? new Set(mifidFormLists[rules.list].map((entry) => entry.key)) : null;
  return (
    z
      // Missing is 'required'; a number or anything else where text belongs says so (it read 'required' too).
      .string({
        error: (issue) =>
          rules.required && isMissing(issue.input) ? mifidRequiredMessage(field) : mifidTextMessage(field),
      })
      // Composed, as the dialog enters a paste: 'Rhône' copied decomposed is the five characters it shows,
      // within the limit, and the file carries it as the same name typed.
      .normalize('NFC')
      .overwrite(trimBlankEdges)
      .superRefine((value, context) => {
        const fail = (message: string) => context.addIssue({ code: 'custom', message });
        if (value === '') {
          if (rules.required) fail(mifidRequiredMessage(field));
          return;
        }
        const numericProblem = rules.numeric ? mifidNumericProblem(field, value) : undefined;
        if (max !== undefined && value.length > max) fail(mifidMaxLengthMessage(field, max));
        // Every field is one line: a tab pasted into one was kept, and shown in the grid as a space.
        else if (!isXmlLine(value)) fail(mifidControlCharacterMessage(field));
        else if (numericProblem) fail(numericProblem);
        else if (rules.email && !EMAIL_PATTERN.test(value)) fail(mifidEmailMessage(field));
        // The file goes back to the venue and on to the regulator: a mistyped ISIN would be reported.
        else if (rules.isin && !isValidIsin(value)) fail(mifidIsinMessage(field));
        else if (rules.date && !(isIsoCalendarDay(value) && withinDateBounds(value))) fail(mifidDateMessage(field));
        else if (keys && !keys.has(value)) fail(mifidListMessage(field));
        // Last: the formats above refuse one already, each with its own message. Shown in the positions
        // grid beside other columns and sent on in the file, an override would turn what follows around.
        else if (!lacksDirectionControls(value)) fail(mifidDirectionControlsMessage(field));
      })
  );
}
/** An optional text field: absent means blank. */
const optionalText = (field: MifidPositionField, rules: Parameters<typeof textField>[1] = {}) =>
  textField(field, rules).default('');
/** A checkbox's value: missing (or null) is required; anything else not true or false ("true" as text) is said so. */
const requiredBoolean = (field: MifidPositionField) =>
  z.boolean({
    error: (issue) => (isMissing(issue.input) ? mifidRequiredMessage(field) : mifidBooleanMessage(field)),
  });
const triState = (field: MifidPositionField) =>
  z.enum(mifidTriStates, { error: mifidTriStateMessage(field) }).default('');

/**
 * The position dialog's values (market-reporting spec section 5): the dialog validates with this schema
 * and the server validates every add and edit with it. Maximum lengths, numeric-only posQuantity and
 * posDelta, the required fields; select fields accept their form list's keys or blank. Field messages
 * are keyed by field name, in the dialog and in the server's fieldErrors alike.
 */
export const mifidPositionValuesSchema = z.object({
  riskReducingIndicator: requiredBoolean('riskReducingIndicator'),
  posQuantity: textField('posQuantity', { required: true, numeric: true }),
  posDelta: optionalText('posDelta', { numeric: true }),
  posUOM: optionalText('posUOM', { list: 'positionUOMCodes' }),
  posUomDetails: optionalText('posUomDetails'),
  isin: textField('isin', { required: true, isin: true }),
  reportingDate: textField('reportingDate', { required: true, date: true }),
  tradeDate: textField('tradeDate', { required: true, date: true }),
  reportingEntity: textField('reportingEntity', { required: true }),
  reportingEntityMemberId: optionalText('reportingEntityMemberId'),
  posAccount: optionalText('posAccount'),
  posHolderCategory: optionalText('posHolderCategory', { list: 'positionHolderCategories' }),
  posHolder: textField('posHolder', { required: true }),
  posHolderEmail: textField('posHolderEmail', { required: true, email: true }),
  parentPosHolderEmail: textField('parentPosHolderEmail', { required: true, email: true }),
  posHolderIndependent: requiredBoolean('posHolderIndependent'),
  parentEntity: textField('parentEntity', { required: true }),
  venueProductCode: optionalText('venueProductCode'),
  venueId: optionalText('venueId'),
  posType: optionalText('posType', { list: 'positionTypes' }),
  posMaturity: optionalText('posMaturity', { list: 'positionMaturity' }),
  clientNonInvestFirm: triState('clientNonInvestFirm'),
  clientHedgingExemption: triState('clientHedgingExemption'),
}) satisfies z.ZodType<Record<MifidPositionField, unknown>>;
/** What the dialog holds (optional fields may be absent). */
export type MifidPositionValuesInput = z.input<typeof mifidPositionValuesSchema>;
/** Validated values: every field present, texts trimmed, blanks as ''. */
export type MifidPositionValues = z.output<typeof mifidPositionValuesSchema>;

// ---- Requests ----

const fileIdSchema = positiveIdFromText('fileId');
const recordIdSchema = positiveIdFromText('recordId');
// One message for every way a version can be wrong, naming its field: a user of the API reads what the field takes.
const versionMessage = (field: string) => `${field} must be a whole number from 1 to ${INT4_MAX}.`;
const versionOf = (field: string) =>
  z
    .number({ error: versionMessage(field) })
    .int({ error: versionMessage(field), abort: true })
    .min(1, versionMessage(field))
    .max(INT4_MAX, versionMessage(field));
const versionSchema = versionOf('version');

/** Path of the file calls: /api/err/mifid/files/{fileId}/... (fileId is the URL's `fileId`). */
export const mifidFileParamsSchema = z.object({ fileId: fileIdSchema });
export type MifidFileParams = z.infer<typeof mifidFileParamsSchema>;
/** Path of one record's calls: /api/err/mifid/files/{fileId}/records/{recordId}. */
export const mifidRecordParamsSchema = z.object({ fileId: fileIdSchema, recordId: recordIdSchema });
export type MifidRecordParams = z.infer<typeof mifidRecordParamsSchema>;

/** Query of every MiFID call: the organisation, as everywhere (absent: the user's own). */
export const mifidScopeQuerySchema = z.object({ organisationId: organisationIdSchema.optional() });
export type MifidScopeQuery = z.infer<typeof mifidScopeQuerySchema>;

/** Load: the file information and one page of its records, by ref. number (added records last). */
export const mifidLoadQuerySchema = pagingQuerySchema.extend({ organisationId: organisationIdSchema.optional() });
export type MifidLoadQuery = z.input<typeof mifidLoadQuerySchema>;

/**
 * Add: the values plus `requestId`, a UUID the client makes once per dialog submission. A retried add
 * with the same requestId answers the record it already added instead of adding a second one.
 */
export const mifidAddPositionBodySchema = mifidPositionValuesSchema.extend({
  requestId: z.uuid('requestId must be a UUID.'),
});
export type MifidAddPositionBody = z.input<typeof mifidAddPositionBodySchema>;

/**
 * Edit: the values plus the record's `version` as loaded. A version that is no longer the record's
 * answers 409 (`MIFID_STALE_RECORD_MESSAGE`), unless the record already holds exactly these values
 * (a retry of the same edit), which answers 200.
 */
export const mifidEditPositionBodySchema = mifidPositionValuesSchema.extend({ version: versionSchema });
export type MifidEditPositionBody = z.input<typeof mifidEditPositionBodySchema>;

/** Delete: DELETE with the record's `version` as loaded in the query. Deleting a deleted record answers 200. */
export const mifidDeletePositionQuerySchema = z.object({
  organisationId: organisationIdSchema.optional(),
  version: int4FromText(versionSchema, versionMessage('version')),
});
export type MifidDeletePositionQuery = z.input<typeof mifidDeletePositionQuerySchema>;

/**
 * Confirm and discard: the file's `version` as loaded (fileInfo.version). A file changed since answers
 * 409 with a message naming its version now, who changed it and when ("This position file was changed
 * after you opened it (now version 6, by Anna Lindqvist on 2026-11-28 at 14:02 UTC). Reload to see the change."). Confirming a confirmed file and discarding a file without changes
 * answer 200 and change nothing, so a retry is safe.
 */
export const mifidFileActionBodySchema = z.object({ fileVersion: versionOf('fileVersion') });
export type MifidFileActionBody = z.infer<typeof mifidFileActionBodySchema>;

// ---- Responses ----

const cell = <T extends z.ZodType>(value: T) => z.object({ value, edited: z.boolean() });
const textCell = cell(z.string());
const booleanCell = cell(z.boolean());
const triStateCell = cell(z.enum(mifidTriStates));
/** A cell: its working-copy value, and whether that differs from the value as received. */
export type MifidCell<T = string> = { value: T; edited: boolean };

/**
 * Position record (section 3). Every field is a cell `{value, edited}`; `edited` is true where the
 * working copy differs from the file as received (never on an added record, which has nothing received).
 * `positionState` is 'Added', 'Deleted' or null; `editable` says whether edit and delete are offered;
 * `version` goes back with an edit or delete.
 */
export const mifidPositionRecordSchema = z.object({
  id: z.number().int(),
  refNumber: z.number().int(),
  posRepFileId: z.number().int(),
  editable: z.boolean(),
  version: z.number().int(),
  positionAction: z.enum(mifidPositionActions),
  positionState: z.enum(mifidPositionStates).nullable(),
  riskReducingIndicator: booleanCell,
  posQuantity: textCell,
  posDelta: textCell,
  posUOM: textCell,
  posUomDetails: textCell,
  isin: textCell,
  reportingDate: textCell,
  tradeDate: textCell,
  reportingEntity: textCell,
  reportingEntityMemberId: textCell,
  posAccount: textCell,
  posHolderCategory: textCell,
  posHolder: textCell,
  posHolderEmail: textCell,
  parentPosHolderEmail: textCell,
  posHolderIndependent: booleanCell,
  parentEntity: textCell,
  venueProductCode: textCell,
  venueId: textCell,
  posType: textCell,
  posMaturity: textCell,
  clientNonInvestFirm: triStateCell,
  clientHedgingExemption: triStateCell,
});
export type MifidPositionRecord = z.infer<typeof mifidPositionRecordSchema>;

/**
 * Position file information (section 3): the info block's six fields, the three enabling flags (from
 * the state; the server enforces them), `extended` for the FCAExtendedPositionReport variant, the
 * file's `version` for confirm and discard, and after confirmation who confirmed, when, and the stored
 * outgoing file (`outgoingDocumentId`, linked from the file's audit trail as link:dataStoreId=N).
 * `recordCount` counts the records of the file as received (Number of Records describes the received
 * file, beside its Receipt Timestamp): records added since are not counted, deleted ones still are.
 */
export const mifidFileInfoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  ompName: z.string(),
  docType: z.enum(mifidDocTypes),
  extended: z.boolean(),
  state: z.enum(mifidFileStates),
  recordCount: z.number().int(),
  /** ISO 8601 UTC. */
  receiptTimestamp: z.string(),
  addPositionEnabled: z.boolean(),
  confirmFileEnabled: z.boolean(),
  discardChangesEnabled: z.boolean(),
  version: z.number().int(),
  confirmedBy: z.string().nullable(),
  /** ISO 8601 UTC. */
  confirmedAt: z.string().nullable(),
  outgoingDocumentId: z.number().int().nullable(),
});
export type MifidFileInfo = z.infer<typeof mifidFileInfoSchema>;

/** Load answer: the file and one page of its records (`count` of all records, deleted ones included). */
export const mifidPositionFileSchema = z.object({
  fileInfo: mifidFileInfoSchema,
  records: pageOf(mifidPositionRecordSchema),
});
export type MifidPositionFile = z.infer<typeof mifidPositionFileSchema>;

/** Add, edit and delete answer the record as it now is and the file as it now is (state, flags, version). */
export const mifidPositionChangeSchema = z.object({
  record: mifidPositionRecordSchema,
  fileInfo: mifidFileInfoSchema,
});
export type MifidPositionChange = z.infer<typeof mifidPositionChangeSchema>;

const formListSchema = z.array(z.object({ key: z.string(), value: z.string() }));
/** The dialog's select lists (section 3). */
export const mifidFormListsSchema = z.object(
  Object.fromEntries(mifidFormListNames.map((name) => [name, formListSchema])) as Record<
    MifidFormListName,
    typeof formListSchema
  >,
);
export type MifidFormLists = z.infer<typeof mifidFormListsSchema>;
