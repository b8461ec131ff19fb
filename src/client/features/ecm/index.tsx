import { BeingBuiltPage } from '@client/components/being-built';

// eCM area (confirmations), loaded as its own chunk. Pages arrive with the market-reporting issues.
export const EcmPage = () => <BeingBuiltPage title="eCM" />;
export const EcmAuditTrailPage = () => <BeingBuiltPage title="Confirmation audit trail" />;
export const ConfirmationDocumentPage = () => <BeingBuiltPage title="Confirmation document" />;
