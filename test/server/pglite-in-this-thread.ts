// PGlite as its thread opens it (db/pglite-in-this-thread.ts), here in the test's own thread with
// drizzle over it as open-database.ts sets drizzle up: for tests that look inside the client itself
// (its parser table, its named statements, options the thread does not take). Loaded through Node's
// own loader (loadServerModule), as PGlite imports its WebAssembly dynamically.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../../src/server/db/database';
import { openPgliteInThisThread } from '../../src/server/db/pglite-in-this-thread';
import { markNamedQueries } from '../../src/server/db/pglite-prepared';
import * as schema from '../../src/server/db/schema';

export async function openInThisThread(): Promise<{ client: PGlite; db: Database }> {
  const client = await openPgliteInThisThread({ kind: 'memory' });
  const db = drizzle({ client, schema });
  markNamedQueries(db);
  return { client, db: db as unknown as Database };
}
