import type { RemitActionType } from '../db/schema/reporting-kinds';
import type { RemitTable1Trade } from '../remit/table1-xml';
import type { RemitTable2Contract } from '../remit/table2-xml';
import {
  electricityZones,
  gasZones,
  marketPlaces,
  rejectionReasons,
  type RejectionReason,
  type ReportingParty,
} from './reporting-world-parties';
import {
  isoDate,
  isoDateTime,
  momentInWeek,
  monthBounds,
  monthNames,
  weekdaysInMonth,
  WORLD_WEEKS,
} from './reporting-world-time';
import { seededRandom, type SeededRandom } from './seeded-random';

/** One reported version of a trade: when, what action, and what the regulator answered. */
export interface PlannedVersion {
  action: RemitActionType;
  week: number;
  at: Date;
  /** Why ACER rejected it; absent when accepted. */
  rejection?: string;
  /** What the version changed, for the audit text. */
  change: string;
}

export interface PlannedTable1Trade {
  table: 'REMIT_TABLE_1';
  recordId: number;
  uti: string;
  base: Omit<RemitTable1Trade, 'actionType'>;
  versions: PlannedVersion[];
}

export interface PlannedTable2Contract {
  table: 'REMIT_TABLE_2';
  recordId: number;
  uti: string;
  base: Omit<RemitTable2Contract, 'actionType'>;
  versions: PlannedVersion[];
}

export type PlannedTrade = PlannedTable1Trade | PlannedTable2Contract;

export interface TradeParty {
  eicCode: string;
  displayName: string;
}

/**
 * How a record the reference links name is planned: `true` for a history without rejections, or the
 * reason ACER rejected its first report (corrected the week after).
 */
export type Pinning = boolean | { firstReportRejected: RejectionReason };

/**
 * The lifecycle of a trade: N, a correction (M) the week after a rejection, sometimes an amendment
 * (M), and at the end sometimes an early termination (C) or an error record (E), as REMIT allows:
 * after C only E may follow, after E nothing.
 */
export function planVersions(random: SeededRandom, firstWeek: number, pinned: Pinning): PlannedVersion[] {
  const versions: PlannedVersion[] = [];
  let week = firstWeek;
  const push = (action: RemitActionType, change: string, days?: number[], moments = random) => {
    const at = momentInWeek(moments, week, days);
    const rejection = !pinned && action !== 'E' && random.chance(0.12) ? random.pick(rejectionReasons) : undefined;
    versions.push({ action, week, at, change, ...(rejection ? { rejection } : {}) });
    return rejection;
  };
  let rejected = push('N', 'new trade');
  if (typeof pinned === 'object') {
    versions[0]!.rejection = pinned.firstReportRejected;
    week += 1;
    // The correction's moment comes from its own stream (seeded by the first report's second), so
    // pinning a rejection does not reshuffle the rest of the seeded world.
    push('M', 'correction after rejection', [0, 1, 2], seededRandom(versions[0]!.at.getTime() / 1000));
  }
  while (rejected && week + 1 < WORLD_WEEKS) {
    week += 1;
    // Some rejections wait for the analyst: the last of them stays rejected.
    if (random.chance(0.15)) return versions;
    rejected = push('M', 'correction after rejection', [0, 1, 2]);
  }
  if (pinned) {
    // The reference trades stay open for cancel, delete and modify: one amendment, no C or E.
    week = Math.min(WORLD_WEEKS - 1, week + 4);
    push('M', 'price and quantity amended');
    return versions;
  }
  if (random.chance(0.15) && week + 2 < WORLD_WEEKS) {
    week = random.int(week + 2, Math.min(WORLD_WEEKS - 1, week + 10));
    if (push('M', 'price and quantity amended')) return versions;
  }
  if (random.chance(0.08) && week + 2 < WORLD_WEEKS) {
    week = random.int(week + 2, Math.min(WORLD_WEEKS - 1, week + 8));
    if (push('C', 'early termination')) return versions;
  }
  if (random.chance(0.05) && week + 1 < WORLD_WEEKS) {
    week = random.int(week + 1, Math.min(WORLD_WEEKS - 1, week + 4));
    push('E', 'trade booked in error');
  }
  return versions;
}

const zoneShort = (name: string) =>
  name
    .split(' ')[0]!
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

export function planTable1Trade(
  random: SeededRandom,
  party: ReportingParty,
  self: TradeParty,
  counterparty: TradeParty,
  recordId: number,
  uti: string,
  firstWeek: number,
  pinned: Pinning,
): PlannedTable1Trade {
  const versions = planVersions(random, firstWeek, pinned);
  const tradeAt = versions[0]!.at;
  const gas = random.chance(0.2);
  const deliveryMonth = (tradeAt.getUTCMonth() + random.int(1, 6)) % 12;
  const deliveryYear = tradeAt.getUTCFullYear() + (deliveryMonth <= tradeAt.getUTCMonth() ? 1 : 0);
  const month = monthBounds(deliveryYear, deliveryMonth);
  const peak = !gas && random.chance(0.25);
  const zone = gas ? random.pick(gasZones) : random.pick(electricityZones);
  const capacity = random.pick([5, 10, 15, 20, 25, 30, 50]);
  const hours = gas ? month.days : peak ? weekdaysInMonth(deliveryYear, deliveryMonth) * 12 : month.days * 24;
  const totalQuantity = capacity * hours;
  const price = gas ? random.int(2500, 5000) / 100 : random.int(6000, 12500) / 100;
  const loadType = gas ? 'GD' : peak ? 'PL' : 'BL';
  const mm = String(deliveryMonth + 1).padStart(2, '0');
  return {
    table: 'REMIT_TABLE_1',
    recordId,
    uti,
    versions,
    base: {
      marketParticipantEic: self.eicCode,
      traderId: random.pick(party.traders),
      otherMarketParticipantEic: counterparty.eicCode,
      tradingCapacity: 'P',
      buySell: random.chance(0.5) ? 'B' : 'S',
      contract: {
        contractId: `${zoneShort(zone.name)}-${loadType}-${deliveryYear}-M${mm}`,
        contractName: `${gas ? 'Gas day' : peak ? 'Peakload' : 'Baseload'} ${zone.name} ${monthNames[deliveryMonth]} ${deliveryYear}`,
        contractType: 'FW',
        commodity: gas ? 'NG' : 'EL',
        settlementMethod: 'P',
        deliveryPointEic: zone.eic,
        deliveryStart: month.start,
        deliveryEnd: month.end,
        loadType,
        profile: gas
          ? { start: '06:00:00', end: '06:00:00' }
          : peak
            ? { daysOfTheWeek: 'MOtoFR', start: '08:00:00', end: '20:00:00' }
            : { daysOfTheWeek: 'MOtoSU', start: '00:00:00', end: '24:00:00' },
      },
      ...(random.chance(0.4) ? { marketPlaceMic: random.pick(marketPlaces) } : {}),
      transactionTime: isoDateTime(tradeAt),
      uti,
      price,
      currency: 'EUR',
      notionalAmount: Math.round(price * totalQuantity * 100) / 100,
      quantity: capacity,
      quantityUnit: gas ? 'MWh/d' : 'MW',
      totalQuantity: gas ? capacity * 24 * month.days : totalQuantity,
      totalQuantityUnit: 'MWh',
    },
  };
}

export function planTable2Contract(
  random: SeededRandom,
  self: TradeParty,
  counterparty: TradeParty,
  recordId: number,
  uti: string,
  firstWeek: number,
  pinned: Pinning,
): PlannedTable2Contract {
  const versions = planVersions(random, firstWeek, pinned);
  const contractAt = versions[0]!.at;
  const gas = pinned !== false || random.chance(0.5);
  const zone = gas ? random.pick(gasZones) : random.pick(electricityZones);
  const startYear = contractAt.getUTCFullYear() + (contractAt.getUTCMonth() >= 9 ? 1 : 0);
  const startMonth = (contractAt.getUTCMonth() + 3) % 12;
  const start = monthBounds(startYear, startMonth).start;
  // Twelve months of delivery: to the last day before the start month a year later.
  const end = isoDate(new Date(Date.UTC(startYear + 1, startMonth, 0)));
  const capacity = random.pick([10, 20, 40, 60]);
  const indexed = gas && random.chance(0.7);
  const index = zone.eic === gasZones[1].eic ? 'TTF Month Ahead' : gas ? 'THE Month Ahead' : 'EEX Phelix DE Base';
  const withOption = random.chance(0.3);
  return {
    table: 'REMIT_TABLE_2',
    recordId,
    uti,
    versions,
    base: {
      marketParticipantEic: self.eicCode,
      otherMarketParticipantEic: counterparty.eicCode,
      tradingCapacity: 'P',
      buySell: random.chance(0.5) ? 'B' : 'S',
      contractId: uti,
      contractDate: isoDate(contractAt),
      contractType: withOption ? 'OP' : 'FW',
      commodity: gas ? 'NG' : 'EL',
      price: indexed
        ? { formula: `${index} + ${(random.int(5, 90) / 100).toFixed(2)} EUR/MWh` }
        : { value: random.int(3000, 9000) / 100, currency: 'EUR' },
      estimatedNotional: { value: capacity * 24 * 365 * 40, currency: 'EUR' },
      totalQuantity: capacity * 24 * 365,
      totalQuantityUnit: 'MWh',
      volumeOptionality: random.chance(0.5) ? 'V' : 'F',
      volumeOptionalityFrequency: 'M',
      volumeOptionalityIntervals: [{ capacity: capacity / 2, unit: 'MW', startDate: start, endDate: end }],
      ...(indexed ? { typeOfIndexPrice: 'I' as const } : {}),
      fixingIndices: indexed
        ? [{ index, source: 'EEX', firstFixingDate: start, lastFixingDate: end, frequency: 'M' }]
        : [],
      settlementMethod: 'P',
      optionDetails: withOption
        ? [
            {
              style: 'E',
              type: 'C',
              firstExerciseDate: start,
              lastExerciseDate: start,
              strikePrice: { value: 35, currency: 'EUR' },
            },
          ]
        : [],
      deliveryPointEics: [zone.eic],
      deliveryStart: start,
      deliveryEnd: end,
      loadType: gas ? 'GD' : 'BL',
    },
  };
}

/** The trade as the given version reports it: amendments move price and quantity a little. */
export function table1Version(trade: PlannedTable1Trade, index: number): RemitTable1Trade {
  const version = trade.versions[index]!;
  const amendments = trade.versions
    .slice(0, index + 1)
    .filter((candidate) => candidate.change === 'price and quantity amended').length;
  const price = Math.round(trade.base.price * (1 + 0.01 * amendments) * 100) / 100;
  const quantity = trade.base.quantity + 5 * amendments;
  const totalQuantity = (trade.base.totalQuantity / trade.base.quantity) * quantity;
  return {
    ...trade.base,
    price,
    quantity,
    totalQuantity,
    notionalAmount: Math.round(price * totalQuantity * 100) / 100,
    ...(version.action === 'C' ? { terminationDate: isoDateTime(version.at) } : {}),
    actionType: version.action,
  };
}

export function table2Version(contract: PlannedTable2Contract, index: number): RemitTable2Contract {
  const version = contract.versions[index]!;
  const amendments = contract.versions
    .slice(0, index + 1)
    .filter((candidate) => candidate.change === 'price and quantity amended').length;
  const price =
    'formula' in contract.base.price
      ? contract.base.price
      : { ...contract.base.price, value: contract.base.price.value + amendments };
  const end = version.action === 'C' ? isoDate(version.at) : contract.base.deliveryEnd;
  return {
    ...contract.base,
    price,
    // Rounded: 350400 × 1.1 is 385440.00000000006 in floating point, which no form may send back.
    totalQuantity: Number((contract.base.totalQuantity * (1 + 0.1 * amendments)).toFixed(5)),
    // An early termination ends delivery on the termination date.
    deliveryEnd: end < contract.base.deliveryStart ? contract.base.deliveryStart : end,
    actionType: version.action,
  };
}
