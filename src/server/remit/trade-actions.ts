import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RemitSubmitResponse } from '@shared/contract/remit';
import { remitRefusals } from '@shared/contract/remit-constants';
import { organisationOf } from '../access/organisation-scope-hooks';
import { userOf } from '../access/require-user-hooks';
import type { Database } from '../db/database';
import { reportingDocuments, reportingRecords, reportingRecordVersions } from '../db/schema';
import { HttpError } from '../http/http-error';
import {
  createReportingRepository,
  type ReportingRecordRow,
  type ReportingRecordVersionRow,
} from '../reporting/repository';
import { acerSchemaMessages, type AcerSchema } from '../reporting/acer-schemas';
import { storedDocumentMediaTypes, type RemitActionType, type RemitTradeDocumentType } from '../db/schema/reporting-kinds';

export const REMIT_TRADE_NOT_FOUND_MESSAGE = 'Trade not found.';

/** A REMIT trade as the actions see it: the record, its latest version and that version's XML. */
export interface LoadedRemitTrade {
  organisationId: number;
  record: ReportingRecordRow;
  latest: ReportingRecordVersionRow;
  latestXml: string;
  /** Whether the user is a member of the trade's organisation (admins may look, only members report). */
  member: boolean;
}

/** A call that names a trade in its query: every REMIT trade action does, with the same two parameters. */
export type RemitTradeRequest = FastifyRequest & { query: { historyId: number; organisationId?: number | undefined } };

/**
 * The trade a call names in its query (historyId), always looked up within the organisation (the one
 * named, else the user's own) and of the page's table: unknown, of another table or of another
 * organisation all answer the same 404, so a caller learns nothing about other organisations' historyIds.
 */
export async function loadRemitTrade(
  app: FastifyInstance,
  request: RemitTradeRequest,
  table: RemitTradeDocumentType,
): Promise<LoadedRemitTrade> {
  const { historyId } = request.query;
  const notFound = new HttpError(404, REMIT_TRADE_NOT_FOUND_MESSAGE);
  const { id: organisationId, standing } = organisationOf(request, REMIT_TRADE_NOT_FOUND_MESSAGE);
  const record = await app.repos.reporting.findRecord(organisationId, historyId);
  if (!record || record.documentType !== table) throw notFound;
  const latest = (await app.repos.reporting.listVersions(record.id)).at(-1);
  if (!latest) throw notFound;
  const document = await app.repos.reporting.findDocument(organisationId, latest.documentId);
  if (!document?.contentText) throw notFound;
  return {
    organisationId,
    record,
    latest,
    latestXml: document.contentText,
    member: standing === 'member',
  };
}

/**
 * REMIT's lifecycle: after a cancellation (C) only an error record (E) may follow; after E nothing.
 * Null when the action may be reported after the latest version.
 */
export function lifecycleRefusal(action: Exclude<RemitActionType, 'N'>, latest: RemitActionType): string | null {
  if (latest === 'E') return remitRefusals.deletedNothingMore;
  if (latest === 'C' && action !== 'E') return remitRefusals.cancelledOnlyError;
  return null;
}

/** Why the user may not report this action now, from the rules and the membership; empty when allowed. */
export function actionRefusals(trade: LoadedRemitTrade, action: Exclude<RemitActionType, 'N'>): string[] {
  const refusals: string[] = [];
  const lifecycle = lifecycleRefusal(action, trade.latest.actionType);
  if (lifecycle) refusals.push(lifecycle);
  if (!trade.member) refusals.push(remitRefusals.notAMember);
  return refusals;
}

export const tradeSummary = (trade: LoadedRemitTrade) => ({
  historyId: trade.record.id,
  uti: trade.record.externalId,
  latestVersion: trade.latest.version,
  latestActionType: trade.latest.actionType,
});

export const refused = (validationFailureMessages: string[], fieldValidationMessages?: Record<string, string>) => ({
  submitted: false,
  validationFailureMessages,
  ...(fieldValidationMessages ? { fieldValidationMessages } : {}),
});

const schemaOf: Record<RemitTradeDocumentType, AcerSchema> = {
  REMIT_TABLE_1: 'REMIT_TABLE_1',
  REMIT_TABLE_2: 'REMIT_TABLE_2',
};
const schemaName: Record<RemitTradeDocumentType, string> = {
  REMIT_TABLE_1: 'REMITTable1_V3',
  REMIT_TABLE_2: 'REMITTable2_V1',
};
const actionText: Record<Exclude<RemitActionType, 'N'>, string> = {
  M: 'Modification report (action type M)',
  C: 'Cancellation report (action type C, early termination)',
  E: 'Error report (action type E, logical delete)',
};
const requestText: Record<Exclude<RemitActionType, 'N'>, string> = {
  M: 'modification',
  C: 'early termination',
  E: 'trade booked in error',
};
const stateAfter: Record<Exclude<RemitActionType, 'N'>, ReportingRecordRow['state']> = {
  M: 'VALIDATED',
  C: 'CANCELLED',
  E: 'CANCELLED',
};

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; typeof cause === 'object' && cause !== null;) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

class AlreadySubmitted extends Error {}

/**
 * Reports a new version of the trade: validates its XML against ACER's schema first (a document that
 * does not validate is not reported; the answer says why), then in one transaction locks the record,
 * checks that the version it was built from is still the latest (the expected-version check: a
 * double click, a retry or a second user arriving meanwhile is refused, never reported twice; the
 * unique (record, version) index backs it), stores the XML and the version and appends the trail's
 * events with the `link:dataStoreId=` to the XML.
 */
export async function reportVersion(
  app: FastifyInstance,
  request: FastifyRequest,
  trade: LoadedRemitTrade,
  action: Exclude<RemitActionType, 'N'>,
  xml: string,
): Promise<RemitSubmitResponse> {
  const table = trade.record.documentType as RemitTradeDocumentType;
  const schemaMessages = await acerSchemaMessages(schemaOf[table], xml);
  if (schemaMessages.length > 0) return refused([remitRefusals.xmlInvalid, ...schemaMessages]);

  const user = userOf(request);
  const now = app.now();
  const version = trade.latest.version + 1;
  try {
    const dataStoreId = await app.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: reportingRecords.id })
        .from(reportingRecords)
        .where(and(eq(reportingRecords.id, trade.record.id), eq(reportingRecords.organisationId, trade.organisationId)))
        .for('update');
      if (!locked) throw new HttpError(404, REMIT_TRADE_NOT_FOUND_MESSAGE);
      const [current] = await tx
        .select({ version: reportingRecordVersions.version })
        .from(reportingRecordVersions)
        .where(eq(reportingRecordVersions.recordId, trade.record.id))
        .orderBy(desc(reportingRecordVersions.version))
        .limit(1);
      if (current?.version !== trade.latest.version) throw new AlreadySubmitted();

      const [document] = await tx
        .insert(reportingDocuments)
        .values({
          organisationId: trade.organisationId,
          recordId: trade.record.id,
          kind: 'xml',
          mediaType: storedDocumentMediaTypes.xml,
          fileName: `${trade.record.externalId}_v${version}_${action}.xml`,
          contentText: xml,
          createdAt: now,
        })
        .returning({ id: reportingDocuments.id });
      await tx.insert(reportingRecordVersions).values({
        recordId: trade.record.id,
        version,
        actionType: action,
        documentId: document!.id,
        reportedAt: now,
      });
      await tx
        .update(reportingRecords)
        .set({ state: stateAfter[action], updatedAt: now })
        .where(eq(reportingRecords.id, trade.record.id));
      // The trail's append runs on this transaction (as a savepoint), so the events and the version
      // are stored together or not at all.
      await createReportingRepository(tx as unknown as Database).appendEvents(trade.record.id, [
        {
          occurredAt: now,
          severity: 'INFO',
          source: 'User',
          text: `Lifecycle event requested by ${user.username}: ${requestText[action]}`,
          messagingDetail: false,
          processingDetail: false,
        },
        {
          occurredAt: now,
          severity: 'INFO',
          source: 'Validation',
          text: `Record validated against ${schemaName[table]}.xsd`,
          messagingDetail: false,
          processingDetail: true,
        },
        {
          occurredAt: now,
          severity: 'INFO',
          source: 'Reporting',
          text: `${actionText[action]} created, version ${version}, link:dataStoreId=${document!.id}`,
          messagingDetail: false,
          processingDetail: false,
        },
      ]);
      return document!.id;
    });
    return { submitted: true, validationFailureMessages: [], version, actionType: action, dataStoreId };
  } catch (error) {
    if (error instanceof AlreadySubmitted || isUniqueViolation(error)) return refused([remitRefusals.alreadySubmitted]);
    throw error;
  }
}
