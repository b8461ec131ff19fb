import { AuditTrail, DocumentFrame } from '@client/components/audit-trail';
import { BeingBuiltPage } from '@client/components/being-built';

// eCM area (confirmations), loaded as its own chunk. Pages arrive with the market-reporting issues.
export { DealFinderPage } from './deal-finder-page';
export const EcmPage = () => <BeingBuiltPage title="eCM" />;
export const EcmAuditTrailPage = () => <AuditTrail page="ecm/audittrail" />;
export const ConfirmationDocumentPage = () => (
  <DocumentFrame page="ecm/dealfinder/confirmation_doc" title="Confirmation document" />
);
