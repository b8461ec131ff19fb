import { remitRefusals, type Table2ModifyPresets, type Table2ModifyValues } from '@shared/contract/remit';
import { presetsOf, type RemitTrade, type RemitVersion } from './remit-trade';
import type { Change } from './report-change';
import { dayInFuture } from './request-clock';
import type { RemitTable2Contract } from './table2-xml';
import { table2State, tradeStateXml, withActionType } from './trade-state';

function table2Of(version: RemitVersion): RemitTable2Contract {
  if (version.state.table !== 'REMIT_TABLE_2') throw new Error('Not a Table 2 trade');
  return version.state.contract;
}

const sectionText = (value: number | string | undefined | null) =>
  value === undefined || value === null ? null : String(value);

/** Modify Trade (Table 2): the current state by section, read-only references and submitEnabled. */
export function table2ModifyPresets(trade: RemitTrade): Table2ModifyPresets {
  const contract = table2Of(trade.latest);
  const fixed = 'formula' in contract.price ? null : contract.price;
  return {
    ...presetsOf(trade, 'M'),
    references: {
      uti: trade.record.externalId,
      marketParticipant: contract.marketParticipantEic,
      contractId: contract.contractId,
      lastContractDate: contract.contractDate,
    },
    productDetails: {
      contractDate: contract.contractDate,
      contractType: contract.contractType,
      commodity: contract.commodity,
      settlementMethod: contract.settlementMethod,
      loadType: contract.loadType ?? null,
    },
    reportingCounterparty: {
      marketParticipant: contract.marketParticipantEic,
      tradingCapacity: contract.tradingCapacity,
      buySell: contract.buySell,
    },
    otherMarketParticipants: { otherMarketParticipant: contract.otherMarketParticipantEic },
    delivery: {
      deliveryPointOrZones: [...contract.deliveryPointEics],
      deliveryStart: contract.deliveryStart,
      deliveryEnd: contract.deliveryEnd,
    },
    optionDetails: contract.optionDetails.map((option) => ({
      optionStyle: option.style,
      optionType: option.type,
      firstExerciseDate: sectionText(option.firstExerciseDate),
      lastExerciseDate: sectionText(option.lastExerciseDate),
      strikePrice: sectionText(option.strikePrice?.value),
      strikePriceCurrency: sectionText(option.strikePrice?.currency),
    })),
    volume: {
      totalQuantity: String(contract.totalQuantity),
      totalQuantityUnit: contract.totalQuantityUnit,
      volumeOptionality: sectionText(contract.volumeOptionality),
      volumeOptionalityFrequency: sectionText(contract.volumeOptionalityFrequency),
    },
    volumeOptionalityIntervals: contract.volumeOptionalityIntervals.map((interval) => ({
      capacity: String(interval.capacity),
      capacityUnit: interval.unit,
      startDate: interval.startDate,
      endDate: interval.endDate,
    })),
    price: {
      price: sectionText(fixed?.value),
      priceCurrency: sectionText(fixed?.currency),
      priceFormula: 'formula' in contract.price ? contract.price.formula : null,
      estimatedNotionalAmount: sectionText(contract.estimatedNotional?.value),
      estimatedNotionalCurrency: sectionText(contract.estimatedNotional?.currency),
      typeOfIndexPrice: sectionText(contract.typeOfIndexPrice),
    },
    fixingIndices: contract.fixingIndices.map((fixing) => ({
      fixingIndex: fixing.index,
      fixingIndexSource: sectionText(fixing.source),
      firstFixingDate: sectionText(fixing.firstFixingDate),
      lastFixingDate: sectionText(fixing.lastFixingDate),
      fixingFrequency: sectionText(fixing.frequency),
    })),
  };
}

type Currency = NonNullable<RemitTable2Contract['estimatedNotional']>['currency'];

/** The modified Table 2 report: Market Participant, UTI and contract ID stay; the rest is the form's. */
function table2Modified(current: RemitTable2Contract, body: Table2ModifyValues): RemitTable2Contract {
  const price: RemitTable2Contract['price'] = body.priceFormula
    ? { formula: body.priceFormula }
    : { value: Number(body.price), currency: body.priceCurrency as Currency };
  return {
    marketParticipantEic: current.marketParticipantEic,
    contractId: current.contractId,
    otherMarketParticipantEic: body.otherMarketParticipant,
    tradingCapacity: body.tradingCapacity,
    buySell: body.buySell,
    contractDate: body.contractDate,
    contractType: body.contractType,
    commodity: body.commodity,
    price,
    ...(body.estimatedNotionalAmount
      ? {
          estimatedNotional: {
            value: Number(body.estimatedNotionalAmount),
            // The contract asks for the currency with the amount.
            currency: body.estimatedNotionalCurrency as Currency,
          },
        }
      : {}),
    totalQuantity: Number(body.totalQuantity),
    totalQuantityUnit: body.totalQuantityUnit,
    ...(body.volumeOptionality ? { volumeOptionality: body.volumeOptionality } : {}),
    ...(body.volumeOptionalityFrequency ? { volumeOptionalityFrequency: body.volumeOptionalityFrequency } : {}),
    volumeOptionalityIntervals: body.volumeOptionalityIntervals.map((interval) => ({
      capacity: Number(interval.capacity),
      unit: interval.capacityUnit,
      startDate: interval.startDate,
      endDate: interval.endDate,
    })),
    ...(body.typeOfIndexPrice ? { typeOfIndexPrice: body.typeOfIndexPrice } : {}),
    fixingIndices: body.fixingIndices.map((fixing) => ({
      index: fixing.fixingIndex,
      ...(fixing.fixingIndexSource ? { source: fixing.fixingIndexSource } : {}),
      ...(fixing.firstFixingDate ? { firstFixingDate: fixing.firstFixingDate } : {}),
      ...(fixing.lastFixingDate ? { lastFixingDate: fixing.lastFixingDate } : {}),
      ...(fixing.fixingFrequency ? { frequency: fixing.fixingFrequency } : {}),
    })),
    settlementMethod: body.settlementMethod,
    optionDetails: body.optionDetails.map((option) => ({
      style: option.optionStyle,
      type: option.optionType,
      ...(option.firstExerciseDate ? { firstExerciseDate: option.firstExerciseDate } : {}),
      ...(option.lastExerciseDate ? { lastExerciseDate: option.lastExerciseDate } : {}),
      ...(option.strikePrice
        ? {
            strikePrice: {
              value: Number(option.strikePrice),
              currency: option.strikePriceCurrency as Currency,
            },
          }
        : {}),
    })),
    deliveryPointEics: body.deliveryPointOrZones,
    deliveryStart: body.deliveryStart,
    deliveryEnd: body.deliveryEnd,
    ...(body.loadType ? { loadType: body.loadType } : {}),
    actionType: 'M',
  };
}

/**
 * Why the contract date cannot be reported, if it cannot. It may not go back (spec section 5), nor lie
 * ahead of today or after the delivery end: a report dated so could never be cancelled, as no termination
 * date is both on or after its contract date and not after its delivery end.
 */
function contractDateRefusal(values: Table2ModifyValues, lastContractDate: string, now: Date): string | null {
  // A last date in the future was never a true one: the modification correcting it may go back.
  if (values.contractDate < lastContractDate && !dayInFuture(lastContractDate, now))
    return remitRefusals.contractDateBeforeLast(lastContractDate);
  if (dayInFuture(values.contractDate, now)) return remitRefusals.contractDateInFuture;
  if (values.contractDate > values.deliveryEnd) return remitRefusals.contractDateAfterDeliveryEnd;
  return null;
}

/**
 * Modify Trade (Table 2): an M version of the form's values; the contract date may not go back, lie in
 * the future or after the delivery end, and a submission that changes nothing is refused.
 */
export const modifyTable2 =
  (values: Table2ModifyValues): Change =>
  (_trade, from, now) => {
    const current = table2Of(from);
    const refusal = contractDateRefusal(values, current.contractDate, now);
    if (refusal) return { refused: [refusal], fieldMessages: { contractDate: refusal } };
    const next = table2State(from.state.reportingEntityEic, table2Modified(current, values));
    if (tradeStateXml(withActionType(next, current.actionType)) === tradeStateXml(from.state))
      return { refused: [remitRefusals.nothingChanged] };
    return next;
  };
