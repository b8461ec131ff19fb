// The last days' arrivals, relative to the day the demo is seeded: the seeded reporting world runs on
// fixed 2026 dates, so without these every deadline of the problem-solving queue would have passed
// long ago. Per reporting organisation, trade files that failed validation and messages ACER rejected,
// received over the last six days: some overdue, some due today, some due later (REMIT Art. 7: the
// working day after). The reasons are those of ACER's published REMIT validation rules.
import type { Repositories } from '../repositories';
import { reportingParties } from './reporting-world-parties';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const fileFindings = [
  'Line 4: the delivery end date is before the delivery start date',
  'Line 2: the notional amount does not equal price times quantity',
  'Line 7: the LEI of the other counterparty is not active in GLEIF',
  'Line 3: price is not a number',
  'Line 5: the contract ID is not listed on the organised market place',
  'Line 6: the trade time is after the time the file was received',
] as const;

const acerRejections = [
  'Rejected by ACER (REMIT.024): the LEI of the reporting party is not active',
  'Rejected by ACER (REMIT.011): the delivery end date is before the delivery start date',
  'Rejected by ACER (REMIT.036): the notional amount does not match price times quantity',
  'Rejected by ACER (REMIT.002): the ACER code of the other market participant is not registered',
] as const;

const compact = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

const event = (occurredAt: Date, severity: 'INFO' | 'ERROR', source: string, text: string) => ({
  occurredAt,
  severity,
  source,
  text,
  messagingDetail: false,
  processingDetail: false,
});

/** Six invalid trade files and four rejected messages per organisation with an eRR role, before `now`. */
export async function seedRecentProblems(
  repos: Repositories,
  organisations: readonly { id: number; eicCode: string; errProcessRole: string | null }[],
  now: Date,
): Promise<number> {
  let seeded = 0;
  for (const organisation of organisations) {
    const party = reportingParties.find((candidate) => candidate.eicCode === organisation.eicCode);
    if (!party || !organisation.errProcessRole) continue;
    for (const [index, finding] of fileFindings.entries()) {
      const at = new Date(now.getTime() - index * DAY_MS - HOUR_MS);
      const fileName = `${party.prefix}_ETM_${compact(at)}_R${String(index + 1).padStart(2, '0')}.csv`;
      const record = await repos.reporting.insertRecord({
        organisationId: organisation.id,
        documentType: 'ETM_FILE_IN',
        externalId: fileName,
        state: 'INVALID',
        attributes: { fileName, rows: 8 + index },
        createdAt: at,
        updatedAt: new Date(at.getTime() + 3000),
      });
      await repos.reporting.appendEvents(record.id, [
        event(at, 'INFO', 'ETM', `File ${fileName} received`),
        event(new Date(at.getTime() + 3000), 'ERROR', 'Validation', finding),
      ]);
      seeded += 1;
    }
    for (const [index, rejection] of acerRejections.entries()) {
      const at = new Date(now.getTime() - index * DAY_MS - 2 * HOUR_MS);
      const externalId = `RRM-${compact(at)}-R${String(index + 1).padStart(3, '0')}`;
      const record = await repos.reporting.insertRecord({
        organisationId: organisation.id,
        documentType: 'RRM_MESSAGE',
        externalId,
        state: 'REJECTED',
        attributes: { subject: 'Receipt: rejected', sender: 'ACER ARIS' },
        createdAt: at,
        updatedAt: new Date(at.getTime() + 60_000),
      });
      await repos.reporting.appendEvents(record.id, [
        event(at, 'INFO', 'RRM', 'Receipt received from ACER ARIS'),
        event(new Date(at.getTime() + 60_000), 'ERROR', 'ACER', rejection),
      ]);
      seeded += 1;
    }
  }
  return seeded;
}
