import { remitRefusals } from '@shared/contract/remit';
import type { MasterDataRepository } from '../master-data/repository';
import type { RemitTrade } from './remit-trade';
import { table1DeliveryPoints } from './trade-state';

export type DeliveryPoint = { code: string; name: string };

/**
 * The delivery points or zones Table 1 modify offers for a trade, and so the only ones its submit
 * takes: the organisation's points not retired, and those the trade's latest version names already. A
 * code an open report names can only be retired, and the report stays modifiable keeping it; a point
 * the trade names that the master data lacks altogether is kept under its code.
 */
export async function table1OfferedDeliveryPoints(
  masterData: MasterDataRepository,
  organisationId: number,
  trade: RemitTrade,
  lockedOnly?: readonly string[],
): Promise<DeliveryPoint[]> {
  const named = trade.latest.state.table === 'REMIT_TABLE_1' ? table1DeliveryPoints(trade.latest.state.trade) : [];
  const offered = await masterData.offered(organisationId, 'DELIVERY_POINT', named, lockedOnly);
  const known = new Set(offered.map((point) => point.code));
  return [...offered, ...named.filter((code) => !known.has(code)).map((code) => ({ code, name: code }))];
}

/** A message on each delivery zone row (its path in the body) that names a point the list does not offer. */
export function unofferedDeliveryZoneErrors(
  zones: readonly string[],
  offered: readonly DeliveryPoint[],
): Record<string, string[]> {
  const codes = new Set(offered.map((point) => point.code));
  return Object.fromEntries(
    zones.flatMap((zone, index) =>
      zone === '' || codes.has(zone) ? [] : [[`deliveryZones.${index}`, [remitRefusals.deliveryPointNotOffered(zone)]]],
    ),
  );
}

/**
 * A message on each delivery zone row naming a point the trade is not offered; none when all are.
 * Asked again in the unit of work that stores the version (`locked`), it holds the named points'
 * master-data rows until that commits: a delete or a retirement checked in between would not see the
 * new report.
 */
export async function unofferedDeliveryZones(
  masterData: MasterDataRepository,
  organisationId: number,
  trade: RemitTrade,
  zones: readonly string[],
  { locked = false }: { locked?: boolean } = {},
): Promise<Record<string, string[]>> {
  const asked = zones.filter((zone) => zone !== '');
  const offered = await table1OfferedDeliveryPoints(masterData, organisationId, trade, locked ? asked : undefined);
  return unofferedDeliveryZoneErrors(zones, offered);
}
