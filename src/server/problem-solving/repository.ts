import { and, eq, type AnyColumn, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PageOf, Paging, Sorting } from '@shared/contract/paging';
import type {
  ProblemCategory,
  ProblemFilters,
  ProblemSortColumn,
  ProblemUrgency,
} from '@shared/contract/problem-solving';
import type { Database } from '../db/database';
import { preparedOnce } from '../db/prepared-query';
import { problemCounts, problems, reportingAuditEvents, reportingRecords } from '../db/schema';
import type { ReportingDocumentType } from '../db/schema/reporting-kinds';
import { remitActivityKinds } from '@shared/contract/finder-constants';

/** The start of a UTC day, and of the day after it, whatever the session's time zone. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'UTC'`;
const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
import { offsetSource, orderBy, pagedQuery, textKey, type PageOrder } from '../db/paged-query';
import { readInOneSnapshot } from '../db/snapshot-reads';
import { textMatches } from '../finders/repository';

/** An open problem with its record, as a page of the queue lists it. */
export interface ProblemListRow {
  problemId: number;
  version: number;
  category: ProblemCategory;
  recordId: number;
  documentType: ReportingDocumentType;
  externalId: string;
  state: string;
  since: Date;
  dueBy: string | null;
  whatHappened: string | null;
}

/** A problem as mark-handled and reopen see it, locked for the change. */
export type ProblemRow = typeof problems.$inferSelect;

export interface ProblemScope {
  organisationId: number;
  filters: ProblemFilters;
  /** The server's today (YYYY-MM-DD, UTC): what overdue and due today compare with. */
  today: string;
  /** Only these problems (a selection to export). */
  problemIds?: readonly number[];
}

const sortKeys: Record<ProblemSortColumn, SQL | AnyColumn> = {
  dueBy: problems.dueBy,
  since: problems.since,
  category: problems.category,
  externalId: textKey(problems.externalId),
};

/** Where a due date stands against `today`, as SQL: the urgency filter, on the problems or their counts. */
function urgencyCondition(dueBy: AnyColumn, urgency: ProblemUrgency, today: string): SQL {
  switch (urgency) {
    case 'OVERDUE':
      return sql`${dueBy} < ${today}::date`;
    case 'DUE_TODAY':
      return sql`${dueBy} = ${today}::date`;
    case 'DUE_LATER':
      return sql`${dueBy} > ${today}::date`;
    case 'NO_DEADLINE':
      return isNull(dueBy);
  }
}

function whereOf({ organisationId, filters, today, problemIds }: ProblemScope): SQL {
  const conditions: SQL[] = [eq(problems.organisationId, organisationId), isNull(problems.handledAt)];
  if (problemIds) conditions.push(inArray(problems.id, [...problemIds]));
  if (filters.category) conditions.push(eq(problems.category, filters.category));
  if (filters.urgency) conditions.push(urgencyCondition(problems.dueBy, filters.urgency, today));
  if (filters.day)
    conditions.push(sql`${problems.since} >= ${dayStart(filters.day)} AND ${problems.since} < ${dayEnd(filters.day)}`);
  if (filters.text) conditions.push(textMatches(filters.text));
  return and(...conditions)!;
}

/** The same scope over the kept counts (no text: a search counts its matches). */
function countsWhereOf({ organisationId, filters, today }: ProblemScope): SQL {
  const conditions: SQL[] = [eq(problemCounts.organisationId, organisationId)];
  if (filters.category) conditions.push(eq(problemCounts.category, filters.category));
  if (filters.urgency) conditions.push(urgencyCondition(problemCounts.dueBy, filters.urgency, today));
  return and(...conditions)!;
}

/**
 * What happened: the warning itself for a warning, else the newest error or warning of the record's
 * trail (ACER's rejection reason, the validation's finding). Read for the page's rows only.
 */
const whatHappened = sql<string | null>`coalesce(
  (SELECT ${reportingAuditEvents.text} FROM ${reportingAuditEvents} WHERE ${reportingAuditEvents.id} = ${problems.eventId}),
  (SELECT events.text FROM ${reportingAuditEvents} AS events
    WHERE events.record_id = ${problems.recordId} AND events.severity IN ('ERROR', 'WARN')
    ORDER BY events.position_all DESC LIMIT 1))`;

const listColumns = {
  problemId: problems.id,
  version: problems.version,
  category: problems.category,
  recordId: problems.recordId,
  documentType: reportingRecords.documentType,
  externalId: problems.externalId,
  state: reportingRecords.state,
  since: problems.since,
  dueBy: problems.dueBy,
  whatHappened,
};

export function createProblemsRepository(db: Database) {
  const rows = (
    scope: ProblemScope,
    order: PageOrder,
    limit: number,
    offset: number,
    reader: Database = db,
  ): Promise<ProblemListRow[]> =>
    reader
      .select(listColumns)
      .from(problems)
      .innerJoin(reportingRecords, eq(reportingRecords.id, problems.recordId))
      .where(whereOf(scope))
      .orderBy(...orderBy(order))
      .limit(limit)
      .offset(offset);

  const orderOf = (sorting: Sorting<ProblemSortColumn>): PageOrder => ({
    key: sortKeys[sorting.columnName],
    sortOrder: sorting.sortOrder,
    tieBreak: problems.id,
  });

  return {
    /** One page of the organisation's open problems. */
    page(scope: ProblemScope, sorting: Sorting<ProblemSortColumn>, paging: Paging): Promise<PageOf<ProblemListRow>> {
      const source = offsetSource({
        count: async () => {
          if (!scope.filters.text && !scope.filters.day) {
            const [kept] = await db
              .select({ count: sql<number>`coalesce(sum(${problemCounts.openCount}), 0)::int` })
              .from(problemCounts)
              .where(countsWhereOf(scope));
            return Number(kept?.count ?? 0);
          }
          const [row] = await db
            .select({ count: sql<number>`count(*)::int` })
            .from(problems)
            .innerJoin(reportingRecords, eq(reportingRecords.id, problems.recordId))
            .where(whereOf(scope));
          return Number(row?.count ?? 0);
        },
        rows: (order, limit, offset) => rows(scope, order, limit, offset),
      });
      return pagedQuery(source, paging, orderOf(sorting));
    },

    /**
     * Every matching problem in the queue's order, `batchSize` at a time: the CSV export. All read in
     * one snapshot (`readInOneSnapshot`): a problem handled during a long download would otherwise
     * move every later one a place back, past the next batch's offset.
     */
    batches(
      scope: ProblemScope,
      sorting: Sorting<ProblemSortColumn>,
      batchSize = 2000,
    ): AsyncGenerator<ProblemListRow[]> {
      return readInOneSnapshot(db, async function* (reader) {
        for (let offset = 0; ; offset += batchSize) {
          const batch = await rows(scope, orderOf(sorting), batchSize, offset, reader);
          if (batch.length > 0) yield batch;
          if (batch.length < batchSize) return;
        }
      });
    },

    /** The organisation's open problems per category and due day, from the kept counts. */
    async counts(organisationId: number) {
      // Every page load of the app shows the counts in the menu: prepared once.
      const openCounts = preparedOnce(db, 'open_problem_counts', (name) =>
        db
          .select({ category: problemCounts.category, dueBy: problemCounts.dueBy, count: problemCounts.openCount })
          .from(problemCounts)
          .where(
            and(
              eq(problemCounts.organisationId, sql.placeholder('organisationId')),
              sql`${problemCounts.openCount} <> 0`,
            ),
          )
          .prepare(name),
      );
      const groups = await openCounts.execute({ organisationId });
      return groups.map((group) => ({ ...group, count: Number(group.count) }));
    },

    /**
     * The organisation's REMIT reports whose latest outcome came on each day from `from` to `to` (UTC
     * dates, inclusive): one range of the finder index per report family.
     */
    async dailyOutcomes(organisationId: number, from: string, to: string) {
      return db
        .select({
          day: sql<string>`to_char(${reportingRecords.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
          state: reportingRecords.state,
          count: sql<number>`count(*)::int`,
        })
        .from(reportingRecords)
        .where(
          and(
            eq(reportingRecords.organisationId, organisationId),
            // The families reported to ACER record by record, as the REMIT activity report lists them.
            inArray(reportingRecords.documentType, [...remitActivityKinds]),
            inArray(reportingRecords.state, ['SENT', 'ACKNOWLEDGED', 'REJECTED']),
            sql`${reportingRecords.updatedAt} >= ${dayStart(from)} AND ${reportingRecords.updatedAt} < ${dayEnd(to)}`,
          ),
        )
        .groupBy(sql`1`, sql`2`);
    },

    /** These problems of the organisation, locked until the unit of work ends; another's are not there. */
    lock(organisationId: number, problemIds: readonly number[]): Promise<ProblemRow[]> {
      if (problemIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(problems)
        .where(and(eq(problems.organisationId, organisationId), inArray(problems.id, [...problemIds])))
        .orderBy(problems.id)
        .for('update', { of: problems });
    },

    /** Marks these problems handled in one statement (its counts trigger takes its locks in key order). */
    async markHandled(problemIds: readonly number[], by: { userId: number; name: string; note: string; at: Date }) {
      if (problemIds.length === 0) return;
      await db
        .update(problems)
        .set({
          handledAt: by.at,
          handledBy: by.userId,
          handledByName: by.name,
          handledNote: by.note,
          version: sql`${problems.version} + 1`,
        })
        .where(inArray(problems.id, [...problemIds]));
    },

    /** Whether the record's state is an open problem of the queue now. */
    async hasOpenStateProblem(recordId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: problems.id })
        .from(problems)
        .where(and(eq(problems.recordId, recordId), eq(problems.source, 'STATE'), isNull(problems.handledAt)));
      return row !== undefined;
    },

    async reopen(problemId: number, by: { userId: number; name: string; at: Date }) {
      await db
        .update(problems)
        .set({
          handledAt: null,
          handledBy: null,
          handledByName: null,
          handledNote: null,
          reopenedAt: by.at,
          reopenedBy: by.userId,
          reopenedByName: by.name,
          version: sql`${problems.version} + 1`,
        })
        .where(eq(problems.id, problemId));
    },

    /** A record's handled problems, newest first: what its trail offers to reopen. */
    handledOf(organisationId: number, recordId: number) {
      return db
        .select()
        .from(problems)
        .where(
          and(
            eq(problems.organisationId, organisationId),
            eq(problems.recordId, recordId),
            isNotNull(problems.handledAt),
          ),
        )
        .orderBy(sql`${problems.handledAt} DESC`, problems.id);
    },
  };
}

export type ProblemsRepository = ReturnType<typeof createProblemsRepository>;
