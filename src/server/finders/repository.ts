import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PageOf, Paging, SortOrder } from '@shared/contract/paging';
import { finderColumnType } from '@shared/contract/finder-constants';
import type { Database } from '../db/database';
import { reportingDocuments, reportingRecords, reportingRecordVersions } from '../db/schema';
import type { RemitActionType } from '../db/schema/reporting-kinds';
import {
  offsetSource,
  orderBy,
  pagedQuery,
  reversed,
  textKey,
  type PageOrder,
  type PageSource,
} from '../db/paged-query';

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
export const textMatches = (text: string): SQL =>
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

/**
 * A row's place in the page order: its sort key as PostgreSQL writes it (text, so a timestamp keeps
 * its microseconds and a numeric its digits) and its id.
 */
export interface PageEdge {
  key: string | null;
  id: number;
}

type KeyedRow = FinderRecordRow & { sortKey: string | null };

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

/**
 * The rows after (key, id) in the page order, which is ASC NULLS LAST or DESC NULLS FIRST with the id
 * breaking ties in the same direction (paged-query.ts `orderBy`), as at most two ranges in that order:
 * first the rest of the edge's part (the keyed rows, or the empty ones), then the whole other part
 * when the empty ones come after it. Each is a row comparison or an IS NULL on the sort index, so
 * each reads only the rows it returns; one OR of all the cases would read the index from its start.
 */
function rangesAfter(order: PageOrder, { key, id }: PageEdge): SQL[] {
  const k = order.key;
  const recordId = reportingRecords.id;
  if (order.sortOrder === 'ASCENDING') {
    if (key === null) return [sql`(${k} IS NULL AND ${recordId} > ${id})`];
    return [sql`(${k}, ${recordId}) > (${key}, ${id})`, sql`${k} IS NULL`];
  }
  if (key === null) return [sql`(${k} IS NULL AND ${recordId} < ${id})`, sql`${k} IS NOT NULL`];
  return [sql`(${k}, ${recordId}) < (${key}, ${id})`];
}

/**
 * The page query of a scope and sort: the finder's rows in the page order from `offset`. Exported
 * so the index test can EXPLAIN exactly what a page runs.
 */
export function finderRowsQuery(db: Database, scope: FinderScope, sort: FinderSort, limit: number, offset = 0) {
  return rowsIn(db, whereOf(scope), orderOf(sort), limit, offset);
}

/** The record's columns and its sort key as text (`PageEdge`). */
const keyedColumns = (order: PageOrder) => ({ ...rowColumns, sortKey: sql<string | null>`(${order.key})::text` });

const rowsIn = (db: Database, where: SQL, order: PageOrder, limit: number, offset: number): Promise<KeyedRow[]> =>
  db
    .select(keyedColumns(order))
    .from(reportingRecords)
    .where(where)
    .orderBy(...orderBy(order))
    .limit(limit)
    .offset(offset);

/** The `limit` rows after `edge` in the page order: as cheap in the middle of the list as at its start. */
async function rowsAfter(
  db: Database,
  where: SQL,
  order: PageOrder,
  limit: number,
  edge: PageEdge,
): Promise<KeyedRow[]> {
  const rows: KeyedRow[] = [];
  for (const range of rangesAfter(order, edge)) {
    if (rows.length === limit) break;
    rows.push(
      ...(await db
        .select(keyedColumns(order))
        .from(reportingRecords)
        .where(and(where, range))
        .orderBy(...orderBy(order))
        .limit(limit - rows.length)),
    );
  }
  return rows;
}

/**
 * The same page, from the matching rows fetched first and sorted afterwards. `OFFSET 0` keeps the
 * planner from merging the two: otherwise it walks the sort column's index and tests every record on
 * the way, which for a search matching a few hundred of 100,000 records reads nearly all of them.
 */
function matchesSorted(db: Database, where: SQL, order: PageOrder, limit: number, offset: number): Promise<KeyedRow[]> {
  const matches = db
    .select({
      ...rowColumns,
      sortKey: sql<unknown>`${order.key}`.as('sort_key'),
      sortText: sql<string | null>`(${order.key})::text`.as('sort_text'),
    })
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
      sortKey: matches.sortText,
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
    /**
     * One page, and the edges of its rows for the request of the page after or before it. Given the
     * edges of the page next to the one asked for (`anchor`), it reads on from them (keyset) instead
     * of counting off every row before the page.
     */
    async page(
      scope: FinderScope,
      sort: FinderSort,
      paging: Paging,
      anchor: { page: number; first: PageEdge; last: PageEdge } | null = null,
    ): Promise<PageOf<KeyedRow> & { edges: { first: PageEdge; last: PageEdge } | null }> {
      const where = whereOf(scope);
      let count = 0;
      // A search's few matches are cheaper to sort than to walk to; then no edge is needed either.
      const sortingMatches = () => scope.filters.text !== undefined && count <= SORT_MATCHES_UP_TO;
      const byOffset = offsetSource({
        count: async () => {
          const [row] = await db
            .select({ count: sql<number>`count(*)::int` })
            .from(reportingRecords)
            .where(where);
          count = Number(row?.count ?? 0);
          return count;
        },
        rows: (order, limit, offset) =>
          sortingMatches() ? matchesSorted(db, where, order, limit, offset) : rowsIn(db, where, order, limit, offset),
      });
      const source: PageSource<KeyedRow> = {
        count: byOffset.count,
        async page(window, order) {
          if (anchor && !sortingMatches()) {
            if (anchor.page === paging.page - 1) return rowsAfter(db, where, order, window.limit, anchor.last);
            if (anchor.page === paging.page + 1)
              return (await rowsAfter(db, where, reversed(order), window.limit, anchor.first)).reverse();
          }
          return byOffset.page(window, order);
        },
      };
      const result = await pagedQuery(source, paging, orderOf(sort));
      const first = result.values[0];
      const last = result.values[result.values.length - 1];
      const edgeOf = (row: KeyedRow): PageEdge => ({ key: row.sortKey, id: row.id });
      return { ...result, edges: first && last ? { first: edgeOf(first), last: edgeOf(last) } : null };
    },

    /**
     * Every matching row in the page order, `batchSize` at a time. Each batch continues after the last
     * row's (key, id) instead of an OFFSET, so every batch costs the same and memory stays one batch.
     */
    async *batches(scope: FinderScope, sort: FinderSort, batchSize = 2000): AsyncGenerator<FinderRecordRow[]> {
      const where = whereOf(scope);
      const order = orderOf(sort);
      let last: PageEdge | null = null;
      for (;;) {
        const rows: KeyedRow[] = last
          ? await rowsAfter(db, where, order, batchSize, last)
          : await rowsIn(db, where, order, batchSize, 0);
        if (rows.length === 0) return;
        const tail: KeyedRow = rows[rows.length - 1]!;
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
