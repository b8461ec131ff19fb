import { apiPaths, fillPath } from '@shared/api-paths';
import { paths, type AppPath } from '@shared/app-paths';
import { auditTrailRecordIdParameter, type AuditTrailPageUrlPart } from '@shared/contract/audit-trail-constants';

/** Where a sheet's document id opens: a page of the app, or a download. */
export type SheetDocumentLink = { kind: 'page'; to: string } | { kind: 'download'; href: string };

/** The page that shows each family's HTML document, by the record's id (as the finders link it). */
const htmlDocumentPages: Readonly<Record<string, AppPath>> = {
  ECM: paths.ecm.confirmationDocument,
  ESM_INVOICE: paths.esm.invoiceDocument,
  ESM_NETTING: paths.esm.nettingDocument,
};

/** The trail whose pdf route serves each family's own PDF document. */
const pdfTrails: Readonly<Record<string, AuditTrailPageUrlPart>> = {
  ECM: 'ecm',
  ESM_INVOICE: 'esmInvoice',
  ESM_NETTING: 'esmNetting',
};

/**
 * Where a sheet value naming one of the record's stored documents ('HTML document ID 1836', 'PDF
 * document ID 1837') opens it: the HTML on the family's document page, the PDF through its trail's pdf
 * route, which answers the record's own documents. Any other value links nowhere.
 */
export function sheetDocumentLink(
  documentType: string,
  historyId: string,
  organisationId: number | null,
  valueName: string,
  value: string,
): SheetDocumentLink | undefined {
  if (!/^[1-9][0-9]*$/.test(value)) return undefined;
  const htmlPage = htmlDocumentPages[documentType];
  if (valueName === 'htmlDocumentId' && htmlPage) return { kind: 'page', to: htmlPage.getHref({ id: historyId }) };
  const trail = pdfTrails[documentType];
  if (valueName !== 'pdfDocumentId' || !trail) return undefined;
  const query = new URLSearchParams({ [auditTrailRecordIdParameter[trail]]: historyId, dataStoreId: value });
  if (organisationId !== null && organisationId > 0) query.set('organisationId', String(organisationId));
  return { kind: 'download', href: `${fillPath(apiPaths.auditTrailPdf, { urlPart: trail })}?${query.toString()}` };
}
