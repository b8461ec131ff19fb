import { create } from 'xmlbuilder2';
import { xmlText } from '../documents/xml-output';
import { acerDecimal } from './acer-decimal';
import type { RemitActionType } from '../db/schema/reporting-kinds';

export const remitTable1Namespace = 'http://www.acer.europa.eu/REMIT/REMITTable1_V3.xsd';

/** A REMIT Table 1 trade report (standard contract) as ACER's REMITTable1_V3 schema names its fields. */
export interface RemitTable1Trade {
  /** Field 1: the market participant's EIC. */
  marketParticipantEic: string;
  traderId: string;
  /** Field 8: the counterparty's EIC. */
  otherMarketParticipantEic: string;
  beneficiaryEic?: string;
  /** A beneficiary of another code type (ACER's participantType choice); wins over beneficiaryEic. */
  beneficiary?: { type: 'ace' | 'lei' | 'bic' | 'eic' | 'gln'; code: string };
  tradingCapacity: 'P' | 'A';
  buySell: 'B' | 'S';
  contract: {
    contractId: string;
    contractName: string;
    contractType: 'FW' | 'FU' | 'SP' | 'OP' | 'SW';
    commodity: 'EL' | 'NG';
    settlementMethod: 'P' | 'C';
    deliveryPointEic: string;
    /** Several delivery points or zones (field 48 repeats); when given, written instead of deliveryPointEic. */
    deliveryPointEics?: readonly string[];
    /** yyyy-mm-dd */
    deliveryStart: string;
    deliveryEnd: string;
    /** Absent when not reported (ACER's loadType may be left out). */
    loadType?: 'BL' | 'PL' | 'OP' | 'GD';
    /** hh:mm:ss pairs of the delivery profile. */
    profile: { daysOfTheWeek?: string; start: string; end: string };
    /** Several delivery profiles; when given, written instead of profile. */
    profiles?: ReadonlyArray<{ daysOfTheWeek?: string; start: string; end: string }>;
  };
  /** A 4-character MIC for an organised market place; absent for bilateral trades (XBIL). */
  marketPlaceMic?: string;
  /** ISO date-time with zone, e.g. 2026-03-04T09:15:02Z. */
  transactionTime: string;
  uti: string;
  linkedTransactionId?: string;
  price: number;
  currency: 'EUR' | 'GBP' | 'CHF' | 'PLN' | 'DKK' | 'HUF';
  /** Fields 25, 36 and 37: the indices a floating price fixes on, each with its values. */
  fixingIndices?: ReadonlyArray<{ indexName: string; values: ReadonlyArray<{ value: number; currency?: string }> }>;
  notionalAmount: number;
  /** Capacity, e.g. 25 MW. */
  quantity: number;
  quantityUnit: 'MW' | 'MWh/d' | 'GWh/d';
  totalQuantity: number;
  totalQuantityUnit: 'MWh' | 'GWh';
  /** For cancellations (action type C): the early termination, ISO date-time. */
  terminationDate?: string;
  actionType: RemitActionType;
}

export interface RemitTable1Report {
  reportingEntityEic: string;
  trades: readonly RemitTable1Trade[];
}

/** Builds the REMITTable1 document of one or more trade reports; element order follows the schema. */
export function buildRemitTable1Xml(report: RemitTable1Report): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(remitTable1Namespace, 'REMITTable1');
  root.ele('reportingEntityID').ele('eic').txt(report.reportingEntityEic);
  const list = root.ele('TradeList');
  report.trades.forEach((trade, index) => {
    const row = list.ele('TradeReport');
    row.ele('RecordSeqNumber').txt(String(index + 1));
    row.ele('idOfMarketParticipant').ele('eic').txt(trade.marketParticipantEic);
    row.ele('traderID').ele('traderIdForMarketParticipant').txt(trade.traderId);
    row.ele('otherMarketParticipant').ele('eic').txt(trade.otherMarketParticipantEic);
    if (trade.beneficiary) row.ele('beneficiaryIdentification').ele(trade.beneficiary.type).txt(trade.beneficiary.code);
    else if (trade.beneficiaryEic) row.ele('beneficiaryIdentification').ele('eic').txt(trade.beneficiaryEic);
    row.ele('tradingCapacity').txt(trade.tradingCapacity);
    row.ele('buySellIndicator').txt(trade.buySell);

    const contract = row.ele('contractInfo').ele('contract');
    contract.ele('contractId').txt(trade.contract.contractId);
    contract.ele('contractName').txt(trade.contract.contractName);
    contract.ele('contractType').txt(trade.contract.contractType);
    contract.ele('energyCommodity').txt(trade.contract.commodity);
    contract.ele('settlementMethod').txt(trade.contract.settlementMethod);
    marketPlace(contract.ele('organisedMarketPlaceIdentifier'), trade.marketPlaceMic);
    for (const point of trade.contract.deliveryPointEics ?? [trade.contract.deliveryPointEic])
      contract.ele('deliveryPointOrZone').txt(point);
    contract.ele('deliveryStartDate').txt(trade.contract.deliveryStart);
    contract.ele('deliveryEndDate').txt(trade.contract.deliveryEnd);
    if (trade.contract.loadType) contract.ele('loadType').txt(trade.contract.loadType);
    for (const details of trade.contract.profiles ?? [trade.contract.profile]) {
      const profile = contract.ele('deliveryProfile');
      profile.ele('loadDeliveryStartDate').txt(trade.contract.deliveryStart);
      profile.ele('loadDeliveryEndDate').txt(trade.contract.deliveryEnd);
      if (details.daysOfTheWeek) profile.ele('daysOfTheWeek').txt(details.daysOfTheWeek);
      profile.ele('loadDeliveryStartTime').txt(details.start);
      profile.ele('loadDeliveryEndTime').txt(details.end);
    }

    marketPlace(row.ele('organisedMarketPlaceIdentifier'), trade.marketPlaceMic);
    row.ele('transactionTime').txt(trade.transactionTime);
    row.ele('uniqueTransactionIdentifier').ele('uniqueTransactionIdentifier').txt(trade.uti);
    if (trade.linkedTransactionId) row.ele('linkedTransactionId').txt(trade.linkedTransactionId);
    const price = row.ele('priceDetails');
    price.ele('price').txt(acerDecimal(trade.price));
    price.ele('priceCurrency').txt(trade.currency);
    for (const fixing of trade.fixingIndices ?? []) {
      const index = row.ele('fixingIndex');
      index.ele('indexName').txt(fixing.indexName);
      for (const value of fixing.values) {
        const element = index.ele('indexCurrValue');
        element.ele('indexValue').txt(acerDecimal(value.value));
        if (value.currency) element.ele('indexCurrency').txt(value.currency);
      }
    }
    const notional = row.ele('notionalAmountDetails');
    notional.ele('notionalAmount').txt(acerDecimal(trade.notionalAmount));
    notional.ele('notionalCurrency').txt(trade.currency);
    const quantity = row.ele('quantity');
    quantity.ele('value').txt(acerDecimal(trade.quantity));
    quantity.ele('unit').txt(trade.quantityUnit);
    const total = row.ele('totalNotionalContractQuantity');
    total.ele('value').txt(acerDecimal(trade.totalQuantity));
    total.ele('unit').txt(trade.totalQuantityUnit);
    if (trade.terminationDate) row.ele('terminationDate').txt(trade.terminationDate);
    row.ele('actionType').txt(trade.actionType);
  });
  return xmlText(root);
}

function marketPlace(parent: ReturnType<ReturnType<typeof create>['ele']>, mic: string | undefined): void {
  if (mic) parent.ele('mic').txt(mic);
  else parent.ele('bil').txt('XBIL');
}
