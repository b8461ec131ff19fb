import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '@server/db/database';
import type { PgliteInThread } from '@server/db/pglite-thread';
import { loadServerModule } from '../api/node-loader';
import { openTestDatabase } from '../api/test-database';

type OpenDatabaseModule = typeof import('@server/db/open-database');

// PGlite runs in a thread of its own (db/pglite-thread.ts): the server's thread sends it statements and
// gets rows, errors and announcements back as messages. What drizzle and the repositories see must be
// what PGlite in their own thread gave them; the server's thread must go on while PGlite works.

let open: OpenDatabase;
let client: PgliteInThread;

beforeAll(async () => {
  const { openDatabase } = loadServerModule<OpenDatabaseModule>('src/server/db/open-database.ts');
  open = await openDatabase({ kind: 'memory' });
  client = (open.db as unknown as { $client: PgliteInThread }).$client;
  await open.db.execute(
    sql`CREATE TABLE thread_probes (id int PRIMARY KEY, label text NOT NULL, details jsonb, data bytea)`,
  );
});
afterAll(() => open.close());

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

test('rows come back as drizzle reads them: dates and times as written, jsonb, bytea, numerics, bigints', async () => {
  await open.db.execute(
    sql`INSERT INTO thread_probes VALUES (1, 'one', ${JSON.stringify({ nested: [1, 'two'] })}::jsonb, ${Buffer.from([0, 255])})`,
  );
  const [row] = rowsOf(
    await open.db.execute(sql`SELECT details, data, '9999-12-31 23:59:59+00'::timestamptz AS moment,
      '12.3400'::numeric AS amount, 9007199254740993::int8 AS big FROM thread_probes WHERE id = 1`),
  );
  expect(row).toEqual({
    details: { nested: [1, 'two'] },
    data: new Uint8Array([0, 255]),
    moment: '9999-12-31 23:59:59+00',
    amount: '12.3400',
    big: 9007199254740993n,
  });
});

test("a database error keeps PostgreSQL's fields, as the repositories read them (a unique violation's code)", async () => {
  const caught = await open.db
    .execute(sql`INSERT INTO thread_probes VALUES (1, 'again', NULL, NULL)`)
    .catch((error: unknown) => error);
  const cause = (caught as { cause?: Record<string, unknown> }).cause;
  expect(cause).toMatchObject({ code: '23505', constraint: 'thread_probes_pkey', table: 'thread_probes' });
  expect(String((cause as unknown as Error).message)).toMatch(/duplicate key/);
});

test('a transaction commits its work, or rolls all of it back, savepoints included; others wait for it', async () => {
  await expect(
    open.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probes VALUES (10, 'rolled back', NULL, NULL)`);
      await tx.transaction((inner) => inner.execute(sql`INSERT INTO thread_probes VALUES (11, 'inner', NULL, NULL)`));
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(rowsOf(await open.db.execute(sql`SELECT id FROM thread_probes WHERE id >= 10`))).toEqual([]);

  // A statement outside the transaction, sent while it is open, runs after it has committed.
  let outsideSaw: unknown[] = [];
  await open.db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO thread_probes VALUES (12, 'committed', NULL, NULL)`);
    const outside = open.db.execute(sql`SELECT label FROM thread_probes WHERE id = 12`);
    void outside.then((result) => (outsideSaw = rowsOf(result)));
    await tx
      .transaction(async (inner) => {
        await inner.execute(sql`INSERT INTO thread_probes VALUES (13, 'undone', NULL, NULL)`);
        inner.rollback();
      })
      .catch(() => undefined);
    expect(outsideSaw).toEqual([]);
  });
  await open.db.execute(sql`SELECT 1`);
  expect(outsideSaw).toEqual([{ label: 'committed' }]);
  expect(rowsOf(await open.db.execute(sql`SELECT id FROM thread_probes WHERE id >= 10 ORDER BY id`))).toEqual([
    { id: 12 },
  ]);
});

test('an announcement reaches its listener before the statement that committed it settles', async () => {
  const heard: string[] = [];
  const stop = await open.changes.listen('thread_channel', {
    onChange: (payload) => heard.push(payload),
    onListening: () => undefined,
    onLost: () => undefined,
  });
  await open.db.execute(sql`SELECT pg_notify('thread_channel', 'first')`);
  expect(heard).toEqual(['first']);
  await stop();
  await open.db.execute(sql`SELECT pg_notify('thread_channel', 'unheard')`);
  expect(heard).toEqual(['first']);
});

test("the server's thread goes on while PGlite works on a long statement", async () => {
  let turns = 0;
  const ticking = setInterval(() => (turns += 1), 10);
  try {
    await open.db.execute(sql`SELECT pg_sleep(0.5)`);
  } finally {
    clearInterval(ticking);
  }
  // In the server's own thread the loop could not turn once until the statement ended.
  expect(turns).toBeGreaterThanOrEqual(10);
});

test("a query option the thread cannot carry (a function of the caller's) is refused, not dropped", async () => {
  await expect(client.query('SELECT 1', [], { parsers: { 23: (text: string) => `int4 ${text}` } })).rejects.toThrow(
    "A query option PGlite's thread does not take: parsers",
  );
});

const threadOf = (database: OpenDatabase) => (database.db as unknown as { $client: PgliteInThread }).$client;

test("a memory database's thread opens the next one once it is closed: nothing of the first is in it", async () => {
  const first = await openTestDatabase('migrated');
  await first.db.execute(sql`CREATE TABLE left_behind (id int)`);
  const firstThread = threadOf(first);
  await first.close();
  await expect(firstThread.query('SELECT 1')).rejects.toThrow('The database is closed.');

  const next = await openTestDatabase('migrated');
  try {
    // The same thread (Linux names it; the suite runs there).
    expect(firstThread.osThreadId).toEqual(expect.any(Number));
    expect(threadOf(next).osThreadId).toBe(firstThread.osThreadId);
    const tables = await next.db.execute(sql`SELECT tablename FROM pg_tables WHERE tablename = 'left_behind'`);
    expect(rowsOf(tables)).toEqual([]);
  } finally {
    await next.close();
  }
});

test('closing waits for an open transaction to end, and refuses what is asked after it', async () => {
  const database = await openTestDatabase('migrated');
  const thread = threadOf(database);
  let inside!: () => void;
  const begun = new Promise<void>((resolve) => (inside = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const work = thread.transaction(async (tx) => {
    await tx.query('CREATE TABLE finished_before_close (id int)');
    inside();
    await held;
    await tx.query('INSERT INTO finished_before_close VALUES (1)');
    return 'committed';
  });
  await begun;
  const closed = database.close();
  release();
  await expect(work).resolves.toBe('committed');
  await closed;
  await expect(thread.query('SELECT 1')).rejects.toThrow('The database is closed.');
});

test('a statement sent while the database closes is answered: refused, never left waiting', async () => {
  const database = await openTestDatabase('migrated');
  const thread = threadOf(database);
  const closed = database.close();
  const late = thread.query('SELECT 1');
  await closed;
  await expect(late).rejects.toThrow();
});

test('databases started from one shared image change only themselves, never the image', async () => {
  const { openDatabase } = loadServerModule<OpenDatabaseModule>('src/server/db/open-database.ts');
  const source = await openDatabase({ kind: 'memory' });
  await threadOf(source).query('CREATE TABLE shared_image_probes (id int)');
  const dump = new Uint8Array(await (await threadOf(source).dumpDataDir()).arrayBuffer());
  await source.close();
  const image = new SharedArrayBuffer(dump.length);
  new Uint8Array(image).set(dump);

  const first = await openDatabase({ kind: 'memory', image });
  await threadOf(first).query('INSERT INTO shared_image_probes VALUES (1)');
  await first.close();
  expect(Buffer.from(new Uint8Array(image)).equals(Buffer.from(dump))).toBe(true);

  const second = await openDatabase({ kind: 'memory', image });
  const { rows } = await threadOf(second).query<{ count: number }>(
    'SELECT count(*)::int AS count FROM shared_image_probes',
  );
  await second.close();
  expect(rows).toEqual([{ count: 0 }]);
});
