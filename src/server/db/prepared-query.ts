import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from './database';

const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * A query prepared once per database under `name`: drizzle builds its SQL once, and PostgreSQL parses
 * it once per connection, instead of both on every request. The name must tell apart every shape the
 * SQL can take (a sort column, a direction, a filter that is there or not); values are placeholders
 * (`sql.placeholder`), bound at `execute`. PostgreSQL keeps a name to one text per connection, so a
 * name is never reused for a different query.
 */
export function preparedOnce<Prepared>(db: Database, name: string, prepare: (name: string) => Prepared): Prepared {
  // PostgreSQL cuts a longer name to 63 bytes, and two queries would then share one.
  if (Buffer.byteLength(name) > 63) throw new Error(`Statement name longer than 63 bytes: ${name}`);
  let prepared = preparedByDatabase.get(db);
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map()));
  if (!prepared.has(name)) prepared.set(name, prepare(name));
  return prepared.get(name) as Prepared;
}

/**
 * A list of ids as one placeholder each (`id0`, `id1`, …), for a prepared statement whose name says how
 * many (`listShape`): PostgreSQL plans a statement with `= ANY($n)` of an array anew on every run, as
 * its generic plan reckons with an array of unknown length and so always costs more than the run's
 * own. With one placeholder an id the generic plan is as cheap as a custom one and, after PostgreSQL's
 * five trial runs, kept: a trail page's linked documents, joined to reporting_records (whose 130
 * partial indexes each planning weighs), had cost the database about 1 ms a page under load.
 */
export function idPlaceholders(ids: readonly number[]): {
  placeholders: Placeholder[];
  values: Record<string, number>;
  listShape: string;
} {
  return {
    placeholders: ids.map((_, index) => sql.placeholder(`id${index}`)),
    values: Object.fromEntries(ids.map((id, index) => [`id${index}`, id])),
    listShape: `${ids.length}`,
  };
}
