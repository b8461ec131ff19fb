import { create } from 'xmlbuilder2';
import type { RemitTable1Trade } from './table1-xml';
import type { RemitTable2Contract } from './table2-xml';
import type { RemitActionType } from '../db/schema/reporting-kinds';

// Reads the first report of a stored document back into data, as the builders write it (table1-xml.ts,
// table2-xml.ts). Only the start-up backfill of versions stored before their state was (migration
// 0008) uses it: every version now stores its trade as data (trade-state.ts), read from there.

type XmlNode = Record<string, unknown>;

const asArray = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const node = (value: unknown): XmlNode => (typeof value === 'object' && value !== null ? (value as XmlNode) : {});
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** xmlbuilder2's object form keeps text escaped (`&amp;`): the text as written. */
const unescaped = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return unescaped(value);
  if (typeof value === 'object' && value !== null && '#' in value) return unescaped(String((value as XmlNode)['#']));
  return undefined;
};
const required = (value: unknown, name: string): string => {
  const text = textOf(value);
  if (text === undefined) throw new Error(`Stored REMIT report without ${name}`);
  return text;
};
const firstOf = <T>(list: readonly T[], name: string): T => {
  if (list[0] === undefined) throw new Error(`Stored REMIT report without ${name}`);
  return list[0];
};
const numberOf = (value: unknown, name: string): number => Number(required(value, name));
/** The value of a participant choice (eic, ace, lei...). */
const participant = (value: unknown): { type: string; code: string } | undefined => {
  const entries = Object.entries(node(value)).filter(([key]) => !key.startsWith('@'));
  const [type, code] = entries[0] ?? [];
  return type === undefined ? undefined : { type, code: textOf(code) ?? '' };
};

function rootOf(xml: string, name: string): XmlNode {
  const document = node(create(xml).end({ format: 'object' }));
  const key = Object.keys(document).find((candidate) => candidate === name || candidate.endsWith(`:${name}`));
  if (!key) throw new Error(`Not a ${name} document`);
  return node(document[key]);
}

/** The ACER Table 1 version a stored document uses (REMITTable1_V2 trades are converted on modify). */
export function table1SchemaVersion(xml: string): number | null {
  const match = /REMITTable1_V(\d+)\.xsd/.exec(xml);
  return match ? Number(match[1]) : null;
}

export interface ReadTable1Trade extends RemitTable1Trade {
  /** Every delivery point of the report (the builder writes the first as contract.deliveryPointEic). */
  deliveryPointEics: string[];
}

export function readRemitTable1Xml(xml: string): { reportingEntityEic: string; trade: ReadTable1Trade } {
  const root = rootOf(xml, 'REMITTable1');
  const reportingEntityEic = participant(root.reportingEntityID)?.code ?? '';
  const report = node(asArray(node(root.TradeList).TradeReport)[0]);
  const contract = node(node(report.contractInfo).contract);
  const profiles = asArray(contract.deliveryProfile).map((value) => {
    const profile = node(value);
    const days = textOf(asArray(profile.daysOfTheWeek)[0]);
    return {
      ...(days ? { daysOfTheWeek: days } : {}),
      start: required(asArray(profile.loadDeliveryStartTime)[0], 'loadDeliveryStartTime'),
      end: required(asArray(profile.loadDeliveryEndTime)[0], 'loadDeliveryEndTime'),
    };
  });
  const fixingIndices = asArray(report.fixingIndex).map((value) => {
    const fixing = node(value);
    return {
      indexName: textOf(fixing.indexName) ?? '',
      values: asArray(fixing.indexCurrValue).map((entry) => {
        const currency = textOf(node(entry).indexCurrency);
        return { value: numberOf(node(entry).indexValue, 'indexValue'), ...(currency ? { currency } : {}) };
      }),
    };
  });
  const marketPlace = participant(report.organisedMarketPlaceIdentifier);
  const beneficiary = participant(report.beneficiaryIdentification);
  const linked = textOf(asArray(report.linkedTransactionId)[0]);
  const termination = textOf(report.terminationDate);
  const deliveryPointEics = asArray(contract.deliveryPointOrZone).map((point) => textOf(point) ?? '');
  return {
    reportingEntityEic,
    trade: {
      marketParticipantEic: participant(report.idOfMarketParticipant)?.code ?? '',
      traderId: required(node(report.traderID).traderIdForMarketParticipant, 'traderID'),
      otherMarketParticipantEic: participant(report.otherMarketParticipant)?.code ?? '',
      ...(beneficiary?.type === 'eic' ? { beneficiaryEic: beneficiary.code } : {}),
      ...(beneficiary ? { beneficiary: beneficiary as NonNullable<RemitTable1Trade['beneficiary']> } : {}),
      tradingCapacity: required(report.tradingCapacity, 'tradingCapacity') as RemitTable1Trade['tradingCapacity'],
      buySell: required(report.buySellIndicator, 'buySellIndicator') as RemitTable1Trade['buySell'],
      contract: {
        contractId: required(contract.contractId, 'contractId'),
        contractName: required(contract.contractName, 'contractName'),
        contractType: required(contract.contractType, 'contractType') as RemitTable1Trade['contract']['contractType'],
        commodity: required(contract.energyCommodity, 'energyCommodity') as RemitTable1Trade['contract']['commodity'],
        settlementMethod: required(
          contract.settlementMethod,
          'settlementMethod',
        ) as RemitTable1Trade['contract']['settlementMethod'],
        deliveryPointEic: deliveryPointEics[0] ?? '',
        deliveryPointEics,
        deliveryStart: required(contract.deliveryStartDate, 'deliveryStartDate'),
        deliveryEnd: required(contract.deliveryEndDate, 'deliveryEndDate'),
        ...(textOf(contract.loadType)
          ? { loadType: textOf(contract.loadType) as RemitTable1Trade['contract']['loadType'] }
          : {}),
        profile: firstOf(profiles, 'deliveryProfile'),
        profiles,
      },
      ...(marketPlace && marketPlace.type === 'mic' ? { marketPlaceMic: marketPlace.code } : {}),
      transactionTime: required(report.transactionTime, 'transactionTime'),
      uti: required(node(report.uniqueTransactionIdentifier).uniqueTransactionIdentifier, 'UTI'),
      ...(linked ? { linkedTransactionId: linked } : {}),
      price: numberOf(node(report.priceDetails).price, 'price'),
      currency: required(node(report.priceDetails).priceCurrency, 'priceCurrency') as RemitTable1Trade['currency'],
      ...(fixingIndices.length ? { fixingIndices } : {}),
      notionalAmount: numberOf(node(report.notionalAmountDetails).notionalAmount, 'notionalAmount'),
      quantity: numberOf(node(report.quantity).value, 'quantity'),
      quantityUnit: required(node(report.quantity).unit, 'quantity unit') as RemitTable1Trade['quantityUnit'],
      totalQuantity: numberOf(node(report.totalNotionalContractQuantity).value, 'totalNotionalContractQuantity'),
      totalQuantityUnit: required(
        node(report.totalNotionalContractQuantity).unit,
        'totalNotionalContractQuantity unit',
      ) as RemitTable1Trade['totalQuantityUnit'],
      ...(termination ? { terminationDate: termination } : {}),
      actionType: required(report.actionType, 'actionType') as RemitActionType,
      deliveryPointEics,
    },
  };
}

const money = (value: unknown) => {
  const element = node(value);
  return {
    value: numberOf(element.value, 'value'),
    currency: required(element.currency, 'currency') as 'EUR',
  };
};

export function readRemitTable2Xml(xml: string): { reportingEntityEic: string; contract: RemitTable2Contract } {
  const root = rootOf(xml, 'REMITTable2');
  const reportingEntityEic = participant(root.reportingEntityID)?.code ?? '';
  const report = node(asArray(node(root.TradeList).nonStandardContractReport)[0]);
  const price = node(report.priceOrPriceFormula);
  const formula = textOf(price.priceFormula);
  const optional = <T extends string>(value: unknown): T | undefined => textOf(value) as T | undefined;
  const total = node(report.totalNotionalContractQuantity);
  const contract: RemitTable2Contract = {
    marketParticipantEic: participant(report.idOfMarketParticipant)?.code ?? '',
    otherMarketParticipantEic: participant(report.otherMarketParticipant)?.code ?? '',
    tradingCapacity: required(report.tradingCapacity, 'tradingCapacity') as 'P',
    buySell: required(report.buySellIndicator, 'buySellIndicator') as 'B',
    contractId: required(report.contractId, 'contractId'),
    contractDate: required(report.contractDate, 'contractDate'),
    contractType: required(report.contractType, 'contractType') as RemitTable2Contract['contractType'],
    commodity: required(report.energyCommodity, 'energyCommodity') as RemitTable2Contract['commodity'],
    price: formula !== undefined ? { formula } : money(price.price),
    ...(report.estimatedNotionalAmount !== undefined
      ? { estimatedNotional: money(report.estimatedNotionalAmount) }
      : {}),
    totalQuantity: numberOf(total.value, 'totalNotionalContractQuantity'),
    totalQuantityUnit: required(total.unit, 'unit') as RemitTable2Contract['totalQuantityUnit'],
    ...(textOf(report.volumeOptionality)
      ? { volumeOptionality: optional<NonNullable<RemitTable2Contract['volumeOptionality']>>(report.volumeOptionality) }
      : {}),
    ...(textOf(report.volumeOptionalityFrequency)
      ? {
          volumeOptionalityFrequency: optional<NonNullable<RemitTable2Contract['volumeOptionalityFrequency']>>(
            report.volumeOptionalityFrequency,
          ),
        }
      : {}),
    volumeOptionalityIntervals: asArray(report.volumeOptionalityIntervals).map((value) => {
      const interval = node(value);
      const capacity = node(interval.capacity);
      return {
        capacity: numberOf(capacity.value, 'capacity'),
        unit: required(capacity.unit, 'unit') as 'MW',
        startDate: required(interval.startDate, 'startDate'),
        endDate: required(interval.endDate, 'endDate'),
      };
    }),
    ...(textOf(report.typeOfIndexPrice)
      ? { typeOfIndexPrice: optional<NonNullable<RemitTable2Contract['typeOfIndexPrice']>>(report.typeOfIndexPrice) }
      : {}),
    fixingIndices: asArray(report.fixingIndexDetails).map((value) => {
      const fixing = node(value);
      const source = textOf(fixing.fixingIndexSource);
      const first = textOf(fixing.firstFixingDate);
      const last = textOf(fixing.lastFixingDate);
      const frequency = optional<'D' | 'M' | 'Q'>(fixing.fixingFrequency);
      return {
        index: required(fixing.fixingIndex, 'fixingIndex'),
        ...(source ? { source } : {}),
        ...(first ? { firstFixingDate: first } : {}),
        ...(last ? { lastFixingDate: last } : {}),
        ...(frequency ? { frequency } : {}),
      };
    }),
    settlementMethod: required(report.settlementMethod, 'settlementMethod') as RemitTable2Contract['settlementMethod'],
    optionDetails: asArray(report.optionDetails).map((value) => {
      const option = node(value);
      const first = textOf(option.optionFirstExerciseDate);
      const last = textOf(option.optionLastExerciseDate);
      return {
        style: required(option.optionStyle, 'optionStyle') as 'A',
        type: required(option.optionType, 'optionType') as 'P',
        ...(first ? { firstExerciseDate: first } : {}),
        ...(last ? { lastExerciseDate: last } : {}),
        ...(option.optionStrikePrice !== undefined ? { strikePrice: money(option.optionStrikePrice) } : {}),
      };
    }),
    deliveryPointEics: asArray(report.deliveryPointOrZone).map((point) => textOf(point) ?? ''),
    deliveryStart: required(report.deliveryStartDate, 'deliveryStartDate'),
    deliveryEnd: required(report.deliveryEndDate, 'deliveryEndDate'),
    ...(textOf(report.loadType)
      ? { loadType: optional<NonNullable<RemitTable2Contract['loadType']>>(report.loadType) }
      : {}),
    actionType: required(report.actionType, 'actionType') as RemitActionType,
  };
  return { reportingEntityEic, contract };
}

/** The report as the builder takes it: the reader's own delivery point list dropped. */
export function table1ReportOf(trade: ReadTable1Trade): RemitTable1Trade {
  const { deliveryPointEics: _points, ...report } = trade;
  return report;
}
