import type { AuditSeverityValue } from './contract/audit-trail';
import type { GridDensityPreference } from './contract/preferences-defaults';

/** The frame part (`data-frame-part`) an audit trail shows again until its grid has rendered its rows. */
export const AUDIT_TRAIL_FRAME_PART = 'trail';

/** The trail's columns shown by default, by field, on the page's grid and in its frame. */
export const auditTrailColumnLabels = { timestamp: 'Date / Time', text: 'Description' } as const;

/** The detail switches' names, on their checkboxes, in what a link's left-out switch is called, and in the frame. */
export const auditTrailDetailLabels = {
  messagingDetails: 'Show messaging details',
  processingDetails: 'Show processing details',
} as const;

/** The trail's download button's word. */
export const auditTrailDownloadLabel = 'Download';

/** A piece of an event's description: its words, or a linked document's name and id as the page's link writes them. */
export type AuditTrailFrameText = { text: string } | { link: string; id: string };

/**
 * An audit trail's first page as the page will show it (features/audit-trail/audit-trail.tsx), for the
 * server's frame to paint before any script has run: its events' descriptions, wrapped over several
 * lines on a phone, are the page's largest paint, and they came after every script and the trail's
 * answer (Lighthouse's mobile LCP 4.2 s, where the title's was 0.9 s).
 */
export interface AuditTrailFrame {
  /** The detail switches the trail offers, with whether each is on. */
  switches: { label: string; checked: boolean }[];
  /** Whether the trail offers its Download. */
  download: boolean;
  density: GridDensityPreference;
  events: {
    severity: AuditSeverityValue;
    /** The moment in the user's zone and format; for a user in the browser's zone, which only the browser knows, its UTC text holds the place unseen. */
    time: { text: string; shown: boolean };
    description: AuditTrailFrameText[];
  }[];
  /** The pager's words ('1–25 of 40'). */
  pager: string;
}
