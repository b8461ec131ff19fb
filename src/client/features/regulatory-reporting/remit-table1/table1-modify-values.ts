import type { DefaultValues } from 'react-hook-form';
import {
  DEFAULT_BENEFICIARY_CODE_TYPE,
  remitCurrencies,
  table1LoadTypes,
  table1QuantityUnits,
  table1SettlementMethods,
  table1TotalQuantityUnits,
  type Table1ModifyBody,
  type Table1ModifyPresets,
  type ValueSet,
} from '@shared/contract/remit';
import { timePartOf } from '@client/components/form/local-iso';
import type { SelectOption } from '@client/components/form/form-select-field';

const orUndefined = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

function codeIn<T extends string>(codes: readonly T[], value: string | null | undefined): T | undefined {
  return codes.find((code) => code === value);
}

const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** The loaded trade as the form's starting values; the beneficiary code type defaults to ACE. */
export function table1ModifyDefaults(presets: Table1ModifyPresets): DefaultValues<Table1ModifyBody> {
  const reference = presets.referenceResponseModel;
  const commercial = presets.commercialResponseModel;
  const delivery = presets.deliveryResponseModel;
  const profiles = presets.deliveryProfileResponseModel;
  return {
    transactionDate: dayOf(reference?.transactionTimeUtc),
    transactionTime: timePartOf(reference?.transactionTimeUtc),
    traderId: reference?.traderId ?? '',
    beneficiaryCodeType: reference?.beneficiaryCodeType ?? DEFAULT_BENEFICIARY_CODE_TYPE,
    beneficiaryCode: orUndefined(reference?.beneficiaryCode),
    execution: reference?.execution ?? false,
    linkedTransactionId: orUndefined(reference?.linkedTransactionId),
    quantity: orUndefined(commercial?.quantityValue),
    quantityUnit: codeIn(table1QuantityUnits, commercial?.quantityUnit),
    price: orUndefined(commercial?.priceValue),
    priceCurrency: codeIn(remitCurrencies, commercial?.priceUnit),
    notionalAmount: orUndefined(commercial?.notionalAmountValue),
    notionalCurrency: codeIn(remitCurrencies, commercial?.notionalAmountUnit),
    totalNotionalQuantity: orUndefined(commercial?.totalQuantityValue),
    totalNotionalQuantityUnit: codeIn(table1TotalQuantityUnits, commercial?.totalQuantityUnit),
    settlementMethod: codeIn(table1SettlementMethods, presets.settlementResponseModel?.settlementMethod),
    loadType: codeIn(table1LoadTypes, delivery?.loadType),
    deliveryStartDate: delivery ? dayOf(delivery.deliveryStart) : undefined,
    deliveryEndDate: delivery ? dayOf(delivery.deliveryEnd) : undefined,
    // Lists only for the sections the trade has: the body leaves the others out, so they are not required.
    deliveryZones: delivery
      ? delivery.deliveryPointOrZones.length > 0
        ? [...delivery.deliveryPointOrZones]
        : ['']
      : undefined,
    deliveryProfiles: profiles
      ? profiles.deliveryProfiles.length > 0
        ? profiles.deliveryProfiles.map((profile) => ({
            daysOfTheWeek: orUndefined(profile.daysOfTheWeek),
            startTime: profile.startTime,
            endTime: profile.endTime,
          }))
        : [{ startTime: '', endTime: '' }]
      : undefined,
    fixingIndices: (commercial?.fixingIndexModels ?? []).map((fixing) => ({
      indexName: fixing.indexName,
      indexValue: orUndefined(fixing.indexValues[0]?.indexValue),
      indexCurrency: codeIn(remitCurrencies, fixing.indexValues[0]?.indexCurrency),
    })),
  };
}

export interface ValueSetOptions {
  options: SelectOption[];
  otherOptions: SelectOption[];
}

/** A value set as a select's choices: the preferred values first, the others after them. */
export function valueSetOptions(valueSet: ValueSet | undefined, allowed?: readonly string[]): ValueSetOptions {
  const keep = (pairs: ValueSet['preferredValues']) =>
    pairs
      .filter((pair) => !allowed || allowed.includes(pair.key))
      .map((pair) => ({ value: pair.key, label: pair.value === pair.key ? pair.key : `${pair.key} – ${pair.value}` }));
  return { options: keep(valueSet?.preferredValues ?? []), otherOptions: keep(valueSet?.notPreferredValues ?? []) };
}
