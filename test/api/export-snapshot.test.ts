import { sql } from 'drizzle-orm';
import { MAX_SNAPSHOT_READERS } from '@server/db/snapshot-reads';
import type { FinderScope, FinderSort } from '@server/finders/repository';
import { PROBLEM_DEFAULT_SORT } from '@shared/contract/problem-solving';
import { buildTestApp, organisationIdOf, queryRows, type TestApp } from './helper';

// A CSV export reads its rows in batches while the download drains. On PostgreSQL every batch reads one
// snapshot, so a record changed meanwhile is in the file once, as it was when the export started. PGlite
// has one connection and reads each batch as the database is then (db/snapshot-reads.ts).
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

let testApp: TestApp;
let scope: FinderScope;
const newestFirst: FinderSort = { columnName: 'updatedAt', sortOrder: 'DESCENDING' };

beforeAll(async () => {
  testApp = await buildTestApp();
  const organisationId = await organisationIdOf(testApp.app, '11XNORDWIND-EH-G');
  scope = { organisationId, documentType: 'REMIT_TABLE_1', filters: {} };
}, 180_000);
afterAll(() => testApp.close());

interface Exported {
  id: number;
  updatedAt: string;
}

async function exportedRows(batches: AsyncIterable<Array<{ id: number; updatedAt: string }>>): Promise<Exported[]> {
  const rows: Exported[] = [];
  for await (const batch of batches) rows.push(...batch.map(({ id, updatedAt }) => ({ id, updatedAt })));
  return rows;
}

/** The test database's connections still inside a transaction (an export that never ended its snapshot). */
async function connectionsInTransaction(): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    testApp.app,
    sql`SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`,
  );
  return row!.count;
}

/** 'settled' when the promise settles within `ms`, else 'waiting' (the timer cleared either way). */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<'settled' | 'waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waiting'>((resolve) => (timer = setTimeout(() => resolve('waiting'), ms)));
  try {
    return await Promise.race([promise.then(() => 'settled' as const), waited]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a finder export reads one snapshot', () => {
  onPostgres('has every record once, as at its start, when one moves to the front of the order meanwhile', async () => {
    const { finders } = testApp.app.repos;
    const before = await exportedRows(finders.batches(scope, newestFirst, 1000));
    expect(before.length).toBeGreaterThan(6);

    const reading = finders.batches(scope, newestFirst, 3);
    const first = await reading.next();
    // The oldest record, due in the last batch, is updated now: it moves to the front, already read.
    const oldest = before[before.length - 1]!;
    await testApp.app.db.execute(sql`UPDATE reporting_records SET updated_at = now() WHERE id = ${oldest.id}`);
    const firstBatch = first.done ? [] : first.value;
    const rest = await exportedRows({ [Symbol.asyncIterator]: () => reading });
    const exported = [...firstBatch.map(({ id, updatedAt }) => ({ id, updatedAt })), ...rest];

    expect(exported).toEqual(before);
    // A new export sees the change.
    expect((await exportedRows(finders.batches(scope, newestFirst, 1000)))[0]!.id).toBe(oldest.id);
  });

  onPostgres('ends its transaction when the download stops early', async () => {
    const reading = testApp.app.repos.finders.batches(scope, newestFirst, 2);
    await reading.next();
    expect(await connectionsInTransaction()).toBe(1);
    await reading.return(undefined);
    expect(await connectionsInTransaction()).toBe(0);
  });

  onPostgres(
    `holds at most ${MAX_SNAPSHOT_READERS} snapshots at once; the next export waits for one to end`,
    async () => {
      const readings = Array.from({ length: MAX_SNAPSHOT_READERS + 1 }, () =>
        testApp.app.repos.finders.batches(scope, newestFirst, 2),
      );
      await Promise.all(readings.slice(0, MAX_SNAPSHOT_READERS).map((reading) => reading.next()));
      const last = readings[MAX_SNAPSHOT_READERS]!.next();
      expect(await settledWithin(last, 500)).toBe('waiting');
      await readings[0]!.return(undefined);
      expect(await settledWithin(last, 5_000)).toBe('settled');
      expect((await last).value).toHaveLength(2);
      await Promise.all(readings.slice(1).map((reading) => reading.return(undefined)));
      expect(await connectionsInTransaction()).toBe(0);
    },
  );

  it('reads every record in the page order, in batches, on either database', async () => {
    const all = await exportedRows(testApp.app.repos.finders.batches(scope, newestFirst, 1000));
    const inTwos = await exportedRows(testApp.app.repos.finders.batches(scope, newestFirst, 2));
    expect(inTwos).toEqual(all);
    expect(all.map(({ updatedAt }) => updatedAt)).toEqual(
      all
        .map(({ updatedAt }) => updatedAt)
        .sort()
        .reverse(),
    );
  });
});

describe('a problem-solving export reads one snapshot', () => {
  onPostgres('has every open problem of its start once when one is handled meanwhile', async () => {
    const { problems } = testApp.app.repos;
    const queue = { organisationId: scope.organisationId, filters: {}, today: new Date().toISOString().slice(0, 10) };
    const ids = async (batches: AsyncIterable<Array<{ problemId: number }>>) => {
      const all: number[] = [];
      for await (const batch of batches) all.push(...batch.map(({ problemId }) => problemId));
      return all;
    };
    const before = await ids(problems.batches(queue, PROBLEM_DEFAULT_SORT, 1000));
    expect(before.length).toBeGreaterThan(2);

    const reading = problems.batches(queue, PROBLEM_DEFAULT_SORT, 1);
    const first = await reading.next();
    // Handled, the first problem leaves the queue: every later one moves a place up, past the next offset.
    await testApp.app.db.execute(sql`UPDATE problems SET handled_at = now() WHERE id = ${before[0]!}`);
    const firstBatch = first.done ? [] : first.value;
    const rest = await ids({ [Symbol.asyncIterator]: () => reading });

    expect([...firstBatch.map(({ problemId }) => problemId), ...rest]).toEqual(before);
  });
});
