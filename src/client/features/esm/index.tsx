import { AuditTrail, DocumentFrame } from '@client/components/audit-trail';
import { BeingBuiltPage } from '@client/components/being-built';

// eSM area (settlement and netting), loaded as its own chunk.
export * from './finder-pages';
export const EsmPage = () => <BeingBuiltPage title="eSM" />;
export const InvoiceAuditTrailPage = () => <AuditTrail page="esm/audittrail/invoice" />;
export const NettingAuditTrailPage = () => <AuditTrail page="esm/audittrail/netting" />;
export const InvoiceDocumentPage = () => <DocumentFrame page="esm/invoicefinder/esm_document" title="Invoice document" />;
export const NettingDocumentPage = () => (
  <DocumentFrame page="esm/nettingfinder/esm_document" title="Netting statement document" />
);
