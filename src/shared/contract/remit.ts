import { dateBoundsMessage, withinDateBounds } from './bounds';
import { z } from 'zod';
import { int4FromText, organisationIdSchema } from './common';
import {
  DATE_PATTERN,
  DEFAULT_BENEFICIARY_CODE_TYPE,
  REMIT_TEXT_MAX_LENGTH,
  remitMessages,
  TABLE1_DELIVERY_PROFILES_MAX,
  TABLE1_DELIVERY_PROFILES_MIN,
  TABLE1_DELIVERY_ZONES_MAX,
  TABLE1_DELIVERY_ZONES_MIN,
  TABLE1_FIXING_INDICES_MAX,
  TABLE2_LIST_MAX,
  TIME_PATTERN,
  TRADER_ID_MAX_LENGTH,
  transactionSheetRegimes,
  transactionSheetViews,
} from './remit-constants';

export * from './remit-constants';

// ---------------------------------------------------------------------------------------------------
// Building blocks

const text = (max = REMIT_TEXT_MAX_LENGTH) => z.string().trim().max(max, `At most ${max} characters.`);
const historyIdSchema = int4FromText.positive('historyId must be a positive whole number.');
/** recordType as the pages pass it through from their URL; the server echoes it. */
const recordTypeSchema = z.string().max(40, 'recordType must be at most 40 characters.');

/** yyyy-mm-dd. */
export const remitDateSchema = z
  .string()
  .regex(DATE_PATTERN, 'Must be a date (yyyy-mm-dd).')
  .refine(withinDateBounds, dateBoundsMessage('The date'));
/**
 * A date as the Table 2 form sends it: an ISO string whose time and zone offset are ignored
 * ('2026-05-01', '2026-05-01T00:00:00', '2026-05-01T00:00:00.000Z' all mean 1 May 2026).
 */
export const isoDateIgnoringZoneSchema = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    'Must be a date (yyyy-mm-dd or an ISO date-time).',
  )
  .refine(withinDateBounds, dateBoundsMessage('The date'))
  .transform((value) => value.slice(0, 10));
export const remitTimeSchema = z.string().regex(TIME_PATTERN, remitMessages.transactionTimeFormat);

const EXPECTED_VERSION_MESSAGE = 'expectedVersion must be the version of the trade the form was loaded from.';
/**
 * The trade version a submit was made from (the presets' `trade.latestVersion`): a trade changed since
 * answers 409 with a sentence saying who changed it and when, rather than reporting over the change.
 */
export const expectedVersionSchema = z.number({ error: EXPECTED_VERSION_MESSAGE }).int().positive(EXPECTED_VERSION_MESSAGE);
/** The same, where the submit's values travel in the query string. */
const expectedVersionQuerySchema = int4FromText.positive(EXPECTED_VERSION_MESSAGE);

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

// ---------------------------------------------------------------------------------------------------
// Transaction sheet: GET /api/err/remit/transactions/sheet

export const transactionSheetQuerySchema = z.object({
  regime: z.enum(transactionSheetRegimes),
  recordType: recordTypeSchema.optional(),
  documentType: z.string().min(1, 'documentType is required.').max(40, 'documentType must be at most 40 characters.'),
  historyId: historyIdSchema,
  organisationId: organisationIdSchema.optional(),
});
export type TransactionSheetQuery = z.infer<typeof transactionSheetQuerySchema>;

export const transactionSheetValueSchema = z.discriminatedUnion('valueType', [
  z.object({ name: z.string(), label: z.string(), valueType: z.literal('SINGLE'), value: z.string() }),
  z.object({ name: z.string(), label: z.string(), valueType: z.literal('MULTI'), values: z.array(z.string()) }),
]);
export type TransactionSheetValue = z.infer<typeof transactionSheetValueSchema>;

export const transactionSheetGroupSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** Which of the sheet's two columns shows the group. */
  column: z.enum(['LEFT', 'RIGHT']),
  values: z.array(transactionSheetValueSchema),
});
export type TransactionSheetGroup = z.infer<typeof transactionSheetGroupSchema>;

export const transactionSheetSchema = z.object({
  view: z.enum(transactionSheetViews),
  documentType: z.string(),
  recordType: z.string(),
  valuesGroups: z.array(transactionSheetGroupSchema),
});
export type TransactionSheet = z.infer<typeof transactionSheetSchema>;

// ---------------------------------------------------------------------------------------------------
// Table 1 cancel and delete

/** Query of Table 1 loadPresetsCancellation, loadPresetsDeletion, cancellation and deletion. */
export const table1ActionQuerySchema = z.object({
  recordType: recordTypeSchema.optional(),
  historyId: historyIdSchema,
  organisationId: organisationIdSchema.optional(),
});
export type Table1ActionQuery = z.infer<typeof table1ActionQuerySchema>;

/** POST .../remitTable1/deletion: the trade and the version the page was loaded from (no body). */
export const table1DeletionQuerySchema = table1ActionQuerySchema.extend({ expectedVersion: expectedVersionQuerySchema });
export type Table1DeletionQuery = z.input<typeof table1DeletionQuerySchema>;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The Cancel Table 1 form: the four required fields with the spec's messages. The page validates with
 * this; `table1CancellationBodyFromForm` turns it into the body the server validates.
 */
export const table1CancellationFormSchema = z.object({
  transactionDate: required(remitMessages.transactionDateRequired).pipe(remitDateSchema),
  transactionTime: required(remitMessages.transactionTimeRequired).pipe(remitTimeSchema),
  terminationDate: required(remitMessages.terminationDateRequired).pipe(remitDateSchema),
  traderId: required(remitMessages.traderIdRequired).pipe(
    z.string().max(TRADER_ID_MAX_LENGTH, remitMessages.traderIdTooLong),
  ),
});
export type Table1CancellationForm = z.infer<typeof table1CancellationFormSchema>;

/**
 * POST .../remitTable1/cancellation body. transactionTimeUtc is 'yyyy-mm-ddThh:mm:ss' (UTC); its date
 * and time parts are checked separately so the server answers with the form's own messages.
 */
export const table1CancellationBodySchema = z
  .object({
    expectedVersion: expectedVersionSchema,
    transactionTimeUtc: z.string({ error: remitMessages.transactionDateRequired }).max(40),
    terminationDate: required(remitMessages.terminationDateRequired).pipe(remitDateSchema),
    traderId: required(remitMessages.traderIdRequired).pipe(
      z.string().max(TRADER_ID_MAX_LENGTH, remitMessages.traderIdTooLong),
    ),
  })
  .superRefine((body, context) => {
    const [date = '', time = ''] = body.transactionTimeUtc.trim().split('T');
    const issue = (message: string) =>
      context.addIssue({ code: 'custom', path: ['transactionTimeUtc'], message, input: body.transactionTimeUtc });
    if (date === '') issue(remitMessages.transactionDateRequired);
    else if (!DATE_PATTERN.test(date)) issue('Must be a date (yyyy-mm-dd).');
    const bareTime = time.replace(/(\.\d+)?Z?$/, '');
    if (bareTime === '') issue(remitMessages.transactionTimeRequired);
    else if (!TIME_PATTERN.test(bareTime)) issue(remitMessages.transactionTimeFormat);
  })
  .transform((body) => {
    const [date = '', time = ''] = body.transactionTimeUtc.trim().split('T');
    return { ...body, transactionTimeUtc: `${date}T${time.replace(/(\.\d+)?Z?$/, '')}` };
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
  deliveryStartDate: z.string().nullable(),
  /** The termination date must not be after it. */
  deliveryEndDate: z.string().nullable(),
});
export type Table1CancellationPresets = z.infer<typeof table1CancellationPresetsSchema>;

// ---------------------------------------------------------------------------------------------------
// Table 2 cancel and delete

export const table2ActionQuerySchema = z.object({
  historyId: historyIdSchema,
  organisationId: organisationIdSchema.optional(),
});
export type Table2ActionQuery = z.infer<typeof table2ActionQuerySchema>;

/** POST .../remitTable2/deletion?historyId=&expectedVersion= (no body). */
export const table2DeletionQuerySchema = table2ActionQuerySchema.extend({ expectedVersion: expectedVersionQuerySchema });
export type Table2DeletionQuery = z.input<typeof table2DeletionQuerySchema>;

/** POST .../remitTable2/cancellation?historyId=&terminationDate=&expectedVersion= (no body). */
export const table2CancellationQuerySchema = table2ActionQuerySchema.extend({
  terminationDate: required(remitMessages.terminationDateRequired).pipe(isoDateIgnoringZoneSchema),
  expectedVersion: expectedVersionQuerySchema,
});
export type Table2CancellationQuery = z.input<typeof table2CancellationQuerySchema>;

/** The Cancel Table 2 form. */
export const table2CancellationFormSchema = z.object({
  terminationDate: required(remitMessages.terminationDateRequired).pipe(remitDateSchema),
});
export type Table2CancellationForm = z.infer<typeof table2CancellationFormSchema>;

export const table2CancellationPresetsSchema = remitPresetsSchema.extend({
  /** The contract date of the latest reported record: the termination date must not be before it. */
  lastContractDate: z.string().nullable(),
});
export type Table2CancellationPresets = z.infer<typeof table2CancellationPresetsSchema>;

// ---------------------------------------------------------------------------------------------------
// Table 1 modify

/** GET .../remitTable1/loadPresetsModify, loadValueSetsModify; POST .../modify: historyId only. */
export const remitModifyQuerySchema = table2ActionQuerySchema;
export type RemitModifyQuery = z.infer<typeof remitModifyQuerySchema>;

/** ACER's participant code types (participantType): the beneficiary may be named by any. */
export const beneficiaryCodeTypes = ['ACE', 'LEI', 'BIC', 'EIC', 'GLN'] as const;
export const table1QuantityUnits = ['MW', 'MWh/d', 'GWh/d'] as const;
export const table1TotalQuantityUnits = ['MWh', 'GWh'] as const;
export const remitCurrencies = ['EUR', 'GBP', 'CHF', 'PLN', 'DKK', 'HUF'] as const;
export const table1SettlementMethods = ['P', 'C'] as const;
export const table1LoadTypes = ['BL', 'PL', 'OP', 'GD'] as const;

const keyValueSchema = z.object({ key: z.string(), value: z.string() });
export const valueSetSchema = z.object({
  preferredValues: z.array(keyValueSchema),
  notPreferredValues: z.array(keyValueSchema),
});
export type ValueSet = z.infer<typeof valueSetSchema>;

export const table1ValueSetsSchema = z.object({
  quantityUnits: valueSetSchema,
  totalQuantityUnits: valueSetSchema,
  currencies: valueSetSchema,
  indexNames: valueSetSchema,
  beneficiaries: valueSetSchema,
  settlementMethods: valueSetSchema,
  loadTypes: valueSetSchema,
  deliveryPointOrZones: valueSetSchema,
});
export type Table1ValueSets = z.infer<typeof table1ValueSetsSchema>;

/** The loaded Table 1 trade (spec section 3, 'Table 1 modify entry'); absent sections are null. */
export const table1ModifyPresetsSchema = remitValidationSchema.extend({
  submitEnabled: z.boolean(),
  trade: remitTradeSummarySchema.nullable(),
  /** The stored trade's ACER table version (2 is converted to 3 on modify). */
  sourceTableVersion: z.number().int().nullable(),
  referenceResponseModel: z
    .object({
      transactionTimeUtc: z.string(),
      traderId: z.string(),
      beneficiaryCodeType: z.enum(beneficiaryCodeTypes),
      beneficiaryCode: z.string().nullable(),
      execution: z.boolean(),
      linkedTransactionId: z.string().nullable(),
    })
    .nullable(),
  commercialResponseModel: z
    .object({
      quantityValue: z.string().nullable(),
      quantityUnit: z.string().nullable(),
      priceValue: z.string().nullable(),
      priceUnit: z.string().nullable(),
      totalQuantityValue: z.string().nullable(),
      totalQuantityUnit: z.string().nullable(),
      notionalAmountValue: z.string().nullable(),
      notionalAmountUnit: z.string().nullable(),
      fixingIndexModels: z.array(
        z.object({
          indexName: z.string(),
          indexValues: z.array(z.object({ indexValue: z.string(), indexCurrency: z.string() })),
        }),
      ),
    })
    .nullable(),
  settlementResponseModel: z.object({ settlementMethod: z.string() }).nullable(),
  deliveryResponseModel: z
    .object({
      loadType: z.string(),
      deliveryStart: z.string(),
      deliveryEnd: z.string(),
      deliveryPointOrZones: z.array(z.string()),
    })
    .nullable(),
  deliveryProfileResponseModel: z
    .object({
      deliveryProfiles: z.array(
        z.object({ daysOfTheWeek: z.string().nullable(), startTime: z.string(), endTime: z.string() }),
      ),
      tooComplex: z.boolean(),
    })
    .nullable(),
});
export type Table1ModifyPresets = z.infer<typeof table1ModifyPresetsSchema>;

/** Quantities: digits and nothing else, untrimmed, so ' 12', '12.5', '1e5' and '-3' are refused, never read as another number. */
const digitsOnly = z.string().regex(/^\d{1,15}$/, 'Digits only.');
/** Price: digits, with an optional decimal fraction (reported prices have cents). */
const digitsWithFraction = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,5})?$/, 'Digits only.');
const numeric = z
  .string()
  .trim()
  .regex(/^-?\d{1,15}(\.\d{1,5})?$/, 'Must be a number.');
const optionalText = (max = REMIT_TEXT_MAX_LENGTH) => text(max).optional();

const table1SectionMessages = {
  deliveryStartDate: "Field 'Delivery start' is required.",
  deliveryEndDate: "Field 'Delivery end' is required.",
  deliveryZones: "Field 'Delivery point or zone' is required.",
  startTime1: "Field 'Start time' is required.",
} as const;

/** Which optional sections a loaded Table 1 trade has: only those are shown and required on modify. */
export interface Table1ModifySections {
  delivery: boolean;
  deliveryProfiles: boolean;
}

export function table1ModifySectionsOf(
  presets: Pick<Table1ModifyPresets, 'deliveryResponseModel' | 'deliveryProfileResponseModel'>,
): Table1ModifySections {
  return {
    delivery: presets.deliveryResponseModel !== null,
    deliveryProfiles: presets.deliveryProfileResponseModel !== null,
  };
}

/**
 * What a modify body lacks of the sections the loaded trade has, keyed like the body's own messages:
 * the delivery dates and zones with a delivery section, the first profile with a profile section.
 */
export function table1MissingSectionMessages(
  body: Pick<Table1ModifyValues, 'deliveryStartDate' | 'deliveryEndDate' | 'deliveryZones' | 'deliveryProfiles'>,
  sections: Table1ModifySections,
): Record<string, string> {
  const messages: Record<string, string> = {};
  if (sections.delivery) {
    if (!body.deliveryStartDate) messages.deliveryStartDate = table1SectionMessages.deliveryStartDate;
    if (!body.deliveryEndDate) messages.deliveryEndDate = table1SectionMessages.deliveryEndDate;
    if (!body.deliveryZones?.[0]) messages.deliveryZones = table1SectionMessages.deliveryZones;
  }
  if (sections.deliveryProfiles && !body.deliveryProfiles?.length)
    messages.startTime1 = table1SectionMessages.startTime1;
  return messages;
}

/**
 * POST .../remitTable1/modify body: the form values plus transactionDateTime, deliveryStartDate and
 * deliveryEndDate; deliveryZones, deliveryProfiles and fixingIndices as lists (spec section 3).
 * deliveryZones and deliveryProfiles are left out when the loaded trade has no such section; the
 * server then requires only what the stored trade has (table1MissingSectionMessages).
 * Messages land on the spec's field keys (table1ModifyFieldKeys), as the page marks its fields.
 */
export const table1ModifyBodySchema = z
  .object({
    expectedVersion: expectedVersionSchema,
    transactionDate: required(remitMessages.transactionDateRequired).pipe(remitDateSchema),
    transactionTime: required(remitMessages.transactionTimeRequired).pipe(remitTimeSchema),
    /** 'yyyy-mm-ddThh:mm:ss' (UTC), the two above joined. */
    transactionDateTime: z.string().max(40).optional(),
    traderId: required(remitMessages.traderIdRequired).pipe(
      z.string().max(TRADER_ID_MAX_LENGTH, remitMessages.traderIdTooLong),
    ),
    beneficiaryCodeType: z.enum(beneficiaryCodeTypes).default(DEFAULT_BENEFICIARY_CODE_TYPE),
    beneficiaryCode: optionalText(40),
    execution: z.boolean().default(false),
    linkedTransactionId: optionalText(100),
    quantity: digitsOnly.optional(),
    quantityUnit: z.enum(table1QuantityUnits).optional(),
    price: digitsWithFraction.optional(),
    priceCurrency: z.enum(remitCurrencies).optional(),
    notionalAmount: numeric.optional(),
    notionalCurrency: z.enum(remitCurrencies).optional(),
    totalNotionalQuantity: digitsOnly.optional(),
    totalNotionalQuantityUnit: z.enum(table1TotalQuantityUnits).optional(),
    settlementMethod: z.enum(table1SettlementMethods).optional(),
    loadType: z.enum(table1LoadTypes).optional(),
    deliveryStartDate: remitDateSchema.optional(),
    deliveryEndDate: remitDateSchema.optional(),
    deliveryZones: z
      .array(text(40))
      .max(TABLE1_DELIVERY_ZONES_MAX, `At most ${TABLE1_DELIVERY_ZONES_MAX} delivery points or zones.`)
      .optional(),
    deliveryProfiles: z
      .array(
        z.object({
          daysOfTheWeek: optionalText(20),
          startTime: z.string().trim(),
          endTime: z.string().trim(),
        }),
      )
      .max(TABLE1_DELIVERY_PROFILES_MAX, `At most ${TABLE1_DELIVERY_PROFILES_MAX} delivery profiles.`)
      .optional(),
    fixingIndices: z
      .array(
        z.object({
          indexName: z.string().trim().max(150),
          indexValue: numeric.optional(),
          indexCurrency: z.enum(remitCurrencies).optional(),
        }),
      )
      .max(TABLE1_FIXING_INDICES_MAX, `At most ${TABLE1_FIXING_INDICES_MAX} fixing indices.`)
      .default([]),
  })
  .superRefine((body, context) => {
    const issue = (key: string, message: string) =>
      context.addIssue({ code: 'custom', path: [key], message, input: body });
    if (body.execution && !body.linkedTransactionId)
      issue('linkedTransactionId', "Field 'Linked transaction ID' is required.");
    // A list is sent only when the loaded trade has its section; a sent list needs its first entry.
    if (body.deliveryZones && (body.deliveryZones.length < TABLE1_DELIVERY_ZONES_MIN || !body.deliveryZones[0]))
      issue('deliveryZones', table1SectionMessages.deliveryZones);
    body.deliveryProfiles?.forEach((profile, index) => {
      if (!profile.startTime) issue(`startTime${index + 1}`, "Field 'Start time' is required.");
      else if (!TIME_PATTERN.test(profile.startTime))
        issue(`startTime${index + 1}`, "Invalid format for 'Start time'.");
      if (!profile.endTime) issue(`endTime${index + 1}`, "Field 'End time' is required.");
      // 24:00:00 closes a baseload day.
      else if (!TIME_PATTERN.test(profile.endTime) && profile.endTime !== '24:00:00')
        issue(`endTime${index + 1}`, "Invalid format for 'End time'.");
    });
    if (body.deliveryProfiles && body.deliveryProfiles.length < TABLE1_DELIVERY_PROFILES_MIN)
      issue('startTime1', table1SectionMessages.startTime1);
    body.fixingIndices.forEach((fixing, index) => {
      if (!fixing.indexName) issue(`indexName${index + 1}`, "Field 'Index name' is required.");
    });
    if (body.deliveryStartDate && body.deliveryEndDate && body.deliveryEndDate < body.deliveryStartDate)
      issue('deliveryEndDate', 'The delivery end must not be before the delivery start.');
  });
export type Table1ModifyBody = z.input<typeof table1ModifyBodySchema>;
export type Table1ModifyValues = z.output<typeof table1ModifyBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Table 2 modify

export const table2ContractTypes = ['FW', 'OP', 'SW', 'OT'] as const;
export const table2SettlementMethods = ['P', 'C', 'O'] as const;
export const table2LoadTypes = ['BL', 'PL', 'OP', 'GD', 'OT'] as const;
export const table2VolumeOptionalities = ['V', 'F', 'M', 'C', 'O'] as const;
export const table2Frequencies = ['D', 'M', 'Q', 'A'] as const;
export const table2FixingFrequencies = ['D', 'M', 'Q'] as const;
export const table2IndexPriceTypes = ['F', 'I', 'C', 'O'] as const;
export const table2CapacityUnits = ['MW', 'MWh/d'] as const;
export const table2TotalQuantityUnits = ['MWh', 'GWh'] as const;
export const table2OptionStyles = ['A', 'E', 'B'] as const;
export const table2OptionTypes = ['P', 'C'] as const;

const table2OptionDetailSchema = z.object({
  optionStyle: z.enum(table2OptionStyles),
  optionType: z.enum(table2OptionTypes),
  firstExerciseDate: isoDateIgnoringZoneSchema.optional(),
  lastExerciseDate: isoDateIgnoringZoneSchema.optional(),
  strikePrice: numeric.optional(),
  strikePriceCurrency: z.enum(remitCurrencies).optional(),
});
const table2IntervalSchema = z.object({
  capacity: numeric,
  capacityUnit: z.enum(table2CapacityUnits),
  startDate: isoDateIgnoringZoneSchema,
  endDate: isoDateIgnoringZoneSchema,
});
const table2FixingIndexSchema = z.object({
  fixingIndex: text(150).min(1, "Field 'Fixing index' is required."),
  fixingIndexSource: optionalText(100),
  firstFixingDate: isoDateIgnoringZoneSchema.optional(),
  lastFixingDate: isoDateIgnoringZoneSchema.optional(),
  fixingFrequency: z.enum(table2FixingFrequencies).optional(),
});

/**
 * POST .../remitTable2/modify body (spec section 3, 'Table 2 modify payload'). Market Participant and
 * UTI are not in it: they cannot be changed. Dates are ISO strings whose offset is ignored.
 */
export const table2ModifyBodySchema = z
  .object({
    expectedVersion: expectedVersionSchema,
    contractDate: isoDateIgnoringZoneSchema,
    contractType: z.enum(table2ContractTypes),
    commodity: z.enum(['EL', 'NG']),
    settlementMethod: z.enum(table2SettlementMethods),
    loadType: z.enum(table2LoadTypes).optional(),
    tradingCapacity: z.enum(['P', 'A']),
    buySell: z.enum(['B', 'S']),
    otherMarketParticipant: text(40).min(1, "Field 'Other market participant' is required."),
    deliveryPointOrZones: z
      .array(text(40).min(1, "Field 'Delivery point or zone' is required."))
      .min(1, "Field 'Delivery point or zone' is required.")
      .max(TABLE2_LIST_MAX),
    deliveryStart: isoDateIgnoringZoneSchema,
    deliveryEnd: isoDateIgnoringZoneSchema,
    optionDetails: z.array(table2OptionDetailSchema).max(TABLE2_LIST_MAX).default([]),
    totalQuantity: numeric,
    totalQuantityUnit: z.enum(table2TotalQuantityUnits),
    volumeOptionality: z.enum(table2VolumeOptionalities).optional(),
    volumeOptionalityFrequency: z.enum(table2Frequencies).optional(),
    volumeOptionalityIntervals: z.array(table2IntervalSchema).max(TABLE2_LIST_MAX).default([]),
    /** Either a fixed price with its currency or a price formula. */
    price: numeric.optional(),
    priceCurrency: z.enum(remitCurrencies).optional(),
    priceFormula: optionalText(1000),
    estimatedNotionalAmount: numeric.optional(),
    estimatedNotionalCurrency: z.enum(remitCurrencies).optional(),
    typeOfIndexPrice: z.enum(table2IndexPriceTypes).optional(),
    fixingIndices: z.array(table2FixingIndexSchema).max(TABLE2_LIST_MAX).default([]),
  })
  .superRefine((body, context) => {
    const issue = (path: Array<string | number>, message: string) =>
      context.addIssue({ code: 'custom', path, message, input: body });
    if (!body.priceFormula && !body.price) issue(['price'], "Field 'Price' or 'Price formula' is required.");
    if (body.price && !body.priceCurrency) issue(['priceCurrency'], "Field 'Price currency' is required.");
    if (body.deliveryEnd < body.deliveryStart)
      issue(['deliveryEnd'], 'The delivery end must not be before the delivery start.');
    body.volumeOptionalityIntervals.forEach((interval, index) => {
      if (interval.endDate < interval.startDate)
        issue(['volumeOptionalityIntervals', index, 'endDate'], 'The end date must not be before the start date.');
    });
    body.fixingIndices.forEach((fixing, index) => {
      if (fixing.firstFixingDate && fixing.lastFixingDate && fixing.lastFixingDate < fixing.firstFixingDate)
        issue(['fixingIndices', index, 'lastFixingDate'], 'The last fixing date must not be before the first.');
    });
    body.optionDetails.forEach((option, index) => {
      if (option.firstExerciseDate && option.lastExerciseDate && option.lastExerciseDate < option.firstExerciseDate)
        issue(['optionDetails', index, 'lastExerciseDate'], 'The last exercise date must not be before the first.');
    });
  });
export type Table2ModifyBody = z.input<typeof table2ModifyBodySchema>;
export type Table2ModifyValues = z.output<typeof table2ModifyBodySchema>;

const sectionText = z.string().nullable();

/**
 * The loaded Table 2 trade (spec section 3): its sections, the read-only references and submitEnabled.
 * Sections are null when the trade cannot be loaded. Dates are yyyy-mm-dd.
 */
export const table2ModifyPresetsSchema = remitValidationSchema.extend({
  submitEnabled: z.boolean(),
  trade: remitTradeSummarySchema.nullable(),
  references: z
    .object({
      uti: z.string(),
      marketParticipant: z.string(),
      contractId: z.string(),
      /** The last reported contract date: the new one must be on or after it. */
      lastContractDate: z.string(),
    })
    .nullable(),
  productDetails: z
    .object({
      contractDate: z.string(),
      contractType: z.enum(table2ContractTypes),
      commodity: z.enum(['EL', 'NG']),
      settlementMethod: z.enum(table2SettlementMethods),
      loadType: z.enum(table2LoadTypes).nullable(),
    })
    .nullable(),
  reportingCounterparty: z
    .object({ marketParticipant: z.string(), tradingCapacity: z.enum(['P', 'A']), buySell: z.enum(['B', 'S']) })
    .nullable(),
  otherMarketParticipants: z.object({ otherMarketParticipant: z.string() }).nullable(),
  delivery: z
    .object({ deliveryPointOrZones: z.array(z.string()), deliveryStart: z.string(), deliveryEnd: z.string() })
    .nullable(),
  optionDetails: z
    .array(
      z.object({
        optionStyle: z.enum(table2OptionStyles),
        optionType: z.enum(table2OptionTypes),
        firstExerciseDate: sectionText,
        lastExerciseDate: sectionText,
        strikePrice: sectionText,
        strikePriceCurrency: sectionText,
      }),
    )
    .nullable(),
  volume: z
    .object({
      totalQuantity: z.string(),
      totalQuantityUnit: z.enum(table2TotalQuantityUnits),
      volumeOptionality: sectionText,
      volumeOptionalityFrequency: sectionText,
    })
    .nullable(),
  volumeOptionalityIntervals: z
    .array(
      z.object({
        capacity: z.string(),
        capacityUnit: z.enum(table2CapacityUnits),
        startDate: z.string(),
        endDate: z.string(),
      }),
    )
    .nullable(),
  price: z
    .object({
      price: sectionText,
      priceCurrency: sectionText,
      priceFormula: sectionText,
      estimatedNotionalAmount: sectionText,
      estimatedNotionalCurrency: sectionText,
      typeOfIndexPrice: sectionText,
    })
    .nullable(),
  fixingIndices: z
    .array(
      z.object({
        fixingIndex: z.string(),
        fixingIndexSource: sectionText,
        firstFixingDate: sectionText,
        lastFixingDate: sectionText,
        fixingFrequency: sectionText,
      }),
    )
    .nullable(),
});
export type Table2ModifyPresets = z.infer<typeof table2ModifyPresetsSchema>;
