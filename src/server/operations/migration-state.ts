import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, max } from 'drizzle-orm';
import { bigint, pgSchema, serial } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

interface JournalEntry {
  tag: string;
  /** drizzle-kit's timestamp of the migration: what drizzle's migrator stores as `created_at`. */
  when: number;
}

/** drizzle's own bookkeeping table (the migrators' default schema and name), not part of our schema. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

const journalFile = path.join(__dirname, '..', 'db', 'migrations', 'meta', '_journal.json');

/** The migrations this build of the server expects, in order (drizzle-kit's journal). */
export function readMigrationJournal(file = journalFile): JournalEntry[] {
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

export type MigrationState = { applied: true } | { applied: false; reason: string };

/**
 * Whether the database holds every migration of the journal. drizzle's migrator applies what is newer
 * than the newest `created_at` in its table, so the same comparison says whether it would do anything.
 * One small query: cheap enough for a load balancer's probe every few seconds. Throws when the database
 * does not answer.
 */
export async function migrationState(db: Database, journal: readonly JournalEntry[]): Promise<MigrationState> {
  const expected = journal.at(-1);
  if (!expected) return { applied: true };
  let applied: { count: number; newest: number | null } | undefined;
  try {
    [applied] = await db.select({ count: count(), newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
  } catch (error) {
    // A database nobody has migrated has no such table yet.
    if (isUndefinedTable(error))
      return { applied: false, reason: `database migrations not applied: 0 of ${journal.length}` };
    throw error;
  }
  const { count: done, newest } = applied ?? { count: 0, newest: null };
  if (newest !== null && Number(newest) >= expected.when) return { applied: true };
  return {
    applied: false,
    reason: `database migrations not applied: ${done} of ${journal.length}, ${expected.tag} missing`,
  };
}

function isUndefinedTable(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '42P01';
}
