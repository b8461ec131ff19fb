import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { masterDataCodes } from '../db/schema';
import type { OrganisationRow } from '../access/organisations-repository';
import { electricityZones, gasZones } from '../reporting/market-zones';

/** Each demo organisation's own EIC, and the bidding zones and gas areas its REMIT value sets offer. */
export async function seedMasterData(
  tx: Database,
  organisations: readonly OrganisationRow[],
  now: Date,
): Promise<void> {
  const zones = [...electricityZones, ...gasZones];
  const rows = organisations.flatMap((organisation) => [
    {
      organisationId: organisation.id,
      kind: 'EIC' as const,
      code: organisation.eicCode,
      name: organisation.displayName,
      updatedAt: now,
    },
    ...zones.map((zone) => ({
      organisationId: organisation.id,
      kind: 'DELIVERY_POINT' as const,
      code: zone.eic,
      name: zone.name,
      updatedAt: now,
    })),
  ]);
  if (rows.length > 0) await tx.insert(masterDataCodes).values(rows);
}

/**
 * The Trader IDs and market places (MIC) the organisations' REMIT reports name, as master data: what
 * the reports already use is what the organisation's lists start with.
 */
export async function seedMasterDataFromReports(tx: Database, now: Date): Promise<void> {
  await tx.execute(sql`
    INSERT INTO master_data_codes (organisation_id, kind, code, name, updated_at)
    SELECT DISTINCT r.organisation_id, entry.kind, entry.code, entry.code, ${now.toISOString()}::timestamptz
    FROM reporting_records r
    JOIN reporting_record_versions v ON v.record_id = r.id
    CROSS JOIN LATERAL (VALUES ('TRADER', v.trade #>> '{trade,traderId}'), ('MARKET_PLACE', v.trade #>> '{trade,marketPlaceMic}'))
      AS entry (kind, code)
    WHERE v.trade IS NOT NULL AND entry.code IS NOT NULL
    ON CONFLICT DO NOTHING`);
}
