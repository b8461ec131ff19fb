import { AuditTrail } from '@client/components/audit-trail';

export const CpmlAuditTrailPage = () => <AuditTrail page="err/cpml_audittrail" />;
export const RemitAuditTrailPage = () => <AuditTrail page="err/remit_audittrail" />;
export const RemitFilesInAuditTrailPage = () => <AuditTrail page="err/remit_filesin_audittrail" />;
export const RemitFilesOutAuditTrailPage = () => <AuditTrail page="err/remit_filesout_audittrail" />;
export const RrmAuditTrailPage = () => <AuditTrail page="err/rrm_audittrail" />;
export const MifidAuditTrailPage = () => <AuditTrail page="err/mifid_audittrail" />;
