import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  MIFID_FILE_CONFIRMED_MESSAGE,
  MIFID_FILE_NOT_FOUND_MESSAGE,
  MIFID_RECORD_DELETED_MESSAGE,
  MIFID_RECORD_NOT_FOUND_MESSAGE,
  MIFID_STALE_RECORD_MESSAGE,
  mifidExtendedOnlyMessage,
  mifidAddPositionBodySchema,
  mifidDeletePositionQuerySchema,
  mifidEditPositionBodySchema,
  mifidFileActionBodySchema,
  mifidFileInfoSchema,
  mifidFileParamsSchema,
  mifidFormLists,
  mifidFormListsSchema,
  mifidLoadQuerySchema,
  mifidPositionChangeSchema,
  mifidPositionFields,
  mifidPositionFileSchema,
  mifidRecordParamsSchema,
  mifidScopeQuerySchema,
  type MifidPositionValues,
} from '@shared/contract/mifid';
import { organisationOf } from '../access/organisation-scope-hooks';
import { mayAct } from '../access/organisation-standing';
import { userOf } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { StaleChangeError } from '../http/stale-change-error';
import {
  addPositionRecord,
  confirmPositionFile,
  deletePositionRecord,
  discardPositionFile,
  editPositionRecord,
  type MifidChangeContext,
  type MifidOutcome,
  type MifidRefusal,
} from './position-file-changes';
import { fileInfoOf, positionChangeOf, positionFilePage } from './position-file-view';

/** Each refusal's answer: what was not found is a 404, a change the file's state or a newer version forbids a 409. */
function refusalError(refusal: MifidRefusal): HttpError {
  switch (refusal.reason) {
    case 'fileNotFound':
      return new HttpError(404, MIFID_FILE_NOT_FOUND_MESSAGE);
    case 'recordNotFound':
      return new HttpError(404, MIFID_RECORD_NOT_FOUND_MESSAGE);
    case 'confirmed':
      return new HttpError(409, MIFID_FILE_CONFIRMED_MESSAGE);
    case 'staleRecord':
      return new HttpError(409, MIFID_STALE_RECORD_MESSAGE);
    case 'deleted':
      return new HttpError(409, MIFID_RECORD_DELETED_MESSAGE);
    case 'staleFile':
      return new StaleChangeError({ thing: 'position file', ...refusal.now });
    case 'extendedOnly':
      return new HttpError(
        400,
        'Invalid request.',
        Object.fromEntries(refusal.fields.map((field) => [field, [mifidExtendedOnlyMessage(field)]])),
      );
  }
}

function accepted<T>(outcome: MifidOutcome<T>): T {
  if (!outcome.ok) throw refusalError(outcome.refusal);
  return outcome;
}

function valuesOf<T extends MifidPositionValues>(body: T): MifidPositionValues {
  return Object.fromEntries(mifidPositionFields.map((field) => [field, body[field]])) as MifidPositionValues;
}

const tags = ['mifid'];

/**
 * MiFID position files: load a file with a page of its records, change the working copy (add, edit,
 * delete), confirm or discard, and the dialog's form lists. The HTTP side only: the organisation is the
 * one the signed-in parent resolved (an observer's change never gets here), and what a change may do
 * is position-file-changes.ts's, which answers outcomes this file maps to statuses.
 */
export const mifidRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The file a change is about, who makes it and when. */
  const changeContext = (request: FastifyRequest, fileId: number): MifidChangeContext => {
    const user = userOf(request);
    return {
      repos: app.repos,
      organisationId: organisationOf(request, MIFID_FILE_NOT_FOUND_MESSAGE).id,
      fileId,
      actor: { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.username },
      at: app.now(),
    };
  };

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
      const organisation = organisationOf(request, MIFID_FILE_NOT_FOUND_MESSAGE);
      const reader = { organisationId: organisation.id, mayAct: mayAct(organisation) };
      const file = await positionFilePage(app.repos, reader, request.params.fileId, { page, entriesPerPage });
      if (!file) throw new HttpError(404, MIFID_FILE_NOT_FOUND_MESSAGE);
      return file;
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
      const { record, file } = accepted(
        await addPositionRecord(changeContext(request, request.params.fileId), {
          requestId: request.body.requestId,
          values: valuesOf(request.body),
        }),
      );
      return positionChangeOf(record, file);
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
      const { record, file } = accepted(
        await editPositionRecord(changeContext(request, request.params.fileId), {
          recordId: request.params.recordId,
          version: request.body.version,
          values: valuesOf(request.body),
        }),
      );
      return positionChangeOf(record, file);
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
      const { record, file } = accepted(
        await deletePositionRecord(changeContext(request, request.params.fileId), {
          recordId: request.params.recordId,
          version: request.query.version,
        }),
      );
      return positionChangeOf(record, file);
    },
  );

  // Confirm and discard take the same call (the file's version as loaded) and answer the same way:
  // only the domain's step differs.
  const fileActions = [
    {
      path: apiPaths.mifidConfirmFile,
      summary: 'Confirms the working copy and sends the file back to the OMP (stored, linked from the trail)',
      step: confirmPositionFile,
    },
    {
      path: apiPaths.mifidDiscardFile,
      summary: 'Discards every change: the file is as received again',
      step: discardPositionFile,
    },
  ] as const;
  for (const { path, summary, step } of fileActions) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `${summary}; a file changed since its version was loaded is refused with 409`,
          params: mifidFileParamsSchema,
          querystring: mifidScopeQuerySchema,
          body: mifidFileActionBodySchema,
          response: { 200: mifidFileInfoSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
        },
      },
      async (request) => {
        const { file } = accepted(
          await step(changeContext(request, request.params.fileId), { fileVersion: request.body.fileVersion }),
        );
        return fileInfoOf(file);
      },
    );
  }
};
