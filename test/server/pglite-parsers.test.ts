import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { loadServerModule } from '../api/node-loader';

type InThisThreadModule = typeof import('./pglite-in-this-thread');
const INT4 = 23;
const DATE = 1082;

// The client takes drizzle's parsers once (db/pglite-parsers.ts) instead of copying its parser table for
// every query: what drizzle reads must not change, and a query's other parsers must still apply.

let db: Database;
let client: PGlite;

beforeAll(async () => {
  // PGlite in this thread, the client itself at hand (its thread's messages are tried in pglite-thread.test.ts).
  const { openInThisThread } = loadServerModule<InThisThreadModule>('test/server/pglite-in-this-thread.ts');
  ({ client, db } = await openInThisThread());
});
afterAll(() => client.close());

const TYPED_VALUES = sql`SELECT
  '2026-11-30 17:05:01.123456'::timestamp AS "timestamp",
  '2026-11-30 17:05:01.5+00'::timestamptz AS "timestamptz",
  '9999-12-31'::date AS "date",
  '1 day 02:00:00'::interval AS "interval",
  '{1.50,2}'::numeric[] AS "numerics",
  '{"2026-11-30 00:00:00+00"}'::timestamptz[] AS "moments",
  '{2026-11-30}'::date[] AS "days",
  42::int4 AS "whole"`;

const AS_POSTGRESQL_WRITES_THEM = {
  timestamp: '2026-11-30 17:05:01.123456',
  timestamptz: '2026-11-30 17:05:01.5+00',
  date: '9999-12-31',
  interval: '1 day 02:00:00',
  numerics: '{1.50,2}',
  moments: '{"2026-11-30 00:00:00+00"}',
  days: '{2026-11-30}',
  whole: 42,
};

test('drizzle reads dates, times and their arrays as text, in a transaction too', async () => {
  const outside = (await db.execute(TYPED_VALUES)) as unknown as { rows: unknown[] };
  expect(outside.rows[0]).toEqual(AS_POSTGRESQL_WRITES_THEM);
  const inside = (await db.transaction((tx) => tx.execute(TYPED_VALUES))) as unknown as { rows: unknown[] };
  expect(inside.rows[0]).toEqual(AS_POSTGRESQL_WRITES_THEM);
});

test('every parser drizzle hands a query is one the client already has, so none is copied', () => {
  const session = (
    db as unknown as {
      session: { prepareQuery(query: { sql: string; params: unknown[] }, ...rest: unknown[]): Record<string, unknown> };
    }
  ).session;
  const prepared = session.prepareQuery({ sql: 'SELECT 1', params: [] }, undefined, undefined, false);
  for (const config of [prepared.queryConfig, prepared.rawQueryConfig] as Array<{ parsers: Record<number, unknown> }>) {
    const handed = Object.keys(config.parsers).map(Number);
    expect(handed.length).toBeGreaterThan(0);
    for (const type of handed) expect(client.parsers[type]?.('as written', type)).toBe('as written');
  }
});

test("a query's parser that reads otherwise still applies, for another type or one of drizzle's", async () => {
  const result = await client.query<{ whole: string; day: string }>(
    "SELECT 42::int4 AS whole, '2026-11-30'::date AS day",
    [],
    {
      parsers: { [INT4]: (text) => `int4 ${text}`, [DATE]: (text) => `date ${text}` },
    },
  );
  expect(result.rows[0]).toEqual({ whole: 'int4 42', day: 'date 2026-11-30' });
  const inTransaction = await client.transaction((tx) =>
    tx.query<{ day: string }>("SELECT '2026-11-30'::date AS day", [], {
      parsers: { [DATE]: (text) => `date ${text}` },
    }),
  );
  expect(inTransaction.rows[0]).toEqual({ day: 'date 2026-11-30' });
});
