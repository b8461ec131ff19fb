import { Column, SQL, and, desc, eq, gte, inArray, is, lt, sql, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { AddAliasToSelection } from 'drizzle-orm/query-builders/select.types';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PageOf, Paging, SortOrder } from '@shared/contract/paging';
import { finderColumnType, finderStateLabelsOfDocumentType } from '@shared/contract/finder-constants';
import type { Database } from '../db/database';
import { idPlaceholders, preparedOnce } from '../db/prepared-query';
import { readInOneSnapshot } from '../db/snapshot-reads';
import { instantText } from '../db/instant-text';
import { reportingDocuments, reportingRecordCounts, reportingRecords, reportingRecordVersions } from '../db/schema';
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
import { commonTrigramsOf } from './common-trigrams-repository';
import { searchWindow } from '../db/search-window';
import { dayAfter, startOfDayIn } from '@shared/zoned-day';

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

/** A constant as a SQL string literal, quotes doubled. */
const textLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The state as its finder's grid reads it, from the one label table (`finderStateLabel`: a MiFID
 * file's 'Being edited'), linguistically: a state without words as its code. The words are written
 * into the statement, not bound, so the planner matches the expression index (migration 0017, which
 * spells the same table; test/api/finder-indexes.test.ts fails when the two part).
 */
function stateWordsKey(labels: Readonly<Record<string, string>>): SQL {
  const cases = Object.entries(labels)
    .map(([state, words]) => `WHEN ${textLiteral(state)} THEN ${textLiteral(words)}`)
    .join(' ');
  return textKey(sql`(CASE ${reportingRecords.state} ${sql.raw(cases)} ELSE ${reportingRecords.state} END)`);
}

/**
 * The sort key of a column of a document type's finder, as the finder's expression indexes spell it:
 * text linguistically, numbers numerically (a stored value that is not a JSON number sorts as empty,
 * never fails the query), ISO dates and date-times byte-wise, which is time order; the state by the
 * words the grid shows where it shows words, so ascending reads in the order of what is shown.
 */
export function finderSortKey(name: string, documentType: string): SQL {
  if (name === 'createdAt' || name === 'updatedAt') return sql`${recordColumns[name]}`;
  if (name === 'state') {
    const labels = finderStateLabelsOfDocumentType(documentType);
    return labels ? stateWordsKey(labels) : textKey(recordColumns.state);
  }
  if (name === 'externalId') return textKey(recordColumns[name]);
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
export const textMatches = (text: string): SQL => matchesPattern(containing(text));

const matchesPattern = (pattern: unknown): SQL =>
  sql`${reportingRecords.searchText} LIKE (lower(${pattern} COLLATE "und-x-icu") COLLATE "default")`;

/**
 * At most this many records of a filtered scope (a search, a state, a date range) are fetched and
 * sorted, at a cost that grows with their number alone; more are dense enough among all records that
 * walking the sort column's index finds a page sooner. Walking is the planner's choice for a few
 * matches too, but it reckons them spread evenly along the sort order: where they are not (every
 * March trade of the 1,000,000 seeded records traded after the 12th of March), it walked 200,000
 * index entries to find 25 (200 ms against 13 ms for fetching the 8,928 and sorting them).
 */
const SORT_MATCHES_UP_TO = 10_000;

export interface FinderScope {
  organisationId: number;
  documentType: string;
  filters: {
    text?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    state?: string | undefined;
  };
  /** The zone whose days `from` and `to` name: the one the user's grid shows moments in (UTC without). */
  timeZone?: string | undefined;
  /** The part of `filters.text` the trigram index is asked for, when not all of it (`db/search-window.ts`). */
  textWindow?: string | undefined;
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
  /** ISO 8601 in UTC, as the contract sends it (`instantText`). */
  createdAt: string;
  updatedAt: string;
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

/** A page statement's row as read (`pageReader`): the record, its sort key as text, and its link facts. */
type PageRow = KeyedRow & LinkFacts;

/** A page's row: the record, its sort key, and what its links need (`linkFacts`). */
export type FinderPageRow = FinderRecordRow & LinkFacts;

/**
 * What a page row's links need besides the record: whether it has an HTML document (the document-frame
 * pages) and, for a REMIT trade, the action type of its latest reported version (null: none reported),
 * which decides its trade actions. Read with the row, not in statements of their own: PostgreSQL
 * evaluates such costly output columns after the sort and the limit, so only for the rows of the page.
 */
export interface LinkFacts {
  hasHtml: boolean;
  lastActionType: RemitActionType | null;
}

/**
 * Which link facts a page reads with its rows: only those its links use (`linkFactsOf`). Each is a
 * subquery per row, a sixth of a first page's time in PostgreSQL for each; one not read is false or null.
 */
export interface LinkFactNeeds {
  htmlDocument: boolean;
  lastActionType: boolean;
}

export const ALL_LINK_FACTS: LinkFactNeeds = { htmlDocument: true, lastActionType: true };
const NO_LINK_FACTS: LinkFactNeeds = { htmlDocument: false, lastActionType: false };
const readsAnyFact = (facts: LinkFactNeeds) => facts.htmlDocument || facts.lastActionType;
/** The facts in a statement's name, a letter each: one SQL text per name. */
const factLetters = (facts: LinkFactNeeds) => `${facts.htmlDocument ? 'h' : ''}${facts.lastActionType ? 'a' : ''}`;

/**
 * The link facts of the row whose id is `table`.id. drizzle writes a one-table select's columns
 * without their table, so the subqueries name their own tables by alias and the outer id in full.
 * The latest version is one probe of the (record, version) index from its end; counting and
 * aggregating every version of each row cost three quarters of a first page's time in PostgreSQL.
 * The HTML document is a probe of the record's documents too, a scalar subquery: written as EXISTS,
 * PostgreSQL hashed it instead, reading every document of every record on each page (100,000
 * documents: 5.4 of the page's 5.6 ms, growing with the table).
 */
export function linkFactColumns(table: string, facts: LinkFactNeeds = ALL_LINK_FACTS) {
  const recordId = sql`${sql.identifier(table)}.${sql.identifier('id')}`;
  return {
    ...(facts.htmlDocument && {
      hasHtml: sql<boolean>`COALESCE((SELECT true FROM ${reportingDocuments} d WHERE d.record_id = ${recordId} AND d.kind = 'html' LIMIT 1), false)`,
    }),
    ...(facts.lastActionType && {
      lastActionType: sql<RemitActionType | null>`(SELECT v.action_type FROM ${reportingRecordVersions} v WHERE v.record_id = ${recordId} ORDER BY v.version DESC LIMIT 1)`,
    }),
  };
}

/** A page statement's rows read (`pageReader`), and the count it carries, if any, from its first row. */
interface PageRead {
  rows: PageRow[];
  /** `total` (firstCounted) or `fetched` (firstOfMatches); 0 without rows or without such a column. */
  counted: number;
}

/**
 * How a page statement's rows are read: drizzle hands them over as the driver returns them (arrays, in
 * the order of the selection's keys, timestamps as PostgreSQL's text) and each cell is read by its
 * position, written out field by field. drizzle's own mapping asks every cell's column what it is (43
 * against 11 µs for a page of 25), and an object rest and spread per row cost four times as much: a
 * tenth of a finder request's CPU each. A statement without link facts reads them as false and null.
 */
function pageReader(selection: Record<string, unknown>): (rows: unknown[][]) => PageRead {
  const keys = Object.keys(selection);
  const at = (key: keyof PageRow | 'total' | 'fetched') => keys.indexOf(key);
  const column = {
    id: at('id'),
    documentType: at('documentType'),
    state: at('state'),
    externalId: at('externalId'),
    createdAt: at('createdAt'),
    updatedAt: at('updatedAt'),
    attributes: at('attributes'),
    sortKey: at('sortKey'),
    hasHtml: at('hasHtml'),
    lastActionType: at('lastActionType'),
    counted: Math.max(at('total'), at('fetched')),
  };
  // Every page statement selects the record and its sort key, each as one column: drizzle would spread a
  // nested object or a table over several, and the places would no longer be the keys'.
  const oneColumnEach = Object.values(selection).every(
    (field) => is(field, Column) || is(field, SQL) || is(field, SQL.Aliased),
  );
  if (!oneColumnEach || Object.values(column).slice(0, 8).includes(-1)) {
    throw new Error(`Not a page statement's selection: ${keys.join(', ')}`);
  }
  const { attributes } = reportingRecords;
  return (rows) => ({
    rows: rows.map((row): PageRow => ({
      id: row[column.id] as number,
      documentType: row[column.documentType] as string,
      state: row[column.state] as string,
      externalId: row[column.externalId] as string,
      createdAt: instantText(row[column.createdAt] as string),
      updatedAt: instantText(row[column.updatedAt] as string),
      attributes: attributes.mapFromDriverValue(row[column.attributes]) as FinderRecordRow['attributes'],
      sortKey: row[column.sortKey] as string | null,
      hasHtml: row[column.hasHtml] === true,
      lastActionType: (row[column.lastActionType] ?? null) as RemitActionType | null,
    })),
    counted: column.counted >= 0 ? Number(rows[0]?.[column.counted] ?? 0) : 0,
  });
}

/** A page statement prepared under `name` ('' for none) with its rows read by `pageReader`. */
function preparedPage(
  db: Database,
  query: { toSQL(): { sql: string; params: unknown[] }; _: { selectedFields: Record<string, unknown> } },
  name: string,
) {
  return db._.session.prepareQuery<{ execute: PageRead; all: unknown; values: unknown }>(
    query.toSQL(),
    undefined,
    name,
    true,
    pageReader(query._.selectedFields),
  );
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

/**
 * A scope's values, one for each condition it has: the organisation's and document type's always, and
 * one a filter given (the text search's as its window and whole term, or as one pattern). Which of them
 * a scope has is its shape; the conditions are written from them (`conditionsOf`), so the two agree.
 */
interface ScopeValues {
  organisationId: number;
  documentType: string;
  state?: string;
  from?: Date;
  to?: Date;
  window?: string;
  needle?: string;
  pattern?: string;
}

function valuesOf({ organisationId, documentType, filters, textWindow, timeZone = 'UTC' }: FinderScope): ScopeValues {
  const values: ScopeValues = { organisationId, documentType };
  if (filters.state) values.state = filters.state;
  if (filters.from) values.from = startOfDayIn(filters.from, timeZone);
  if (filters.to) values.to = startOfDayIn(dayAfter(filters.to), timeZone);
  if (filters.text && textWindow) {
    values.window = containing(textWindow);
    values.needle = filters.text;
  } else if (filters.text) values.pattern = containing(filters.text);
  return values;
}

/** How a condition holds its value: in the SQL (`inlineOf`), or as a named placeholder of a prepared query. */
type Bind = (name: keyof ScopeValues) => unknown;
const inlineOf =
  (values: ScopeValues): Bind =>
  (name) =>
    values[name];
const asPlaceholder: Bind = (name) => sql.placeholder(name);

/**
 * The text search through its window: the index finds the records holding the window, and of those the
 * ones holding the whole term are kept. `strpos` is the same test as the full LIKE (the column's
 * collation is deterministic) which the index is not asked for: asked, it would read every trigram's
 * posting list again.
 */
const windowMatches = (window: unknown, text: unknown): SQL =>
  sql`${reportingRecords.searchText} LIKE ${window} AND strpos(${reportingRecords.searchText}, lower(${text} COLLATE "und-x-icu") COLLATE "default") > 0`;

/**
 * A scope's conditions, one for each of its values: whose records it reads (the organisation's, of one
 * document type: `owner`), and which of those its filters keep (`kept`, none without a filter).
 */
function conditionsOf(values: ScopeValues, bind: Bind): { owner: SQL; kept: SQL | undefined } {
  const owner = and(
    eq(reportingRecords.organisationId, bind('organisationId') as number),
    eq(reportingRecords.documentType, bind('documentType') as never),
  )!;
  const kept: SQL[] = [];
  // In the state sort index's collation: compared in another, the index cannot seek to the state, and
  // a page sorted by state walked every record of the states before it (1,000,000 records: 275 → 0.2 ms).
  if (values.state !== undefined) kept.push(sql`${textKey(reportingRecords.state)} = ${bind('state')}`);
  if (values.from !== undefined) kept.push(gte(reportingRecords.createdAt, bind('from') as Date));
  if (values.to !== undefined) kept.push(lt(reportingRecords.createdAt, bind('to') as Date));
  if (values.window !== undefined) kept.push(windowMatches(bind('window'), bind('needle')));
  if (values.pattern !== undefined) kept.push(matchesPattern(bind('pattern')));
  return { owner, kept: kept.length > 0 ? and(...kept) : undefined };
}

const bothOf = ({ owner, kept }: { owner: SQL; kept: SQL | undefined }): SQL => (kept ? and(owner, kept)! : owner);

const whereOf = (scope: FinderScope): SQL => {
  const values = valuesOf(scope);
  return bothOf(conditionsOf(values, inlineOf(values)));
};

/** A prepared scope's conditions, each value a placeholder (`conditionsOf`), and its count (`countOf`). */
interface ScopeStatement {
  where: SQL;
  /** The same conditions apart: whose records, and what the filters keep of them. */
  owner: SQL;
  kept: SQL | undefined;
  /** How many records the scope has, as a scalar subquery. */
  count: SQL<number>;
}

/**
 * A scope as a prepared query sees it: the values to bind, its shape (which values it has, one letter
 * each) for the statement's name, and its SQL, written only when a statement of its shape is prepared
 * (`statement`): the SQL depends on the shape alone, and writing it on every page cost a finder request
 * more than the rest of its query's building.
 */
interface PreparedScope {
  values: Record<string, unknown>;
  shape: string;
  statement(): ScopeStatement;
}

/**
 * A scope's count. Without a date range or text search it is a sum of the kept counts
 * (reporting_record_counts: a row per state), which reads a few rows instead of an index entry per
 * record on every page; with one, the records are counted.
 */
function countOf(values: ScopeValues, where: SQL, bind: Bind): SQL<number> {
  if (values.from || values.to || values.window || values.pattern) {
    return sql<number>`(SELECT count(*)::int FROM ${reportingRecords} WHERE ${where})`;
  }
  const kept = [
    eq(reportingRecordCounts.organisationId, bind('organisationId') as number),
    eq(reportingRecordCounts.documentType, bind('documentType') as never),
  ];
  if (values.state !== undefined) kept.push(eq(reportingRecordCounts.state, bind('state') as never));
  return sql<number>`(SELECT coalesce(sum(${reportingRecordCounts.recordCount}), 0)::int FROM ${reportingRecordCounts} WHERE ${and(...kept)})`;
}

function preparedScope(scope: FinderScope): PreparedScope {
  const values = valuesOf(scope);
  const bound: Record<string, unknown> = {};
  let shape = '';
  for (const [name, value] of Object.entries(values)) {
    // A placeholder's value reaches the driver as it is: a date goes as ISO text, not in local time.
    bound[name] = value instanceof Date ? value.toISOString() : value;
    shape += name[0];
  }
  let statement: ScopeStatement | undefined;
  return {
    values: bound,
    shape,
    statement() {
      if (statement) return statement;
      const conditions = conditionsOf(values, asPlaceholder);
      const where = bothOf(conditions);
      return (statement = { where, ...conditions, count: countOf(values, where, asPlaceholder) });
    },
  };
}

/** A statement name for a shape and a page order: unique per SQL text, and within PostgreSQL's 63 bytes. */
const statementName = (what: string, scope: PreparedScope, columnName: string, order: PageOrder) =>
  `finder_${what}_${scope.shape}_${columnName}_${order.sortOrder === 'ASCENDING' ? 'a' : 'd'}`;

/**
 * The sort's part of a statement name: its column, and for a state sorted by its words the document
 * type, whose words they are (the type is a placeholder of the statement, the words are not).
 */
const sortName = ({ documentType }: FinderScope, { columnName }: FinderSort) =>
  columnName === 'state' && finderStateLabelsOfDocumentType(documentType) ? `state_${documentType}` : columnName;

const pageWindow = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

/** Page orders by document type, column and direction: a handful, each written once, not on every page. */
const pageOrders = new Map<string, PageOrder>();

function orderOf({ documentType }: FinderScope, { columnName, sortOrder }: FinderSort): PageOrder {
  const key = `${documentType} ${columnName} ${sortOrder}`;
  let order = pageOrders.get(key);
  if (!order) {
    order = Object.freeze({ key: finderSortKey(columnName, documentType), sortOrder, tieBreak: reportingRecords.id });
    pageOrders.set(key, order);
  }
  return order;
}

/**
 * The rows after (key, id) in the page order, which is ASC NULLS LAST or DESC NULLS FIRST with the id
 * breaking ties in the same direction (paged-query.ts `orderBy`), as at most two ranges in that order:
 * first the rest of the edge's part (the keyed rows, or the empty ones), then the whole other part
 * when the empty ones come after it. Each is a row comparison or an IS NULL on the sort index, so
 * each reads only the rows it returns; one OR of all the cases would read the index from its start.
 */
function rangesAfter(order: PageOrder, { key, id }: { key: SQLWrapper | null; id: SQLWrapper }): SQL[] {
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
  return rowsIn(db, whereOf(scope), orderOf(scope, sort), limit, offset);
}

/** The page query of a scope and sort from its matches fetched first and sorted afterwards, as `finderRowsQuery`. */
export function finderMatchesSortedQuery(db: Database, scope: FinderScope, sort: FinderSort) {
  return matchesSorted(db, whereOf(scope), orderOf(scope, sort), NO_LINK_FACTS);
}

/** The record's columns and its sort key as text (`PageEdge`). */
const keyedColumns = (order: PageOrder) => ({ ...rowColumns, sortKey: sql<string | null>`(${order.key})::text` });

const rowsIn = (db: Database, where: SQL, order: PageOrder, limit: number | SQLWrapper, offset: number | SQLWrapper) =>
  db
    .select(keyedColumns(order))
    .from(reportingRecords)
    .where(where)
    .orderBy(...orderBy(order))
    .limit(limit as number)
    .offset(offset as number);

/**
 * The page queries of one scope and sort column, each prepared once per shape (finders are read all
 * day: neither drizzle nor PostgreSQL should build the same statement again for every page). A page
 * reads the link facts its rows need with them (`facts`); the CSV's batches need none.
 */
function pageQueries(db: Database, scope: PreparedScope, columnName: string, facts: LinkFactNeeds) {
  const { values } = scope;
  // The scope's SQL, written only when a statement is prepared (`PreparedScope`).
  const where = () => scope.statement().where;
  // A page's best plan mostly depends on its values: how deep the offset is, how many records a
  // search, a state or a date range matches. Such statements go unnamed, so PostgreSQL plans each
  // run for its values rather than settling on one generic plan; drizzle still builds each SQL text
  // once. Only the first page of an unfiltered finder, its most common read, keeps one plan per
  // connection: it walks the sort index from its start whatever the organisation, and planning it
  // cost twice as much as running it.
  const unfiltered = Object.keys(values).every((name) => name === 'organisationId' || name === 'documentType');
  const statement = (name: string, samePlanForAnyValues = false) => (samePlanForAnyValues && unfiltered ? name : '');
  const columnsOf = (order: PageOrder) => ({ ...keyedColumns(order), ...linkFactColumns('reporting_records', facts) });
  const nameOf = (what: string, order: PageOrder) =>
    statementName(`${what}${factLetters(facts)}`, scope, columnName, order);
  return {
    async count(): Promise<number> {
      const counted = preparedOnce(db, `finder_count_${scope.shape}`, (name) =>
        db
          .select({ count: scope.statement().count })
          .from(sql`(VALUES (1)) AS one`)
          .prepare(statement(name)),
      );
      const [row] = await counted.execute(values);
      return Number(row?.count ?? 0);
    },

    /**
     * The first `limit` rows and how many rows the scope has, in one statement: the count is an
     * uncorrelated subquery, run once. The first page is most of what a finder is asked for, and each
     * statement is a round trip to the database. An empty first page means a count of 0.
     */
    async firstCounted(order: PageOrder, limit: number): Promise<{ count: number; rows: PageRow[] }> {
      const first = preparedOnce(db, nameOf('first', order), (name) =>
        preparedPage(
          db,
          db
            .select({
              ...columnsOf(order),
              total: scope.statement().count,
            })
            .from(reportingRecords)
            .where(where())
            .orderBy(...orderBy(order))
            .limit(pageWindow.limit as unknown as number),
          statement(name, true),
        ),
      );
      const { rows, counted } = await first.execute({ ...values, limit });
      return { count: counted, rows };
    },

    async rows(order: PageOrder, limit: number, offset: number): Promise<PageRow[]> {
      const prepared = preparedOnce(db, nameOf('rows', order), (name) =>
        preparedPage(db, offsetPage(db, where(), order, facts), statement(name)),
      );
      return (await prepared.execute({ ...values, limit, offset })).rows;
    },

    async matchesSorted(order: PageOrder, limit: number, offset: number): Promise<PageRow[]> {
      const prepared = preparedOnce(db, nameOf('matches', order), (name) =>
        preparedPage(db, matchesSorted(db, where(), order, facts), statement(name)),
      );
      return (await prepared.execute({ ...values, limit, offset })).rows;
    },

    /** A page's first `limit` rows by a walk of at most `bound` records (`walkedFirst`; with the facts asked for). */
    async walkedFirst(order: PageOrder, limit: number, bound: number): Promise<PageRow[]> {
      const prepared = preparedOnce(db, nameOf('walked', order), (name) => {
        const { owner, kept } = scope.statement();
        if (!kept) throw new Error('Only a filtered scope is walked with a bound.');
        return preparedPage(db, walkedFirst(db, owner, kept, order, facts), statement(name));
      });
      return (await prepared.execute({ ...values, limit, bound })).rows;
    },

    async firstOfMatches(order: PageOrder, limit: number): Promise<{ fetched: number; rows: PageRow[] }> {
      const prepared = preparedOnce(db, nameOf('firstm', order), (name) =>
        preparedPage(db, firstOfMatches(db, where(), order, SORT_MATCHES_UP_TO + 1, facts), statement(name)),
      );
      const { rows, counted } = await prepared.execute({ ...values, limit });
      return { fetched: counted, rows };
    },

    /** The `limit` rows after `edge` in the page order: as cheap in the middle of the list as at its start. */
    async rowsAfter(order: PageOrder, limit: number, edge: PageEdge): Promise<PageRow[]> {
      const rows: PageRow[] = [];
      const placeholders = {
        key: edge.key === null ? null : sql.placeholder('edgeKey'),
        id: sql.placeholder('edgeId'),
      };
      const ranges = rangesAfter(order, placeholders);
      for (const [index, range] of ranges.entries()) {
        if (rows.length === limit) break;
        const kind = `after${edge.key === null ? 'n' : 'k'}${index}`;
        const after = preparedOnce(db, nameOf(kind, order), (name) =>
          preparedPage(
            db,
            db
              .select(columnsOf(order))
              .from(reportingRecords)
              .where(and(where(), range))
              .orderBy(...orderBy(order))
              .limit(pageWindow.limit as unknown as number),
            statement(name),
          ),
        );
        const batch = await after.execute({
          ...values,
          edgeKey: edge.key,
          edgeId: edge.id,
          limit: limit - rows.length,
        });
        rows.push(...batch.rows);
      }
      return rows;
    },
  };
}

/** A record's columns with its sort key, as is (to sort by in an outer query) and as text (`PageEdge`). */
const sortableColumns = (order: PageOrder) => ({
  ...rowColumns,
  sortKey: sql<unknown>`${order.key}`.as('sort_key'),
  sortText: sql<string | null>`(${order.key})::text`.as('sort_text'),
});

/** The sortable columns of a subquery or CTE that selected them, to select them again one level up. */
function sortableColumnsOf<Alias extends string>(
  source: AddAliasToSelection<ReturnType<typeof sortableColumns>, Alias, 'pg'>,
) {
  const { id, documentType, state, externalId, createdAt, updatedAt, attributes, sortKey, sortText } = source;
  return { id, documentType, state, externalId, createdAt, updatedAt, attributes, sortKey, sortText };
}

type SortableRows = ReturnType<typeof sortableRowsOf>;
const sortableRowsOf = (db: Database, order: PageOrder) =>
  db.select(sortableColumns(order)).from(reportingRecords).$dynamic();

/** A page subquery's record columns and sort key, whichever query cut it. */
type PageColumns = Pick<ReturnType<SortableRows['as']>, keyof ReturnType<typeof sortableColumns>> & Subquery;

/**
 * A page's rows (already cut to the page by `page`) with the link facts asked for (`facts`, maybe
 * none), in the page order. The facts are read above the cut: in the same select as the OFFSET,
 * PostgreSQL would read them for every row it skips too (a middle page of 100,000 records took half a
 * second).
 */
function withFactsOf<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  page: PageColumns,
  order: PageOrder,
  facts: LinkFactNeeds,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      ...extra,
      id: page.id,
      documentType: page.documentType,
      state: page.state,
      externalId: page.externalId,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      attributes: page.attributes,
      sortKey: page.sortText,
      ...linkFactColumns('page', facts),
    })
    .from(page)
    .orderBy(...orderBy({ key: sql`${page.sortKey}`, sortOrder: order.sortOrder, tieBreak: page.id }));
}

/** The page at an offset in the page order, with the link facts its rows need (`facts`). */
function offsetPage(db: Database, where: SQL, order: PageOrder, facts: LinkFactNeeds) {
  if (!readsAnyFact(facts)) {
    return db
      .select(keyedColumns(order))
      .from(reportingRecords)
      .where(where)
      .orderBy(...orderBy(order))
      .limit(pageWindow.limit as unknown as number)
      .offset(pageWindow.offset as unknown as number);
  }
  const page = sortableRowsOf(db, order)
    .where(where)
    .orderBy(...orderBy(order))
    .limit(pageWindow.limit as unknown as number)
    .offset(pageWindow.offset as unknown as number)
    .as('page');
  return withFactsOf(db, page, order, facts);
}

/** `OFFSET 0` written out: drizzle leaves out an offset of the number 0, and the fence with it. */
const offsetZero = sql`0` as unknown as number;

/**
 * The same page, from the matching rows fetched first and sorted afterwards. `OFFSET 0` keeps the
 * planner from merging the two: otherwise it walks the sort column's index and tests every record on
 * the way, which for a search matching a few hundred of 100,000 records reads nearly all of them.
 */
function matchesSorted(db: Database, where: SQL, order: PageOrder, facts: LinkFactNeeds) {
  const matches = sortableRowsOf(db, order).where(where).offset(offsetZero).as('matches');
  const { sortKey, sortText, ...record } = sortableColumnsOf(matches);
  // drizzle's dynamic-query pattern: the same order and window on either selection.
  const sortedPage = <Query extends PgSelect>(query: Query) =>
    query
      .orderBy(...orderBy({ key: sql`${sortKey}`, sortOrder: order.sortOrder, tieBreak: matches.id }))
      .limit(pageWindow.limit as unknown as number)
      .offset(pageWindow.offset as unknown as number);
  return readsAnyFact(facts)
    ? withFactsOf(
        db,
        sortedPage(
          db
            .select({ ...record, sortKey, sortText })
            .from(matches)
            .$dynamic(),
        ).as('page'),
        order,
        facts,
      )
    : sortedPage(
        db
          .select({ ...record, sortKey: sortText })
          .from(matches)
          .$dynamic(),
      );
}

/**
 * The first page of a filtered scope found by walking the sort index from its start, but for no more
 * than `bound` records (a placeholder): of those, the ones the filters keep (`kept`, read with each
 * walked row) in the page order. Shorter than the page, it does not say the rest of the page is
 * empty, only that the walk stopped first.
 */
function walkedFirst(db: Database, owner: SQL, kept: SQL, order: PageOrder, facts: LinkFactNeeds) {
  const walked = db
    .select({ ...sortableColumns(order), kept: sql<boolean>`(${kept})`.as('kept') })
    .from(reportingRecords)
    .where(owner)
    .orderBy(...orderBy(order))
    .limit(sql.placeholder('bound'))
    .as('walked');
  const page = db
    .select(sortableColumnsOf(walked))
    .from(walked)
    .where(sql`${walked.kept}`)
    .orderBy(...orderBy({ key: sql`${walked.sortKey}`, sortOrder: order.sortOrder, tieBreak: walked.id }))
    .limit(pageWindow.limit as unknown as number)
    .as('page');
  return withFactsOf(db, page, order, facts);
}

/**
 * The first page of at most `cap` matches fetched and sorted, with how many were fetched (`fetched`), in
 * one statement: a search reads its trigram index once, not once to count and again for the page.
 * Fetched fewer than `cap`, they are all the matches and `fetched` is the count.
 */
function firstOfMatches(db: Database, where: SQL, order: PageOrder, cap: number, facts: LinkFactNeeds) {
  const matches = db.$with('matches').as(sortableRowsOf(db, order).where(where).limit(cap));
  const page = db
    .with(matches)
    .select({
      ...sortableColumnsOf(matches),
      fetched: sql<number>`(SELECT count(*)::int FROM ${matches})`.as('fetched'),
    })
    .from(matches)
    .orderBy(...orderBy({ key: sql`${matches.sortKey}`, sortOrder: order.sortOrder, tieBreak: matches.id }))
    .limit(pageWindow.limit as unknown as number)
    .as('page');
  return withFactsOf(db, page, order, facts, { fetched: sql<number>`${page.fetched}` });
}

/**
 * The finders' reads: one organisation's records of one document type, filtered, in a total order
 * (the chosen column, then the id), paged through `pagedQuery`; and the same rows in keyset batches
 * for the CSV export.
 */
export function createFinderRepository(db: Database) {
  const trigrams = commonTrigramsOf(db);

  /** The scope's rows in `sort`'s order, `batchSize` at a time, read through `reader` (`batches`). */
  async function* batchesOf(
    reader: Database,
    scope: FinderScope,
    sort: FinderSort,
    batchSize: number,
  ): AsyncGenerator<FinderRecordRow[]> {
    const queries = pageQueries(reader, preparedScope(await searched(scope)), sortName(scope, sort), NO_LINK_FACTS);
    const order = orderOf(scope, sort);
    let last: PageEdge | null = null;
    for (;;) {
      const rows: KeyedRow[] = last
        ? await queries.rowsAfter(order, batchSize, last)
        : await queries.rows(order, batchSize, 0);
      if (rows.length === 0) return;
      const tail: KeyedRow = rows[rows.length - 1]!;
      last = { key: tail.sortKey, id: tail.id };
      yield rows.map(({ sortKey: _sortKey, ...row }) => row);
      if (rows.length < batchSize) return;
    }
  }

  /** The scope with the part of its search term the trigram index is asked for. */
  async function searched(scope: FinderScope): Promise<FinderScope> {
    if (!scope.filters.text) return scope;
    const common = await trigrams.current();
    return { ...scope, textWindow: searchWindow(scope.filters.text, (trigram) => common.has(trigram)) };
  }

  return {
    /**
     * One page, and the edges of its rows for the request of the page after or before it. Given the
     * edges of the page next to the one asked for (`anchor`), it reads on from them (keyset) instead
     * of counting off every row before the page. Its rows come with the link facts `facts` names.
     */
    async page(
      scope: FinderScope,
      sort: FinderSort,
      paging: Paging,
      anchor: { page: number; first: PageEdge; last: PageEdge } | null = null,
      facts: LinkFactNeeds = ALL_LINK_FACTS,
    ): Promise<PageOf<FinderPageRow> & { edges: { first: PageEdge; last: PageEdge } | null }> {
      const queries = pageQueries(db, preparedScope(await searched(scope)), sortName(scope, sort), facts);
      const order = orderOf(scope, sort);
      let result: PageOf<PageRow>;
      const { text, from, to, state } = scope.filters;
      const filtered = Boolean(text || from || to || state);
      // A search counts by reading its matches through the trigram index: read once for the count and
      // the page together when there are at most 10,000 (a state is counted from the kept counts, a date
      // range from its index alone).
      const firstOfFew = paging.page === 0 && text ? await queries.firstOfMatches(order, paging.entriesPerPage) : null;
      if (paging.page === 0 && !filtered) {
        const { count, rows } = await queries.firstCounted(order, paging.entriesPerPage);
        result = { count, currentPage: 0, values: rows };
      } else if (firstOfFew && firstOfFew.fetched <= SORT_MATCHES_UP_TO) {
        result = { count: firstOfFew.fetched, currentPage: 0, values: firstOfFew.rows };
      } else {
        let count = 0;
        // A filter's few matches are cheaper to sort than to walk to; then no edge is needed either.
        const sortingMatches = () => filtered && count <= SORT_MATCHES_UP_TO;
        // The first page of a state or a date range is walked to first, but no further than half what
        // the fetch would read: where the matches are spread along the sort order the walk finds the
        // page in a fraction of that (a March range of 100,000 records: 280 of its 8,928), and where
        // they are not, it costs half as much again (March of 1,000,000 records, its slowest order:
        // 24-32 ms walking as far as the fetch reads, 17-24 ms walking half as far; README).
        const walkedOrSorted = async (pageOrder: PageOrder, limit: number) => {
          const bound = Math.ceil(count / 2);
          // A walk shorter than the page cannot fill it.
          if (bound < limit) return queries.matchesSorted(pageOrder, limit, 0);
          const walked = await queries.walkedFirst(pageOrder, limit, bound);
          return walked.length === limit ? walked : queries.matchesSorted(pageOrder, limit, 0);
        };
        const byOffset = offsetSource({
          count: async () => (count = await queries.count()),
          rows: (pageOrder, limit, offset) => {
            if (!sortingMatches()) return queries.rows(pageOrder, limit, offset);
            if (offset === 0 && !text) return walkedOrSorted(pageOrder, limit);
            return queries.matchesSorted(pageOrder, limit, offset);
          },
        });
        const source: PageSource<PageRow> = {
          count: byOffset.count,
          async page(window, pageOrder) {
            if (anchor && !sortingMatches()) {
              if (anchor.page === paging.page - 1) return queries.rowsAfter(pageOrder, window.limit, anchor.last);
              if (anchor.page === paging.page + 1)
                return (await queries.rowsAfter(reversed(pageOrder), window.limit, anchor.first)).reverse();
            }
            return byOffset.page(window, pageOrder);
          },
        };
        result = await pagedQuery(source, paging, order);
      }
      const { values } = result;
      const first = values[0];
      const last = values[values.length - 1];
      const edgeOf = (row: KeyedRow): PageEdge => ({ key: row.sortKey, id: row.id });
      return { ...result, values, edges: first && last ? { first: edgeOf(first), last: edgeOf(last) } : null };
    },

    /**
     * Every matching row in the page order, `batchSize` at a time, all read in one snapshot
     * (`readInOneSnapshot`): a record changed during a long download, and so moved in the order (the
     * default order is the last update's), is still read once. Each batch continues after the last
     * row's (key, id) instead of an OFFSET, so every batch costs the same and memory stays one batch.
     */
    batches(scope: FinderScope, sort: FinderSort, batchSize = 2000): AsyncGenerator<FinderRecordRow[]> {
      return readInOneSnapshot(db, (reader) => batchesOf(reader, scope, sort, batchSize));
    },

    /** Which of the records have an HTML document (the document-frame pages show it). */
    async withHtmlDocument(organisationId: number, recordIds: readonly number[]): Promise<Set<number>> {
      if (recordIds.length === 0) return new Set();
      const listed = idPlaceholders(recordIds);
      const withHtml = preparedOnce(db, `finder_with_html_document_${listed.listShape}`, (name) =>
        db
          .selectDistinct({ recordId: reportingDocuments.recordId })
          .from(reportingDocuments)
          .where(
            and(
              eq(reportingDocuments.organisationId, sql.placeholder('organisationId')),
              inArray(reportingDocuments.recordId, listed.placeholders),
              eq(reportingDocuments.kind, 'html'),
            ),
          )
          .prepare(name),
      );
      const rows = await withHtml.execute({ organisationId, ...listed.values });
      return new Set(rows.flatMap(({ recordId }) => (recordId === null ? [] : [recordId])));
    },

    /** The action type of each REMIT trade's latest reported version, for its Cancel/Delete/Modify links. */
    async lastActionTypes(recordIds: readonly number[]): Promise<Map<number, RemitActionType>> {
      if (recordIds.length === 0) return new Map();
      const listed = idPlaceholders(recordIds);
      const latest = preparedOnce(db, `finder_last_action_types_${listed.listShape}`, (name) =>
        db
          .selectDistinctOn([reportingRecordVersions.recordId], {
            recordId: reportingRecordVersions.recordId,
            actionType: reportingRecordVersions.actionType,
          })
          .from(reportingRecordVersions)
          .where(inArray(reportingRecordVersions.recordId, listed.placeholders))
          .orderBy(reportingRecordVersions.recordId, desc(reportingRecordVersions.version))
          .prepare(name),
      );
      const rows = await latest.execute(listed.values);
      return new Map(rows.map((row) => [row.recordId, row.actionType]));
    },
  };
}

export type FinderRepository = ReturnType<typeof createFinderRepository>;
