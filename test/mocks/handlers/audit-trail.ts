import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { apiPaths } from '@shared/api-paths';
import { linkedDocumentIds } from '@shared/contract/audit-trail-links';
import {
  AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE,
  AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE,
  auditSearchQuerySchema,
  auditTrailParamsSchema,
  auditTrailRecordIdParameter,
  auditTrailResultSchema,
  auditTrailScopeQuerySchema,
  baseUrlPart,
  defaultDetails,
  documentFrameParamsSchema,
  type AuditSearchQuery,
  type AuditTrailUrlPart,
} from '@shared/contract/audit-trail';
import { apiUrl } from '../api-url';
import { mockAuditRecords, mockConfirmationHtml, mockLinkedDocuments } from '../audit-trail-data';
import { mockSession } from '../mock-session';
import { pageOfRows } from '../paged-handler';
import { notLoggedIn } from './not-logged-in';

function invalid(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
}

const recordNotFound = () => HttpResponse.json({ errorMessage: AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE }, { status: 404 });

type Resolved = { urlPart: AuditTrailUrlPart; query: AuditSearchQuery; organisationId: number | undefined };

/** Validates a trail or txt call as the server does; answers a Response when it ends there. */
async function readTrailCall(request: Request, params: Record<string, unknown>): Promise<Resolved | Response> {
  if (!mockSession.account()) return notLoggedIn();
  const path = auditTrailParamsSchema.safeParse(params);
  if (!path.success) return invalid(path.error);
  const scope = auditTrailScopeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!scope.success) return invalid(scope.error);
  const body = auditSearchQuerySchema.safeParse(await request.json());
  if (!body.success) return invalid(body.error);
  return { urlPart: path.data.urlPart, query: body.data, organisationId: scope.data.organisationId };
}

/** The record a call names, in the organisation it names: another organisation's record is not found. */
function findRecord({ urlPart, query, organisationId }: Resolved) {
  const base = baseUrlPart(urlPart);
  const recordId = query[auditTrailRecordIdParameter[base]];
  return mockAuditRecords.find(
    (record) => record.urlPart === base && record.recordId === recordId && record.organisationId === organisationId,
  );
}

function shownEvents(resolved: Resolved) {
  const record = findRecord(resolved);
  if (!record) return undefined;
  const details = defaultDetails(resolved.urlPart);
  const messaging = resolved.query.messagingDetails ?? details;
  const processing = resolved.query.processingDetails ?? details;
  const events = record.events.filter((event) => (event.detail === 'messaging' ? messaging : processing));
  return { record, events, messaging, processing };
}

const trail: HttpResponseResolver = async ({ request, params }) => {
  const resolved = await readTrailCall(request, params);
  if (resolved instanceof Response) return resolved;
  const shown = shownEvents(resolved);
  if (!shown) return recordNotFound();
  const { query } = resolved;
  const page = pageOfRows(
    shown.events,
    { paging: query.paging, sorting: { columnName: 'timestamp', sortOrder: query.sortOrder } },
    (event) => event.id,
  );
  // Checked against the contract, so the component tests cannot pass on a shape the server never sends.
  return HttpResponse.json(
    auditTrailResultSchema.parse({
      rows: page.values.map(({ detail: _detail, ...row }) => row),
      recordCount: page.count,
      currentPage: page.currentPage,
      searchQuery: { ...query, messagingDetails: shown.messaging, processingDetails: shown.processing },
      displayValue: shown.record.displayValue,
      documentType: shown.record.documentType,
      documents: mockLinkedDocuments.filter((document) =>
        page.values.some((row) => linkedDocumentIds(row.text).includes(document.id)),
      ),
    }),
  );
};

export const auditTrailHandlers = [
  http.post(apiUrl(apiPaths.auditTrail), trail),
  http.post(apiUrl(apiPaths.auditTrailFileUpload), trail),
  http.post(apiUrl(apiPaths.auditTrailTxt), async ({ request, params }) => {
    const resolved = await readTrailCall(request, params);
    if (resolved instanceof Response) return resolved;
    const shown = shownEvents(resolved);
    if (!shown) return recordNotFound();
    const text = shown.events.map((event) => `${event.timestamp}\t${event.severity}\t${event.text}`).join('\n');
    return new HttpResponse(text, {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-trail-${shown.record.displayValue}.txt"`,
      },
    });
  }),
  http.get(apiUrl(apiPaths.documentFrame), ({ request, params }) => {
    if (!mockSession.account()) return notLoggedIn();
    const parsed = documentFrameParamsSchema.safeParse(params);
    if (!parsed.success) return invalid(parsed.error);
    const organisationId = new URL(request.url).searchParams.get('organisationId');
    if (parsed.data.frameKind !== 'confirmation' || parsed.data.id !== 700 || organisationId !== '11') {
      return HttpResponse.json({ errorMessage: AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE }, { status: 404 });
    }
    return new HttpResponse(mockConfirmationHtml, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }),
];
