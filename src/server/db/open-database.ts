import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { pgliteChanges, postgresChanges } from './database-changes';
import { markNamedQueries } from './pglite-prepared';
import { startPgliteThread, type PgliteInThread } from './pglite-thread';
import type { Database, OpenDatabase } from './database';
import * as schema from './schema';

const migrationsFolder = path.join(__dirname, 'migrations');

export type DatabaseTarget =
  /**
   * Embedded PGlite in DATA_DIR/pglite, guarded by a lock file. A COMMIT returns once its WAL record
   * is on disk (fsync), as with PostgreSQL's defaults: an OS crash or power loss loses no
   * acknowledged write (PGlite's own default keeps them in the page cache only).
   */
  | { kind: 'pglite'; dataDir: string }
  /**
   * Embedded PGlite in memory: for tests. An image (PGlite's `dumpDataDir`) starts it from that data
   * directory instead of an empty one, which skips initdb, the migrations and any seed it holds.
   */
  | { kind: 'memory'; image?: SharedArrayBuffer }
  | { kind: 'postgres'; url: string };

export function databaseTarget(config: { databaseUrl: string | null; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export interface OpenDatabaseOptions {
  /**
   * Told when a pooled PostgreSQL connection fails while idle (the server terminated it, a failover,
   * a proxy's idle timeout). The pool has already dropped it and opens a new one when needed, so
   * this is only worth a warning. Default: a warning on stderr.
   */
  onConnectionError?: (error: Error) => void;
  /** Told when the connection that hears committed changes fails (it is opened again). Default: stderr. */
  onChangesLost?: (message: string) => void;
}

const warnOfConnectionError = (error: Error) => {
  console.warn(`[database] an idle PostgreSQL connection failed and was dropped from the pool: ${error.message}`);
};

export async function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<OpenDatabase> {
  return target.kind === 'postgres'
    ? openPostgres(
        target.url,
        options.onConnectionError ?? warnOfConnectionError,
        options.onChangesLost ?? ((message) => console.warn(message)),
      )
    : openPglite(target);
}

async function openPglite(target: Exclude<DatabaseTarget, { kind: 'postgres' }>): Promise<OpenDatabase> {
  const lock = target.kind === 'pglite' ? await acquireDataDirLock(target.dataDir) : null;
  let client: PgliteInThread;
  try {
    client = await startPgliteThread(
      target.kind === 'pglite'
        ? { kind: 'folder', folder: path.join(target.dataDir, 'pglite') }
        : { kind: 'memory', image: target.image },
    );
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  markNamedQueries(db);
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    changes: pgliteChanges(client),
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void,
  onChangesLost: (message: string) => void,
): Promise<OpenDatabase> {
  // The per-request queries are prepared once per connection (prepared-query.ts), and PostgreSQL
  // switches each to one generic plan after five runs: planning cost a trail page more than running it.
  // A finder's page statements go unnamed and are planned for their values on every run
  // (finders/repository.ts): their best plan depends on them.
  const pool = new Pool({ connectionString: url, max: 10 });
  // Without a listener an idle client's error (e.g. pg_terminate_backend) is an uncaught exception
  // that ends the process. The pool removes the broken client itself; a warning is all it needs.
  pool.on('error', (error) => onConnectionError(error));
  // Fail at start, with the driver's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres({ client: pool, schema });
  const changes = postgresChanges(url, onChangesLost);
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    changes,
    migrate: () => migratePostgres(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await changes.stopAll();
      await pool.end();
    },
  };
}
