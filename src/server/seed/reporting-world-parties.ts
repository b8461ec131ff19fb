import { eicCode } from '@shared/contract/eic-code';

/**
 * Fixed facts of the seeded reporting world: where each demo organisation's record ids start, the
 * prefix of its trade ids, and the records the seeded reference links name (demo-reference-links.ts).
 */
export interface ReportingParty {
  eicCode: string;
  /** Record ids of the organisation are idBase + 1, idBase + 2, ... */
  idBase: number;
  /** Prefix of its trade and confirmation ids, e.g. NWEH-2026-000417. */
  prefix: string;
  /** The desk's trader ids in REMIT reports. */
  traders: readonly string[];
}

export const reportingParties: readonly ReportingParty[] = [
  {
    eicCode: eicCode('11XNORDWIND-EH-'),
    idBase: 240000,
    prefix: 'NWEH',
    traders: ['NW-JBRANDT', 'NW-KOLSEN', 'NW-TSCHULZ'],
  },
  { eicCode: eicCode('12XALPENSTROM-V'), idBase: 310000, prefix: 'ASV', traders: ['ASV-MSTEINER', 'ASV-LFREI'] },
  { eicCode: eicCode('45XBALTICPOWER-'), idBase: 500000, prefix: 'BPT', traders: ['BP-MLUND', 'BP-AHANSEN'] },
  { eicCode: eicCode('18XIBERIAGASYE-'), idBase: 520000, prefix: 'IGE', traders: ['IGE-LFERNANDEZ', 'IGE-PRUIZ'] },
  { eicCode: eicCode('17XRHONE-ENERGI'), idBase: 540000, prefix: 'RHE', traders: ['RHE-CDUBOIS'] },
  { eicCode: eicCode('10XNL-NOORDZEE-'), idBase: 560000, prefix: 'NZN', traders: ['NZN-SDEVRIES'] },
  { eicCode: eicCode('15XDANUBIA-BRKR'), idBase: 580000, prefix: 'DEB', traders: ['DEB-GKOVACS'] },
  { eicCode: eicCode('12XHELVETIAGRID'), idBase: 600000, prefix: 'HGR', traders: ['HGR-RMEIER'] },
  { eicCode: eicCode('19XWISLA-OBROT-'), idBase: 620000, prefix: 'WEO', traders: ['WEO-ANOWAK', 'WEO-KZIELINSKI'] },
];

/** Records that must exist with these ids, because reference links and tests name them. */
export interface PinnedReportingRecord {
  id: number;
  organisationEic: string;
  documentType: 'REMIT_TABLE_1' | 'REMIT_TABLE_2';
  externalId: string;
  /**
   * Why ACER rejected the first report, which the next week's correction (M) fixes: the trail the
   * welcome page opens then shows a warning, a rejection and the accepted correction, as real ones do.
   */
  firstReportRejected?: RejectionReason;
}

export const pinnedReportingRecords: readonly PinnedReportingRecord[] = [
  {
    id: 240117,
    organisationEic: eicCode('11XNORDWIND-EH-'),
    documentType: 'REMIT_TABLE_1',
    externalId: 'NWEH-2026-000417',
    firstReportRejected: 'Field 8 (Other market participant): the ACER code is not registered',
  },
  {
    id: 310552,
    organisationEic: eicCode('12XALPENSTROM-V'),
    documentType: 'REMIT_TABLE_2',
    externalId: 'ASV-T2-2026-0088',
  },
  {
    id: 500031,
    organisationEic: eicCode('45XBALTICPOWER-'),
    documentType: 'REMIT_TABLE_1',
    externalId: 'BPT-2026-001203',
  },
];

export { electricityZones, gasZones } from '../reporting/market-zones';

export const marketPlaces = ['XEEE', 'NDEX', 'XPOT'] as const;

export const reportingMechanisms = ['Noordzee Netbeheer RRM', 'Helvetia Grid RRM'] as const;

export const rejectionReasons = [
  'Field 24 (Contract ID): the contract is not listed on the organised market place',
  'Field 30 (Price): the price is outside the expected range for the contract',
  'Field 8 (Other market participant): the ACER code is not registered',
  'Field 31 (Price currency): the currency does not match the contract',
  'Field 38 (Total notional contract quantity): the quantity does not match capacity times hours',
  'Duplicate UTI: a record with this UTI was already accepted',
] as const;

export type RejectionReason = (typeof rejectionReasons)[number];
