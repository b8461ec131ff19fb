import type { NewReferenceLink } from '../reference-links/repository';
import { eicCode } from '@shared/contract/eic-code';

interface DemoReferenceLink {
  ref: string;
  organisationEic: string;
  targetUrl: string;
  requestParameters: Record<string, string>;
}

/**
 * Welcome-page links as the notification e-mails carry them (help/welcome?ref=...): an audit trail
 * and a trade sheet at each of the analyst's organisations, and one at Baltic Power, which the
 * analyst may not see (the welcome page then shows the permission message).
 */
export const demoReferenceLinks: DemoReferenceLink[] = [
  {
    ref: 'NW-AUDIT-240117',
    organisationEic: eicCode('11XNORDWIND-EH-'),
    targetUrl: 'err/remit_audittrail',
    requestParameters: {
      documentType: 'REMIT_TABLE_1',
      historyId: '240117',
      displayValue: 'NWEH-2026-000417',
      urlPart: 'remit',
    },
  },
  {
    ref: 'NW-TRADE-240117',
    organisationEic: eicCode('11XNORDWIND-EH-'),
    targetUrl: 'err/remit_transaction_sheet',
    requestParameters: { regime: 'REMIT', recordType: 'TABLE_1', documentType: 'REMIT_TABLE_1', historyId: '240117' },
  },
  {
    ref: 'AS-AUDIT-310552',
    organisationEic: eicCode('12XALPENSTROM-V'),
    targetUrl: 'err/remit_audittrail',
    requestParameters: {
      documentType: 'REMIT_TABLE_2',
      historyId: '310552',
      displayValue: 'ASV-T2-2026-0088',
      urlPart: 'remit',
    },
  },
  {
    ref: 'AS-TRADE-310552',
    organisationEic: eicCode('12XALPENSTROM-V'),
    targetUrl: 'err/remit_transaction_sheet',
    requestParameters: { regime: 'REMIT', recordType: 'TABLE_2', documentType: 'REMIT_TABLE_2', historyId: '310552' },
  },
  {
    ref: 'BP-AUDIT-500031',
    organisationEic: eicCode('45XBALTICPOWER-'),
    targetUrl: 'err/remit_audittrail',
    requestParameters: {
      documentType: 'REMIT_TABLE_1',
      historyId: '500031',
      displayValue: 'BPT-2026-001203',
      urlPart: 'remit',
    },
  },
];

export function demoReferenceLinkRows(idByEic: ReadonlyMap<string, number>): NewReferenceLink[] {
  return demoReferenceLinks.map(({ organisationEic, ...link }) => {
    const organisationId = idByEic.get(organisationEic);
    if (organisationId === undefined)
      throw new Error(`Reference link ${link.ref} names unknown organisation ${organisationEic}.`);
    return { ...link, organisationId };
  });
}
