import type { DefaultValues } from 'react-hook-form';
import {
  remitCurrencies,
  table2FixingFrequencies,
  table2Frequencies,
  table2IndexPriceTypes,
  table2VolumeOptionalities,
  type Table2ModifyBody,
  type Table2ModifyPresets,
} from '@shared/contract/remit';

const orUndefined = <T>(value: T | null | undefined): T | undefined =>
  value === null || value === '' ? undefined : value;

/** Only the codes the form offers: a stored value outside them leaves the select empty. */
function codeIn<T extends string>(codes: readonly T[], value: string | null | undefined): T | undefined {
  return codes.find((code) => code === value);
}

/** The loaded trade as the form's starting values: every section, lists as they were reported. */
export function table2ModifyDefaults(presets: Table2ModifyPresets): DefaultValues<Table2ModifyBody> {
  const { productDetails, reportingCounterparty, otherMarketParticipants, delivery, volume, price } = presets;
  return {
    contractDate: productDetails?.contractDate ?? '',
    contractType: productDetails?.contractType,
    commodity: productDetails?.commodity,
    settlementMethod: productDetails?.settlementMethod,
    loadType: orUndefined(productDetails?.loadType),
    tradingCapacity: reportingCounterparty?.tradingCapacity,
    buySell: reportingCounterparty?.buySell,
    otherMarketParticipant: otherMarketParticipants?.otherMarketParticipant ?? '',
    deliveryPointOrZones: delivery?.deliveryPointOrZones.length ? [...delivery.deliveryPointOrZones] : [''],
    deliveryStart: delivery?.deliveryStart ?? '',
    deliveryEnd: delivery?.deliveryEnd ?? '',
    optionDetails: (presets.optionDetails ?? []).map((option) => ({
      optionStyle: option.optionStyle,
      optionType: option.optionType,
      firstExerciseDate: orUndefined(option.firstExerciseDate),
      lastExerciseDate: orUndefined(option.lastExerciseDate),
      strikePrice: orUndefined(option.strikePrice),
      strikePriceCurrency: codeIn(remitCurrencies, option.strikePriceCurrency),
    })),
    totalQuantity: volume?.totalQuantity ?? '',
    totalQuantityUnit: volume?.totalQuantityUnit,
    volumeOptionality: codeIn(table2VolumeOptionalities, volume?.volumeOptionality),
    volumeOptionalityFrequency: codeIn(table2Frequencies, volume?.volumeOptionalityFrequency),
    volumeOptionalityIntervals: (presets.volumeOptionalityIntervals ?? []).map((interval) => ({ ...interval })),
    price: orUndefined(price?.price),
    priceCurrency: codeIn(remitCurrencies, price?.priceCurrency),
    priceFormula: orUndefined(price?.priceFormula),
    estimatedNotionalAmount: orUndefined(price?.estimatedNotionalAmount),
    estimatedNotionalCurrency: codeIn(remitCurrencies, price?.estimatedNotionalCurrency),
    typeOfIndexPrice: codeIn(table2IndexPriceTypes, price?.typeOfIndexPrice),
    fixingIndices: (presets.fixingIndices ?? []).map((fixing) => ({
      fixingIndex: fixing.fixingIndex,
      fixingIndexSource: orUndefined(fixing.fixingIndexSource),
      firstFixingDate: orUndefined(fixing.firstFixingDate),
      lastFixingDate: orUndefined(fixing.lastFixingDate),
      fixingFrequency: codeIn(table2FixingFrequencies, fixing.fixingFrequency),
    })),
  };
}
