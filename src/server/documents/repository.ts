import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reportingAuditEvents, reportingDocuments } from '../db/schema';

/**
 * The questions the audit-trail downloads and the document frames ask about stored documents beyond
 * the reporting repository's reads: whether a trail links a document, and a record's HTML document.
 */
export function createAuditTrailDocumentsRepository(db: Database) {
  return {
    /**
     * Whether any event of the record's trail links the document (`link:dataStoreId=N`,
     * `link:pdfDataStoreId=N` or `storeId=N`, N not followed by another digit). Reads only that trail
     * and stops at the first match; asked only when the document is not the record's own.
     */
    async isLinkedFromTrail(recordId: number, documentId: number): Promise<boolean> {
      const pattern = `(link:dataStoreId|link:pdfDataStoreId|(^|[^A-Za-z])storeId)=${documentId}([^0-9]|$)`;
      const [row] = await db
        .select({ id: reportingAuditEvents.id })
        .from(reportingAuditEvents)
        .where(
          and(
            eq(reportingAuditEvents.recordId, recordId),
            sql`${reportingAuditEvents.text} LIKE ${`%=${documentId}%`}`,
            sql`${reportingAuditEvents.text} ~ ${pattern}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The record's newest HTML document (what the document frames show), within the organisation. */
    async findRecordHtml(organisationId: number, recordId: number) {
      const [row] = await db
        .select({ id: reportingDocuments.id, contentText: reportingDocuments.contentText })
        .from(reportingDocuments)
        .where(
          and(
            eq(reportingDocuments.organisationId, organisationId),
            eq(reportingDocuments.recordId, recordId),
            eq(reportingDocuments.kind, 'html'),
          ),
        )
        .orderBy(desc(reportingDocuments.createdAt), desc(reportingDocuments.id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type AuditTrailDocumentsRepository = ReturnType<typeof createAuditTrailDocumentsRepository>;
