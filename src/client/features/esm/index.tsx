import { BeingBuiltPage } from '@client/components/being-built';

// eSM area (settlement and netting), loaded as its own chunk.
export const EsmPage = () => <BeingBuiltPage title="eSM" />;
export const InvoiceAuditTrailPage = () => <BeingBuiltPage title="Invoice audit trail" />;
export const NettingAuditTrailPage = () => <BeingBuiltPage title="Netting audit trail" />;
export const InvoiceDocumentPage = () => <BeingBuiltPage title="Invoice document" />;
export const NettingDocumentPage = () => <BeingBuiltPage title="Netting statement document" />;
