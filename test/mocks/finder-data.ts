import {
  finderColumns,
  finderColumnType,
  finderDocumentType,
  finderStates,
  type FinderKind,
  type RemitActivityKind,
} from '@shared/contract/finder-constants';
import type { FinderCell, FinderRow, FinderRowLinkName } from '@shared/contract/finders';

/** A finder row as the mock server stores it: the row plus whom it belongs to and which finder lists it. */
export interface MockFinderRecord {
  organisationId: number;
  finder: FinderKind;
  row: FinderRow;
}

const counterparties = ['Baltic Hydro', 'Rhine Gas', 'Danube Wind', 'Tauern Power'];

/** A value of a column for record `index`: distinct, sortable, and readable in a failing test. */
function cell(name: string, index: number, externalId: string): FinderCell {
  if (name === 'externalId') return externalId;
  if (name === 'counterparty') return counterparties[index % counterparties.length]!;
  if (name === 'createdAt') return `2026-01-${String((index % 28) + 1).padStart(2, '0')}T09:00:00.000Z`;
  if (name === 'updatedAt')
    return `2026-02-${String((index % 28) + 1).padStart(2, '0')}T10:${String(index % 60).padStart(2, '0')}:00.000Z`;
  switch (finderColumnType(name)) {
    case 'number':
      return 100 + index;
    case 'date':
      return `2026-03-${String((index % 28) + 1).padStart(2, '0')}`;
    case 'dateTime':
      return `2026-03-${String((index % 28) + 1).padStart(2, '0')}T08:00:00.000Z`;
    default:
      return `${name}-${index}`;
  }
}

interface RecordOptions {
  finder: FinderKind;
  kind?: RemitActivityKind;
  index: number;
  id: number;
  organisationId?: number;
  /** The trade actions the record's history allows (none unless named). */
  tradeActions?: readonly FinderRowLinkName[];
}

export function mockFinderRecord({
  finder,
  kind,
  index,
  id,
  organisationId = 11,
  tradeActions = [],
}: RecordOptions): MockFinderRecord {
  const documentType = finderDocumentType(finder, kind);
  const externalId = `${documentType}-${String(id).padStart(5, '0')}`;
  const states = finderStates[finder];
  const state = states[index % states.length]!;
  const values = Object.fromEntries(
    finderColumns(finder, kind).map(({ name }) => [name, cell(name, index, externalId)]),
  );
  return {
    organisationId,
    finder,
    row: {
      ...values,
      id,
      documentType,
      state,
      externalId,
      links: [
        ...(finder === 'deals' || finder === 'invoices' || finder === 'nettings' ? (['document'] as const) : []),
        ...(finder === 'remitActivity' || finder === 'deals' ? (['transactionSheet'] as const) : []),
        ...(finder === 'mifidFiles' ? (['positionsPage'] as const) : []),
        ...tradeActions,
      ],
    },
  };
}

/** 30 confirmations of Nordic Power (11) and 3 of Alpine Gas (12), which the analyst's Deal Finder must not show. */
const deals = [
  ...Array.from({ length: 30 }, (_, index) => mockFinderRecord({ finder: 'deals', index, id: 700 + index })),
  ...Array.from({ length: 3 }, (_, index) =>
    mockFinderRecord({ finder: 'deals', index, id: 800 + index, organisationId: 12 }),
  ),
];

/** REMIT Table 1 trades whose histories allow different actions, one Table 2 trade and a fundamentals message. */
const remitActivity = [
  mockFinderRecord({
    finder: 'remitActivity',
    kind: 'REMIT_TABLE_1',
    index: 0,
    id: 240117,
    tradeActions: ['cancel', 'delete', 'modify'],
  }),
  // A cancelled trade only takes an error record.
  mockFinderRecord({
    finder: 'remitActivity',
    kind: 'REMIT_TABLE_1',
    index: 1,
    id: 240118,
    tradeActions: ['delete'],
  }),
  mockFinderRecord({
    finder: 'remitActivity',
    kind: 'REMIT_TABLE_2',
    index: 2,
    id: 310552,
    tradeActions: ['cancel', 'delete', 'modify'],
  }),
  mockFinderRecord({ finder: 'remitActivity', kind: 'FUNDAMENTALS', index: 3, id: 410001 }),
];

const mifidFiles = [mockFinderRecord({ finder: 'mifidFiles', index: 0, id: 55 })];

export const mockFinderRecords: readonly MockFinderRecord[] = [...deals, ...remitActivity, ...mifidFiles];
