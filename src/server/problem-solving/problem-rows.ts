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
import { trailOfDocumentType } from '../audit-trail/audit-trail-record';
import { recordCapabilities, spreadsheetSafe } from '../finders/finder-rows';
import type { FinderRepository } from '../finders/repository';
import { remitTradeDocumentTypes } from '../db/schema/reporting-kinds';
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
    finders.lastActionTypes(ids((row) => (remitTradeDocumentTypes as readonly string[]).includes(row.documentType))),
  ]);
  return rows.map((row) => {
    const record = { id: row.recordId, documentType: row.documentType, externalId: row.externalId };
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
      capabilities: recordCapabilities(record, trailOfDocumentType(row.documentType), {
        withHtml,
        lastActionTypes,
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

const csvColumns = [
  { key: 'category', header: 'Category' },
  { key: 'externalId', header: 'Record' },
  { key: 'documentType', header: 'Record type' },
  { key: 'whatHappened', header: 'What happened' },
  { key: 'since', header: 'Since' },
  { key: 'dueBy', header: 'Due by' },
  { key: 'urgency', header: 'Urgency' },
];

/** The queue as CSV, batch by batch as the response drains; a failed read destroys the response. */
export function problemCsvStream(batches: AsyncIterable<ProblemListRow[]>, today: string, moments: MomentFormat) {
  // Since and Due by as the grid shows them: a moment in the user's zone, a day in their date format.
  const writeMoment = momentWriter(moments);
  async function* lines() {
    for await (const batch of batches)
      for (const row of batch)
        yield {
          category: problemCategoryLabels[row.category],
          externalId: spreadsheetSafe(row.externalId),
          documentType: row.documentType,
          whatHappened: spreadsheetSafe(readableWhatHappened(row.whatHappened)),
          since: writeMoment(row.since),
          dueBy: row.dueBy === null ? null : writeDayText(row.dueBy, moments.dateFormat),
          urgency: problemUrgencyLabels[urgencyOf(row.dueBy, today)],
        };
  }
  // The byte-order mark makes Excel read the file as UTF-8 (Rhône, not RhÃ´ne).
  const csv = stringify({ bom: true, header: true, columns: csvColumns });
  pipeline(Readable.from(lines()), csv, () => undefined);
  return csv;
}
