import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PageOf, Paging, SortOrder } from '@shared/contract/paging';
import { finderColumnType } from '@shared/contract/finder-constants';
import type { Database } from '../db/database';
import { reportingDocuments, reportingRecords, reportingRecordVersions } from '../db/schema';
import type { RemitActionType } from '../reporting/reporting-kinds';
import { offsetSource, orderBy, pagedQuery, textKey, type PageOrder } from './paged-query';

/** The record's own columns; every other finder column is a field of `attributes`. */
const recordColumns = {
  externalId: reportingRecords.externalId,
  state: reportingRecords.state,
  createdAt: reportingRecords.createdAt,
  updatedAt: reportingRecords.updatedAt,
} as const;

/**
 * An attribute's name as a SQL literal: written into the statement (not a parameter) so the planner
 * matches the sort-column expression indexes. Names come from the column catalogue; anything else is a bug.
 */
function attributeName(name: string): SQL {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not a finder column name: ${name}`);
  return sql.raw(`'${name}'`);
}

/** `attributes->>'name'`. */
const attribute = (name: string): SQL => sql`(${reportingRecords.attributes} ->> ${attributeName(name)})`;

/**
 * The sort key of a column, as the finder's expression indexes spell it: text linguistically, numbers
 * numerically (a stored value that is not a JSON number sorts as empty, never fails the query), ISO
 * dates and date-times byte-wise, which is time order.
 */
export function finderSortKey(name: string): SQL {
  if (name === 'createdAt' || name === 'updatedAt') return sql`${recordColumns[name]}`;
  if (name === 'externalId' || name === 'state') return textKey(recordColumns[name]);
  switch (finderColumnType(name)) {
    case 'number':
      return sql`(CASE WHEN jsonb_typeof(${reportingRecords.attributes} -> ${attributeName(name)}) = 'number' THEN ${attribute(name)}::numeric END)`;
    case 'date':
    case 'dateTime':
      return sql`(${attribute(name)} COLLATE "C")`;
    default:
      return textKey(attribute(name));
  }
}

/** LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The text search: a substring of the record's external id or of one of its text values, whatever the
 * case. `search_text` holds them lower-cased by ICU, so the term is lower-cased the same way and a plain
 * LIKE (which the trigram index answers, and which costs a quarter of ILIKE per row) decides. The
 * pattern is compared in the column's own collation: the index serves no other.
 */
const textMatches = (text: string): SQL =>
  sql`${reportingRecords.searchText} LIKE (lower(${containing(text)} COLLATE "und-x-icu") COLLATE "default")`;

/**
 * At most this many matches of a text search are fetched through the trigram index and sorted; more
 * are dense enough among all records that walking the sort column's index finds a page sooner.
 */
const SORT_MATCHES_UP_TO = 5000;

const DAY_MS = 86_400_000;
const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

export interface FinderScope {
  organisationId: number;
  documentType: string;
  filters: {
    text?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    state?: string | undefined;
  };
}

export interface FinderSort {
  columnName: string;
  sortOrder: SortOrder;
}

export interface FinderRecordRow {
  id: number;
  documentType: string;
  state: string;
  externalId: string;
  createdAt: Date;
  updatedAt: Date;
  attributes: Record<string, string | number | boolean | null>;
}

/** What the version history of a REMIT trade says about its links. */
export interface RemitHistorySummary {
  versions: number;
  lastActionType: RemitActionType | null;
  cancelled: boolean;
  deleted: boolean;
}

const rowColumns = {
  id: reportingRecords.id,
  documentType: reportingRecords.documentType,
  state: reportingRecords.state,
  externalId: reportingRecords.externalId,
  createdAt: reportingRecords.createdAt,
  updatedAt: reportingRecords.updatedAt,
  attributes: reportingRecords.attributes,
};

function whereOf({ organisationId, documentType, filters }: FinderScope): SQL {
  const conditions: SQL[] = [
    eq(reportingRecords.organisationId, organisationId),
    eq(reportingRecords.documentType, documentType as never),
  ];
  if (filters.state) conditions.push(eq(reportingRecords.state, filters.state as never));
  if (filters.from) conditions.push(gte(reportingRecords.createdAt, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(reportingRecords.createdAt, new Date(startOfDay(filters.to).getTime() + DAY_MS)));
  if (filters.text) conditions.push(textMatches(filters.text));
  return and(...conditions)!;
}

const orderOf = (sort: FinderSort): PageOrder => ({
  key: finderSortKey(sort.columnName),
  sortOrder: sort.sortOrder,
  tieBreak: reportingRecords.id,
});

/** A key value as a query parameter: dates as ISO text, which PostgreSQL reads back as timestamptz. */
const keyParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Rows strictly after (key, id) in the page order, which is ASC NULLS LAST or DESC NULLS FIRST with
 * the id breaking ties in the same direction (paged-query.ts `orderBy`).
 */
function after(order: PageOrder, key: unknown, id: number): SQL {
  const k = order.key;
  const value = keyParameter(key);
  if (order.sortOrder === 'ASCENDING') {
    if (value === null || value === undefined) return sql`(${k} IS NULL AND ${reportingRecords.id} > ${id})`;
    return or(sql`${k} > ${value}`, sql`(${k} = ${value} AND ${reportingRecords.id} > ${id})`, sql`${k} IS NULL`)!;
  }
  if (value === null || value === undefined)
    return or(sql`(${k} IS NULL AND ${reportingRecords.id} < ${id})`, sql`${k} IS NOT NULL`)!;
  return or(sql`${k} < ${value}`, sql`(${k} = ${value} AND ${reportingRecords.id} < ${id})`)!;
}

/**
 * The page query of a scope and sort: the finder's rows in the page order from `offset`. Exported
 * so the index test can EXPLAIN exactly what a page runs.
 */
export function finderRowsQuery(db: Database, scope: FinderScope, sort: FinderSort, limit: number, offset = 0) {
  return rowsIn(db, whereOf(scope), orderOf(sort), limit, offset);
}

const rowsIn = (db: Database, where: SQL, order: PageOrder, limit: number, offset: number) =>
  db
    .select(rowColumns)
    .from(reportingRecords)
    .where(where)
    .orderBy(...orderBy(order))
    .limit(limit)
    .offset(offset);

/**
 * The same page, from the matching rows fetched first and sorted afterwards. `OFFSET 0` keeps the
 * planner from merging the two: otherwise it walks the sort column's index and tests every record on
 * the way, which for a search matching a few hundred of 100,000 records reads nearly all of them.
 */
function matchesSorted(db: Database, where: SQL, order: PageOrder, limit: number, offset: number) {
  const matches = db
    .select({ ...rowColumns, sortKey: sql<unknown>`${order.key}`.as('sort_key') })
    .from(reportingRecords)
    .where(where)
    .offset(0)
    .as('matches');
  return db
    .select({
      id: matches.id,
      documentType: matches.documentType,
      state: matches.state,
      externalId: matches.externalId,
      createdAt: matches.createdAt,
      updatedAt: matches.updatedAt,
      attributes: matches.attributes,
    })
    .from(matches)
    .orderBy(...orderBy({ key: sql`${matches.sortKey}`, sortOrder: order.sortOrder, tieBreak: matches.id }))
    .limit(limit)
    .offset(offset);
}

/**
 * The finders' reads: one organisation's records of one document type, filtered, in a total order
 * (the chosen column, then the id), paged through `pagedQuery`; and the same rows in keyset batches
 * for the CSV export.
 */
export function createFinderRepository(db: Database) {
  return {
    async page(scope: FinderScope, sort: FinderSort, paging: Paging): Promise<PageOf<FinderRecordRow>> {
      const where = whereOf(scope);
      let count = 0;
      return pagedQuery(
        offsetSource({
          count: async () => {
            const [row] = await db
              .select({ count: sql<number>`count(*)::int` })
              .from(reportingRecords)
              .where(where);
            count = Number(row?.count ?? 0);
            return count;
          },
          rows: (order, limit, offset) =>
            scope.filters.text && count <= SORT_MATCHES_UP_TO
              ? matchesSorted(db, where, order, limit, offset)
              : rowsIn(db, where, order, limit, offset),
        }),
        paging,
        orderOf(sort),
      );
    },

    /**
     * Every matching row in the page order, `batchSize` at a time. Each batch continues after the last
     * row's (key, id) instead of an OFFSET, so every batch costs the same and memory stays one batch.
     */
    async *batches(scope: FinderScope, sort: FinderSort, batchSize = 2000): AsyncGenerator<FinderRecordRow[]> {
      const where = whereOf(scope);
      const order = orderOf(sort);
      let last: { key: unknown; id: number } | null = null;
      for (;;) {
        const rows: Array<FinderRecordRow & { sortKey: unknown }> = await db
          .select({ ...rowColumns, sortKey: sql<unknown>`${order.key}` })
          .from(reportingRecords)
          .where(last ? and(where, after(order, last.key, last.id)) : where)
          .orderBy(...orderBy(order))
          .limit(batchSize);
        if (rows.length === 0) return;
        const tail = rows[rows.length - 1]!;
        last = { key: tail.sortKey, id: tail.id };
        yield rows.map(({ sortKey: _sortKey, ...row }) => row);
        if (rows.length < batchSize) return;
      }
    },

    /** Which of the records have an HTML document (the document-frame pages show it). */
    async withHtmlDocument(organisationId: number, recordIds: readonly number[]): Promise<Set<number>> {
      if (recordIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ recordId: reportingDocuments.recordId })
        .from(reportingDocuments)
        .where(
          and(
            eq(reportingDocuments.organisationId, organisationId),
            inArray(reportingDocuments.recordId, [...recordIds]),
            eq(reportingDocuments.kind, 'html'),
          ),
        );
      return new Set(rows.flatMap(({ recordId }) => (recordId === null ? [] : [recordId])));
    },

    /** The version history of each REMIT trade, summarised for its Cancel/Delete/Modify links. */
    async remitHistories(recordIds: readonly number[]): Promise<Map<number, RemitHistorySummary>> {
      if (recordIds.length === 0) return new Map();
      const rows = await db
        .select({
          recordId: reportingRecordVersions.recordId,
          versions: sql<number>`count(*)::int`,
          lastActionType: sql<RemitActionType>`(array_agg(${reportingRecordVersions.actionType} ORDER BY ${reportingRecordVersions.version} DESC))[1]`,
          cancelled: sql<boolean>`bool_or(${reportingRecordVersions.actionType} = 'C')`,
          deleted: sql<boolean>`bool_or(${reportingRecordVersions.actionType} = 'E')`,
        })
        .from(reportingRecordVersions)
        .where(inArray(reportingRecordVersions.recordId, [...recordIds]))
        .groupBy(reportingRecordVersions.recordId);
      return new Map(
        rows.map((row) => [
          row.recordId,
          {
            versions: Number(row.versions),
            lastActionType: row.lastActionType,
            cancelled: row.cancelled === true,
            deleted: row.deleted === true,
          },
        ]),
      );
    },
  };
}

export type FinderRepository = ReturnType<typeof createFinderRepository>;
