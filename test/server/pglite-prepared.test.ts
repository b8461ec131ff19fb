import type { PGlite, Results } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/database';
import { loadServerModule } from '../api/node-loader';

type InThisThreadModule = typeof import('./pglite-in-this-thread');
type PreparedModule = typeof import('@server/db/pglite-prepared');

// PGlite's texts run as named statements of its one session (db/pglite-prepared.ts): parsed once, the same
// answers and errors as PGlite's own query, and planned as PostgreSQL plans what the app asks of it.

const probes = pgTable('prepared_probes', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
  flag: boolean('flag'),
  details: jsonb('details'),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
});

let db: Database;
let client: PGlite;
let statementsMax: number;

beforeAll(async () => {
  // PGlite in this thread, the client itself at hand (its thread's messages are tried in pglite-thread.test.ts).
  const { openInThisThread } = loadServerModule<InThisThreadModule>('test/server/pglite-in-this-thread.ts');
  statementsMax = loadServerModule<PreparedModule>('src/server/db/pglite-prepared.ts').PGLITE_STATEMENTS_MAX;
  ({ client, db } = await openInThisThread());
  await client.exec(`
    CREATE TABLE prepared_probes (id int PRIMARY KEY, label text NOT NULL, flag boolean, details jsonb, at timestamptz);
    INSERT INTO prepared_probes SELECT n, 'probe ' || n, n % 2 = 0, NULL, NULL FROM generate_series(1, 200) AS n;
    ANALYZE prepared_probes;
    CREATE FUNCTION noisy() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RAISE NOTICE 'heard'; RETURN 1; END $$;`);
});
afterAll(() => client.close());

async function keptStatement(statementText: string) {
  const found = await client.query<{ name: string; generic_plans: number; custom_plans: number }>(
    'SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
    [statementText],
  );
  return found.rows;
}

/** PGlite's own way for the same text: a query with its own parameter types is left to the client. */
const unprepared = (statementText: string, params: unknown[], rowMode: 'array' | 'object') =>
  client.query(statementText, params, { rowMode, paramTypes: [] });

test('a text is parsed once into one named statement and runs with each call’s values', async () => {
  const text = 'SELECT $1::int + 1 AS next';
  for (const value of [1, 41, -7]) {
    expect((await client.query<{ next: number }>(text, [value])).rows).toEqual([{ next: value + 1 }]);
  }
  const kept = await keptStatement(text);
  expect(kept).toHaveLength(1);
  expect(kept[0]?.name).toMatch(/^ept_pglite_\d+$/);
});

test('answers are what PGlite’s own query answers: rows, fields, counts, parameters of every kind', async () => {
  const cases: Array<[string, unknown[]]> = [
    [
      'SELECT $1::text AS word, $2::bool AS yes, $3::jsonb AS doc, $4::timestamptz AS moment, $5::int8 AS big, $6::text AS none',
      ['Größe ✓ “quoted”', true, { a: [1, 'b'], c: null }, '9999-12-31T23:59:59.123Z', '9007199254740993', null],
    ],
    ['SELECT id, label, flag FROM prepared_probes WHERE id = ANY($1::int[]) ORDER BY id', [[3, 5, 8]]],
    ['SELECT count(*) FROM prepared_probes WHERE label LIKE $1', ['probe 1%']],
    ['SELECT id FROM prepared_probes WHERE id > $1', [10_000]],
    // Read from the backend's bytes (pglite-answers.ts): names PGlite keeps as they are, numbers, arrays,
    // bytes, empty texts, an answer over many of PGlite's chunks with characters across their edges, a notice.
    [
      `SELECT 1 AS "__proto__", 2 AS same, 3 AS same, ''::text AS empty, $1::numeric AS amount,
        ARRAY[$2::text, NULL] AS list, '\\x00ff'::bytea AS raw, $3::float8 AS ratio`,
      ['12345678901234567890.125', 'a,"b"', 0.1],
    ],
    ['SELECT repeat($1::text, 300000) AS long, g FROM generate_series(1, 3) AS g', ['äb€']],
    ['SELECT noisy() + $1::int AS n', [1]],
    ['SELECT chr(65279) || $1::text AS marked, $1::text || chr(65279) AS trailing', ['abc']],
  ];
  for (const rowMode of ['array', 'object'] as const) {
    for (const [statementText, params] of cases) {
      const expected = await unprepared(statementText, params, rowMode);
      expect(await client.query(statementText, params, { rowMode })).toEqual(expected);
    }
  }
  const ownParsers = { parsers: { 23: (value: string) => `int:${value}` } };
  expect(await client.query('SELECT $1::int AS n', [5], ownParsers)).toEqual(
    await client.query('SELECT $1::int AS n', [5], { ...ownParsers, paramTypes: [] }),
  );
  const changes: Array<[string, unknown[]]> = [
    ['INSERT INTO prepared_probes (id, label) VALUES ($1, $2), ($3, $4)', [1001, 'a', 1002, 'b']],
    ['UPDATE prepared_probes SET flag = $1 WHERE id > $2 RETURNING id', [true, 1000]],
    ['DELETE FROM prepared_probes WHERE id > $1', [1000]],
  ];
  const answers: Results[] = [];
  for (const [statementText, params] of changes) answers.push(await client.query(statementText, params));
  expect(answers.map(({ affectedRows, rows }) => ({ affectedRows, rows }))).toEqual([
    { affectedRows: 2, rows: [] },
    { affectedRows: 2, rows: [{ id: 1001 }, { id: 1002 }] },
    { affectedRows: 2, rows: [] },
  ]);
});

test('an error while a statement runs is PGlite’s own error; a change’s announcement reaches the listener', async () => {
  const dividing = 'SELECT 10 / $1::int AS share';
  const expected = await unprepared(dividing, [0], 'object').catch((error: unknown) => error);
  const caught = await client.query(dividing, [0]).catch((error: unknown) => error);
  expect(caught).toBeInstanceOf((expected as object).constructor);
  expect(caught).toMatchObject({ message: (expected as Error).message, code: '22012', query: dividing });
  expect((await client.query(dividing, [5])).rows).toEqual([{ share: 2 }]);

  await client.exec(`
    CREATE TABLE announced (id int);
    CREATE FUNCTION announce() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('probe_changes', NEW.id::text); RETURN NEW; END $$;
    CREATE TRIGGER announced_insert AFTER INSERT ON announced FOR EACH ROW EXECUTE FUNCTION announce();`);
  const heard: string[] = [];
  const stop = await client.listen('probe_changes', (payload) => heard.push(payload));
  await client.query('INSERT INTO announced VALUES ($1)', [7]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(heard).toEqual(['7']);
  await stop();
});

test('drizzle reads and writes through it as before, jsonb and timestamps included', async () => {
  const details = { source: 'probe', list: [1, 2] };
  await db.insert(probes).values({ id: 500, label: 'drizzle', details, at: '2026-12-01 10:00:00+00' });
  const [row] = await db.select().from(probes).where(eq(probes.id, 500));
  expect(row).toEqual({ id: 500, label: 'drizzle', flag: null, details, at: '2026-12-01 10:00:00+00' });
  await db.delete(probes).where(eq(probes.id, 500));
});

test('an error answers as PGlite’s own, and the session goes on; in a transaction everything is rolled back', async () => {
  const duplicate = 'INSERT INTO prepared_probes (id, label) VALUES ($1, $2)';
  await expect(client.query(duplicate, [1, 'again'])).rejects.toMatchObject({
    code: '23505',
    query: duplicate,
    params: [1, 'again'],
  });
  expect((await client.query('SELECT label FROM prepared_probes WHERE id = $1', [1])).rows).toEqual([
    { label: 'probe 1' },
  ]);

  await expect(
    db.transaction(async (tx) => {
      await tx.insert(probes).values({ id: 600, label: 'kept only if all is' });
      await tx.insert(probes).values({ id: 1, label: 'clash' });
    }),
  ).rejects.toThrow();
  expect(await db.select().from(probes).where(eq(probes.id, 600))).toEqual([]);
  await db.transaction((tx) => tx.insert(probes).values({ id: 601, label: 'committed' }));
  expect(await db.select({ label: probes.label }).from(probes).where(eq(probes.id, 601))).toEqual([
    { label: 'committed' },
  ]);
});

test('a query the app names may keep one plan; any other is planned for its values on every run', async () => {
  const named = db
    .select({ label: probes.label })
    .from(probes)
    .where(eq(probes.id, sql.placeholder('id')))
    .prepare('probe_by_id');
  const unnamed = db
    .select({ flag: probes.flag })
    .from(probes)
    .where(eq(probes.id, sql.placeholder('id')))
    .prepare('');
  for (let id = 1; id <= 20; id++) {
    expect(await named.execute({ id })).toEqual([{ label: `probe ${id}` }]);
    expect(await unnamed.execute({ id })).toEqual([{ flag: id % 2 === 0 }]);
    expect(
      await db
        .select({ id: probes.id })
        .from(probes)
        .where(eq(probes.label, `probe ${id}`)),
    ).toEqual([{ id }]);
  }
  const textOf = (query: object) => (query as { queryString: string }).queryString;
  const [namedKept] = await keptStatement(textOf(named));
  expect(namedKept?.generic_plans).toBeGreaterThan(0);
  const [unnamedKept] = await keptStatement(textOf(unnamed));
  expect(unnamedKept).toBeDefined();
  expect(unnamedKept?.generic_plans).toBe(0);
  // The named query's own text, built and run without a name, is planned for its values as on PostgreSQL.
  for (let id = 1; id <= 12; id++) {
    expect(await db.select({ label: probes.label }).from(probes).where(eq(probes.id, id))).toEqual([
      { label: `probe ${id}` },
    ]);
  }
  expect((await keptStatement(textOf(named)))[0]?.generic_plans).toBe(0);
  const [builtKept] = await keptStatement(
    db.select({ id: probes.id }).from(probes).where(eq(probes.label, 'probe 1')).toSQL().sql,
  );
  expect(builtKept?.generic_plans).toBe(0);
});

test('a migration’s DDL is not kept, and at most PGLITE_STATEMENTS_MAX texts are', async () => {
  await client.query('CREATE TEMP TABLE once_only (id int)');
  expect(await keptStatement('CREATE TEMP TABLE once_only (id int)')).toEqual([]);

  for (let n = 0; n < statementsMax + 20; n++) await client.query(`SELECT ${n} AS n, $1::int AS same`, [n]);
  const kept = await client.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name LIKE 'ept_pglite_%'",
  );
  expect(kept.rows[0]?.count).toBeLessThanOrEqual(statementsMax);
  expect(await keptStatement('SELECT 0 AS n, $1::int AS same')).toEqual([]);
  expect((await client.query('SELECT 0 AS n, $1::int AS same', [7])).rows).toEqual([{ n: 0, same: 7 }]);
});

test('a statement its table has outgrown fails once, and the next run parses the text afresh', async () => {
  await client.exec('CREATE TABLE growing (id int); INSERT INTO growing VALUES (1);');
  const everything = 'SELECT * FROM growing WHERE id = $1';
  expect((await client.query(everything, [1])).rows).toEqual([{ id: 1 }]);
  await client.exec("ALTER TABLE growing ADD COLUMN label text DEFAULT 'new'");
  await expect(client.query(everything, [1])).rejects.toMatchObject({ code: '0A000' });
  expect((await client.query(everything, [1])).rows).toEqual([{ id: 1, label: 'new' }]);
  expect(await keptStatement(everything)).toHaveLength(1);
});

test('a statement planned for its values is described afresh when parsed again: a dropped column is not misread', async () => {
  await client.exec("CREATE TABLE reshaped (id int, a int, b text); INSERT INTO reshaped VALUES (1, 2, 'x');");
  const everything = 'SELECT * FROM reshaped WHERE id = $1';
  for (let run = 0; run < 5; run++)
    expect((await client.query(everything, [1])).rows).toEqual([{ id: 1, a: 2, b: 'x' }]);
  await client.exec('ALTER TABLE reshaped DROP COLUMN a');
  expect((await client.query(everything, [1])).rows).toEqual([{ id: 1, b: 'x' }]);
});

test('a query that keeps one plan is parsed again after SAME_PLAN_RUNS runs, so its plan follows the table', async () => {
  const named = db
    .select({ label: probes.label })
    .from(probes)
    .where(eq(probes.id, sql.placeholder('id')))
    .prepare('probe_label_often');
  const text = (named as unknown as { queryString: string }).queryString;
  await named.execute({ id: 1 });
  const [first] = await keptStatement(text);
  for (let run = 0; run < 1_000; run++) await named.execute({ id: 2 });
  const [later] = await keptStatement(text);
  expect(later?.name).toBeDefined();
  expect(later?.name).not.toBe(first?.name);
});
