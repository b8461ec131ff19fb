import { z } from 'zod';
import {
  DEFAULT_BENEFICIARY_CODE_TYPE,
  REMIT_TEXT_MAX_LENGTH,
  remitLabels,
  TABLE1_DELIVERY_PROFILES_MAX,
  TABLE1_DELIVERY_PROFILES_MIN,
  TABLE1_DELIVERY_ZONES_MAX,
  TABLE1_DELIVERY_ZONES_MIN,
  TABLE1_FIXING_INDICES_MAX,
  TIME_PATTERN,
} from './remit-constants';
import {
  acerDaysOfTheWeek,
  ACER_INDEX_TEXT,
  ACER_INDEX_TEXT_MESSAGE,
  acerTransactionId,
  blankOrReportedEic,
  dayBefore,
  deliveryZonesNamedOnce,
  expectedVersionSchema,
  remitDateSchema,
  remitTimeSchema,
  remitTradeSummarySchema,
  remitValidationSchema,
  reportedEicProblem,
  text,
} from './remit-common';
import { isValidBic, isValidGln, masterDataRules, type CodeRule } from './master-data-codes';
import { table2ActionQuerySchema, traderIdSchema } from './remit-cancel-delete';
import { passedOwnChecks } from './cross-field';
import { choiceField, listField, optionalChoiceField, requiredText, textTypeError } from './text-field';
import { trimBlankEdges } from './xml-text';
import { requiredMessage } from './field-messages';

// Table 1 modify

/** GET .../remitTable1/loadPresetsModify, loadValueSetsModify; POST .../modify: historyId only. */
export const remitModifyQuerySchema = table2ActionQuerySchema;
export type RemitModifyQuery = z.infer<typeof remitModifyQuerySchema>;

/** ACER's participant code types (participantType): the beneficiary may be named by any. */
export const beneficiaryCodeTypes = ['ACE', 'LEI', 'BIC', 'EIC', 'GLN'] as const;
type BeneficiaryCodeType = (typeof beneficiaryCodeTypes)[number];

const problemBy = (rule: CodeRule) => (code: string) => (rule.valid(code) ? undefined : rule.message);
const BIC_IN_REPORT_MESSAGE =
  'A BIC in a report has 11 letters and digits (XXX after an 8-character BIC), the 5th and 6th the country (ISO 9362).';

/** A LEI as a report takes it: its letters may be small (master data keeps them in capitals). */
const LEI_IN_REPORT: CodeRule = {
  valid: (code) => masterDataRules.LEI.valid(code.toUpperCase()),
  message: 'A LEI has 20 letters and digits, the last two check digits (ISO 17442).',
};

/**
 * What keeps a beneficiary's code of each type from the report, checked as master data checks its own:
 * ACER's schema checks only the length and the characters, so a mistyped LEI or EIC would otherwise be
 * reported. A LEI's and a BIC's letters may be small, as the schema takes them; a BIC in a report has
 * all 11 characters (the schema's length).
 */
export const beneficiaryCodeProblem: Record<BeneficiaryCodeType, (code: string) => string | undefined> = {
  ACE: problemBy(masterDataRules.ACER),
  LEI: problemBy(LEI_IN_REPORT),
  BIC: (code) => (code.length === 11 && isValidBic(code.toUpperCase()) ? undefined : BIC_IN_REPORT_MESSAGE),
  EIC: (code) => reportedEicProblem(code, masterDataRules.EIC),
  GLN: problemBy({ valid: isValidGln, message: 'A GLN has 13 digits, the last its check digit (GS1).' }),
};
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
      /** Null when the report has none (ACER's loadType may be left out). */
      loadType: z.string().nullable(),
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

/**
 * Quantities: digits and nothing else, so '12.5', '1e5' and '-3' are refused, never read as another
 * number. What is wrong is said first (the characters), then the length. A form's quantity is read by
 * `optionalNumber`, trimmed of blank edges as every number of the contract is.
 */
// No check aborts (zod 4 would then skip the form's cross-field rules too): a later check passes a value
// an earlier one refused, so each value gets one message.
export const digitsOnly = z
  .string()
  .regex(/^\d+$/, 'Digits only.')
  .refine((value) => !/^\d+$/.test(value) || value.length <= 15, 'At most 15 digits.');

/**
 * The server reads a reported decimal as a JavaScript number, which keeps 15 significant digits
 * exactly: a longer value would be stored and reported as another number ('999999999999.99999' as
 * 1000000000000), so it is refused instead.
 */
export const DECIMAL_SIGNIFICANT_DIGITS_MAX = 15;

/** The digits of a decimal's text that say something: without sign, leading zeros and trailing fraction zeros. */
function significantDigits(value: string): number {
  const [whole = '', fraction = ''] = value.replace('-', '').split('.');
  return `${whole}${fraction.replace(/0+$/, '')}`.replace(/^0+/, '').length;
}

const FIVE_DECIMALS_AT_MOST = /^[^.]*(\.\d{1,5})?$/;

/** A decimal's text kept to `digits` digits before its point and 5 after it. */
function withinPlaces(value: string, digits: number): string {
  const [whole = '', fraction] = value.replace('-', '').split('.');
  return fraction === undefined ? whole.slice(-digits) : `${whole.slice(-digits)}.${fraction.slice(0, 5)}`;
}

/**
 * A decimal number as text, with a leading minus when `signed`: a value that is no such number is
 * refused in `message`, one that is but too long in words naming every limit it passes at once, not
 * one per attempt (ACER's numbers take 5 decimals; the server's, 15 significant digits).
 */
function decimalNumber({ signed, digits, message }: { signed: boolean; digits: number; message: string }) {
  const sign = signed ? '-?' : '';
  const number = new RegExp(`^${sign}\\d+(\\.\\d+)?$`);
  const wholeDigits = new RegExp(`^${sign}\\d{1,${digits}}(\\.|$)`);
  return z
    .string()
    .trim()
    .regex(number, message)
    .superRefine((value, context) => {
      if (!number.test(value)) return;
      const passed = [
        wholeDigits.test(value) ? undefined : `At most ${digits} digits before the decimal point.`,
        FIVE_DECIMALS_AT_MOST.test(value) ? undefined : 'At most 5 digits after the decimal point.',
        // Named only where it is a limit of its own: a value cut to the two others still passing it.
        significantDigits(withinPlaces(value, digits)) <= DECIMAL_SIGNIFICANT_DIGITS_MAX
          ? undefined
          : `At most ${DECIMAL_SIGNIFICANT_DIGITS_MAX} significant digits.`,
      ].filter((limit) => limit !== undefined);
      if (passed.length > 0) context.addIssue({ code: 'custom', message: passed.join(' ') });
    });
}

/** Price: digits, with an optional decimal fraction (reported prices have cents). */
export const digitsWithFraction = decimalNumber({
  signed: false,
  digits: 12,
  message: 'Digits only, with one decimal point at most.',
});
/** Amounts and index values, which may be negative. */
export const numeric = decimalNumber({ signed: true, digits: 15, message: 'Must be a number.' });
/** Volumes and capacities: a number, never negative. */
export const unsignedNumeric = decimalNumber({
  signed: false,
  digits: 15,
  message: 'Digits only, with one decimal point at most.',
});
export const optionalText = (max = REMIT_TEXT_MAX_LENGTH, name?: string) => text(max, name).optional();

/**
 * An optional number of a form named by its label: blank (spaces, or what shows nothing) is not given,
 * as a left-out one is, so the rule that requires it says so once, not "Must be a number." beside it.
 * Given, it is trimmed of blank edges (as the decimals and free texts are) and read by `number`.
 */
export const optionalNumber = (label: string, number: z.ZodType<string, string>) =>
  z
    .string({ error: textTypeError(label) })
    .overwrite(trimBlankEdges)
    // Refined, not transformed, so a refusal does not abort: the body's rules across fields still speak.
    .superRefine((value, context) => {
      const read = value === '' ? undefined : number.safeParse(value);
      for (const { message } of read?.error?.issues ?? []) context.addIssue({ code: 'custom', message, input: value });
    })
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/**
 * Each amount of a Table 1 report and the unit or currency it is reported in, the latter named by the
 * page's label. ACER's schema has no amount without its unit or currency: one left empty (the select's
 * 'None') is asked for, never taken from the stored report.
 */
const table1AmountUnits = [
  ['quantity', 'quantityUnit', 'Quantity unit'],
  ['price', 'priceCurrency', 'Price currency'],
  ['notionalAmount', 'notionalCurrency', 'Notional currency'],
  ['totalNotionalQuantity', 'totalNotionalQuantityUnit', 'Total notional quantity unit'],
] as const;

const table1SectionMessages = {
  deliveryStartDate: requiredMessage('Delivery start date'),
  deliveryEndDate: requiredMessage('Delivery end date'),
  deliveryZones: requiredMessage('Delivery point or zone'),
  startTime1: requiredMessage('Start time'),
} as const;

/**
 * A delivery date as the form sends it, named by its label: a date, or blank when the user cleared it
 * (spaces or what shows nothing are trimmed away first), which the body's rule below tells as missing
 * (the required field's message), not as a malformed date.
 */
const deliveryDate = (label: string) =>
  z
    .string({ error: textTypeError(label) })
    .overwrite(trimBlankEdges)
    .superRefine((value, context) => {
      if (value === '') return;
      const date = remitDateSchema.safeParse(value);
      if (!date.success) for (const { message } of date.error.issues) context.addIssue({ code: 'custom', message });
    });

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

const transactionDateTimeMessage = (joined: string) =>
  `transactionDateTime must be the transaction date and time joined (${joined}).`;

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
    transactionDate: requiredText(remitLabels.transactionDate).pipe(remitDateSchema),
    transactionTime: requiredText(remitLabels.transactionTime).pipe(remitTimeSchema),
    /** 'yyyy-mm-ddThh:mm:ss' (UTC), the two above joined. */
    transactionDateTime: z.string().max(40).optional(),
    traderId: traderIdSchema,
    beneficiaryCodeType: choiceField('Beneficiary code type', beneficiaryCodeTypes).default(
      DEFAULT_BENEFICIARY_CODE_TYPE,
    ),
    beneficiaryCode: optionalText(40, 'Beneficiary code'),
    execution: z.boolean().default(false),
    linkedTransactionId: acerTransactionId(100).optional(),
    quantity: optionalNumber('Quantity', digitsOnly),
    quantityUnit: optionalChoiceField('Quantity unit', table1QuantityUnits),
    price: optionalNumber('Price', digitsWithFraction),
    priceCurrency: optionalChoiceField('Price currency', remitCurrencies),
    notionalAmount: optionalNumber('Notional amount', numeric),
    notionalCurrency: optionalChoiceField('Notional currency', remitCurrencies),
    totalNotionalQuantity: optionalNumber('Total notional quantity', digitsOnly),
    totalNotionalQuantityUnit: optionalChoiceField('Total notional quantity unit', table1TotalQuantityUnits),
    settlementMethod: optionalChoiceField('Settlement method', table1SettlementMethods),
    loadType: optionalChoiceField('Load type', table1LoadTypes),
    deliveryStartDate: deliveryDate('Delivery start date').optional(),
    deliveryEndDate: deliveryDate('Delivery end date').optional(),
    // Blank rows name none (only the first is required); a named one is reported by its EIC.
    deliveryZones: listField(
      'Delivery point or zone',
      blankOrReportedEic(masterDataRules.DELIVERY_POINT, 'Delivery point or zone'),
    )
      .max(TABLE1_DELIVERY_ZONES_MAX, `At most ${TABLE1_DELIVERY_ZONES_MAX} delivery points or zones.`)
      .superRefine(deliveryZonesNamedOnce)
      .optional(),
    deliveryProfiles: listField(
      'Delivery profile',
      z.object({
        daysOfTheWeek: acerDaysOfTheWeek(20).optional(),
        // Left out, a time is blank: the body's rule asks for it under the spec's key (startTime1), as for a blank one.
        startTime: z
          .string({ error: textTypeError('Start time') })
          .trim()
          .default(''),
        endTime: z
          .string({ error: textTypeError('End time') })
          .trim()
          .default(''),
      }),
    )
      .max(TABLE1_DELIVERY_PROFILES_MAX, `At most ${TABLE1_DELIVERY_PROFILES_MAX} delivery profiles.`)
      .optional(),
    // Sent whole, empty when the trade has none: left out it is refused, never read as empty (which
    // would delete the stored fixing indices).
    fixingIndices: listField(
      'Fixing index',
      z.object({
        // Left out, the name is blank: the body's rule asks for it under the spec's key (indexName1).
        indexName: text(150, 'Index name').default(''),
        indexValue: optionalNumber('Index value', numeric),
        indexCurrency: optionalChoiceField('Index currency', remitCurrencies),
      }),
    ).max(TABLE1_FIXING_INDICES_MAX, `At most ${TABLE1_FIXING_INDICES_MAX} fixing indices.`),
  })
  .superRefine((body, context) => {
    const issue = (key: string, message: string) =>
      context.addIssue({ code: 'custom', path: [key], message, input: body });
    if (body.deliveryStartDate === '') issue('deliveryStartDate', table1SectionMessages.deliveryStartDate);
    if (body.deliveryEndDate === '') issue('deliveryEndDate', table1SectionMessages.deliveryEndDate);
    // The report is built from the date and the time; a joined value that says another moment is refused
    // rather than silently dropped.
    const joined = `${body.transactionDate}T${body.transactionTime}`;
    if (
      body.transactionDateTime !== undefined &&
      passedOwnChecks(context, ['transactionDate'], ['transactionTime']) &&
      body.transactionDateTime !== joined
    )
      issue('transactionDateTime', transactionDateTimeMessage(joined));
    // Read as a code only when its text passed its own checks (a length, a control character): one message.
    const beneficiaryProblem =
      body.beneficiaryCode &&
      passedOwnChecks(context, ['beneficiaryCode']) &&
      beneficiaryCodeProblem[body.beneficiaryCodeType](body.beneficiaryCode);
    if (beneficiaryProblem) issue('beneficiaryCode', beneficiaryProblem);
    if (body.execution && !body.linkedTransactionId)
      issue('linkedTransactionId', requiredMessage('Linked transaction ID'));
    // A list is sent only when the loaded trade has its section; a sent list needs its first entry.
    if (body.deliveryZones && (body.deliveryZones.length < TABLE1_DELIVERY_ZONES_MIN || !body.deliveryZones[0]))
      issue('deliveryZones', table1SectionMessages.deliveryZones);
    body.deliveryProfiles?.forEach((profile, index) => {
      if (!profile.startTime) issue(`startTime${index + 1}`, requiredMessage('Start time'));
      else if (!TIME_PATTERN.test(profile.startTime))
        issue(`startTime${index + 1}`, "Invalid format for 'Start time'.");
      if (!profile.endTime) issue(`endTime${index + 1}`, requiredMessage('End time'));
      // 24:00:00 closes a baseload day.
      else if (!TIME_PATTERN.test(profile.endTime) && profile.endTime !== '24:00:00')
        issue(`endTime${index + 1}`, "Invalid format for 'End time'.");
    });
    if (body.deliveryProfiles && body.deliveryProfiles.length < TABLE1_DELIVERY_PROFILES_MIN)
      issue('startTime1', table1SectionMessages.startTime1);
    for (const [amount, unit, label] of table1AmountUnits)
      if (body[amount] && !body[unit]) issue(unit, requiredMessage(label));
    body.fixingIndices.forEach((fixing, index) => {
      // Under the spec's key (indexName1-4), as its required rule.
      if (!fixing.indexName) issue(`indexName${index + 1}`, requiredMessage('Index name'));
      else if (!ACER_INDEX_TEXT.test(fixing.indexName)) issue(`indexName${index + 1}`, ACER_INDEX_TEXT_MESSAGE);
      // A currency is reported only with its value (ACER's indexCurrValue): alone it would be dropped.
      if (fixing.indexCurrency && !fixing.indexValue)
        context.addIssue({
          code: 'custom',
          path: ['fixingIndices', index, 'indexValue'],
          message: requiredMessage('Index value'),
          input: body,
        });
    });
    if (
      passedOwnChecks(context, ['deliveryStartDate'], ['deliveryEndDate']) &&
      dayBefore(body.deliveryEndDate, body.deliveryStartDate)
    )
      issue('deliveryEndDate', 'The delivery end must not be before the delivery start.');
  });
export type Table1ModifyBody = z.input<typeof table1ModifyBodySchema>;
export type Table1ModifyValues = z.output<typeof table1ModifyBodySchema>;
