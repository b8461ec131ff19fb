import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** A trigram more than this share of records hold is common: its posting list is a twentieth of the index or more. */
const COMMON_SHARE = 0.05;
/**
 * About this many records are sampled: a share of 5 % within 0.4 % either way, and 0.2 s at 1,000,000
 * records (10,000 took 0.65 s).
 */
const SAMPLE_RECORDS = 3_000;
/** A sample this old is taken again, in the background; until then searches use the one they have. */
const FRESH_FOR_MS = 10 * 60_000;

interface Sample {
  common: ReadonlySet<string>;
  takenAt: number;
}

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Which trigrams most records' search text holds (`search-window.ts` keeps them out of what it asks
 * the trigram index for), from a sample of all records: the index is one for every organisation, so
 * its posting lists are as long as all of them make them. A stale or failed sample only makes a
 * search slower, never its answer different.
 */
export function commonTrigramsOf(db: Database, clock: () => number = Date.now) {
  let sample: Sample | null = null;
  let sampling: Promise<void> | null = null;

  async function takeSample(): Promise<void> {
    try {
      const [table] = rowsOf<{ records: number }>(
        await db.execute(
          sql`SELECT reltuples::float8 AS records FROM pg_class WHERE oid = 'reporting_records'::regclass`,
        ),
      );
      // Never analysed (-1) or small: every record, but never more than twice the sample's size, in
      // case the statistics are older than most of the records.
      const records = Number(table?.records ?? 0);
      const percent = records > SAMPLE_RECORDS ? (SAMPLE_RECORDS / records) * 100 : 100;
      const common = rowsOf<{ trigram: string }>(
        await db.execute(sql`
          WITH sampled AS (
            SELECT search_text FROM reporting_records TABLESAMPLE SYSTEM (${sql.raw(percent.toFixed(6))})
            LIMIT ${sql.raw(String(2 * SAMPLE_RECORDS))}
          )
          SELECT trigram
          FROM sampled, unnest(show_trgm(sampled.search_text)) AS trigram
          GROUP BY trigram
          HAVING count(*) > ${COMMON_SHARE}::float8 * (SELECT count(*) FROM sampled)`),
      );
      sample = { common: new Set(common.map(({ trigram }) => trigram)), takenAt: clock() };
    } catch {
      // Searches go on with the sample they had (none: every trigram asked for); tried again once stale.
      sample = { common: sample?.common ?? new Set(), takenAt: clock() };
    }
  }

  const sampleOnce = () => (sampling ??= takeSample().finally(() => (sampling = null)));

  return {
    /** The common trigrams: sampled on the first search, and again in the background once stale. */
    async current(): Promise<ReadonlySet<string>> {
      if (!sample) await sampleOnce();
      else if (clock() - sample.takenAt > FRESH_FOR_MS) void sampleOnce();
      return sample?.common ?? new Set();
    },
  };
}

export type CommonTrigrams = ReturnType<typeof commonTrigramsOf>;
