import { apiPaths, fillPath } from '@shared/api-paths';
import { urlPartOfPage } from '@shared/contract/audit-trail-constants';
import { paths } from '@shared/app-paths';

export type RemitTable = 'TABLE_1' | 'TABLE_2';

/** A REMIT trade as its pages name it. */
export interface RemitTradeRef {
  table: RemitTable;
  historyId: number;
  uti: string;
}

const documentTypeOf = (table: RemitTable) => `REMIT_${table}`;

/** The trade's audit trail, titled with its UTI. */
export const auditTrailHref = ({ table, historyId, uti }: RemitTradeRef) =>
  paths.err.remitAuditTrail.getHref({
    historyId: String(historyId),
    documentType: documentTypeOf(table),
    displayValue: uti,
  });

/** The trade's transaction sheet ('View Trade'). */
export const transactionSheetHref = ({ table, historyId }: Omit<RemitTradeRef, 'uti'>) =>
  paths.err.remitTransactionSheet.getHref({
    regime: 'REMIT',
    recordType: table,
    documentType: documentTypeOf(table),
    historyId: String(historyId),
  });

/** The stored XML of a reported version, as the audit trail's own link downloads it. */
export function versionXmlHref(
  { table, historyId }: RemitTradeRef,
  dataStoreId: number,
  organisationId: number | null,
) {
  const params = new URLSearchParams({
    historyId: String(historyId),
    documentType: documentTypeOf(table),
    dataStoreId: String(dataStoreId),
  });
  if (organisationId !== null && organisationId > 0) params.set('organisationId', String(organisationId));
  return `${fillPath(apiPaths.auditTrailXml, { urlPart: urlPartOfPage('err/remit_audittrail') })}?${params.toString()}`;
}
