import {
  finderAuditTrails,
  finderColumns,
  finderColumnType,
  finderDocumentType,
  finderStates,
  type FinderKind,
  type RemitActivityKind,
} from '@shared/contract/finder-constants';
import type { FinderCell, FinderRow } from '@shared/contract/finders';

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
  capabilities?: Partial<FinderRow['capabilities']>;
}

export function mockFinderRecord({
  finder,
  kind,
  index,
  id,
  organisationId = 11,
  capabilities,
}: RecordOptions): MockFinderRecord {
  const documentType = finderDocumentType(finder, kind);
  const externalId = `${documentType}-${String(id).padStart(5, '0')}`;
  const states = finderStates[finder];
  const state = states[index % states.length]!;
  const trail = finderAuditTrails[finder];
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
      capabilities: {
        auditTrail: { page: trail.page, params: { [trail.idParameter]: String(id), displayValue: externalId } },
        htmlDocument: finder === 'deals' || finder === 'invoices' || finder === 'nettings',
        transactionSheet: finder === 'remitActivity' || finder === 'deals',
        positionsPage: finder === 'mifidFiles',
        cancelEnabled: false,
        deleteEnabled: false,
        modifyEnabled: false,
        ...capabilities,
      },
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
    capabilities: { cancelEnabled: true, deleteEnabled: true, modifyEnabled: true },
  }),
  // A cancelled trade only takes an error record.
  mockFinderRecord({
    finder: 'remitActivity',
    kind: 'REMIT_TABLE_1',
    index: 1,
    id: 240118,
    capabilities: { deleteEnabled: true },
  }),
  mockFinderRecord({
    finder: 'remitActivity',
    kind: 'REMIT_TABLE_2',
    index: 2,
    id: 310552,
    capabilities: { cancelEnabled: true, deleteEnabled: true, modifyEnabled: true },
  }),
  mockFinderRecord({ finder: 'remitActivity', kind: 'FUNDAMENTALS', index: 3, id: 410001 }),
];

const mifidFiles = [mockFinderRecord({ finder: 'mifidFiles', index: 0, id: 55 })];

export const mockFinderRecords: readonly MockFinderRecord[] = [...deals, ...remitActivity, ...mifidFiles];
