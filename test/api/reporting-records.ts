import type { FastifyInstance } from 'fastify';
import type { ReportingDocumentType, ReportingRecordState } from '@server/db/schema/reporting-kinds';

/**
 * A test's way to add a record of an organisation as trade capture or a regulator's answer would write
 * it, received (and last changed) at `at`; external ids `<prefix>-1`, `<prefix>-2`... The app is asked
 * for at each call, since a test file builds it in `beforeAll`.
 */
export function recordAdder(appOf: () => FastifyInstance, prefix: string) {
  let nextExternalId = 0;
  return (organisationId: number, documentType: ReportingDocumentType, state: ReportingRecordState, at: string) => {
    nextExternalId += 1;
    return appOf().repos.reporting.insertRecord({
      organisationId,
      documentType,
      externalId: `${prefix}-${nextExternalId}`,
      state,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
  };
}
