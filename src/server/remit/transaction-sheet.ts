import {
  table2FrequencyLabels,
  type RecordType,
  type TransactionSheet,
  type TransactionSheetGroup,
  type TransactionSheetValue,
} from '@shared/contract/remit';
import { remitActionTypeLabels, remitCodeLabels, type TransactionSheetView } from '@shared/contract/remit-constants';
import { fieldLabel } from '@shared/field-label';
import { dayOfMidnightUtc } from '@shared/moment-format';
import { formatTimestamp, formatTimestampText } from '@shared/timestamp-format';
import type { OrganisationStanding } from '../access/organisation-standing';
import type { RemitActionType, ReportingDocumentType } from '../db/schema/reporting-kinds';
import { findRemitTrade, tradeActionsOf, type RemitStores } from './remit-trade';
import type { ReportingRecordRow } from '../reporting/repository';
import {
  table1DeliveryPoints,
  table1Profiles,
  type RemitTradeState,
  type Table1State,
  type Table2State,
} from './trade-state';

/** What the sheet shows of each version. */
export interface SheetVersion {
  version: number;
  actionType: RemitActionType;
  reportedAt: Date;
}
import { transactionSheetFamilies } from '../reporting/transaction-sheet-families';

type Entry = [name: string, label: string, value: string | number | boolean | null | undefined | readonly string[]];

function values(entries: readonly Entry[]): TransactionSheetValue[] {
  return entries.flatMap(([name, label, value]): TransactionSheetValue[] => {
    if (value === undefined || value === null || value === '') return [];
    if (Array.isArray(value)) return value.length ? [{ name, label, valueType: 'MULTI', values: [...value] }] : [];
    return [{ name, label, valueType: 'SINGLE', value: String(value) }];
  });
}

const group = (
  name: string,
  label: string,
  column: TransactionSheetGroup['column'],
  entries: readonly Entry[],
): TransactionSheetGroup => ({ name, label, column, values: values(entries) });

const codeLabels = remitCodeLabels;
const labelled = <T extends Record<string, string>>(labels: T, code: string) =>
  code in labels ? `${labels[code as keyof T]} (${code})` : code;

/**
 * A value of a field named …Date: a day stored as a midnight-UTC date-time (ACER's terminationDate,
 * which the XML must give as one) is sent as the day, 'yyyy-mm-dd', like the sheet's other days, so the
 * client shows it in the user's date format; a true moment in the one timestamp form, with its time.
 */
const dateText = (value: string): string => dayOfMidnightUtc(value) ?? formatTimestampText(value);

/** 'C – Cancellation (early termination)': the code first, as two labels carry brackets of their own. */
const actionTypeText = (code: SheetVersion['actionType']) => `${code} – ${remitActionTypeLabels[code]}`;

function reportingGroup(versions: readonly SheetVersion[]): TransactionSheetGroup {
  const latest = versions.at(-1)!;
  return group('reporting', 'Reporting', 'RIGHT', [
    ['version', 'Version', latest.version],
    ['actionType', 'Action type', actionTypeText(latest.actionType)],
    ['reportedAt', 'Reported at', formatTimestamp(latest.reportedAt)],
    [
      'versions',
      'Versions',
      versions.map(
        (version) =>
          `${version.version}: ${actionTypeText(version.actionType)}, ${formatTimestamp(version.reportedAt)}`,
      ),
    ],
  ]);
}

function table1Groups(
  { reportingEntityEic, trade }: Table1State,
  versions: readonly SheetVersion[],
): TransactionSheetGroup[] {
  const profiles = table1Profiles(trade);
  return [
    group('parties', 'Parties', 'LEFT', [
      ['reportingEntity', 'Reporting entity', reportingEntityEic],
      ['marketParticipant', 'Market participant', trade.marketParticipantEic],
      ['traderId', 'Trader ID', trade.traderId],
      ['otherMarketParticipant', 'Other market participant', trade.otherMarketParticipantEic],
      [
        'beneficiary',
        'Beneficiary',
        trade.beneficiary ? `${trade.beneficiary.code} (${trade.beneficiary.type.toUpperCase()})` : null,
      ],
      ['tradingCapacity', 'Trading capacity', labelled(codeLabels.tradingCapacity, trade.tradingCapacity)],
      ['buySell', 'Buy/sell indicator', labelled(codeLabels.buySell, trade.buySell)],
    ]),
    group('contract', 'Contract', 'LEFT', [
      ['contractId', 'Contract ID', trade.contract.contractId],
      ['contractName', 'Contract name', trade.contract.contractName],
      ['contractType', 'Contract type', trade.contract.contractType],
      ['energyCommodity', 'Energy commodity', labelled(codeLabels.commodity, trade.contract.commodity)],
      ['settlementMethod', 'Settlement method', labelled(codeLabels.settlementMethod, trade.contract.settlementMethod)],
      ['organisedMarketPlace', 'Organised market place', trade.marketPlaceMic ?? 'XBIL'],
      ['deliveryPointOrZone', 'Delivery points or zones', table1DeliveryPoints(trade)],
      ['deliveryStartDate', 'Delivery start date', trade.contract.deliveryStart],
      ['deliveryEndDate', 'Delivery end date', trade.contract.deliveryEnd],
      ['loadType', 'Load type', trade.contract.loadType],
      [
        'deliveryProfile',
        'Delivery profile',
        profiles.map(
          (profile) => `${profile.daysOfTheWeek ? `${profile.daysOfTheWeek} ` : ''}${profile.start}-${profile.end}`,
        ),
      ],
    ]),
    group('transaction', 'Transaction', 'RIGHT', [
      ['uti', 'Unique transaction ID', trade.uti],
      ['transactionTime', 'Transaction time', formatTimestampText(trade.transactionTime)],
      ['linkedTransactionId', 'Linked transaction ID', trade.linkedTransactionId],
      ['terminationDate', 'Termination date', trade.terminationDate && dateText(trade.terminationDate)],
    ]),
    group('commercial', 'Price and quantity', 'RIGHT', [
      ['price', 'Price', `${trade.price} ${trade.currency}`],
      [
        'fixingIndices',
        'Fixing indices',
        (trade.fixingIndices ?? []).map(
          (fixing) =>
            `${fixing.indexName}${fixing.values.map((value) => ` ${value.value}${value.currency ? ` ${value.currency}` : ''}`).join(',')}`,
        ),
      ],
      ['notionalAmount', 'Notional amount', `${trade.notionalAmount} ${trade.currency}`],
      ['quantity', 'Quantity', `${trade.quantity} ${trade.quantityUnit}`],
      ['totalNotionalContractQuantity', 'Total notional quantity', `${trade.totalQuantity} ${trade.totalQuantityUnit}`],
    ]),
    reportingGroup(versions),
  ];
}

function table2Groups(
  { reportingEntityEic, contract }: Table2State,
  versions: readonly SheetVersion[],
): TransactionSheetGroup[] {
  const price =
    'formula' in contract.price ? contract.price.formula : `${contract.price.value} ${contract.price.currency}`;
  return [
    group('parties', 'Parties', 'LEFT', [
      ['reportingEntity', 'Reporting entity', reportingEntityEic],
      ['marketParticipant', 'Market participant', contract.marketParticipantEic],
      ['otherMarketParticipant', 'Other market participant', contract.otherMarketParticipantEic],
      ['tradingCapacity', 'Trading capacity', labelled(codeLabels.tradingCapacity, contract.tradingCapacity)],
      ['buySell', 'Buy/sell indicator', labelled(codeLabels.buySell, contract.buySell)],
    ]),
    group('contract', 'Contract', 'LEFT', [
      ['contractId', 'Contract ID', contract.contractId],
      ['contractDate', 'Contract date', contract.contractDate],
      ['contractType', 'Contract type', labelled(codeLabels.contractType, contract.contractType)],
      ['energyCommodity', 'Energy commodity', labelled(codeLabels.commodity, contract.commodity)],
      ['settlementMethod', 'Settlement method', labelled(codeLabels.settlementMethod, contract.settlementMethod)],
      ['deliveryPointOrZone', 'Delivery points or zones', contract.deliveryPointEics],
      ['deliveryStartDate', 'Delivery start date', contract.deliveryStart],
      ['deliveryEndDate', 'Delivery end date', contract.deliveryEnd],
      ['loadType', 'Load type', contract.loadType && labelled(codeLabels.loadType, contract.loadType)],
      [
        'optionDetails',
        'Options',
        contract.optionDetails.map(
          (option) =>
            `${labelled(codeLabels.optionStyle, option.style)} / ${labelled(codeLabels.optionType, option.type)}${exercisePeriod(option.firstExerciseDate, option.lastExerciseDate)}${option.strikePrice ? ` strike ${option.strikePrice.value} ${option.strikePrice.currency}` : ''}`,
        ),
      ],
    ]),
    group('price', 'Price and volume', 'RIGHT', [
      ['price', 'Price or price formula', price],
      [
        'estimatedNotionalAmount',
        'Estimated notional amount',
        contract.estimatedNotional
          ? `${contract.estimatedNotional.value} ${contract.estimatedNotional.currency}`
          : null,
      ],
      [
        'totalNotionalContractQuantity',
        'Total notional quantity',
        `${contract.totalQuantity} ${contract.totalQuantityUnit}`,
      ],
      [
        'volumeOptionality',
        'Volume optionality',
        contract.volumeOptionality && labelled(codeLabels.volumeOptionality, contract.volumeOptionality),
      ],
      [
        'volumeOptionalityFrequency',
        'Volume optionality frequency',
        contract.volumeOptionalityFrequency && labelled(table2FrequencyLabels, contract.volumeOptionalityFrequency),
      ],
      [
        'volumeOptionalityIntervals',
        'Volume optionality intervals',
        contract.volumeOptionalityIntervals.map(
          (interval) => `${interval.capacity} ${interval.unit} ${interval.startDate} to ${interval.endDate}`,
        ),
      ],
      [
        'typeOfIndexPrice',
        'Type of index price',
        contract.typeOfIndexPrice && labelled(codeLabels.typeOfIndexPrice, contract.typeOfIndexPrice),
      ],
      [
        'fixingIndices',
        'Fixing indices',
        contract.fixingIndices.map(
          (fixing) =>
            `${fixing.index}${fixing.source ? ` (${fixing.source})` : ''}${fixing.firstFixingDate ? ` ${fixing.firstFixingDate} to ${fixing.lastFixingDate ?? ''}` : ''}${fixing.frequency ? `, fixing frequency ${labelled(table2FrequencyLabels, fixing.frequency)}` : ''}`,
        ),
      ],
    ]),
    reportingGroup(versions),
  ];
}

/** An option's exercise days as the sheet names them: ' 2026-07-01 to 2026-09-30', one day alone, or none. */
function exercisePeriod(first: string | null | undefined, last: string | null | undefined): string {
  if (first && last) return ` ${first} to ${last}`;
  return first || last ? ` ${first || last}` : '';
}

/** Summary fields that hold a code, worded as the REMIT sheets word it ('Buy (B)'). */
const attributeCodeLabels: Readonly<Record<string, Record<string, string>>> = { buySell: codeLabels.buySell };

function attributeText(name: string, value: string): string {
  const labels = attributeCodeLabels[name];
  if (labels) return labelled(labels, value);
  return name.endsWith('Date') ? dateText(value) : formatTimestampText(value);
}

/** The other families' sheets show the record and its summary fields. */
function recordGroups(record: ReportingRecordRow): TransactionSheetGroup[] {
  const attributes = Object.entries(record.attributes);
  const half = Math.ceil(attributes.length / 2);
  const entry = ([name, value]: [string, unknown]): Entry => [
    name,
    fieldLabel(name),
    typeof value === 'string' ? attributeText(name, value) : (value as Entry[2]),
  ];
  return [
    group('record', 'Record', 'LEFT', [
      ['externalId', 'Reference', record.externalId],
      ['documentType', 'Document type', record.documentType],
      ['state', 'State', record.state],
      ['createdAt', 'Created', formatTimestamp(record.createdAt)],
      ['updatedAt', 'Updated', formatTimestamp(record.updatedAt)],
    ]),
    group('details', 'Details', 'LEFT', attributes.slice(0, half).map(entry)),
    group('moreDetails', 'More details', 'RIGHT', attributes.slice(half).map(entry)),
  ].filter((candidate) => candidate.values.length > 0);
}

/** The sheet of a record, REMIT trades from their latest version's state. */
export function buildTransactionSheet(
  view: TransactionSheetView,
  record: ReportingRecordRow,
  recordType: RecordType,
  versions: readonly SheetVersion[],
  latest: RemitTradeState | null,
): TransactionSheet {
  const valuesGroups =
    view === 'REMIT_TABLE_1' && latest?.table === 'REMIT_TABLE_1'
      ? table1Groups(latest, versions)
      : view === 'REMIT_TABLE_2' && latest?.table === 'REMIT_TABLE_2'
        ? table2Groups(latest, versions)
        : recordGroups(record);
  return { view, documentType: record.documentType, recordType, valuesGroups };
}

/** The sheet of a record of the organisation in the regime, or null when there is none to show. */
export async function transactionSheetOf(
  repos: RemitStores,
  organisation: OrganisationStanding,
  query: { regime: 'SMT' | 'REMIT'; documentType: string; historyId: number; recordType?: RecordType | undefined },
): Promise<TransactionSheet | null> {
  const view = transactionSheetFamilies[query.regime][query.documentType as ReportingDocumentType];
  if (!view) return null;
  if (view === 'REMIT_TABLE_1' || view === 'REMIT_TABLE_2') {
    const trade = await findRemitTrade(repos, organisation, query.historyId, view);
    if (trade)
      return {
        ...buildTransactionSheet(view, trade.record, query.recordType ?? 'TRADE', trade.versions, trade.latest.state),
        tradeActions: tradeActionsOf(trade),
      };
  }
  const record = await repos.reporting.findRecord(organisation.id, query.historyId);
  if (!record || record.documentType !== query.documentType) return null;
  return buildTransactionSheet(view, record, query.recordType ?? 'TRADE', [], null);
}
