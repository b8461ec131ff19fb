import { BeingBuiltPage } from '@client/components/being-built';

export const CpmlAuditTrailPage = () => <BeingBuiltPage title="CPML audit trail" />;
export const RemitAuditTrailPage = () => <BeingBuiltPage title="REMIT audit trail" />;
export const RemitFilesInAuditTrailPage = () => <BeingBuiltPage title="REMIT files in audit trail" />;
export const RemitFilesOutAuditTrailPage = () => <BeingBuiltPage title="REMIT files out audit trail" />;
export const RrmAuditTrailPage = () => <BeingBuiltPage title="RRM audit trail" />;
export const MifidAuditTrailPage = () => <BeingBuiltPage title="MiFID audit trail" />;
export const MifidDetailsPage = () => <BeingBuiltPage title="MiFID positions" />;
