// The audit-trail and document-frame views; pages.tsx gives each page key its route component.
export { AuditTrail, type AuditTrailProps } from './audit-trail';
export { DocumentFrame, type DocumentFrameProps } from './document-frame';
