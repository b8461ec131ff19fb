import { apiPaths } from '@shared/api-paths';
import { table2ModifyPresetsSchema, type Table2ModifyBody, type Table2ModifyPresets } from '@shared/contract/remit';
import type { Agent } from './agent';

// Table 2 Modify and Cancel as their pages drive them: the presets loaded, the form filled from them, the submit.

/** Where an action is asked: the trade (history id) in its organisation. */
export interface Table2Trade {
  agent: Agent;
  historyId: number;
  organisationId: number;
}

const query = ({ historyId, organisationId }: Table2Trade) => ({
  historyId: String(historyId),
  organisationId: String(organisationId),
});

export function modifyTable2(trade: Table2Trade, body: Table2ModifyBody) {
  return trade.agent.inject({ method: 'POST', url: apiPaths.remitTable2Modify, query: query(trade), payload: body });
}

export function cancelTable2(trade: Table2Trade, terminationDate: string, expectedVersion: number) {
  return trade.agent.inject({
    method: 'POST',
    url: apiPaths.remitTable2Cancellation,
    query: { ...query(trade), terminationDate, expectedVersion: String(expectedVersion) },
  });
}

export async function table2ModifyPresets(trade: Table2Trade): Promise<Table2ModifyPresets> {
  const response = await trade.agent.inject({
    method: 'GET',
    url: apiPaths.remitTable2LoadPresetsModify,
    query: query(trade),
  });
  expect(response.statusCode).toBe(200);
  return table2ModifyPresetsSchema.parse(response.json());
}

/** The form as the page fills it from the presets. */
export function table2FormOf(presets: Table2ModifyPresets): Table2ModifyBody {
  const optional = <T extends string>(value: string | null) => (value === null ? undefined : (value as T));
  const { productDetails: product, reportingCounterparty: party, volume, price, delivery } = presets;
  return {
    expectedVersion: presets.trade!.latestVersion,
    contractDate: product!.contractDate,
    contractType: product!.contractType as Table2ModifyBody['contractType'],
    commodity: product!.commodity as Table2ModifyBody['commodity'],
    settlementMethod: product!.settlementMethod as Table2ModifyBody['settlementMethod'],
    loadType: optional(product!.loadType),
    tradingCapacity: party!.tradingCapacity as Table2ModifyBody['tradingCapacity'],
    buySell: party!.buySell as Table2ModifyBody['buySell'],
    otherMarketParticipant: presets.otherMarketParticipants!.otherMarketParticipant,
    deliveryPointOrZones: delivery!.deliveryPointOrZones,
    deliveryStart: delivery!.deliveryStart,
    deliveryEnd: delivery!.deliveryEnd,
    totalQuantity: volume!.totalQuantity,
    totalQuantityUnit: volume!.totalQuantityUnit as Table2ModifyBody['totalQuantityUnit'],
    volumeOptionality: optional(volume!.volumeOptionality),
    volumeOptionalityFrequency: optional(volume!.volumeOptionalityFrequency),
    price: optional(price!.price),
    priceCurrency: optional(price!.priceCurrency),
    priceFormula: optional(price!.priceFormula),
    estimatedNotionalAmount: optional(price!.estimatedNotionalAmount),
    estimatedNotionalCurrency: optional(price!.estimatedNotionalCurrency),
    typeOfIndexPrice: optional(price!.typeOfIndexPrice),
    optionDetails: presets.optionDetails!.map((option) => ({
      optionStyle: option.optionStyle as 'A',
      optionType: option.optionType as 'P',
      firstExerciseDate: optional(option.firstExerciseDate),
      lastExerciseDate: optional(option.lastExerciseDate),
      strikePrice: optional(option.strikePrice),
      strikePriceCurrency: optional(option.strikePriceCurrency),
    })),
    volumeOptionalityIntervals: presets.volumeOptionalityIntervals!.map((interval) => ({
      capacity: interval.capacity,
      capacityUnit: interval.capacityUnit as 'MW',
      startDate: interval.startDate,
      endDate: interval.endDate,
    })),
    fixingIndices: presets.fixingIndices!.map((fixing) => ({
      fixingIndex: fixing.fixingIndex,
      fixingIndexSource: optional(fixing.fixingIndexSource),
      firstFixingDate: optional(fixing.firstFixingDate),
      lastFixingDate: optional(fixing.lastFixingDate),
      fixingFrequency: optional(fixing.fixingFrequency),
    })),
  } as Table2ModifyBody;
}
