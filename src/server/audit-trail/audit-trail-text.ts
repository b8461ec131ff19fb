import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { ReportingRepository, AuditEventRow } from '../reporting/repository';
import type { AuditDetailFilter } from '../reporting/audit-positions-repository';
import { readableDescription } from '@shared/contract/audit-trail-links';
import type { AuditTrailLinkedDocument } from '@shared/contract/audit-trail';
import { describeLinkedDocuments } from './audit-trail-record';

/** Events read per query while streaming: memory stays one batch whatever the trail's length. */
const BATCH_SIZE = 5000;

const FILE_NAME_MAX_LENGTH = 120;
const TEXT_EXTENSION = '.txt';

/**
 * A file name safe in any file system and header: letters, digits, dot, dash and underscore only, no
 * leading dot and no '..', bounded length. Content-Disposition is then built by the `content-disposition` package.
 */
export function safeFileName(name: string, fallback = 'document'): string {
  const cleaned = name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+/, '')
    .slice(0, FILE_NAME_MAX_LENGTH);
  return cleaned === '' ? fallback : cleaned;
}

export const attachmentHeader = (fileName: string): string => contentDisposition(safeFileName(fileName));

/**
 * The text download's name: after the record's display value, which for a file record is its file name
 * and may already end in '.txt' (not `...T2.txt.txt`).
 */
export function auditTrailTextFileName(displayValue: string): string {
  // Made safe first, so what is judged is what is sent ('….txt ' would end in '.txt_'), and cut short
  // with room left for the '.txt' that follows.
  const withoutEnd = (name: string) => name.replace(/[._]+$/, '');
  const stem = withoutEnd(safeFileName(`audit-trail-${displayValue}`)).replace(/\.txt$/i, '');
  return `${withoutEnd(stem.slice(0, FILE_NAME_MAX_LENGTH - TEXT_EXTENSION.length))}${TEXT_EXTENSION}`;
}

/**
 * One line per event; tabs and line breaks inside a field become spaces so the columns stay aligned.
 * The description reads as the page shows it: a link is its document's name and id, not its markup.
 */
const field = (value: string) => value.replace(/[\t\r\n]+/g, ' ');
const lineOf = (
  event: AuditEventRow,
  writeMoment: (date: Date) => string,
  documents: ReadonlyMap<number, AuditTrailLinkedDocument>,
) =>
  `${writeMoment(event.occurredAt)}\t${event.severity}\t${field(event.source)}\t${field(readableDescription(event.text, documents))}\n`;

async function* ascendingBatches(
  repository: ReportingRepository,
  recordId: number,
  filter: AuditDetailFilter,
): AsyncGenerator<AuditEventRow[]> {
  for (let page = 0; ; page += 1) {
    const { rows } = await repository.eventPage({
      recordId,
      ...filter,
      page,
      pageSize: BATCH_SIZE,
      order: 'ASCENDING',
    });
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_SIZE) return;
  }
}

/**
 * The whole filtered trail as text, in the query's order, read in index-range batches and pulled by
 * the response: a slow client slows the reads instead of filling memory.
 */
export function auditTrailTextStream(
  repository: ReportingRepository,
  trail: {
    organisationId: number;
    recordId: number;
    title: string;
    filter: AuditDetailFilter;
    order: 'ASCENDING' | 'DESCENDING';
    writeMoment: (date: Date) => string;
  },
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `${field(trail.title)}\nDate / Time\tSeverity\tSource\tDescription\n`;
    const batches =
      trail.order === 'DESCENDING'
        ? repository.eventBatches(trail.recordId, trail.filter, BATCH_SIZE)
        : ascendingBatches(repository, trail.recordId, trail.filter);
    for await (const batch of batches) {
      // One look-up per batch names the batch's linked documents, as the page's call does for a page.
      const described = await describeLinkedDocuments(repository, trail.organisationId, batch);
      const documents = new Map(described.map((document) => [document.id, document]));
      yield batch.map((event) => lineOf(event, trail.writeMoment, documents)).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 1 });
}
