import { create } from 'xmlbuilder2';
import { xmlText } from '../documents/xml-output';
import { acerDecimal } from './acer-decimal';
import type { RemitActionType } from '../db/schema/reporting-kinds';

export const remitTable2Namespace = 'http://www.acer.europa.eu/REMIT/REMITTable2_V1.xsd';

/** A REMIT Table 2 report (non-standard contract) as ACER's REMITTable2_V1 schema names its fields. */
export interface RemitTable2Contract {
  marketParticipantEic: string;
  otherMarketParticipantEic: string;
  tradingCapacity: 'P' | 'A';
  buySell: 'B' | 'S';
  contractId: string;
  /** yyyy-mm-dd */
  contractDate: string;
  contractType: 'FW' | 'OP' | 'SW' | 'OT';
  commodity: 'EL' | 'NG';
  /** A fixed price, or a formula when the price follows an index. */
  price: { value: number; currency: 'EUR' | 'GBP' | 'CHF' | 'PLN' | 'DKK' | 'HUF' } | { formula: string };
  estimatedNotional?: { value: number; currency: 'EUR' | 'GBP' | 'CHF' | 'PLN' | 'DKK' | 'HUF' };
  totalQuantity: number;
  totalQuantityUnit: 'MWh' | 'GWh';
  volumeOptionality?: 'V' | 'F' | 'M' | 'C' | 'O';
  volumeOptionalityFrequency?: 'D' | 'M' | 'Q' | 'A';
  volumeOptionalityIntervals: ReadonlyArray<{
    capacity: number;
    unit: 'MW' | 'MWh/d';
    startDate: string;
    endDate: string;
  }>;
  typeOfIndexPrice?: 'F' | 'I' | 'C' | 'O';
  fixingIndices: ReadonlyArray<{
    index: string;
    source?: string;
    firstFixingDate?: string;
    lastFixingDate?: string;
    frequency?: 'D' | 'M' | 'Q';
  }>;
  settlementMethod: 'P' | 'C' | 'O';
  optionDetails: ReadonlyArray<{
    style: 'A' | 'E' | 'B';
    type: 'P' | 'C';
    firstExerciseDate?: string;
    lastExerciseDate?: string;
    strikePrice?: { value: number; currency: 'EUR' | 'GBP' | 'CHF' | 'PLN' | 'DKK' | 'HUF' };
  }>;
  deliveryPointEics: readonly string[];
  deliveryStart: string;
  deliveryEnd: string;
  loadType?: 'BL' | 'PL' | 'OP' | 'GD' | 'OT';
  actionType: RemitActionType;
}

export interface RemitTable2Report {
  reportingEntityEic: string;
  contracts: readonly RemitTable2Contract[];
}

/** Builds the REMITTable2 document of one or more reports; element order follows the schema. */
export function buildRemitTable2Xml(report: RemitTable2Report): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(remitTable2Namespace, 'REMITTable2');
  root.ele('reportingEntityID').ele('eic').txt(report.reportingEntityEic);
  const list = root.ele('TradeList');
  report.contracts.forEach((contract, index) => {
    const row = list.ele('nonStandardContractReport');
    row.ele('RecordSeqNumber').txt(String(index + 1));
    row.ele('idOfMarketParticipant').ele('eic').txt(contract.marketParticipantEic);
    row.ele('otherMarketParticipant').ele('eic').txt(contract.otherMarketParticipantEic);
    row.ele('tradingCapacity').txt(contract.tradingCapacity);
    row.ele('buySellIndicator').txt(contract.buySell);
    row.ele('contractId').txt(contract.contractId);
    row.ele('contractDate').txt(contract.contractDate);
    row.ele('contractType').txt(contract.contractType);
    row.ele('energyCommodity').txt(contract.commodity);
    const price = row.ele('priceOrPriceFormula');
    if ('formula' in contract.price) price.ele('priceFormula').txt(contract.price.formula);
    else {
      const fixed = price.ele('price');
      fixed.ele('value').txt(acerDecimal(contract.price.value));
      fixed.ele('currency').txt(contract.price.currency);
    }
    if (contract.estimatedNotional) {
      const notional = row.ele('estimatedNotionalAmount');
      notional.ele('value').txt(acerDecimal(contract.estimatedNotional.value));
      notional.ele('currency').txt(contract.estimatedNotional.currency);
    }
    const total = row.ele('totalNotionalContractQuantity');
    total.ele('value').txt(acerDecimal(contract.totalQuantity));
    total.ele('unit').txt(contract.totalQuantityUnit);
    if (contract.volumeOptionality) row.ele('volumeOptionality').txt(contract.volumeOptionality);
    if (contract.volumeOptionalityFrequency)
      row.ele('volumeOptionalityFrequency').txt(contract.volumeOptionalityFrequency);
    for (const interval of contract.volumeOptionalityIntervals) {
      const element = row.ele('volumeOptionalityIntervals');
      const capacity = element.ele('capacity');
      capacity.ele('value').txt(acerDecimal(interval.capacity));
      capacity.ele('unit').txt(interval.unit);
      element.ele('startDate').txt(interval.startDate);
      element.ele('endDate').txt(interval.endDate);
    }
    if (contract.typeOfIndexPrice) row.ele('typeOfIndexPrice').txt(contract.typeOfIndexPrice);
    for (const fixing of contract.fixingIndices) {
      const element = row.ele('fixingIndexDetails');
      element.ele('fixingIndex').txt(fixing.index);
      if (fixing.source) element.ele('fixingIndexSource').txt(fixing.source);
      if (fixing.firstFixingDate) element.ele('firstFixingDate').txt(fixing.firstFixingDate);
      if (fixing.lastFixingDate) element.ele('lastFixingDate').txt(fixing.lastFixingDate);
      if (fixing.frequency) element.ele('fixingFrequency').txt(fixing.frequency);
    }
    row.ele('settlementMethod').txt(contract.settlementMethod);
    for (const option of contract.optionDetails) {
      const element = row.ele('optionDetails');
      element.ele('optionStyle').txt(option.style);
      element.ele('optionType').txt(option.type);
      if (option.firstExerciseDate) element.ele('optionFirstExerciseDate').txt(option.firstExerciseDate);
      if (option.lastExerciseDate) element.ele('optionLastExerciseDate').txt(option.lastExerciseDate);
      if (option.strikePrice) {
        const strike = element.ele('optionStrikePrice');
        strike.ele('value').txt(acerDecimal(option.strikePrice.value));
        strike.ele('currency').txt(option.strikePrice.currency);
      }
    }
    for (const point of contract.deliveryPointEics) row.ele('deliveryPointOrZone').txt(point);
    row.ele('deliveryStartDate').txt(contract.deliveryStart);
    row.ele('deliveryEndDate').txt(contract.deliveryEnd);
    if (contract.loadType) row.ele('loadType').txt(contract.loadType);
    row.ele('actionType').txt(contract.actionType);
  });
  return xmlText(root);
}
