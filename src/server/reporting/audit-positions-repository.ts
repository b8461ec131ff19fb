import type { reportingAuditCounts, reportingAuditEvents } from '../db/schema';

export type AuditCounts = Omit<typeof reportingAuditCounts.$inferSelect, 'recordId'>;
export type NewAuditEvent = Pick<
  typeof reportingAuditEvents.$inferInsert,
  'occurredAt' | 'severity' | 'source' | 'text' | 'messagingDetail' | 'processingDetail'
>;
export type PositionedAuditEvent = Omit<typeof reportingAuditEvents.$inferInsert, 'id'>;

export const emptyAuditCounts: AuditCounts = {
  countAll: 0,
  countWithoutMessaging: 0,
  countWithoutProcessing: 0,
  countWithoutDetails: 0,
  lastOccurredAt: null,
};

/** Which of the trail's two checkboxes are ticked. */
export interface AuditDetailFilter {
  showMessagingDetails: boolean;
  showProcessingDetails: boolean;
}

/** The position column and the count that answer one checkbox combination. */
export function auditFilterKey(filter: AuditDetailFilter) {
  if (filter.showMessagingDetails && filter.showProcessingDetails) return 'All' as const;
  if (filter.showProcessingDetails) return 'WithoutMessaging' as const;
  if (filter.showMessagingDetails) return 'WithoutProcessing' as const;
  return 'WithoutDetails' as const;
}

/**
 * Numbers new events after a trail's current counts: each gets its ordinal under every filter
 * combination that shows it (null where the combination hides it), and a time no earlier than the
 * trail's last event, so position order stays the order of (occurred_at, id). Pure: the repository
 * and the bulk seed share it.
 */
export function positionAuditEvents(
  recordId: number,
  events: readonly NewAuditEvent[],
  counts: AuditCounts,
): { rows: PositionedAuditEvent[]; counts: AuditCounts } {
  let { countAll, countWithoutMessaging, countWithoutProcessing, countWithoutDetails, lastOccurredAt } = counts;
  const rows = events.map((event): PositionedAuditEvent => {
    const occurredAt =
      lastOccurredAt && event.occurredAt.getTime() < lastOccurredAt.getTime() ? lastOccurredAt : event.occurredAt;
    lastOccurredAt = occurredAt;
    countAll += 1;
    if (!event.messagingDetail) countWithoutMessaging += 1;
    if (!event.processingDetail) countWithoutProcessing += 1;
    if (!event.messagingDetail && !event.processingDetail) countWithoutDetails += 1;
    return {
      ...event,
      recordId,
      occurredAt,
      positionAll: countAll,
      positionWithoutMessaging: event.messagingDetail ? null : countWithoutMessaging,
      positionWithoutProcessing: event.processingDetail ? null : countWithoutProcessing,
      positionWithoutDetails: event.messagingDetail || event.processingDetail ? null : countWithoutDetails,
    };
  });
  return {
    rows,
    counts: { countAll, countWithoutMessaging, countWithoutProcessing, countWithoutDetails, lastOccurredAt },
  };
}

/**
 * The positions one page covers, 1-based and inclusive, or null past the end. Descending order (newest
 * first) counts pages from the highest position down.
 */
export function auditPageRange(
  total: number,
  page: number,
  pageSize: number,
  order: 'ASCENDING' | 'DESCENDING',
): { from: number; to: number } | null {
  if (page < 0 || pageSize < 1) return null;
  if (order === 'ASCENDING') {
    const from = page * pageSize + 1;
    return from > total ? null : { from, to: Math.min(total, from + pageSize - 1) };
  }
  const to = total - page * pageSize;
  return to < 1 ? null : { from: Math.max(1, to - pageSize + 1), to };
}
