import { readableDescription } from '@shared/contract/audit-trail-links';
// The queue's rows as the contract sends them: the problem, its record's links (as a finder row's,
// decided here so the client never infers a permission) and its urgency against today.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  problemCategoryLabels,
  problemUrgencyLabels,
  type ProblemRow,
  type ProblemUrgency,
} from '@shared/contract/problem-solving';
import { momentWriter, writeDayText, type MomentFormat } from '@shared/moment-format';
import { catalogueColumnLabel, columnSettingsKeys } from '@shared/contract/column-settings';
import type { FinderCell } from '@shared/contract/finders';
import { isRemitTrade, recordLinks, spreadsheetSafe } from '../finders/finder-rows';
import type { FinderRepository } from '../finders/repository';
import type { ProblemListRow } from './repository';

/** Where a deadline stands on `today` (both YYYY-MM-DD, which compare as text in time order). */
export function urgencyOf(dueBy: string | null, today: string): ProblemUrgency {
  if (dueBy === null) return 'NO_DEADLINE';
  if (dueBy < today) return 'OVERDUE';
  return dueBy === today ? 'DUE_TODAY' : 'DUE_LATER';
}

/** The server's today in UTC, the day the deadlines are counted against. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The `count` UTC days up to `today`, oldest first (YYYY-MM-DD). */
export function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => utcDay(new Date(end - (count - 1 - index) * 86_400_000)));
}

const documentFamilies = new Set(['ECM', 'ESM_INVOICE', 'ESM_NETTING']);

/** A page of problems as contract rows, with two reads for the whole page (documents, and the latest report of each REMIT trade). */
export async function problemRows(
  finders: FinderRepository,
  organisationId: number,
  rows: readonly ProblemListRow[],
  today: string,
  readerMayAct: boolean,
): Promise<ProblemRow[]> {
  const ids = (keep: (row: ProblemListRow) => boolean) => rows.filter(keep).map(({ recordId }) => recordId);
  const [withHtml, lastActionTypes] = await Promise.all([
    finders.withHtmlDocument(
      organisationId,
      ids((row) => documentFamilies.has(row.documentType)),
    ),
    finders.lastActionTypes(ids((row) => isRemitTrade(row.documentType))),
  ]);
  return rows.map((row) => {
    return {
      id: row.recordId,
      problemId: row.problemId,
      version: row.version,
      category: row.category,
      documentType: row.documentType,
      state: row.state,
      externalId: row.externalId,
      whatHappened: readableWhatHappened(row.whatHappened),
      since: row.since.toISOString(),
      dueBy: row.dueBy,
      urgency: urgencyOf(row.dueBy, today),
      links: recordLinks(row.documentType, {
        hasHtml: withHtml.has(row.recordId),
        lastActionType: lastActionTypes.get(row.recordId) ?? null,
        readerMayAct,
      }),
    };
  });
}

/**
 * An event's words as the trail reads them, its links named ("Stored file id 217") rather than in their
 * markup (`storeId=217`); the queue does not say which document each is.
 */
const NO_DOCUMENTS_NAMED = new Map<number, never>();
const readableWhatHappened = (text: string | null) =>
  text === null ? null : readableDescription(text, NO_DOCUMENTS_NAMED);

/** One column of the queue's CSV: its header, and its cell for a row as the grid shows it. */
interface ProblemCsvColumn {
  header: string;
  cell: (row: ProblemListRow) => FinderCell;
}

/**
 * The file's columns for the grid's shown ones, in their order, each cell written as the grid shows
 * it: labels for codes, Since a moment in the user's zone, Due by a day in their date format, Record
 * type and Record state as stored (the grid shows them so), every text spreadsheet-safe.
 */
function problemCsvColumns(names: readonly string[], today: string, moments: MomentFormat): ProblemCsvColumn[] {
  const writeMoment = momentWriter(moments);
  const cells: Record<string, ProblemCsvColumn['cell']> = {
    category: (row) => problemCategoryLabels[row.category],
    externalId: (row) => spreadsheetSafe(row.externalId),
    whatHappened: (row) => spreadsheetSafe(readableWhatHappened(row.whatHappened)),
    since: (row) => writeMoment(row.since),
    documentType: (row) => spreadsheetSafe(row.documentType),
    state: (row) => spreadsheetSafe(row.state),
    dueBy: (row) => (row.dueBy === null ? null : writeDayText(row.dueBy, moments.dateFormat)),
  };
  return names.flatMap((name): ProblemCsvColumn[] => {
    const cell = cells[name];
    // The contract took only the catalogue's names: a column without its writer is this file's omission.
    if (!cell) throw new Error(`The problem-solving CSV has no writer for its column ${name}.`);
    const column = { header: catalogueColumnLabel(columnSettingsKeys.PROBLEM_SOLVING, name), cell };
    // The grid's one Due by cell ("2026-01-30 (overdue)") is two columns side by side here, the day and
    // the urgency, so a spreadsheet can filter on the urgency.
    if (name !== 'dueBy') return [column];
    return [column, { header: 'Urgency', cell: (row) => problemUrgencyLabels[urgencyOf(row.dueBy, today)] }];
  });
}

/**
 * The queue as CSV in the grid's shown columns (`columnNames`, the queue's column settings names),
 * batch by batch as the response drains; a failed read destroys the response.
 */
export function problemCsvStream(
  batches: AsyncIterable<ProblemListRow[]>,
  columnNames: readonly string[],
  today: string,
  moments: MomentFormat,
) {
  const columns = problemCsvColumns(columnNames, today, moments);
  async function* lines() {
    // Lines as arrays in the columns' order, as the finders' CSV writes them.
    for await (const batch of batches) for (const row of batch) yield columns.map(({ cell }) => cell(row));
  }
  // The byte-order mark makes Excel read the file as UTF-8 (Rhône, not RhÃ´ne).
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map(({ header }, index) => ({ key: String(index), header })),
  });
  pipeline(Readable.from(lines()), csv, () => undefined);
  return csv;
}
