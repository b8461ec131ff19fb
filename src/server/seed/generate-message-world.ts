import type { ReportingDocumentType } from '../db/schema/reporting-kinds';
import type { TradeParty } from './generate-remit-trades';
import type { ReportingWorldBuilder } from './reporting-world-builder';
import { electricityZones, gasZones, reportingMechanisms, type ReportingParty } from './reporting-world-parties';
import { compactDate, isoDate, isoDateTime, momentInWeek, plus, WORLD_WEEKS } from './reporting-world-time';
import type { SeededRandom } from './seeded-random';

export interface MessageWorldInput {
  builder: ReportingWorldBuilder;
  random: SeededRandom;
  party: ReportingParty;
  organisation: TradeParty & { id: number };
  nextRecordId: () => number;
  counts: {
    electricityRights: number;
    gasCapacity: number;
    fundamentals: number;
    rrmMessages: number;
    cpmlMessages: number;
    etmFilesIn: number;
    mifidFiles: number;
  };
}

const platforms = {
  ELECTRICITY_RIGHTS: { source: 'JAO auction platform', schema: 'REMITTable3_V2' },
  GAS_CAPACITY: { source: 'PRISMA capacity platform', schema: 'REMITTable4_V2' },
  FUNDAMENTALS: { source: 'ENTSO-E transparency platform', schema: 'REMITUMIs_V1' },
} as const;

const fundamentalsKinds = [
  'Unavailability of production unit',
  'Unavailability of transmission asset',
  'Nomination at interconnection point',
] as const;
const rrmStatuses = [
  'RRM status: connection test successful',
  'RRM status: maintenance window announced',
  'RRM status: certificate renewal due',
] as const;
const cpmlSubjects = [
  'Counterparty master data updated',
  'Counterparty ACER code registered',
  'Counterparty LEI renewed',
] as const;
const omps = ['ICE Endex', 'EEX', 'Nasdaq Commodities'] as const;

/**
 * The smaller families of one organisation: capacity and fundamentals reports (records received from
 * a platform, forwarded to ACER), RRM and CPML messages, ETM files in, and MiFID position file headers
 * (their records belong to the position-file work area). Each trail links the stored file.
 */
export function generateMessageWorld(input: MessageWorldInput): void {
  const { builder, random, party, organisation } = input;
  const text = (recordId: number, fileName: string, content: string, createdAt: Date) =>
    builder.addDocument({ organisationId: organisation.id, recordId, kind: 'txt', fileName, content, createdAt });
  const record = (
    documentType: ReportingDocumentType,
    externalId: string,
    at: Date,
    attributes: Record<string, string | number>,
  ) => {
    const id = input.nextRecordId();
    return {
      id,
      trail: builder.addRecord({
        id,
        organisationId: organisation.id,
        documentType,
        externalId,
        state: 'RECEIVED',
        createdAt: at,
        attributes,
      }),
    };
  };

  const capacityKinds = [
    ['ELECTRICITY_RIGHTS', input.counts.electricityRights],
    ['GAS_CAPACITY', input.counts.gasCapacity],
    ['FUNDAMENTALS', input.counts.fundamentals],
  ] as const;
  for (const [documentType, count] of capacityKinds) {
    const platform = platforms[documentType];
    for (let number = 1; number <= count; number += 1) {
      const at = momentInWeek(random, random.int(0, WORLD_WEEKS - 1));
      const zone = documentType === 'GAS_CAPACITY' ? random.pick(gasZones) : random.pick(electricityZones);
      const externalId = `${party.prefix}-${documentType === 'FUNDAMENTALS' ? 'UMM' : documentType === 'GAS_CAPACITY' ? 'GC' : 'ER'}-2026-${String(number).padStart(5, '0')}`;
      const capacity = random.pick([50, 100, 200, 400]);
      const detail =
        documentType === 'FUNDAMENTALS'
          ? random.pick(fundamentalsKinds)
          : documentType === 'GAS_CAPACITY'
            ? 'Firm exit capacity'
            : 'Long-term transmission right';
      const { id, trail } = record(documentType, externalId, at, {
        zone: zone.name,
        capacity,
        detail,
        source: platform.source,
      });
      const fileName = `${externalId}.csv`;
      const fileId = text(
        id,
        fileName,
        `id;type;zone;capacity_mw;start;end\n${externalId};${detail};${zone.eic};${capacity};${isoDate(plus(at, 86400 * 7))};${isoDate(plus(at, 86400 * 37))}\n`,
        at,
      );
      const rejected = random.chance(0.08);
      const sentAt = plus(at, 1800);
      trail
        .add(at, 'INFO', 'Platform', `Received from ${platform.source}, storeId=${fileId}`, 'messaging')
        .add(plus(at, 2), 'INFO', 'Validation', `Record mapped to ${platform.schema}`, 'processing')
        .add(sentAt, 'INFO', 'RRM', `Forwarded to ${random.pick(reportingMechanisms)}`, 'messaging')
        .add(
          plus(sentAt, 2400),
          rejected ? 'ERROR' : 'INFO',
          'ACER',
          rejected
            ? `Rejected by ACER: ${zone.name} is not a valid ${documentType === 'GAS_CAPACITY' ? 'interconnection point' : 'bidding zone border'} for this record`
            : 'Accepted by ACER',
        );
      builder.finishRecord(id, rejected ? 'REJECTED' : 'ACKNOWLEDGED', plus(sentAt, 2400));
    }
  }

  for (let number = 1; number <= input.counts.rrmMessages; number += 1) {
    const at = momentInWeek(random, random.int(0, WORLD_WEEKS - 1));
    const subject = random.pick(rrmStatuses);
    const mechanism = random.pick(reportingMechanisms);
    const externalId = `RRM-${compactDate(at)}-${String(number).padStart(4, '0')}`;
    const { id, trail } = record('RRM_MESSAGE', externalId, at, { subject, sender: mechanism });
    const fileId = text(
      id,
      `${externalId}.txt`,
      `FROM: ${mechanism}\nTO: ${organisation.displayName}\nDATE: ${isoDateTime(at)}\nSUBJECT: ${subject}\n`,
      at,
    );
    trail
      .add(at, 'INFO', 'RRM', `Message received from ${mechanism}, storeId=${fileId}`, 'messaging')
      .add(plus(at, 1), 'INFO', 'Processing', 'Message parsed and filed', 'processing')
      .add(plus(at, 2), 'INFO', 'Processing', subject);
    builder.finishRecord(id, 'ACKNOWLEDGED', plus(at, 2));
  }

  for (let number = 1; number <= input.counts.cpmlMessages; number += 1) {
    const at = momentInWeek(random, random.int(0, WORLD_WEEKS - 1));
    const subject = random.pick(cpmlSubjects);
    const externalId = `CPML-${compactDate(at)}-${String(number).padStart(4, '0')}`;
    const { id, trail } = record('CPML_MESSAGE', externalId, at, { subject });
    const fileId = text(id, `${externalId}.txt`, `CPML ${externalId}\n${subject}\nissued ${isoDateTime(at)}\n`, at);
    const failed = random.chance(0.1);
    trail
      .add(at, 'INFO', 'CPML', `Message received, storeId=${fileId}`, 'messaging')
      .add(
        plus(at, 1),
        failed ? 'WARN' : 'INFO',
        'Processing',
        failed ? 'Master data not applied: the counterparty is unknown' : 'Master data applied',
      );
    builder.finishRecord(id, failed ? 'REJECTED' : 'ACKNOWLEDGED', plus(at, 1));
  }

  for (let number = 1; number <= input.counts.etmFilesIn; number += 1) {
    const at = momentInWeek(random, random.int(0, WORLD_WEEKS - 1));
    const rows = random.int(3, 12);
    const fileName = `${party.prefix}_ETM_${compactDate(at)}_${String(number).padStart(3, '0')}.csv`;
    const { id, trail } = record('ETM_FILE_IN', fileName, at, { fileName, rows });
    const lines = Array.from(
      { length: rows },
      (_, index) =>
        `${party.prefix}-T-${String(at.getTime() / 1000 + index).slice(-6)};${random.pick(['B', 'S'])};${random.pick([5, 10, 25])};${random.int(6000, 12000) / 100}`,
    );
    const fileId = text(id, fileName, ['trade_id;buy_sell;capacity_mw;price_eur_mwh', ...lines, ''].join('\n'), at);
    const invalid = random.chance(0.1);
    trail
      .add(at, 'INFO', 'ETM', `File ${fileName} received, storeId=${fileId}`, 'messaging')
      .add(
        plus(at, 3),
        invalid ? 'ERROR' : 'INFO',
        'Validation',
        invalid ? `Line ${random.int(2, rows + 1)}: price is not a number` : `${rows} trades read`,
        invalid ? null : 'processing',
      );
    builder.finishRecord(id, invalid ? 'INVALID' : 'VALIDATED', plus(at, 3));
  }

  const mifidStates = ['RECEIVED', 'EDITING', 'CONFIRMED', 'DISCARDED'] as const;
  for (let number = 1; number <= input.counts.mifidFiles; number += 1) {
    const at = momentInWeek(random, random.int(0, WORLD_WEEKS - 1));
    const omp = random.pick(omps);
    const extended = number % 3 === 0;
    const fileName = `${party.prefix}_POS_${compactDate(at)}_${String(number).padStart(2, '0')}.xml`;
    const state = mifidStates[number % mifidStates.length]!;
    const { id, trail } = record('MIFID_POSITION_FILE', fileName, at, {
      fileName,
      ompName: omp,
      docType: extended ? 'FCAExtendedPositionReport' : 'PositionReport',
      receiptTimestamp: isoDateTime(at),
    });
    trail
      .add(at, 'INFO', 'OMP', `Position file ${fileName} received from ${omp}`, 'messaging')
      .add(plus(at, 5), 'INFO', 'Processing', 'Position records read', 'processing');
    if (state === 'EDITING' || state === 'CONFIRMED')
      trail.add(plus(at, 3600), 'INFO', 'User', 'Position records edited');
    if (state === 'CONFIRMED')
      trail.add(plus(at, 7200), 'INFO', 'User', `Changes confirmed and the file sent back to ${omp}`);
    if (state === 'DISCARDED')
      trail.add(plus(at, 3600), 'WARN', 'User', 'Changes discarded; the file stays as received');
    builder.finishRecord(id, state, plus(at, state === 'RECEIVED' ? 5 : state === 'CONFIRMED' ? 7200 : 3600));
  }
}
