import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseChanges } from './database-changes';
import type * as schema from './schema';

/** The drizzle handle the repositories use: the same query API over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  /** Which driver is behind `db`; the migrator differs per driver. */
  kind: 'pglite' | 'postgres';
  /** Changes committed by any connection, as the database announces them (LISTEN/NOTIFY). */
  changes: DatabaseChanges;
  migrate(): Promise<void>;
  /** Closes the connection(s) and releases the data-folder lock. Safe to call twice. */
  close(): Promise<void>;
}
