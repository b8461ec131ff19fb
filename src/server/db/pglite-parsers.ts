import { types, type PGlite, type QueryOptions } from '@electric-sql/pglite';

/**
 * The types drizzle's PGlite driver reads as PostgreSQL writes them (its mappers parse the text):
 * date and time types, and the arrays of numerics, dates and times. Its driver says so with every
 * query, as that query's parsers.
 */
const LEFT_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asWritten = (text: string) => text;

const PROBE = 'as written';
const leavesAsText = (parser: ((text: string, type: number) => unknown) | undefined, type: number) =>
  parser?.(PROBE, type) === PROBE;

/** Whether a query's parsers, if any, only leave as text the types PGlite's table is set to leave so. */
export const asksOnlyForTextAsWritten = (parsers: QueryOptions['parsers']): boolean =>
  Object.entries(parsers ?? {}).every(
    ([key, parser]) => LEFT_AS_TEXT.includes(Number(key)) && leavesAsText(parser, Number(key)),
  );

/**
 * A query's options without its parsers when each leaves its value as text and the client's table does
 * too for that type: what the query asked for is then what it gets anyway. Any other parser stays.
 */
function withoutInstalledParsers(client: PGlite, options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (parsers === undefined) return options;
  for (const [key, parser] of Object.entries(parsers)) {
    const type = Number(key);
    if (!LEFT_AS_TEXT.includes(type) || !leavesAsText(parser, type) || !leavesAsText(client.parsers[type], type)) {
      return options;
    }
  }
  const { parsers: _installed, ...rest } = options ?? {};
  return rest;
}

/**
 * Installs drizzle's parsers in the client once, and drops them from its queries. PGlite merges a
 * query's own parsers into a copy of its whole table (a parser for every type and array type, a few
 * hundred) on every query: 120 µs, half of a bare `SELECT 1` and a tenth of the CPU of a contact
 * directory page. With the same parsers in the table, the copy buys nothing. (The client's own raw
 * queries, which nothing here makes, read these types as text too, as drizzle does.)
 */
export function installDrizzleParsers(client: PGlite): void {
  for (const type of LEFT_AS_TEXT) client.parsers[type] = asWritten;
  const query = client.query.bind(client);
  client.query = (text, params, options) => query(text, params, withoutInstalledParsers(client, options));
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (text, params, options) => txQuery(text, params, withoutInstalledParsers(client, options));
      return work(tx);
    });
}
