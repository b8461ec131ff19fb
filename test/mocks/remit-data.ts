import type { TransactionSheet } from '@shared/contract/remit';

/** One reported trade of the mock world: its organisation, table and latest version. */
export interface MockRemitTrade {
  historyId: number;
  organisationId: number;
  table: 1 | 2;
  uti: string;
  version: number;
  actionType: 'N' | 'M' | 'C' | 'E';
  traderId: string;
  lastTransactionTimeUtc: string;
  deliveryStartDate: string;
  deliveryEndDate: string;
  lastContractDate: string;
}

const initialTrades: readonly MockRemitTrade[] = [
  {
    historyId: 240117,
    organisationId: 11,
    table: 1,
    uti: 'NWEH-2026-000417',
    version: 1,
    actionType: 'N',
    traderId: 'TRADER-NP-07',
    lastTransactionTimeUtc: '2026-01-17T09:30:00Z',
    deliveryStartDate: '2026-02-01',
    deliveryEndDate: '2026-12-31',
    lastContractDate: '2026-01-17',
  },
  {
    historyId: 310552,
    organisationId: 11,
    table: 2,
    uti: 'ASV-T2-2026-0088',
    version: 2,
    actionType: 'M',
    traderId: '',
    lastTransactionTimeUtc: '2026-02-01T10:00:00Z',
    deliveryStartDate: '2026-03-01',
    deliveryEndDate: '2026-12-31',
    lastContractDate: '2026-02-01',
  },
  // Another organisation's trade: not found for the analyst's organisation.
  {
    historyId: 500031,
    organisationId: 99,
    table: 1,
    uti: 'BPT-2026-001203',
    version: 1,
    actionType: 'N',
    traderId: 'BP-1',
    lastTransactionTimeUtc: '2026-01-05T08:00:00Z',
    deliveryStartDate: '2026-01-01',
    deliveryEndDate: '2026-06-30',
    lastContractDate: '2026-01-05',
  },
];

/** The mock world's trades; tests that report reset it first. */
export const mockRemitTrades: MockRemitTrade[] = initialTrades.map((trade) => ({ ...trade }));

export function resetMockRemitTrades(): void {
  mockRemitTrades.splice(0, mockRemitTrades.length, ...initialTrades.map((trade) => ({ ...trade })));
}

/** The Table 1 trade's sheet: three groups on the left, two on the right, one MULTI value. */
export const mockTable1Sheet: TransactionSheet = {
  view: 'REMIT_TABLE_1',
  documentType: 'REMIT_TABLE_1',
  recordType: 'TABLE_1',
  valuesGroups: [
    {
      name: 'parties',
      label: 'Parties to the contract',
      column: 'LEFT',
      values: [
        { name: 'participant', label: 'ID of the market participant', valueType: 'SINGLE', value: '11XNORDWIND-EH-' },
        { name: 'traderId', label: 'ID of the trader', valueType: 'SINGLE', value: 'TRADER-NP-07' },
      ],
    },
    {
      name: 'transaction',
      label: 'Transaction details',
      column: 'LEFT',
      values: [{ name: 'uti', label: 'Unique transaction ID', valueType: 'SINGLE', value: 'NWEH-2026-000417' }],
    },
    {
      name: 'lifecycle',
      label: 'Lifecycle information',
      column: 'LEFT',
      values: [{ name: 'actionType', label: 'Action type', valueType: 'SINGLE', value: 'New' }],
    },
    {
      name: 'delivery',
      label: 'Delivery profile',
      column: 'RIGHT',
      values: [
        {
          name: 'deliveryZones',
          label: 'Delivery point or zone',
          valueType: 'MULTI',
          values: ['10YDE-VE-------2', '10YAT-APG------L'],
        },
        { name: 'deliveryStartDate', label: 'Delivery start date', valueType: 'SINGLE', value: '2026-02-01' },
      ],
    },
    {
      name: 'price',
      label: 'Price details',
      column: 'RIGHT',
      values: [{ name: 'price', label: 'Price', valueType: 'SINGLE', value: '54.20 EUR' }],
    },
  ],
};

/** The Table 2 trade's sections as its modify presets load them: one option, one interval, one fixing index. */
export const mockTable2Sections = {
  references: {
    uti: 'ASV-T2-2026-0088',
    marketParticipant: '12XALPENSTROM-V',
    contractId: 'ASV-GAS-2026-Q3',
    lastContractDate: '2026-02-01',
  },
  productDetails: {
    contractDate: '2026-02-01',
    contractType: 'OP' as const,
    commodity: 'NG' as const,
    settlementMethod: 'P' as const,
    loadType: 'GD' as const,
  },
  reportingCounterparty: { marketParticipant: '12XALPENSTROM-V', tradingCapacity: 'P' as const, buySell: 'B' as const },
  otherMarketParticipants: { otherMarketParticipant: '21X-GASHANDEL-AI' },
  delivery: { deliveryPointOrZones: ['21Y-THE--------6'], deliveryStart: '2026-07-01', deliveryEnd: '2026-09-30' },
  optionDetails: [
    {
      optionStyle: 'E' as const,
      optionType: 'C' as const,
      firstExerciseDate: '2026-06-15',
      lastExerciseDate: '2026-06-20',
      strikePrice: '31.5',
      strikePriceCurrency: 'EUR',
    },
  ],
  volume: {
    totalQuantity: '92000',
    totalQuantityUnit: 'MWh' as const,
    volumeOptionality: 'V',
    volumeOptionalityFrequency: 'M',
  },
  volumeOptionalityIntervals: [
    { capacity: '40', capacityUnit: 'MW' as const, startDate: '2026-07-01', endDate: '2026-07-31' },
  ],
  price: {
    price: null,
    priceCurrency: null,
    priceFormula: 'THE month-ahead index + 0.25 EUR/MWh',
    estimatedNotionalAmount: '2900000',
    estimatedNotionalCurrency: 'EUR',
    typeOfIndexPrice: 'I',
  },
  fixingIndices: [
    {
      fixingIndex: 'THE Month Ahead',
      fixingIndexSource: 'EEX',
      firstFixingDate: '2026-06-01',
      lastFixingDate: '2026-06-30',
      fixingFrequency: 'M',
    },
  ],
};

/** The Table 1 trade as its modify presets load it: no notional amount section, no fixing index. */
export const mockTable1ModifySections = {
  sourceTableVersion: 2,
  referenceResponseModel: {
    transactionTimeUtc: '2026-01-17T09:30:00Z',
    traderId: 'TRADER-NP-07',
    beneficiaryCodeType: 'ACE' as const,
    beneficiaryCode: null,
    execution: false,
    linkedTransactionId: null,
  },
  commercialResponseModel: {
    quantityValue: '20',
    quantityUnit: 'MW',
    priceValue: '54.2',
    priceUnit: 'EUR',
    totalQuantityValue: '14880',
    totalQuantityUnit: 'MWh',
    notionalAmountValue: null,
    notionalAmountUnit: null,
    fixingIndexModels: [],
  },
  settlementResponseModel: { settlementMethod: 'P' },
  deliveryResponseModel: {
    loadType: 'BL',
    deliveryStart: '2026-02-01',
    deliveryEnd: '2026-02-28',
    deliveryPointOrZones: ['10YDE-VE-------2'],
  },
  deliveryProfileResponseModel: {
    deliveryProfiles: [{ daysOfTheWeek: 'MOtoSU', startTime: '00:00:00', endTime: '24:00:00' }],
    tooComplex: false,
  },
};

const pairs = (...keys: string[]) => keys.map((key) => ({ key, value: key }));

export const mockTable1ValueSets = {
  quantityUnits: { preferredValues: pairs('MW'), notPreferredValues: pairs('MWh/d', 'GWh/d') },
  totalQuantityUnits: { preferredValues: pairs('MWh'), notPreferredValues: pairs('GWh') },
  currencies: { preferredValues: pairs('EUR'), notPreferredValues: pairs('GBP', 'CHF') },
  indexNames: { preferredValues: pairs('EEX Phelix DE Base'), notPreferredValues: pairs('EPEX Spot DE') },
  beneficiaries: { preferredValues: pairs('ACE'), notPreferredValues: pairs('EIC', 'LEI', 'BIC', 'GS1') },
  settlementMethods: { preferredValues: pairs('P'), notPreferredValues: pairs('C') },
  loadTypes: { preferredValues: pairs('BL', 'PL'), notPreferredValues: pairs('OP', 'GD') },
  deliveryPointOrZones: {
    preferredValues: pairs('10YDE-VE-------2', '10YAT-APG------L'),
    notPreferredValues: pairs('10YFR-RTE------C', '10YNL----------L'),
  },
};
