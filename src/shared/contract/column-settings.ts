// Personal column settings (market-reporting spec, 'Personal Column Settings'): which document types have
// them, under which settings key, and the columns each key's grid offers. Zod-free, so grids that only
// need the catalogue do not carry zod; column-settings-schema.ts builds the request schemas from it.
import { echo } from './bounds';

/** documentType (the page's query parameter) to settings key (the API path), as the spec's table. */
export const columnSettingsKeys = {
  REMIT_TABLE_1: 'remitt1',
  REMIT_TABLE_2: 'remitt2',
  ELECTRICITY_RIGHTS: 'remitt3',
  GAS_CAPACITY: 'remitt4',
  FUNDAMENTALS: 'remitfund',
  ECM: 'ecm',
  ESM_INVOICE: 'esmInvoice',
  ESM_NETTING: 'esmNettingstatement',
  // Not in the spec's table: the problem-solving queue (its page's own documentType).
  PROBLEM_SOLVING: 'problemsolving',
} as const;
export type ColumnSettingsDocumentType = keyof typeof columnSettingsKeys;
export type ColumnSettingsKey = (typeof columnSettingsKeys)[ColumnSettingsDocumentType];

export const columnSettingsDocumentTypes = Object.keys(columnSettingsKeys) as ColumnSettingsDocumentType[];
export const columnSettingsKeyList = Object.values(columnSettingsKeys) as ColumnSettingsKey[];

/** The settings key of a documentType; undefined for any other value (the page then sends the user back). */
export function columnSettingsKeyOf(documentType: string | null | undefined): ColumnSettingsKey | undefined {
  if (!documentType || !Object.hasOwn(columnSettingsKeys, documentType)) return undefined;
  return columnSettingsKeys[documentType as ColumnSettingsDocumentType];
}

/** One column a finder grid can show: `name` is the row field the grid and the settings use. */
export interface CatalogueColumn {
  name: string;
  label: string;
  /** Shown, in catalogue order, until the user saves settings of their own. */
  shownByDefault: boolean;
}

const column = (name: string, label: string, shownByDefault = true): CatalogueColumn => ({
  name,
  label,
  shownByDefault,
});

// The record's own fields, which every finder row carries besides the kind's attributes.
const state = column('state', 'State');
const received = (shown: boolean) => column('createdAt', 'Received', shown);
const lastUpdate = column('updatedAt', 'Last Update', false);

/** REMIT Table 1 and 2 records share the trade's identity and delivery columns. */
const remitTradeColumns = {
  uti: column('uti', 'UTI'),
  counterparty: column('counterparty', 'Counterparty'),
  contractId: column('contractId', 'Contract ID', false),
  commodity: column('commodity', 'Commodity'),
  buySell: column('buySell', 'Buy/Sell'),
  deliveryStart: column('deliveryStart', 'Delivery Start'),
  deliveryEnd: column('deliveryEnd', 'Delivery End'),
};

/** Electricity rights, gas capacity and fundamentals come from the same platform messages. */
const capacityColumns = (idLabel: string): CatalogueColumn[] => [
  column('externalId', idLabel),
  column('detail', 'Type'),
  column('zone', 'Zone'),
  column('capacity', 'Capacity (MW)'),
  column('source', 'Source'),
  state,
  received(true),
  lastUpdate,
];

/**
 * The columns of each key's finder, in their default order. Column names are the finder rows' field
 * names, so the saved settings order and hide the finder's grid columns directly.
 */
export const columnCatalogue: Record<ColumnSettingsKey, readonly CatalogueColumn[]> = {
  remitt1: [
    remitTradeColumns.uti,
    column('contractName', 'Contract'),
    remitTradeColumns.contractId,
    remitTradeColumns.counterparty,
    remitTradeColumns.commodity,
    remitTradeColumns.buySell,
    // Not '(UTC)': the grid and the CSV write it in the reader's zone, which each moment names.
    column('tradeTime', 'Trade Time'),
    column('price', 'Price'),
    column('currency', 'Currency'),
    column('quantity', 'Quantity'),
    column('quantityUnit', 'Quantity Unit'),
    remitTradeColumns.deliveryStart,
    remitTradeColumns.deliveryEnd,
    column('traderId', 'Trader ID', false),
    state,
    lastUpdate,
  ],
  remitt2: [
    remitTradeColumns.uti,
    remitTradeColumns.contractId,
    column('contractType', 'Contract Type'),
    column('contractDate', 'Contract Date'),
    remitTradeColumns.counterparty,
    remitTradeColumns.commodity,
    remitTradeColumns.buySell,
    remitTradeColumns.deliveryStart,
    remitTradeColumns.deliveryEnd,
    state,
    lastUpdate,
  ],
  remitt3: capacityColumns('Record ID'),
  remitt4: capacityColumns('Record ID'),
  remitfund: capacityColumns('Message ID'),
  ecm: [
    column('externalId', 'Confirmation ID'),
    column('tradeId', 'Trade ID'),
    column('tradeDate', 'Trade Date'),
    column('counterparty', 'Counterparty'),
    column('buySell', 'Buy/Sell'),
    column('commodity', 'Commodity'),
    column('product', 'Product'),
    column('price', 'Price'),
    column('currency', 'Currency'),
    state,
    received(false),
    lastUpdate,
  ],
  esmInvoice: [
    column('externalId', 'Invoice Number'),
    column('counterparty', 'Counterparty'),
    column('period', 'Period'),
    column('direction', 'Direction'),
    column('netAmount', 'Net Amount'),
    column('currency', 'Currency'),
    state,
    column('createdAt', 'Issued'),
    lastUpdate,
  ],
  problemsolving: [
    column('dueBy', 'Due by'),
    column('category', 'Category'),
    column('externalId', 'Record'),
    column('whatHappened', 'What happened'),
    column('since', 'Since'),
    column('documentType', 'Record type', false),
    column('state', 'Record state', false),
  ],
  esmNettingstatement: [
    column('externalId', 'Statement ID'),
    column('counterparty', 'Counterparty'),
    column('invoices', 'Invoices'),
    column('netAmount', 'Net Amount'),
    column('currency', 'Currency'),
    state,
    column('createdAt', 'Issued'),
    lastUpdate,
  ],
};

/** Every column name of a key, in catalogue order. */
export const catalogueColumnNames = (key: ColumnSettingsKey): string[] => columnCatalogue[key].map(({ name }) => name);

/** A column's label; the name itself for a column the catalogue no longer lists. */
export function catalogueColumnLabel(key: ColumnSettingsKey, name: string): string {
  return columnCatalogue[key].find((candidate) => candidate.name === name)?.label ?? name;
}

/** Selected (shown, in order) and hidden columns: the settings of column-settings section 3. */
export interface ColumnSettings {
  activeColumns: string[];
  inactiveColumns: string[];
}

/**
 * The settings a key's grid shows for a saved active list: the saved columns still in the catalogue in
 * their saved order, and every other catalogue column hidden, in catalogue order. A column added to the
 * catalogue after the user saved therefore appears among the hidden ones, and a removed one drops out.
 */
export function columnSettingsFrom(key: ColumnSettingsKey, savedActive: readonly string[]): ColumnSettings {
  const names = catalogueColumnNames(key);
  const activeColumns = savedActive.filter(
    (name, index) => names.includes(name) && savedActive.indexOf(name) === index,
  );
  if (activeColumns.length === 0) return defaultColumnSettings(key);
  return { activeColumns, inactiveColumns: names.filter((name) => !activeColumns.includes(name)) };
}

/** The system defaults of a key. */
export function defaultColumnSettings(key: ColumnSettingsKey): ColumnSettings {
  const catalogue = columnCatalogue[key];
  return {
    activeColumns: catalogue.filter((entry) => entry.shownByDefault).map(({ name }) => name),
    inactiveColumns: catalogue.filter((entry) => !entry.shownByDefault).map(({ name }) => name),
  };
}

// Messages of the page and the API, word for word where the spec gives them.
export const COLUMN_SETTINGS_SAVED_MESSAGE = 'Settings saved.';
export const COLUMN_SETTINGS_DEFAULTS_WARNING =
  '"Save Changes" now if you wish to replace your current settings with the system defaults.';
export const columnSettingsUserWarning = (name: string) =>
  `"Save Changes" now if you wish to adopt the settings of user "${name}"`;
export const COLUMN_SETTINGS_NO_COLUMN_MESSAGE = 'Select at least one column.';
export const unknownColumnMessage = (name: string) => `Unknown column '${echo(name)}'.`;
export const duplicateColumnMessage = (name: string) => `Column '${echo(name)}' is listed more than once.`;
export const tooManyColumnsMessage = (count: number) => `The grid has only ${count} columns.`;
export const COLUMN_SETTINGS_USER_NOT_FOUND_MESSAGE = 'User not found.';
export const COLUMN_SETTINGS_OTHER_USER_SAVE_MESSAGE = 'You may only save your own column settings.';
export const COLUMN_SETTINGS_STALE_MESSAGE =
  'Your column settings were saved elsewhere (another tab or device) after this page was opened. Reload to see them.';
