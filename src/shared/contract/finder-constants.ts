// The work-area finders without zod: which finders exist, which records each lists, the client page
// each lives on, its columns (the column catalogue's for kinds with a settings key), the states it
// filters by and the links its rows offer. finders.ts builds the request and response schemas from these.
import { echo } from './bounds';
import {
  columnCatalogue,
  columnSettingsKeys,
  type CatalogueColumn,
  type ColumnSettingsDocumentType,
  type ColumnSettingsKey,
} from './column-settings';
import { mifidFileStateLabels } from './mifid-constants';

/** Every finder; the API path's `:finderKind`. */
export const finderKinds = [
  'deals',
  'invoices',
  'nettings',
  'remitActivity',
  'remitFilesIn',
  'remitFilesOut',
  'mifidFiles',
  'etmFilesIn',
] as const;
export type FinderKind = (typeof finderKinds)[number];

export const isFinderKind = (value: string | null | undefined): value is FinderKind =>
  !!value && (finderKinds as readonly string[]).includes(value);

/**
 * The client page of each finder, relative to the app root (the router prefixes '/'); the server's
 * navigation links these, so the menu and the router agree.
 */
export const finderClientPaths = {
  deals: 'ecm/dealfinder',
  invoices: 'esm/invoicefinder',
  nettings: 'esm/nettingfinder',
  remitActivity: 'err/remit_report/activity',
  remitFilesIn: 'err/remit_filesin',
  remitFilesOut: 'err/remit_filesout',
  mifidFiles: 'err/mifid',
  etmFilesIn: 'etm/filesin',
} as const satisfies Record<FinderKind, string>;
export type FinderClientPath = (typeof finderClientPaths)[FinderKind];

/** Page titles and menu entries. */
export const finderTitles = {
  deals: 'Deal Finder',
  invoices: 'Invoice Finder',
  nettings: 'Netting Finder',
  remitActivity: 'REMIT Activity Report',
  remitFilesIn: 'REMIT Files In',
  remitFilesOut: 'REMIT Files Out',
  mifidFiles: 'MiFID Position Files',
  etmFilesIn: 'Files In',
} as const satisfies Record<FinderKind, string>;

/** The record kinds of the REMIT activity report's kind selector, in the selector's order. */
export const remitActivityKinds = [
  'REMIT_TABLE_1',
  'REMIT_TABLE_2',
  'ELECTRICITY_RIGHTS',
  'GAS_CAPACITY',
  'FUNDAMENTALS',
] as const satisfies readonly ColumnSettingsDocumentType[];
export type RemitActivityKind = (typeof remitActivityKinds)[number];
export const DEFAULT_REMIT_ACTIVITY_KIND: RemitActivityKind = 'REMIT_TABLE_1';
export const remitActivityKindLabels = {
  REMIT_TABLE_1: 'REMIT Table 1',
  REMIT_TABLE_2: 'REMIT Table 2',
  ELECTRICITY_RIGHTS: 'Electricity Rights',
  GAS_CAPACITY: 'Gas Capacity',
  FUNDAMENTALS: 'Fundamentals',
} as const satisfies Record<RemitActivityKind, string>;
export const isRemitActivityKind = (value: string | null | undefined): value is RemitActivityKind =>
  !!value && (remitActivityKinds as readonly string[]).includes(value);

/** The stored document type each single-kind finder lists (the REMIT activity report: its selected kind). */
export const finderDocumentTypes = {
  deals: 'ECM',
  invoices: 'ESM_INVOICE',
  nettings: 'ESM_NETTING',
  remitFilesIn: 'REMIT_FILE_IN',
  remitFilesOut: 'REMIT_FILE_OUT',
  mifidFiles: 'MIFID_POSITION_FILE',
  etmFilesIn: 'ETM_FILE_IN',
} as const satisfies Record<Exclude<FinderKind, 'remitActivity'>, string>;

/** The document type a finder lists for a kind selection (only the REMIT activity report uses `kind`). */
export function finderDocumentType(finder: FinderKind, kind?: RemitActivityKind | null): string {
  return finder === 'remitActivity' ? (kind ?? DEFAULT_REMIT_ACTIVITY_KIND) : finderDocumentTypes[finder];
}

/**
 * The column-settings documentType (the 'Customise columns' link's `documentType`) of a finder and
 * kind; null for the file finders, whose columns are fixed.
 */
export function finderSettingsDocumentType(
  finder: FinderKind,
  kind?: RemitActivityKind | null,
): ColumnSettingsDocumentType | null {
  switch (finder) {
    case 'deals':
      return 'ECM';
    case 'invoices':
      return 'ESM_INVOICE';
    case 'nettings':
      return 'ESM_NETTING';
    case 'remitActivity':
      return kind ?? DEFAULT_REMIT_ACTIVITY_KIND;
    default:
      return null;
  }
}

/** The settings key of a finder and kind; null for the file finders. */
export function finderSettingsKey(finder: FinderKind, kind?: RemitActivityKind | null): ColumnSettingsKey | null {
  const documentType = finderSettingsDocumentType(finder, kind);
  return documentType ? columnSettingsKeys[documentType] : null;
}

const column = (name: string, label: string, shownByDefault = true): CatalogueColumn => ({
  name,
  label,
  shownByDefault,
});
const state = (label = 'State') => column('state', label);
const lastUpdate = column('updatedAt', 'Last Update');

/** The file finders' fixed columns (no settings key), all shown. */
const fileFinderColumns = {
  remitFilesIn: [
    column('externalId', 'File Name'),
    column('inReplyTo', 'In Reply To'),
    column('accepted', 'Accepted'),
    column('rejected', 'Rejected'),
    state(),
    column('createdAt', 'Received'),
    lastUpdate,
  ],
  remitFilesOut: [
    column('externalId', 'File Name'),
    column('recordCount', 'Records'),
    column('reportingMechanism', 'Reporting Mechanism'),
    state(),
    column('createdAt', 'Created'),
    lastUpdate,
  ],
  mifidFiles: [
    column('externalId', 'Position Report File'),
    column('ompName', 'Submitting OMP'),
    column('docType', 'Document Type'),
    state('Document State'),
    column('receiptTimestamp', 'Receipt Timestamp'),
    lastUpdate,
  ],
  etmFilesIn: [
    column('externalId', 'File Name'),
    column('rows', 'Trades'),
    state(),
    column('createdAt', 'Received'),
    lastUpdate,
  ],
} as const satisfies Record<'remitFilesIn' | 'remitFilesOut' | 'mifidFiles' | 'etmFilesIn', readonly CatalogueColumn[]>;

/** Every column a finder and kind can show, in default order: the catalogue's for kinds with a settings key. */
export function finderColumns(finder: FinderKind, kind?: RemitActivityKind | null): readonly CatalogueColumn[] {
  const key = finderSettingsKey(finder, kind);
  if (key) return columnCatalogue[key];
  return fileFinderColumns[finder as keyof typeof fileFinderColumns];
}

/**
 * What the date filter bounds (a record's `createdAt`) is called: that column's label where the finder
 * shows it (Issued, Created), else 'Received', when the record arrived.
 */
export const finderDateLabel = (finder: FinderKind, kind?: RemitActivityKind | null): string =>
  finderColumns(finder, kind).find(({ name }) => name === 'createdAt')?.label ?? 'Received';

/** Column names of a finder and kind (every one sortable). */
export const finderColumnNames = (finder: FinderKind, kind?: RemitActivityKind | null): string[] =>
  finderColumns(finder, kind).map(({ name }) => name);

/** Every column name a finder's request may sort by, over all its kinds: the sorting enum. */
export function finderSortableColumns(finder: FinderKind): [string, ...string[]] {
  const kinds = finder === 'remitActivity' ? remitActivityKinds : [undefined];
  const names = new Set<string>();
  for (const kind of kinds) for (const name of finderColumnNames(finder, kind)) names.add(name);
  return [...names] as [string, ...string[]];
}

/**
 * How a column's values compare and show: numbers numerically, ISO dates and date-times as text in
 * time order, everything else linguistically. `createdAt`/`updatedAt` are ISO date-times.
 */
/** The column of an amount of money, written with its row's currency's decimals (`currency`). */
export const FINDER_AMOUNT_COLUMN = 'netAmount';
export type FinderColumnType = 'text' | 'number' | 'date' | 'dateTime';
const numberColumns = new Set([
  'price',
  'quantity',
  'netAmount',
  'invoices',
  'capacity',
  'recordCount',
  'accepted',
  'rejected',
  'rows',
]);
const dateColumns = new Set(['tradeDate', 'contractDate', 'deliveryStart', 'deliveryEnd']);
const dateTimeColumns = new Set(['createdAt', 'updatedAt', 'tradeTime', 'receiptTimestamp']);
export function finderColumnType(name: string): FinderColumnType {
  if (numberColumns.has(name)) return 'number';
  if (dateColumns.has(name)) return 'date';
  if (dateTimeColumns.has(name)) return 'dateTime';
  return 'text';
}

/** The states each finder filters by (the state filter's options), per the records' lifecycles. */
export const finderStates = {
  deals: ['RECEIVED', 'SENT', 'MATCHED', 'UNMATCHED', 'REJECTED', 'CANCELLED'],
  invoices: ['RECEIVED', 'SENT', 'ACKNOWLEDGED', 'REJECTED'],
  nettings: ['RECEIVED', 'SENT', 'ACKNOWLEDGED', 'REJECTED'],
  remitActivity: ['RECEIVED', 'VALIDATED', 'INVALID', 'SENT', 'ACKNOWLEDGED', 'REJECTED', 'CANCELLED', 'DELETED'],
  remitFilesIn: ['RECEIVED', 'VALIDATED', 'INVALID', 'ACKNOWLEDGED', 'REJECTED'],
  remitFilesOut: ['RECEIVED', 'VALIDATED', 'SENT', 'ACKNOWLEDGED', 'REJECTED'],
  mifidFiles: ['RECEIVED', 'EDITING', 'CONFIRMED', 'DISCARDED'],
  etmFilesIn: ['RECEIVED', 'VALIDATED', 'INVALID'],
} as const satisfies Record<FinderKind, readonly [string, ...string[]]>;
export type FinderState = (typeof finderStates)[FinderKind][number];

/**
 * The words a finder's states read as where the records' own page already names them: a MiFID file's
 * Document State as its positions page shows it (one map, so the list and the page agree). A finder
 * without an entry shows its state codes.
 */
const finderStateLabels: Partial<Record<FinderKind, Readonly<Record<string, string>>>> = {
  mifidFiles: mifidFileStateLabels,
};

/** A state as the finder shows it, or undefined where the finder has no words for its states. */
export const finderStateLabel = (finder: FinderKind, state: string): string | undefined =>
  finderStateLabels[finder]?.[state];

/**
 * A state as the state filter offers it: the finder's words where it has them (a MiFID file's 'Being
 * edited'), else the code's ('PARTIALLY_MATCHED' → 'Partially matched').
 */
export const finderStateOptionLabel = (finder: FinderKind, state: string): string =>
  finderStateLabel(finder, state) ?? state.charAt(0) + state.slice(1).toLowerCase().replaceAll('_', ' ');

/**
 * The words of the states of the finder listing a document type (`finderStateLabel`), for the server,
 * which knows a list by its document type; undefined where that finder shows its state codes.
 */
export function finderStateLabelsOfDocumentType(documentType: string): Readonly<Record<string, string>> | undefined {
  const finder = finderKinds.find((kind) => kind !== 'remitActivity' && finderDocumentTypes[kind] === documentType);
  return finder ? finderStateLabels[finder] : undefined;
}

/** The document-frame page (query parameter `id` = the row's id) of the finders whose records have one. */
export const finderDocumentPages = {
  deals: 'ecm/dealfinder/confirmation_doc',
  invoices: 'esm/invoicefinder/esm_document',
  nettings: 'esm/nettingfinder/esm_document',
} as const satisfies Partial<Record<FinderKind, string>>;

/** Spec-style defaults of a finder grid: newest change first. */
export const FINDER_DEFAULT_PAGE_SIZE = 25;
export const FINDER_DEFAULT_SORT = { columnName: 'updatedAt', sortOrder: 'DESCENDING' } as const;
/** Upper bound of the text filter. */
export const FINDER_TEXT_MAX_LENGTH = 200;
/** Upper bound of a page's cursor (a page whose edges would not fit has none). */
export const FINDER_CURSOR_MAX_LENGTH = 4000;

/**
 * Whether a finder's date range runs backwards (From after To): refused by the server, and so never asked
 * for by the client. Days as yyyy-mm-dd, whose order is that of their text.
 */
export const finderRangeCrosses = (from: string | null | undefined, to: string | null | undefined): boolean =>
  !!from && !!to && from > to;

export const FINDER_DATE_RANGE_MESSAGE = "'From' must not be after 'To'.";
export const finderUnknownColumnMessage = (name: string) => `Column '${echo(name)}' cannot be sorted in this finder.`;
export const finderNotAColumnMessage = (name: string) => `Column '${echo(name)}' is not one of this finder's columns.`;
export const finderUnknownStateMessage = (value: string) =>
  `State '${echo(value)}' is not one of this finder's states.`;
export const FINDER_KIND_NOT_ALLOWED_MESSAGE = 'Only the REMIT activity report has a kind.';
/** The CSV download's file name (before the Content-Disposition encoding). */
export const finderCsvFileName = (finder: FinderKind, kind?: RemitActivityKind | null) =>
  `${finder === 'remitActivity' ? `remit-activity-${(kind ?? DEFAULT_REMIT_ACTIVITY_KIND).toLowerCase()}` : finder}.csv`;
