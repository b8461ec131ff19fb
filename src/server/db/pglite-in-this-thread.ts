import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DurableNodeFS, durableStartParams } from './durable-node-fs';
import { installDrizzleParsers } from './pglite-parsers';
import { installPreparedStatements } from './pglite-prepared';
import type { PgliteThreadTarget } from './pglite-thread-messages';

/** The contrib extensions the migrations create (PostgreSQL has them installed; PGlite loads them here). */
const extensions = { pg_trgm };

/**
 * A database in memory is a test's: its data is in memory already, and PostgreSQL's default 128 MB of
 * shared buffers cost each test file's start about 0.35 s (2.7 s against 2.35 s with 16 MB, measured
 * in jest) for a world of a few megabytes.
 */
const inMemoryStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * The image as PGlite reads a tarball: all it asks of the Blob is its type and its bytes, which it unpacks
 * and never writes. A Blob made of the shared bytes copied all 50 MB, and reading them back again (0.6 s
 * of each test file's database).
 */
function sharedImage(image: SharedArrayBuffer): Blob {
  return { type: 'application/x-tar', arrayBuffer: () => Promise.resolve(image) } as unknown as Blob;
}

/**
 * PGlite as the server uses it, in the thread that calls this (the database's own thread,
 * `pglite-thread-worker.ts`): on a folder with commits synced to disk, or in memory from an image;
 * its statements parsed once and its answers read as drizzle reads them.
 */
export async function openPgliteInThisThread(target: PgliteThreadTarget): Promise<PGlite> {
  const client =
    target.kind === 'folder'
      ? await PGlite.create({ fs: new DurableNodeFS(target.folder), startParams: durableStartParams(), extensions })
      : await PGlite.create({
          extensions,
          loadDataDir: target.image ? sharedImage(target.image) : undefined,
          startParams: inMemoryStartParams,
        });
  installPreparedStatements(client);
  installDrizzleParsers(client);
  return client;
}
