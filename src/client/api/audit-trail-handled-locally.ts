import { isReadRefusal, type HandledLocally, type HandledLocallyTest } from './handled-locally';
import type { auditTrailApi } from './audit-trail-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/** A download's failure shows beside its button or link, a 5xx as 'Server error'; a 401 still ends the session. */
const isNotSessionEnd: HandledLocallyTest = (status) => status !== 401;

/**
 * A missing record or document (404), another organisation's (also 404) or a refused query (400) is
 * said in the page, never as an empty grid or the global not-found page.
 */
export const auditTrailHandledLocally: HandledLocally<typeof auditTrailApi> = {
  getAuditTrail: isReadRefusal,
  downloadAuditTrailText: isNotSessionEnd,
  downloadAuditTrailDocument: isNotSessionEnd,
  getDocumentFrame: isReadRefusal,
};
