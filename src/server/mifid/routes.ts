import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  MIFID_EXTENDED_DOC_TYPE,
  MIFID_FILE_CONFIRMED_MESSAGE,
  MIFID_FILE_NOT_FOUND_MESSAGE,
  MIFID_RECORD_DELETED_MESSAGE,
  MIFID_RECORD_NOT_FOUND_MESSAGE,
  MIFID_STALE_FILE_MESSAGE,
  MIFID_STALE_RECORD_MESSAGE,
  mifidAddPositionBodySchema,
  mifidDeletePositionQuerySchema,
  mifidEditPositionBodySchema,
  mifidFileActionBodySchema,
  mifidFileInfoSchema,
  mifidFileParamsSchema,
  mifidFileStateFlags,
  mifidFormLists,
  mifidFormListsSchema,
  mifidLoadQuerySchema,
  mifidPositionChangeSchema,
  mifidPositionFields,
  mifidPositionFileSchema,
  mifidRecordParamsSchema,
  mifidScopeQuerySchema,
  type MifidCell,
  type MifidFileInfo,
  type MifidPositionRecord,
  type MifidPositionValues,
} from '@shared/contract/mifid';
import { organisationOf } from '../access/organisation-scope-hooks';
import { userOf } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import type {
  MifidActor,
  MifidFileHeader,
  MifidOutcome,
  MifidPositionRecordRow,
  MifidRefusal,
} from './repository';

/** The organisation a call works in, as the signed-in parent resolved it. */
const organisationIdOf = (request: FastifyRequest): number => organisationOf(request, MIFID_FILE_NOT_FOUND_MESSAGE).id;

function actorOf(request: FastifyRequest): MifidActor {
  const user = userOf(request);
  return { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.username };
}

export function fileInfoOf(file: MifidFileHeader): MifidFileInfo {
  return {
    id: file.fileId,
    filename: file.filename,
    ompName: file.ompName,
    docType: file.docType,
    extended: file.docType === MIFID_EXTENDED_DOC_TYPE,
    state: file.state,
    recordCount: file.recordCount,
    receiptTimestamp: file.receiptTimestamp,
    ...mifidFileStateFlags[file.state],
    version: file.version,
    confirmedBy: file.confirmedByName,
    confirmedAt: file.confirmedAt?.toISOString() ?? null,
    outgoingDocumentId: file.outgoingDocumentId,
  };
}

/** A record as the grid shows it: each field's working value, edited where it differs from the received one. */
export function positionRecordOf(row: MifidPositionRecordRow, file: MifidFileHeader): MifidPositionRecord {
  const cells = Object.fromEntries(
    mifidPositionFields.map((field): [string, MifidCell<unknown>] => [
      field,
      { value: row.working[field], edited: row.received !== null && row.received[field] !== row.working[field] },
    ]),
  ) as Pick<MifidPositionRecord, (typeof mifidPositionFields)[number]>;
  return {
    id: row.id,
    refNumber: row.refNumber,
    posRepFileId: row.fileId,
    editable: file.state !== 'CONFIRMED' && row.status !== 'Deleted',
    version: row.version,
    positionAction: row.positionAction,
    positionState: row.status,
    ...cells,
  };
}

const refusals: Record<MifidRefusal, () => HttpError> = {
  fileNotFound: () => new HttpError(404, MIFID_FILE_NOT_FOUND_MESSAGE),
  recordNotFound: () => new HttpError(404, MIFID_RECORD_NOT_FOUND_MESSAGE),
  confirmed: () => new HttpError(409, MIFID_FILE_CONFIRMED_MESSAGE),
  staleRecord: () => new HttpError(409, MIFID_STALE_RECORD_MESSAGE),
  staleFile: () => new HttpError(409, MIFID_STALE_FILE_MESSAGE),
  deleted: () => new HttpError(409, MIFID_RECORD_DELETED_MESSAGE),
};

function accepted<T>(outcome: MifidOutcome<T>): T {
  if (!outcome.ok) throw refusals[outcome.refusal]();
  return outcome;
}

function valuesOf<T extends MifidPositionValues>(body: T): MifidPositionValues {
  return Object.fromEntries(mifidPositionFields.map((field) => [field, body[field]])) as MifidPositionValues;
}

async function fileOf(app: FastifyInstance, organisationId: number, fileId: number): Promise<MifidFileHeader> {
  const file = await app.repos.mifid.findFile(organisationId, fileId);
  if (!file) throw new HttpError(404, MIFID_FILE_NOT_FOUND_MESSAGE);
  return file;
}

/** A record change's answer: the record as the grid shows it and the file it changed. */
function changeOf(record: MifidPositionRecordRow, file: MifidFileHeader) {
  return { record: positionRecordOf(record, file), fileInfo: fileInfoOf(file) };
}

const tags = ['mifid'];

/**
 * MiFID position files: load a file with a page of its records, change the working copy (add, edit,
 * delete), confirm or discard, and the dialog's form lists. Every call finds the file within the
 * organisation first (another organisation's file is a 404), and the file's state decides what it
 * may do: the repository refuses what the state does not enable, under the file's lock.
 */
export const mifidRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Who makes a change and when, as every change of the working copy records it. */
  const stampOf = (request: FastifyRequest): { actor: MifidActor; at: Date } => ({
    actor: actorOf(request),
    at: app.now(),
  });

  app.get(
    apiPaths.mifidFormLists,
    {
      schema: {
        tags,
        summary: 'The position dialog’s select lists: UoM codes, position types, maturities, holder categories',
        querystring: mifidScopeQuerySchema,
        response: { 200: mifidFormListsSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async () => ({
      positionUOMCodes: [...mifidFormLists.positionUOMCodes],
      positionTypes: [...mifidFormLists.positionTypes],
      positionMaturity: [...mifidFormLists.positionMaturity],
      positionHolderCategories: [...mifidFormLists.positionHolderCategories],
    }),
  );

  app.get(
    apiPaths.mifidPositionFile,
    {
      schema: {
        tags,
        summary: 'A position file’s information and one page of its records, by ref. number',
        params: mifidFileParamsSchema,
        querystring: mifidLoadQuerySchema,
        response: { 200: mifidPositionFileSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const { page, entriesPerPage } = request.query;
      const file = await fileOf(app, organisationIdOf(request), request.params.fileId);
      const records = await app.repos.mifid.recordPage(file.fileId, { page, entriesPerPage });
      return {
        fileInfo: fileInfoOf(file),
        records: { ...records, values: records.values.map((row) => positionRecordOf(row, file)) },
      };
    },
  );

  app.post(
    apiPaths.mifidPositionRecords,
    {
      schema: {
        tags,
        summary: 'Adds a position record to the working copy (retrying with the same requestId adds nothing)',
        params: mifidFileParamsSchema,
        querystring: mifidScopeQuerySchema,
        body: mifidAddPositionBodySchema,
        response: { 200: mifidPositionChangeSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const organisationId = organisationIdOf(request);
      const { record, file } = accepted(
        await app.repos.mifid.add(organisationId, request.params.fileId, {
          requestId: request.body.requestId,
          values: valuesOf(request.body),
          ...stampOf(request),
        }),
      );
      return changeOf(record, file);
    },
  );

  app.put(
    apiPaths.mifidPositionRecord,
    {
      schema: {
        tags,
        summary: 'Edits a position record of the working copy; a stale version is refused with 409',
        params: mifidRecordParamsSchema,
        querystring: mifidScopeQuerySchema,
        body: mifidEditPositionBodySchema,
        response: { 200: mifidPositionChangeSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const organisationId = organisationIdOf(request);
      const { record, file } = accepted(
        await app.repos.mifid.edit(organisationId, request.params.fileId, request.params.recordId, {
          version: request.body.version,
          values: valuesOf(request.body),
          ...stampOf(request),
        }),
      );
      return changeOf(record, file);
    },
  );

  app.delete(
    apiPaths.mifidPositionRecord,
    {
      schema: {
        tags,
        summary: 'Marks a position record Deleted in the working copy; a stale version is refused with 409',
        params: mifidRecordParamsSchema,
        querystring: mifidDeletePositionQuerySchema,
        response: { 200: mifidPositionChangeSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const organisationId = organisationIdOf(request);
      const { record, file } = accepted(
        await app.repos.mifid.remove(organisationId, request.params.fileId, request.params.recordId, {
          version: request.query.version,
          ...stampOf(request),
        }),
      );
      return changeOf(record, file);
    },
  );

  // Confirm and discard take the same call (the file's version) and answer the same way: only the
  // repository's step differs.
  const fileActions = [
    {
      path: apiPaths.mifidConfirmFile,
      summary: 'Confirms the working copy and sends the file back to the OMP (stored, linked from the trail)',
      step: 'confirm',
    },
    {
      path: apiPaths.mifidDiscardFile,
      summary: 'Discards every change: the file is as received again',
      step: 'discard',
    },
  ] as const;
  for (const { path, summary, step } of fileActions) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          params: mifidFileParamsSchema,
          querystring: mifidScopeQuerySchema,
          body: mifidFileActionBodySchema,
          response: { 200: mifidFileInfoSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
        },
      },
      async (request) => {
        const organisationId = organisationIdOf(request);
        const { file } = accepted(
          await app.repos.mifid[step](organisationId, request.params.fileId, {
            fileVersion: request.body.fileVersion,
            ...stampOf(request),
          }),
        );
        return fileInfoOf(file);
      },
    );
  }
};
