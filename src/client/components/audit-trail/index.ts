// The shared audit-trail and document-frame pages; each area's routes render them with their page key.
export { AuditTrail, type AuditTrailProps } from './audit-trail';
export { DocumentFrame, type DocumentFrameProps } from './document-frame';
