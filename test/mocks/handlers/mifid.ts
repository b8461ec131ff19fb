import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { apiPaths } from '@shared/api-paths';
import {
  MIFID_FILE_CONFIRMED_MESSAGE,
  MIFID_FILE_NOT_FOUND_MESSAGE,
  MIFID_RECORD_DELETED_MESSAGE,
  MIFID_RECORD_NOT_FOUND_MESSAGE,
  MIFID_STALE_RECORD_MESSAGE,
  mifidAddPositionBodySchema,
  mifidDeletePositionQuerySchema,
  mifidEditPositionBodySchema,
  mifidFileActionBodySchema,
  mifidFileParamsSchema,
  mifidFileStateFlags,
  mifidFormLists,
  mifidLoadQuerySchema,
  mifidPositionFields,
  mifidRecordParamsSchema,
  mifidScopeQuerySchema,
  type MifidFileState,
  type MifidPositionRecord,
  type MifidPositionValues,
} from '@shared/contract/mifid';
import { apiUrl } from '../api-url';
import { mockSession } from '../mock-session';
import { buildMockPositionFiles, positionRecord, type MockPositionFile } from '../mifid-data';
import { notLoggedIn } from './not-logged-in';
import { staleChangeMessage } from '@shared/contract/stale-change';

/** The server's 409 for a confirm or discard made on a view another user changed since. */
const staleFileMessage = (version: number) =>
  staleChangeMessage({ thing: 'position file', version, by: 'Erik Madsen', at: new Date('2026-03-20T14:02:00Z') });

/** The files as the mock server keeps them; rebuilt before every test. */
export const mifidStore = {
  files: buildMockPositionFiles(),
  reset() {
    this.files = buildMockPositionFiles();
  },
};
beforeEach(() => mifidStore.reset());

function invalid(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
}
const refuse = (status: number, errorMessage: string) => HttpResponse.json({ errorMessage }, { status });

/** The file a call names within its organisation (absent: the user's own); another's is not found. */
function findFile(request: Request, params: Record<string, unknown>): MockPositionFile | Response {
  const account = mockSession.account();
  if (!account) return notLoggedIn();
  const path = mifidFileParamsSchema.safeParse(params);
  if (!path.success) return invalid(path.error);
  const scope = mifidScopeQuerySchema.safeParse({
    organisationId: new URL(request.url).searchParams.get('organisationId') ?? undefined,
  });
  if (!scope.success) return invalid(scope.error);
  const organisationId = scope.data.organisationId ?? account.user.organisation?.organisationId;
  const file = mifidStore.files.get(path.data.fileId);
  if (!file || file.organisationId !== organisationId) return refuse(404, MIFID_FILE_NOT_FOUND_MESSAGE);
  return file;
}

function moveTo(file: MockPositionFile, state: MifidFileState) {
  file.info = {
    ...file.info,
    state,
    ...mifidFileStateFlags[state],
    // The file as received, as the server counts it: added records are not counted, deleted ones are.
    recordCount: file.received.length,
    version: file.info.version + 1,
  };
}

const pickValues = (body: MifidPositionValues): MifidPositionValues =>
  Object.fromEntries(mifidPositionFields.map((field) => [field, body[field]])) as MifidPositionValues;

/** The record a change names, if the file's state and the record allow changing it. */
function changeableRecord(file: MockPositionFile, params: Record<string, unknown>): MifidPositionRecord | Response {
  const path = mifidRecordParamsSchema.safeParse(params);
  if (!path.success) return invalid(path.error);
  if (!file.info.addPositionEnabled) return refuse(409, MIFID_FILE_CONFIRMED_MESSAGE);
  const record = file.records.find((candidate) => candidate.id === path.data.recordId);
  if (!record) return refuse(404, MIFID_RECORD_NOT_FOUND_MESSAGE);
  return record;
}

function replaceRecord(file: MockPositionFile, record: MifidPositionRecord) {
  file.records = file.records.map((candidate) => (candidate.id === record.id ? record : candidate));
}

/** The MiFID calls, with the server's rules: organisation check, state flags, versions, the shared schemas. */
export const mifidHandlers = [
  http.get(apiUrl(apiPaths.mifidFormLists), () =>
    mockSession.account() ? HttpResponse.json(mifidFormLists) : notLoggedIn(),
  ),

  http.get(apiUrl(apiPaths.mifidPositionFile), ({ request, params }) => {
    const file = findFile(request, params);
    if (file instanceof Response) return file;
    const query = mifidLoadQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return invalid(query.error);
    const { page, entriesPerPage } = query.data;
    const values = file.records.slice(page * entriesPerPage, (page + 1) * entriesPerPage);
    return HttpResponse.json({
      fileInfo: file.info,
      records: { count: file.records.length, currentPage: page, values },
    });
  }),

  http.post(apiUrl(apiPaths.mifidPositionRecords), async ({ request, params }) => {
    const file = findFile(request, params);
    if (file instanceof Response) return file;
    if (!file.info.addPositionEnabled) return refuse(409, MIFID_FILE_CONFIRMED_MESSAGE);
    const body = mifidAddPositionBodySchema.safeParse(await request.json());
    if (!body.success) return invalid(body.error);
    const id = Math.max(...file.records.map((record) => record.id)) + 1;
    const refNumber = Math.max(...file.records.map((record) => record.refNumber)) + 1;
    const record = positionRecord(file.info.id, id, refNumber, pickValues(body.data), undefined, {
      positionState: 'Added',
    });
    file.records = [...file.records, record];
    moveTo(file, 'EDITING');
    return HttpResponse.json({ record, fileInfo: file.info });
  }),

  http.put(apiUrl(apiPaths.mifidPositionRecord), async ({ request, params }) => {
    const file = findFile(request, params);
    if (file instanceof Response) return file;
    const record = changeableRecord(file, params);
    if (record instanceof Response) return record;
    if (record.positionState === 'Deleted') return refuse(409, MIFID_RECORD_DELETED_MESSAGE);
    const body = mifidEditPositionBodySchema.safeParse(await request.json());
    if (!body.success) return invalid(body.error);
    if (body.data.version !== record.version) return refuse(409, MIFID_STALE_RECORD_MESSAGE);
    const received = file.received.find((row) => row.id === record.id)?.values;
    const changed = positionRecord(file.info.id, record.id, record.refNumber, pickValues(body.data), received, {
      positionState: record.positionState,
      positionAction: record.positionAction,
      version: record.version + 1,
    });
    replaceRecord(file, changed);
    moveTo(file, 'EDITING');
    return HttpResponse.json({ record: changed, fileInfo: file.info });
  }),

  http.delete(apiUrl(apiPaths.mifidPositionRecord), ({ request, params }) => {
    const file = findFile(request, params);
    if (file instanceof Response) return file;
    const record = changeableRecord(file, params);
    if (record instanceof Response) return record;
    const query = mifidDeletePositionQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return invalid(query.error);
    if (query.data.version !== record.version) return refuse(409, MIFID_STALE_RECORD_MESSAGE);
    const deleted = { ...record, positionState: 'Deleted' as const, editable: false, version: record.version + 1 };
    replaceRecord(file, deleted);
    moveTo(file, 'EDITING');
    return HttpResponse.json({ record: deleted, fileInfo: file.info });
  }),

  http.post(apiUrl(apiPaths.mifidConfirmFile), async ({ request, params }) => {
    const file = findFile(request, params);
    if (file instanceof Response) return file;
    const body = mifidFileActionBodySchema.safeParse(await request.json());
    if (!body.success) return invalid(body.error);
    if (!file.info.confirmFileEnabled) return refuse(409, MIFID_FILE_CONFIRMED_MESSAGE);
    if (body.data.fileVersion !== file.info.version) return refuse(409, staleFileMessage(file.info.version));
    file.records = file.records.map((record) => ({ ...record, editable: false }));
    moveTo(file, 'CONFIRMED');
    file.info = {
      ...file.info,
      confirmedBy: mockSession.userName,
      confirmedAt: '2026-01-12T09:00:00.000Z',
      outgoingDocumentId: 9001,
    };
    return HttpResponse.json(file.info);
  }),

  http.post(apiUrl(apiPaths.mifidDiscardFile), async ({ request, params }) => {
    const file = findFile(request, params);
    if (file instanceof Response) return file;
    const body = mifidFileActionBodySchema.safeParse(await request.json());
    if (!body.success) return invalid(body.error);
    if (!file.info.discardChangesEnabled) return refuse(409, MIFID_FILE_CONFIRMED_MESSAGE);
    if (body.data.fileVersion !== file.info.version) return refuse(409, staleFileMessage(file.info.version));
    file.records = file.received.map((row) =>
      positionRecord(file.info.id, row.id, row.refNumber, row.values, row.values),
    );
    moveTo(file, 'DISCARDED');
    return HttpResponse.json(file.info);
  }),
];
