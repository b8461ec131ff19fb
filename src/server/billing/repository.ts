import { sql } from 'drizzle-orm';
import type { BillingRow } from '@shared/contract/billing';
import type { Database } from '../db/database';

/** The first instant of a 'YYYY-MM' month, UTC. */
const monthStart = (month: string) => `${month}-01T00:00:00Z`;
/** The first instant after a 'YYYY-MM' month, UTC. */
function monthEnd(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString();
}

/**
 * What each organisation sent and had matched per month (UTC), counted from the reporting world itself,
 * so the bill can never disagree with the trails: a REMIT report is a reported version (N, M, C or E:
 * each is a message to ACER) dated when it was reported; a MiFID position file counts when it was
 * confirmed and sent back; a confirmation counts once it stands MATCHED, in the month of that change.
 */
export function createBillingRepository(db: Database) {
  return {
    async history(from: string, to: string): Promise<BillingRow[]> {
      const start = monthStart(from);
      const end = monthEnd(to);
      const result = await db.execute(sql`
        WITH billed AS (
          SELECT r.organisation_id, v.reported_at AS at,
                 CASE r.document_type WHEN 'REMIT_TABLE_1' THEN 'remitTable1' ELSE 'remitTable2' END AS what
          FROM reporting_record_versions v
          JOIN reporting_records r ON r.id = v.record_id
          WHERE r.document_type IN ('REMIT_TABLE_1', 'REMIT_TABLE_2')
            AND v.reported_at >= ${start}::timestamptz AND v.reported_at < ${end}::timestamptz
          UNION ALL
          SELECT organisation_id, confirmed_at, 'mifidFiles'
          FROM mifid_position_files
          WHERE state = 'CONFIRMED' AND confirmed_at >= ${start}::timestamptz AND confirmed_at < ${end}::timestamptz
          UNION ALL
          SELECT organisation_id, updated_at, 'confirmationsMatched'
          FROM reporting_records
          WHERE document_type = 'ECM' AND state = 'MATCHED'
            AND updated_at >= ${start}::timestamptz AND updated_at < ${end}::timestamptz
        )
        SELECT o.id AS "organisationId", o.display_name AS "organisationName",
               to_char(billed.at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
               count(*) FILTER (WHERE what = 'remitTable1')::int AS "remitTable1",
               count(*) FILTER (WHERE what = 'remitTable2')::int AS "remitTable2",
               count(*) FILTER (WHERE what = 'mifidFiles')::int AS "mifidFiles",
               count(*) FILTER (WHERE what = 'confirmationsMatched')::int AS "confirmationsMatched"
        FROM billed
        JOIN organisations o ON o.id = billed.organisation_id
        GROUP BY o.id, o.display_name, month
        ORDER BY month, o.display_name COLLATE "und-x-icu", o.id`);
      return (result as unknown as { rows: BillingRow[] }).rows;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
