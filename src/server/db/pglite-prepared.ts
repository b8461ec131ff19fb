import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { readExecuteAnswer } from './pglite-answers';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Statement {
  name: string;
  parameterTypes: number[];
  /** The statement's RowDescription, or none for a statement that returns no rows. */
  rowDescription: BackendMessage | undefined;
  /** Runs since it was last parsed: PostgreSQL plans the first five for their values. */
  runsSinceParse: number;
}

/** PostgreSQL plans a statement's first five runs for their values before it weighs one generic plan (plancache.c). */
const CUSTOM_PLANS_FIRST = 5;
/**
 * Runs after which a statement that keeps one plan is parsed again: PGlite has no autovacuum whose
 * ANALYZE would have PostgreSQL plan it afresh, and a plan made when a table was small outlives its growth.
 */
const SAME_PLAN_RUNS = 1_000;

/** Marks a query's options (drizzle hands one object per prepared query) as those of a query the app named. */
const NAMED_BY_THE_APP = Symbol('named by the app');
type MarkedOptions = QueryOptions & { [NAMED_BY_THE_APP]?: true };

/** Whether a query's options are those of a query the app named (`markNamedQueries`). */
export const isNamedByTheApp = (options: QueryOptions | undefined): boolean =>
  (options as MarkedOptions | undefined)?.[NAMED_BY_THE_APP] === true;

/** The options marked, or not, as those of a query the app named: the mark, a symbol, stays in its thread. */
export const namedByTheApp = (options: QueryOptions, named: boolean): QueryOptions =>
  named ? Object.assign(options, { [NAMED_BY_THE_APP]: true }) : options;

/** Named statements kept in PGlite's one session; the least recently used is closed beyond this. */
export const PGLITE_STATEMENTS_MAX = 500;

/** What runs again and again: queries and row changes. A migration's DDL runs once and is not kept. */
const WORTH_KEEPING = /^\s*(select|insert|update|delete|with)\b/i;

const { serialize } = protocol;
const quietly = { syncToFs: false } as const;

/**
 * PGlite's `query` sends every text as an unnamed statement: it parses, analyses and plans the text
 * again on every call, in WebAssembly on the server's own thread, over six protocol round trips (parse,
 * describe, bind, describe, execute, sync). Here each text is parsed once into a named statement of
 * PGlite's single session (kept with its description), and later calls only bind, execute and sync it.
 * Plans follow what the app asks of PostgreSQL (`prepared-query.ts`): a query the app prepares under a
 * name (`markNamedQueries`) may settle on one generic plan after five runs, as on PostgreSQL, where
 * planning a trail page cost more than running it (parsed again after `SAME_PLAN_RUNS`); any other
 * query is planned for its values on every run, as an unnamed statement is (a finder's best plan depends
 * on them): its statement is parsed again before PostgreSQL would weigh a generic plan. Results are read from
 * the backend's bytes into what PGlite's own `parseResults` gives (`pglite-answers.ts`), so drizzle sees no
 * difference. A query with options this does not handle (a blob, its own parameter types) goes
 * the client's way.
 */
export function installPreparedStatements(client: PGlite): void {
  const statements = new Map<string, Statement>();
  const toClose: string[] = [];
  let named = 0;

  async function run(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results> {
    const answer: Uint8Array[] = [];
    const collected = { syncToFs: false, onRawData: (bytes: Uint8Array) => void answer.push(bytes.slice()) };
    let statement: Statement | undefined;
    try {
      // A statement forgotten after an error may still stand in the session (closing a missing one is no error).
      for (const name of toClose.splice(0)) {
        await client.execProtocolStream(serialize.close({ type: 'S', name }), quietly);
      }
      statement = statements.get(text);
      if (statement) {
        // Most recently used last: the first in the map is the one to close when it is full.
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text);
      }
      const forItsValues = params.length > 0 && !isNamedByTheApp(options);
      if (statement.runsSinceParse >= (forItsValues ? CUSTOM_PLANS_FIRST : SAME_PLAN_RUNS)) {
        // Under a new name, described again: a table may have changed its columns since.
        statements.delete(text);
        await client.execProtocolStream(serialize.close({ type: 'S', name: statement.name }), quietly);
        statement = await prepare(text);
      }
      statement.runsSinceParse += 1;
      const { parameterTypes } = statement;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = parameterTypes[index] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      // Their answer read by pglite-answers.ts rather than by PGlite's parser (a copy of every field).
      await client.execProtocolRawStream(serialize.bind({ statement: statement.name, values }), collected);
      await client.execProtocolRawStream(serialize.execute({}), collected);
    } catch (error) {
      throw failed(error, statement);
    } finally {
      await client.execProtocolStream(serialize.sync(), quietly);
    }
    let results: Results;
    try {
      results = readExecuteAnswer(Buffer.concat(answer), statement.rowDescription, client.parsers, options);
    } catch (error) {
      throw failed(error, statement);
    }
    if (!inTransaction) await client.syncToFs();
    return results;

    function failed(error: unknown, failedStatement: Statement | undefined): unknown {
      if (!(error instanceof protocol.messages.DatabaseError)) return error;
      // Whatever failed (a row's constraint, or the statement itself: a table changed, a transaction
      // aborted while it was parsed again), the text is parsed afresh next time.
      if (failedStatement && statements.get(text) === failedStatement) {
        statements.delete(text);
        toClose.push(failedStatement.name);
      }
      return Object.assign(error, { query: text, params, queryOptions: options });
    }
  }

  /** Parses `text` under a new name and keeps it; closes the least recently used statement first when full. */
  async function prepare(text: string): Promise<Statement> {
    if (statements.size >= PGLITE_STATEMENTS_MAX) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await client.execProtocolStream(serialize.close({ type: 'S', name: oldest.name }), quietly);
    }
    const name = `ept_pglite_${++named}`;
    let description: BackendMessage[];
    try {
      await client.execProtocolStream(serialize.parse({ name, text }), quietly);
      description = await client.execProtocolStream(serialize.describe({ type: 'S', name }), quietly);
    } catch (error) {
      toClose.push(name);
      throw error;
    }
    const statement: Statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(description),
      rowDescription: description.find((message) => message.name === 'rowDescription'),
      runsSinceParse: 0,
    };
    statements.set(text, statement);
    return statement;
  }

  const handled = (text: string, options: QueryOptions | undefined) =>
    WORTH_KEEPING.test(text) &&
    options?.blob === undefined &&
    options?.paramTypes === undefined &&
    options?.onNotice === undefined;

  const query = client.query.bind(client);
  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!handled(text, options)) return query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client.runExclusive(() => run(text, params, options, false)),
    ) as Promise<Results<T>>;
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx: Transaction) => {
      const txQuery = tx.query.bind(tx);
      tx.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!handled(text, options) || tx.closed) return txQuery<T>(text, params, options);
        return client.runExclusive(() => run(text, params, options, true)) as Promise<Results<T>>;
      };
      return work(tx);
    });
}

interface DrizzleSession {
  prepareQuery(query: unknown, fields: unknown, name: string | undefined, ...rest: unknown[]): object;
}

/**
 * Marks the options of each query drizzle prepares under a name (`.prepare(name)`, a name its PGlite
 * driver otherwise drops): those PostgreSQL may run with one plan. An empty name asks for none. Queries
 * prepared inside a transaction (its own drizzle session) are not marked: planned for their values.
 */
export function markNamedQueries(db: object): void {
  const session = (db as { session: DrizzleSession }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest) as Record<string, unknown>;
    if (name) {
      // Enumerable, so it survives the copy `pglite-parsers.ts` makes of the options.
      for (const options of [prepared.queryConfig, prepared.rawQueryConfig]) {
        if (typeof options === 'object' && options !== null) Object.assign(options, { [NAMED_BY_THE_APP]: true });
      }
    }
    return prepared;
  };
}
