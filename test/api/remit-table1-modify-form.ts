import { apiPaths } from '@shared/api-paths';
import { table1ModifyPresetsSchema, type Table1ModifyBody } from '@shared/contract/remit';
import type { Agent } from './agent';

// Table 1 Modify as its page drives it: the presets it loads, the form it fills from them, the submit.

/** Where a modify is asked: the trade (history id) in its organisation. */
export interface Table1Trade {
  agent: Agent;
  historyId: number;
  organisationId: number;
}

const query = ({ historyId, organisationId }: Table1Trade) => ({
  historyId: String(historyId),
  organisationId: String(organisationId),
});

export function modifyTable1(trade: Table1Trade, body: Table1ModifyBody) {
  return trade.agent.inject({ method: 'POST', url: apiPaths.remitTable1Modify, query: query(trade), payload: body });
}

export async function table1ModifyPresets(trade: Table1Trade) {
  const response = await trade.agent.inject({
    method: 'GET',
    url: apiPaths.remitTable1LoadPresetsModify,
    query: query(trade),
  });
  expect(response.statusCode).toBe(200);
  return table1ModifyPresetsSchema.parse(response.json());
}

/** The form as the page fills it from the presets. */
export function table1FormOf(presets: ReturnType<typeof table1ModifyPresetsSchema.parse>): Table1ModifyBody {
  const reference = presets.referenceResponseModel!;
  const commercial = presets.commercialResponseModel!;
  const delivery = presets.deliveryResponseModel!;
  return {
    expectedVersion: presets.trade!.latestVersion,
    transactionDate: reference.transactionTimeUtc.slice(0, 10),
    transactionTime: reference.transactionTimeUtc.slice(11, 19),
    traderId: reference.traderId,
    beneficiaryCodeType: reference.beneficiaryCodeType,
    ...(reference.beneficiaryCode ? { beneficiaryCode: reference.beneficiaryCode } : {}),
    execution: reference.execution,
    ...(reference.linkedTransactionId ? { linkedTransactionId: reference.linkedTransactionId } : {}),
    quantity: commercial.quantityValue!,
    quantityUnit: commercial.quantityUnit as Table1ModifyBody['quantityUnit'],
    price: commercial.priceValue!,
    priceCurrency: commercial.priceUnit as Table1ModifyBody['priceCurrency'],
    notionalAmount: commercial.notionalAmountValue!,
    notionalCurrency: commercial.notionalAmountUnit as Table1ModifyBody['notionalCurrency'],
    totalNotionalQuantity: commercial.totalQuantityValue!,
    totalNotionalQuantityUnit: commercial.totalQuantityUnit as Table1ModifyBody['totalNotionalQuantityUnit'],
    settlementMethod: presets.settlementResponseModel!.settlementMethod as 'P',
    ...(delivery.loadType ? { loadType: delivery.loadType as Table1ModifyBody['loadType'] } : {}),
    deliveryStartDate: delivery.deliveryStart,
    deliveryEndDate: delivery.deliveryEnd,
    deliveryZones: delivery.deliveryPointOrZones,
    deliveryProfiles: presets.deliveryProfileResponseModel!.deliveryProfiles.map((profile) => ({
      ...(profile.daysOfTheWeek ? { daysOfTheWeek: profile.daysOfTheWeek } : {}),
      startTime: profile.startTime,
      endTime: profile.endTime,
    })),
    fixingIndices: commercial.fixingIndexModels.map((fixing) => ({
      indexName: fixing.indexName,
      ...(fixing.indexValues[0] ? { indexValue: fixing.indexValues[0].indexValue } : {}),
      ...(fixing.indexValues[0]?.indexCurrency ? { indexCurrency: fixing.indexValues[0].indexCurrency as 'EUR' } : {}),
    })),
  };
}
