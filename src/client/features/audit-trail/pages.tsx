import { AuditTrail } from './audit-trail';
import { DocumentFrame } from './document-frame';

// Every audit-trail and document page, one lazily loaded chunk: each names its page key.
export const EcmAuditTrailPage = () => <AuditTrail page="ecm/audittrail" />;
export const ConfirmationDocumentPage = () => (
  <DocumentFrame page="ecm/dealfinder/confirmation_doc" title="Confirmation document" />
);
export const InvoiceAuditTrailPage = () => <AuditTrail page="esm/audittrail/invoice" />;
export const NettingAuditTrailPage = () => <AuditTrail page="esm/audittrail/netting" />;
export const InvoiceDocumentPage = () => (
  <DocumentFrame page="esm/invoicefinder/esm_document" title="Invoice document" />
);
export const NettingDocumentPage = () => (
  <DocumentFrame page="esm/nettingfinder/esm_document" title="Netting statement document" />
);
export const EtmFilesInAuditTrailPage = () => <AuditTrail page="etm/filesin_audittrail" />;
export const CpmlAuditTrailPage = () => <AuditTrail page="err/cpml_audittrail" />;
export const RemitAuditTrailPage = () => <AuditTrail page="err/remit_audittrail" />;
export const RemitFilesInAuditTrailPage = () => <AuditTrail page="err/remit_filesin_audittrail" />;
export const RemitFilesOutAuditTrailPage = () => <AuditTrail page="err/remit_filesout_audittrail" />;
export const RrmAuditTrailPage = () => <AuditTrail page="err/rrm_audittrail" />;
export const MifidAuditTrailPage = () => <AuditTrail page="err/mifid_audittrail" />;
