import type { Table1ValueSets, ValueSet } from '@shared/contract/remit';

type Pair = readonly [key: string, value: string];

/** Splits a list into what the trade's commodity usually takes (shown first) and the rest. */
function valueSet(all: readonly Pair[], preferred: (key: string) => boolean): ValueSet {
  const toPair = ([key, value]: Pair) => ({ key, value });
  return {
    preferredValues: all.filter(([key]) => preferred(key)).map(toPair),
    notPreferredValues: all.filter(([key]) => !preferred(key)).map(toPair),
  };
}

const quantityUnits: Pair[] = [
  ['MW', 'MW'],
  ['MWh/d', 'MWh/d'],
  ['GWh/d', 'GWh/d'],
];
const totalQuantityUnits: Pair[] = [
  ['MWh', 'MWh'],
  ['GWh', 'GWh'],
];
const currencies: Pair[] = [
  ['EUR', 'Euro'],
  ['GBP', 'Pound sterling'],
  ['CHF', 'Swiss franc'],
  ['PLN', 'Polish zloty'],
  ['DKK', 'Danish krone'],
  ['HUF', 'Hungarian forint'],
];
/** Index names as ACER's fixingIndexType allows them ([A-Za-z0-9_ -]). */
const electricityIndices: Pair[] = [
  ['EEX Phelix DE Base', 'EEX Phelix DE Base'],
  ['EEX Phelix DE Peak', 'EEX Phelix DE Peak'],
  ['EPEX Spot FR Base', 'EPEX Spot FR Base'],
];
const gasIndices: Pair[] = [
  ['TTF Month Ahead', 'TTF Month Ahead'],
  ['THE Month Ahead', 'THE Month Ahead'],
  ['TTF Day Ahead', 'TTF Day Ahead'],
];
const beneficiaries: Pair[] = [
  ['ACE', 'ACER code'],
  ['LEI', 'Legal Entity Identifier'],
  ['EIC', 'Energy Identification Code'],
  ['BIC', 'Business Identifier Code'],
  ['GLN', 'Global Location Number'],
];
const settlementMethods: Pair[] = [
  ['P', 'Physical'],
  ['C', 'Cash'],
];
const loadTypes: Pair[] = [
  ['BL', 'Base load'],
  ['PL', 'Peak load'],
  ['OP', 'Off-peak'],
  ['GD', 'Gas day'],
];

/** Electricity areas are EIC Y codes issued by ENTSO-E's central office (10Y…); gas areas come from other offices. */
const isElectricityArea = (eic: string) => eic.startsWith('10Y');

/**
 * Table 1 modify's value sets for a trade of the given commodity; the delivery points or zones are the
 * organisation's own (master data), those of the trade's commodity first.
 */
export function table1ValueSets(
  commodity: 'EL' | 'NG',
  deliveryPoints: readonly { code: string; name: string }[],
): Table1ValueSets {
  const gas = commodity === 'NG';
  const zones: Pair[] = deliveryPoints.map((point) => [point.code, point.name] as const);
  const gasIndexKeys = new Set(gasIndices.map(([key]) => key));
  return {
    quantityUnits: valueSet(quantityUnits, (key) => (gas ? key !== 'MW' : key === 'MW')),
    totalQuantityUnits: valueSet(totalQuantityUnits, (key) => key === 'MWh'),
    currencies: valueSet(currencies, (key) => key === 'EUR'),
    indexNames: valueSet([...electricityIndices, ...gasIndices], (key) => gasIndexKeys.has(key) === gas),
    beneficiaries: valueSet(beneficiaries, (key) => key === 'ACE' || key === 'LEI'),
    settlementMethods: valueSet(settlementMethods, (key) => key === 'P'),
    loadTypes: valueSet(loadTypes, (key) => (gas ? key === 'GD' : key !== 'GD')),
    deliveryPointOrZones: valueSet(zones, (key) => isElectricityArea(key) !== gas),
  };
}
