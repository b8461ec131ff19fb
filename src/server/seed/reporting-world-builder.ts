import type { NewReportingDocument, NewReportingRecord, NewReportingRecordVersion } from '../reporting/repository';
import {
  emptyAuditCounts,
  positionAuditEvents,
  type AuditCounts,
  type NewAuditEvent,
  type PositionedAuditEvent,
} from '../reporting/audit-positions-repository';
import {
  storedDocumentMediaTypes,
  type AuditSeverity,
  type ReportingDocumentType,
  type ReportingRecordState,
  type StoredDocumentKind,
} from '../db/schema/reporting-kinds';

/** The rows of a generated reporting world, with ids chosen by the generator (stable across seeds). */
export interface ReportingWorldRows {
  records: NewReportingRecord[];
  documents: NewReportingDocument[];
  versions: NewReportingRecordVersion[];
  events: PositionedAuditEvent[];
  counts: Array<AuditCounts & { recordId: number }>;
}

export type EventDetail = 'messaging' | 'processing' | null;

/** Collects one record's trail in time order. */
export class Trail {
  readonly events: NewAuditEvent[] = [];

  add(occurredAt: Date, severity: AuditSeverity, source: string, text: string, detail: EventDetail = null): this {
    this.events.push({
      occurredAt,
      severity,
      source,
      text,
      messagingDetail: detail === 'messaging',
      processingDetail: detail === 'processing',
    });
    return this;
  }
}

/** Hands out ids and gathers rows; one per seed, shared by every organisation in a fixed order. */
export class ReportingWorldBuilder {
  private nextDocumentId = 1;
  private nextVersionId = 1;
  private readonly rows: ReportingWorldRows = { records: [], documents: [], versions: [], events: [], counts: [] };
  private readonly trails = new Map<number, Trail>();
  private readonly recordsById = new Map<number, NewReportingRecord>();

  addRecord(record: {
    id: number;
    organisationId: number;
    documentType: ReportingDocumentType;
    externalId: string;
    state: ReportingRecordState;
    attributes?: NewReportingRecord['attributes'];
    createdAt: Date;
    updatedAt?: Date;
  }): Trail {
    if (this.trails.has(record.id)) throw new Error(`Reporting record id ${record.id} is used twice.`);
    const row = { ...record, attributes: record.attributes ?? {}, updatedAt: record.updatedAt ?? record.createdAt };
    this.rows.records.push(row);
    this.recordsById.set(record.id, row);
    const trail = new Trail();
    this.trails.set(record.id, trail);
    return trail;
  }

  trailOf(recordId: number): Trail {
    const trail = this.trails.get(recordId);
    if (!trail) throw new Error(`No reporting record ${recordId}.`);
    return trail;
  }

  /** Sets state and last-change time once the history is known. */
  finishRecord(
    id: number,
    state: ReportingRecordState,
    updatedAt: Date,
    attributes?: NewReportingRecord['attributes'],
  ): void {
    const record = this.recordsById.get(id);
    if (!record) throw new Error(`No reporting record ${id}.`);
    record.state = state;
    record.updatedAt = updatedAt;
    if (attributes) record.attributes = { ...record.attributes, ...attributes };
  }

  addDocument(document: {
    organisationId: number;
    recordId: number | null;
    kind: StoredDocumentKind;
    fileName: string;
    content: string | Buffer;
    createdAt: Date;
  }): number {
    const id = this.nextDocumentId++;
    const isBytes = Buffer.isBuffer(document.content);
    this.rows.documents.push({
      id,
      organisationId: document.organisationId,
      recordId: document.recordId,
      kind: document.kind,
      mediaType: storedDocumentMediaTypes[document.kind],
      fileName: document.fileName,
      contentText: isBytes ? null : (document.content as string),
      contentBytes: isBytes ? (document.content as Buffer) : null,
      createdAt: document.createdAt,
    });
    return id;
  }

  addVersion(version: Omit<NewReportingRecordVersion, 'id'>): number {
    const id = this.nextVersionId++;
    this.rows.versions.push({ ...version, id });
    return id;
  }

  /** Numbers every trail's events (see reporting-audit-positions.ts) and returns the rows. */
  build(): ReportingWorldRows {
    for (const [recordId, trail] of this.trails) {
      const ordered = [...trail.events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
      const { rows, counts } = positionAuditEvents(recordId, ordered, emptyAuditCounts);
      this.rows.events.push(...rows);
      this.rows.counts.push({ recordId, ...counts });
    }
    return this.rows;
  }
}
