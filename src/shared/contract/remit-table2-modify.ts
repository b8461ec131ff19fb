import { z } from 'zod';
import { maxItemsMessage, requiredMessage } from './field-messages';
import { TABLE2_LIST_MAX } from './remit-constants';
import {
  acerIndexText,
  blankOrReportedEic,
  dayBefore,
  deliveryZonesNamedOnce,
  expectedVersionSchema,
  isoDateIgnoringZoneSchema,
  remitTradeSummarySchema,
  remitValidationSchema,
} from './remit-common';
import { numeric, optionalNumber, optionalText, remitCurrencies, unsignedNumeric } from './remit-table1-modify';
import { masterDataRules, type CodeRule } from './master-data-codes';
import { passedOwnChecks } from './cross-field';
import { choiceField, listField, optionalChoiceField, requiredText } from './text-field';

// Each required field is named by the page's label, whether it is missing, blank or of another type.

/** A party or a delivery point as the report names it, by EIC (the XML's `<eic>`). */
const requiredEic = (label: string, rule: CodeRule) => requiredText(label).pipe(blankOrReportedEic(rule));

/** A required date of the form: left blank, it says so in the words of the other required fields. */
const requiredDate = (label: string) => requiredText(label).pipe(isoDateIgnoringZoneSchema);

/** A required quantity: left blank it is missing, not a malformed number. */
const requiredQuantity = (label: string) => requiredText(label).pipe(unsignedNumeric);

/** A list of the form's entries named by its section's title: required (possibly empty), at most TABLE2_LIST_MAX. */
const table2List = <T extends z.ZodType>(label: string, entry: T) =>
  listField(label, entry).max(TABLE2_LIST_MAX, maxItemsMessage(label, TABLE2_LIST_MAX));

// Table 2 modify

export const table2ContractTypes = ['FW', 'OP', 'SW', 'OT'] as const;
export const table2SettlementMethods = ['P', 'C', 'O'] as const;
export const table2LoadTypes = ['BL', 'PL', 'OP', 'GD', 'OT'] as const;
export const table2VolumeOptionalities = ['V', 'F', 'M', 'C', 'O'] as const;
export const table2Frequencies = ['D', 'M', 'Q', 'A'] as const;
export const table2FixingFrequencies = ['D', 'M', 'Q'] as const;
/** The frequencies in words, as the modify form offers them and the sheet shows them ('Monthly (M)'). */
export const table2FrequencyLabels = {
  D: 'Daily',
  M: 'Monthly',
  Q: 'Quarterly',
  A: 'Annual',
} as const satisfies Record<(typeof table2Frequencies)[number], string>;
export const TABLE2_PRICE_AND_FORMULA_MESSAGE = "Fill in either 'Price' or 'Price formula', not both.";
export const TABLE2_CURRENCY_WITH_FORMULA_MESSAGE =
  "'Price currency' is reported with 'Price' only: clear it to report the price formula.";

export const table2IndexPriceTypes = ['F', 'I', 'C', 'O'] as const;
export const table2CapacityUnits = ['MW', 'MWh/d'] as const;
export const table2TotalQuantityUnits = ['MWh', 'GWh'] as const;
export const table2OptionStyles = ['A', 'E', 'B'] as const;
export const table2OptionTypes = ['P', 'C'] as const;

const table2OptionDetailSchema = z.object({
  optionStyle: choiceField('Option style', table2OptionStyles),
  optionType: choiceField('Option type', table2OptionTypes),
  firstExerciseDate: isoDateIgnoringZoneSchema.optional(),
  lastExerciseDate: isoDateIgnoringZoneSchema.optional(),
  strikePrice: optionalNumber('Strike price', numeric),
  strikePriceCurrency: optionalChoiceField('Strike price currency', remitCurrencies),
});
const table2IntervalSchema = z.object({
  capacity: requiredQuantity('Capacity'),
  capacityUnit: choiceField('Capacity unit', table2CapacityUnits),
  startDate: requiredDate('Start date'),
  endDate: requiredDate('End date'),
});
const table2FixingIndexSchema = z.object({
  fixingIndex: requiredText('Fixing index').pipe(acerIndexText(150)),
  fixingIndexSource: acerIndexText(100).optional(),
  firstFixingDate: isoDateIgnoringZoneSchema.optional(),
  lastFixingDate: isoDateIgnoringZoneSchema.optional(),
  fixingFrequency: optionalChoiceField('Fixing frequency', table2FixingFrequencies),
});

/**
 * POST .../remitTable2/modify body (spec section 3, 'Table 2 modify payload'). Market Participant and
 * UTI are not in it: they cannot be changed. Dates are ISO strings whose offset is ignored.
 */
export const table2ModifyBodySchema = z
  .object({
    expectedVersion: expectedVersionSchema,
    contractDate: requiredDate('Contract Date'),
    contractType: choiceField('Contract type', table2ContractTypes),
    commodity: choiceField('Commodity', ['EL', 'NG']),
    settlementMethod: choiceField('Settlement method', table2SettlementMethods),
    loadType: optionalChoiceField('Load type', table2LoadTypes),
    tradingCapacity: choiceField('Trading capacity', ['P', 'A']),
    buySell: choiceField('Buy/sell indicator', ['B', 'S']),
    otherMarketParticipant: requiredEic('Other market participant', masterDataRules.EIC),
    deliveryPointOrZones: listField(
      'Delivery point or zone',
      requiredEic('Delivery point or zone', masterDataRules.DELIVERY_POINT),
    )
      .min(1, requiredMessage('Delivery point or zone'))
      .max(TABLE2_LIST_MAX, maxItemsMessage('Delivery point or zone', TABLE2_LIST_MAX))
      .superRefine(deliveryZonesNamedOnce),
    deliveryStart: requiredDate('Delivery start date'),
    deliveryEnd: requiredDate('Delivery end date'),
    // Each list is sent whole, empty when the trade has none: a left-out one is refused, never read as
    // empty, which would delete the stored entries and report a modification nobody asked for.
    optionDetails: table2List('Option details', table2OptionDetailSchema),
    totalQuantity: requiredQuantity('Total notional contract quantity'),
    totalQuantityUnit: choiceField('Total quantity unit', table2TotalQuantityUnits),
    volumeOptionality: optionalChoiceField('Volume optionality', table2VolumeOptionalities),
    volumeOptionalityFrequency: optionalChoiceField('Volume optionality frequency', table2Frequencies),
    volumeOptionalityIntervals: table2List('Volume optionality intervals', table2IntervalSchema),
    /** Either a fixed price with its currency or a price formula. */
    price: optionalNumber('Price', numeric),
    priceCurrency: optionalChoiceField('Price currency', remitCurrencies),
    priceFormula: optionalText(1000),
    estimatedNotionalAmount: optionalNumber('Estimated notional amount', numeric),
    estimatedNotionalCurrency: optionalChoiceField('Notional currency', remitCurrencies),
    typeOfIndexPrice: optionalChoiceField('Type of index price', table2IndexPriceTypes),
    fixingIndices: table2List('Fixing index', table2FixingIndexSchema),
  })
  .superRefine((body, context) => {
    const issue = (path: Array<string | number>, message: string) =>
      context.addIssue({ code: 'custom', path, message, input: body });
    if (!body.priceFormula && !body.price) issue(['price'], "Field 'Price' or 'Price formula' is required.");
    // The report holds one or the other (ACER's priceOrPriceFormulaType is a choice): keeping one would
    // silently drop the other.
    if (body.priceFormula && body.price) issue(['priceFormula'], TABLE2_PRICE_AND_FORMULA_MESSAGE);
    if (body.price && !body.priceCurrency) issue(['priceCurrency'], requiredMessage('Price currency'));
    // A formula is reported without a currency: one picked beside it asks to be cleared, never vanishes.
    if (body.priceFormula && !body.price && body.priceCurrency)
      issue(['priceCurrency'], TABLE2_CURRENCY_WITH_FORMULA_MESSAGE);
    // An amount is reported with its currency: none chosen is asked for, never taken from the price or made EUR.
    if (body.estimatedNotionalAmount && !body.estimatedNotionalCurrency)
      issue(['estimatedNotionalCurrency'], requiredMessage('Notional currency'));
    // A currency is reported only with its amount: one chosen alone asks for the amount, never vanishes.
    if (body.estimatedNotionalCurrency && !body.estimatedNotionalAmount)
      issue(['estimatedNotionalAmount'], requiredMessage('Estimated notional amount'));
    // Two dates are compared only when both passed their own checks: a date refused on its own field
    // (out of bounds, 30 February) would otherwise mark the correct one beside it wrong.
    const endsBefore = <T extends object>(
      at: Array<string | number>,
      dates: T,
      end: keyof T & string,
      start: keyof T & string,
    ) =>
      passedOwnChecks(context, [...at, end], [...at, start]) &&
      dayBefore(dates[end] as string | undefined, dates[start] as string | undefined);
    if (endsBefore([], body, 'deliveryEnd', 'deliveryStart'))
      issue(['deliveryEnd'], 'The delivery end must not be before the delivery start.');
    body.volumeOptionalityIntervals.forEach((interval, index) => {
      if (endsBefore(['volumeOptionalityIntervals', index], interval, 'endDate', 'startDate'))
        issue(['volumeOptionalityIntervals', index, 'endDate'], 'The end date must not be before the start date.');
    });
    body.fixingIndices.forEach((fixing, index) => {
      if (endsBefore(['fixingIndices', index], fixing, 'lastFixingDate', 'firstFixingDate'))
        issue(['fixingIndices', index, 'lastFixingDate'], 'The last fixing date must not be before the first.');
    });
    body.optionDetails.forEach((option, index) => {
      if (endsBefore(['optionDetails', index], option, 'lastExerciseDate', 'firstExerciseDate'))
        issue(['optionDetails', index, 'lastExerciseDate'], 'The last exercise date must not be before the first.');
      if (option.strikePrice && !option.strikePriceCurrency)
        issue(['optionDetails', index, 'strikePriceCurrency'], requiredMessage('Strike price currency'));
      if (option.strikePriceCurrency && !option.strikePrice)
        issue(['optionDetails', index, 'strikePrice'], requiredMessage('Strike price'));
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
