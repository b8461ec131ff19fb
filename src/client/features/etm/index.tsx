import { BeingBuiltPage } from '@client/components/being-built';

export const EtmPage = () => <BeingBuiltPage title="eTM" />;
export const EtmFilesInAuditTrailPage = () => <BeingBuiltPage title="Files in audit trail" />;
