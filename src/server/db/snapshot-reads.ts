import { Client, Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from './database';
import * as schema from './schema';

/**
 * Readers in one snapshot at once per pool, beyond which a reader waits for its turn: each holds a
 * PostgreSQL connection of its own for as long as its caller pulls (a download's length).
 */
export const MAX_SNAPSHOT_READERS = 4;

/**
 * A reader left idle this long within its transaction (a download nobody reads on) is ended by
 * PostgreSQL, so a stalled client cannot hold a snapshot, and the rows it keeps from vacuum, for good.
 */
const IDLE_READER_TIMEOUT = '5min';

interface Turns {
  running: number;
  waiting: Array<() => void>;
}

const turnsByPool = new WeakMap<Pool, Turns>();

/** Waits until fewer than MAX_SNAPSHOT_READERS of the pool's readers run; the function returned ends the turn. */
async function turnOf(pool: Pool): Promise<() => void> {
  let turns = turnsByPool.get(pool);
  if (!turns) turnsByPool.set(pool, (turns = { running: 0, waiting: [] }));
  const own = turns;
  if (own.running >= MAX_SNAPSHOT_READERS) await new Promise<void>((resolve) => own.waiting.push(resolve));
  else own.running += 1;
  return () => {
    const next = own.waiting.shift();
    // The turn passes straight to the next waiter, so `running` counts it still.
    if (next) next();
    else own.running -= 1;
  };
}

/**
 * Everything `read` yields, read in one snapshot of the database: on PostgreSQL one READ ONLY
 * REPEATABLE READ transaction on a connection of its own beside the pool (whose connections serve the
 * requests), so a long read in batches sees every row once, as it was at the start, however rows
 * change or move in the sort order meanwhile. The caller stopping early (a download cancelled) rolls
 * the transaction back and closes the connection.
 *
 * PGlite has one connection: a snapshot held for a download's length would hold every other request
 * for as long, so there each batch reads the database as it is then.
 */
export async function* readInOneSnapshot<T>(
  db: Database,
  read: (reader: Database) => AsyncIterable<T>,
): AsyncGenerator<T> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof Pool)) {
    yield* read(db);
    return;
  }
  const endTurn = await turnOf(pool);
  const connection = new Client(pool.options);
  // A connection lost while idle tells its next query; unheard, the event would end the process.
  connection.on('error', () => undefined);
  try {
    await connection.connect();
    await connection.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await connection.query(`SET LOCAL idle_in_transaction_session_timeout = '${IDLE_READER_TIMEOUT}'`);
    yield* read(drizzle({ client: connection, schema }) as unknown as Database);
    await connection.query('COMMIT');
  } finally {
    // Closing the connection ends a transaction still open (an early stop, a failed read) as a rollback.
    await connection.end().catch(() => undefined);
    endTurn();
  }
}
