import { AuditTrail } from '@client/components/audit-trail';
import { BeingBuiltPage } from '@client/components/being-built';

export { EtmFilesInFinderPage } from './files-in-finder-page';
export const EtmPage = () => <BeingBuiltPage title="eTM" />;
export const EtmFilesInAuditTrailPage = () => <AuditTrail page="etm/filesin_audittrail" />;
