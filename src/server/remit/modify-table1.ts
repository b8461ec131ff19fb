import {
  dayBefore,
  remitRefusals,
  table1MissingSectionMessages,
  table1ModifySectionsOf,
  type beneficiaryCodeTypes,
  type Table1ModifyPresets,
  type Table1ModifySections,
  type Table1ModifyValues,
} from '@shared/contract/remit';
import { requiredMessage } from '@shared/contract/field-messages';
import type { RemitTrade, RemitVersion } from './remit-trade';
import { presetsOf } from './remit-trade';
import type { Change } from './report-change';
import { momentInFuture } from './request-clock';
import type { RemitTable1Trade } from './table1-xml';
import {
  table1DeliveryPoints,
  table1Profiles,
  table1State,
  tradeStateXml,
  transactionTimeUtc,
  withActionType,
} from './trade-state';

/** Every Table 1 report is made as REMITTable1_V3 (the builder's schema); a V2 trade is converted on modify. */
const TABLE1_REPORTED_VERSION = 3;

function table1Of(version: RemitVersion): RemitTable1Trade {
  if (version.state.table !== 'REMIT_TABLE_1') throw new Error('Not a Table 1 trade');
  return version.state.trade;
}

const text = (value: number | undefined) => (value === undefined ? null : String(value));

/** Modify Trade (Table 1): the current state by section, with submitEnabled. */
export function table1ModifyPresets(trade: RemitTrade): Table1ModifyPresets {
  const current = table1Of(trade.latest);
  const profiles = table1Profiles(current);
  const beneficiaryType = current.beneficiary?.type.toUpperCase() as (typeof beneficiaryCodeTypes)[number] | undefined;
  return {
    ...presetsOf(trade, 'M'),
    sourceTableVersion: TABLE1_REPORTED_VERSION,
    referenceResponseModel: {
      transactionTimeUtc: transactionTimeUtc(current.transactionTime),
      traderId: current.traderId,
      beneficiaryCodeType: beneficiaryType ?? 'ACE',
      beneficiaryCode: current.beneficiary?.code ?? null,
      execution: current.linkedTransactionId !== undefined,
      linkedTransactionId: current.linkedTransactionId ?? null,
    },
    commercialResponseModel: {
      quantityValue: text(current.quantity),
      quantityUnit: current.quantityUnit,
      priceValue: text(current.price),
      priceUnit: current.currency,
      totalQuantityValue: text(current.totalQuantity),
      totalQuantityUnit: current.totalQuantityUnit,
      notionalAmountValue: text(current.notionalAmount),
      notionalAmountUnit: current.currency,
      fixingIndexModels: (current.fixingIndices ?? []).map((fixing) => ({
        indexName: fixing.indexName,
        indexValues: fixing.values.map((value) => ({
          indexValue: String(value.value),
          indexCurrency: value.currency ?? '',
        })),
      })),
    },
    settlementResponseModel: { settlementMethod: current.contract.settlementMethod },
    deliveryResponseModel: {
      loadType: current.contract.loadType ?? null,
      deliveryStart: current.contract.deliveryStart,
      deliveryEnd: current.contract.deliveryEnd,
      deliveryPointOrZones: table1DeliveryPoints(current),
    },
    deliveryProfileResponseModel: {
      deliveryProfiles: profiles.map((profile) => ({
        daysOfTheWeek: profile.daysOfTheWeek ?? null,
        startTime: profile.start,
        endTime: profile.end,
      })),
      // The form edits at most three profiles; a trade with more is shown, not edited, profile by profile.
      tooComplex: profiles.length > 3,
    },
  };
}

/**
 * Every Table 1 report has these: one left blank is asked for, never kept from the stored report while
 * the page says the trade was modified. (The spec marks only quantity and total notional quantity as
 * required on the form; price and notional amount are the server's to ask for, under their own keys.)
 */
const requiredLabels = {
  quantity: 'Quantity',
  price: 'Price',
  totalNotionalQuantity: 'Total notional quantity',
  notionalAmount: 'Notional amount',
} as const;

/**
 * The modified Table 1 report: the form's values over the latest version. Returns field messages when
 * a value the report needs is missing. Always reported as REMITTable1_V3 (a V2 trade is converted).
 */
function table1Modified(
  current: RemitTable1Trade,
  body: Table1ModifyValues,
  sections: Table1ModifySections,
  now: Date,
): RemitTable1Trade | { fieldValidationMessages: Record<string, string> } {
  // Only the sections the stored trade has are required; an absent one keeps the stored values.
  const messages: Record<string, string> = table1MissingSectionMessages(body, sections);
  for (const [key, label] of Object.entries(requiredLabels)) {
    if (!body[key as keyof typeof requiredLabels]) messages[key] = requiredMessage(label);
  }
  const transactionTime = `${body.transactionDate}T${body.transactionTime}Z`;
  if (momentInFuture(transactionTime, now)) messages.transactionDate = remitRefusals.transactionTimeInFuture;
  // A trade cannot deliver only before it was made (a year typed as 99 reads as 1999).
  else if (body.deliveryEndDate && dayBefore(body.deliveryEndDate, body.transactionDate))
    messages.deliveryEndDate = remitRefusals.deliveryEndBeforeTrade;
  // The report has one currency for both (ACER's price and notional currency are the same field here).
  if (body.notionalCurrency && body.priceCurrency && body.notionalCurrency !== body.priceCurrency)
    messages.notionalAmount = remitRefusals.notionalCurrency;
  // Shown on every Table 1 form as required (spec: "settlement"), and every report states one.
  const { settlementMethod } = body;
  if (!settlementMethod)
    return { fieldValidationMessages: { ...messages, settlementMethod: requiredMessage('Settlement method') } };
  if (Object.keys(messages).length > 0) return { fieldValidationMessages: messages };

  const profiles = body.deliveryProfiles?.map((profile) => ({
    ...(profile.daysOfTheWeek ? { daysOfTheWeek: profile.daysOfTheWeek } : {}),
    start: profile.startTime,
    end: profile.endTime,
  }));
  // Only the first point or zone is required: a further row left blank names none.
  const zones = body.deliveryZones?.filter((zone) => zone !== '');
  const { beneficiaryEic: _eic, beneficiary: _beneficiary, terminationDate: _end, ...rest } = current;
  const furtherValuesByName = new Map(
    (current.fixingIndices ?? []).toReversed().map((fixing) => [fixing.indexName, fixing.values.slice(1)]),
  );
  // ACER's loadType may be left out: emptied on the form, it leaves the report. Only a trade without a
  // delivery section (whose form does not show it) keeps the stored one.
  const { loadType: storedLoadType, ...storedContract } = current.contract;
  const loadType = sections.delivery ? body.loadType : storedLoadType;
  return {
    ...rest,
    // The contract trimmed the code already: blank, it is '' here and the report names no beneficiary.
    ...(body.beneficiaryCode
      ? {
          beneficiary: {
            type: body.beneficiaryCodeType.toLowerCase() as NonNullable<RemitTable1Trade['beneficiary']>['type'],
            code: body.beneficiaryCode,
          },
        }
      : {}),
    traderId: body.traderId,
    // The same moment keeps its text (and its offset): the report changes only where the user changed it.
    transactionTime:
      Date.parse(transactionTime) === Date.parse(current.transactionTime) ? current.transactionTime : transactionTime,
    linkedTransactionId: body.execution ? body.linkedTransactionId : undefined,
    quantity: Number(body.quantity),
    // Every unit and currency is the form's, never the stored one: the contract asks for each with its
    // amount, and each amount is required above (the form shows every stored unit and currency).
    quantityUnit: body.quantityUnit as RemitTable1Trade['quantityUnit'],
    price: Number(body.price),
    currency: body.priceCurrency as RemitTable1Trade['currency'],
    notionalAmount: Number(body.notionalAmount),
    totalQuantity: Number(body.totalNotionalQuantity),
    totalQuantityUnit: body.totalNotionalQuantityUnit as RemitTable1Trade['totalQuantityUnit'],
    fixingIndices: body.fixingIndices.map((fixing) => {
      const shown =
        fixing.indexValue === undefined
          ? []
          : [{ value: Number(fixing.indexValue), ...(fixing.indexCurrency ? { currency: fixing.indexCurrency } : {}) }];
      // The form shows an index's first value; the further ones a report may hold stay as reported,
      // with the first row of the index's name (a second row of one name is another entry).
      const stored = furtherValuesByName.get(fixing.indexName) ?? [];
      furtherValuesByName.delete(fixing.indexName);
      // A value cleared clears the index: a hidden value would otherwise be reported as the one shown.
      return { indexName: fixing.indexName, values: shown.length > 0 ? [...shown, ...stored] : [] };
    }),
    contract: {
      ...storedContract,
      settlementMethod,
      ...(loadType ? { loadType } : {}),
      deliveryStart: body.deliveryStartDate ?? current.contract.deliveryStart,
      deliveryEnd: body.deliveryEndDate ?? current.contract.deliveryEnd,
      ...(zones?.[0] ? { deliveryPointEic: zones[0], deliveryPointEics: zones } : {}),
      ...(profiles?.[0] ? { profile: profiles[0], profiles } : {}),
    },
    actionType: 'M',
  };
}

/**
 * Modify Trade (Table 1): the form's values over the version it starts from, as an M version. Field
 * messages when a value is missing; refused when nothing changed (a double click is never reported twice).
 */
export const modifyTable1 =
  (values: Table1ModifyValues): Change =>
  (trade, from, now) => {
    const current = table1Of(from);
    const sections = table1ModifySectionsOf(table1ModifyPresets({ ...trade, latest: from }));
    const modified = table1Modified(current, values, sections, now);
    if ('fieldValidationMessages' in modified)
      return {
        refused: Object.values(modified.fieldValidationMessages),
        fieldMessages: modified.fieldValidationMessages,
      };
    const next = table1State(from.state.reportingEntityEic, modified);
    if (tradeStateXml(withActionType(next, current.actionType)) === tradeStateXml(from.state))
      return { refused: [remitRefusals.nothingChanged] };
    return next;
  };
