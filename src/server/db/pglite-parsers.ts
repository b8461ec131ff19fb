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

/** A query's options without its parsers when they name only the types the client already leaves as text. */
function withoutInstalledParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (parsers === undefined || !Object.keys(parsers).every((type) => LEFT_AS_TEXT.includes(Number(type)))) {
    return options;
  }
  const { parsers: _installed, ...rest } = options ?? {};
  return rest;
}

/**
 * Installs drizzle's parsers in the client once, and drops them from its queries. PGlite merges a
 * query's own parsers into a copy of its whole table (a parser for every type and array type, a few
 * hundred) on every query: 120 µs, half of a bare `SELECT 1` and a tenth of the CPU of a contact
 * directory page. With the same parsers in the table, the copy buys nothing.
 */
export function installDrizzleParsers(client: PGlite): void {
  for (const type of LEFT_AS_TEXT) client.parsers[type] = asWritten;
  const query = client.query.bind(client);
  client.query = (text, params, options) => query(text, params, withoutInstalledParsers(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (text, params, options) => txQuery(text, params, withoutInstalledParsers(options));
      return work(tx);
    });
}
