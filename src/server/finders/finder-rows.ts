// Finder rows as the contract sends them: the finder's columns from the record and its attributes, and
// the links each row offers, decided here so the client never infers a permission.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  finderDocumentPages,
  type FinderCell,
  type FinderKind,
  type FinderRow,
  type FinderRowLinkName,
} from '@shared/contract/finders';
import type { CatalogueColumn } from '@shared/contract/column-settings';
import { FINDER_AMOUNT_COLUMN, finderColumnType, finderStateLabel } from '@shared/contract/finder-constants';
import { plainAmount } from '@shared/money-digits';
import { momentWriter, writeDayText, writeMomentText, type MomentFormat } from '@shared/moment-format';
import { tradeActions } from '@shared/contract/remit-lifecycle';
import type { RemitActionType } from '../db/schema/reporting-kinds';
import type { FinderPageRow, FinderRecordRow, LinkFactNeeds } from './repository';
import { remitTradeDocumentTypes } from '../db/schema/reporting-kinds';
import { transactionSheetFamilies } from '../reporting/transaction-sheet-families';

/** One column's value of a record: the record's own fields, else its attribute (null when absent). */
export function finderCell(row: FinderRecordRow, name: string): FinderCell {
  switch (name) {
    case 'externalId':
      return row.externalId;
    case 'state':
      return row.state;
    case 'createdAt':
      return row.createdAt;
    case 'updatedAt':
      return row.updatedAt;
    default: {
      const value = row.attributes[name];
      return value === undefined ? null : value;
    }
  }
}

/** A REMIT trade's record (Table 1 or 2): its reports decide its Cancel, Delete and Modify. */
export const isRemitTrade = (documentType: string) =>
  (remitTradeDocumentTypes as readonly string[]).includes(documentType);
/** Confirmations, invoices and netting statements: their sheet is the SMT view. */
const hasSmtSheet = (documentType: string) => Object.hasOwn(transactionSheetFamilies.SMT, documentType);

/** Only the finders with a document page link a record's HTML document. */
const linksDocuments = (finder: FinderKind) => Object.hasOwn(finderDocumentPages, finder);

/**
 * The link facts a finder's page reads with its rows, by the rules its links follow here: the HTML
 * document where the finder links documents, the latest REMIT action where the records are trades.
 */
export const linkFactsOf = (finder: FinderKind, documentType: string): LinkFactNeeds => ({
  htmlDocument: linksDocuments(finder),
  lastActionType: isRemitTrade(documentType),
});

/**
 * The links a record offers wherever it is listed (a finder, the problem-solving queue) besides its
 * audit trail: its document frame, its transaction sheet, its positions page and the trade actions its
 * REMIT history allows, to a reader who may act in the organisation (an observer changes no reports).
 * `facts` are the record's: whether it has an HTML document, and the action type of its latest REMIT
 * report (null: none), read for a whole page at once.
 */
export function recordLinks(
  documentType: string,
  facts: { hasHtml: boolean; lastActionType: RemitActionType | null; readerMayAct: boolean },
): FinderRowLinkName[] {
  const links: FinderRowLinkName[] = [];
  if (facts.hasHtml) links.push('document');
  const remitTrade = isRemitTrade(documentType);
  if (remitTrade || hasSmtSheet(documentType)) links.push('transactionSheet');
  if (documentType === 'MIFID_POSITION_FILE') links.push('positionsPage');
  if (remitTrade) {
    const actions = tradeActions(facts.lastActionType, facts.readerMayAct);
    if (actions.cancelEnabled) links.push('cancel');
    if (actions.deleteEnabled) links.push('delete');
    if (actions.modifyEnabled) links.push('modify');
  }
  return links;
}

/** A page's records as contract rows; each row came with the facts its links need. */
export function finderRows(
  finder: FinderKind,
  columns: readonly CatalogueColumn[],
  records: readonly FinderPageRow[],
  readerMayAct: boolean,
): FinderRow[] {
  const documentsLinked = linksDocuments(finder);
  return records.map((record) => {
    const links = recordLinks(record.documentType, {
      hasHtml: documentsLinked && record.hasHtml,
      lastActionType: record.lastActionType,
      readerMayAct,
    });
    // Filled in place: spreading the cells into a new object cost more than the rest of the row.
    const row: FinderRow = {
      id: record.id,
      documentType: record.documentType,
      state: record.state,
      externalId: record.externalId,
      links,
    };
    for (const { name } of columns) if (name !== 'state' && name !== 'externalId') row[name] = finderCell(record, name);
    return row;
  });
}

const WHOLLY_A_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * OWASP's CSV-injection rule: a text cell starting with =, +, -, @, a tab or a carriage return gets a
 * leading apostrophe, so a spreadsheet shows it instead of running it ('-1+1+cmd|…' is a formula
 * too); a cell that is wholly a number ('-12.5') stays a number.
 */
export function spreadsheetSafe(value: FinderCell): FinderCell {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || WHOLLY_A_NUMBER.test(value)) return value;
  return `'${value}`;
}

/**
 * How one column's cell is written into the CSV, decided once per column rather than per cell:
 * date-times in the timestamp format the grid shows, days in the date format the grid shows them in,
 * the state in the finder's words for it where the grid shows words (a MiFID file's 'Being edited',
 * `finderStateLabel`), an amount with its currency's decimals as the grid shows it (4112683.20), the
 * rest as the grid's value, made spreadsheet-safe.
 */
function csvCellWriter(
  finder: FinderKind,
  name: string,
  writeMoment: (date: Date) => string,
  dateFormat: MomentFormat['dateFormat'],
): (row: FinderRecordRow) => FinderCell {
  if (name === 'createdAt') return (row) => writeMoment(new Date(row.createdAt));
  if (name === 'updatedAt') return (row) => writeMoment(new Date(row.updatedAt));
  if (name === 'state') return (row) => spreadsheetSafe(finderStateLabel(finder, row.state) ?? row.state);
  if (name === FINDER_AMOUNT_COLUMN)
    return (row) => {
      const value = finderCell(row, name);
      const currency = finderCell(row, 'currency');
      return typeof value === 'number'
        ? plainAmount(value, typeof currency === 'string' ? currency : undefined)
        : spreadsheetSafe(value);
    };
  if (finderColumnType(name) === 'dateTime')
    return (row) => {
      const value = finderCell(row, name);
      return typeof value === 'string' ? spreadsheetSafe(writeMomentText(value, writeMoment)) : value;
    };
  if (finderColumnType(name) === 'date')
    return (row) => {
      const value = finderCell(row, name);
      return typeof value === 'string' ? spreadsheetSafe(writeDayText(value, dateFormat)) : value;
    };
  return (row) => spreadsheetSafe(finderCell(row, name));
}

/**
 * The CSV of every matching row in the finder's order: a header of the column labels, then one line
 * per record, each cell as the finder's grid shows it. The rows are pulled batch by batch as the response drains, so memory stays one batch;
 * a failed read mid-way destroys the response instead of ending it as if complete.
 */
export function finderCsvStream(
  finder: FinderKind,
  batches: AsyncIterable<FinderRecordRow[]>,
  columns: readonly CatalogueColumn[],
  moments: MomentFormat,
) {
  const writeMoment = momentWriter(moments);
  const cellWriters = columns.map(({ name }) => csvCellWriter(finder, name, writeMoment, moments.dateFormat));
  async function* records() {
    // Lines as arrays in the columns' order: csv-stringify reads an object's cells by key path, which
    // cost more than building the line.
    for await (const batch of batches) for (const row of batch) yield cellWriters.map((cellOf) => cellOf(row));
  }
  const csv = stringify({
    // The byte-order mark makes Excel read the file as UTF-8 (Rhône, not RhÃ´ne).
    bom: true,
    header: true,
    columns: columns.map(({ name, label }) => ({ key: name, header: label })),
    cast: { boolean: (value) => (value ? 'true' : 'false') },
  });
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
}
