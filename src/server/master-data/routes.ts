import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import {
  masterDataActionParamsSchema,
  masterDataChangeSchema,
  masterDataCodeParamsSchema,
  masterDataMessages as messages,
  masterDataQuerySchema,
  masterDataRenameSchema,
  masterDataSchema,
  newMasterDataCodeSchema,
} from '@shared/contract/master-data';
import { mayAct } from '../access/organisation-standing';
import { organisationOf } from '../access/organisation-scope-hooks';
import { userOf } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { StaleChangeError } from '../http/stale-change-error';
import { retriesSince } from '../http/retry-window';
import type { Actor, Refusal } from './repository';

const tags = ['master data'];
const changeErrors = errorResponses(400, 401, 403, 404, 409, 500);
const versionAnswer = masterDataChangeSchema.pick({ version: true });

function outcome<T extends object>(result: T | Refusal): T {
  if (!('refused' in result)) return result;
  switch (result.refused) {
    case 'not-found':
      throw new HttpError(404, messages.notFound);
    case 'stale':
      throw new StaleChangeError({ thing: 'entry', ...result });
    case 'duplicate':
      throw new HttpError(400, messages.duplicate, { code: [messages.duplicate] });
    case 'name-required':
      throw new HttpError(400, messages.nameRequired, { name: [messages.nameRequired] });
    case 'in-use':
      throw new HttpError(409, messages.inUse(result.count));
  }
}

/** Members read; a member who edits help or administers changes (the one organisation rule decides membership). */
function mayChange(request: FastifyRequest): boolean {
  const user = userOf(request);
  return mayAct(organisationOf(request)) && (user.canEditHelp || user.isAdmin);
}

function changer(request: FastifyRequest): { organisationId: number; actor: Actor } {
  if (!mayChange(request)) throw new HttpError(403, messages.notAnEditor);
  const user = userOf(request);
  return {
    organisationId: organisationOf(request).id,
    actor: { id: user.id, name: `${user.firstName} ${user.lastName}` },
  };
}

/** The selected organisation's codes, Trader IDs, delivery points and market places, and their history. */
export const masterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { masterData } = app.repos;

  app.get(
    apiPaths.masterData,
    {
      schema: {
        tags,
        summary: "The organisation's master data, its latest changes, and whether the user may change it",
        querystring: masterDataQuerySchema,
        response: { 200: masterDataSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => ({ ...(await masterData.read(organisationOf(request).id)), mayChange: mayChange(request) }),
  );

  app.post(
    apiPaths.masterData,
    {
      schema: {
        tags,
        summary:
          'Adds a code, checked as its standard says (EIC and LEI check characters, ACER, BIC, VAT, MIC formats)',
        body: newMasterDataCodeSchema,
        response: { 200: masterDataCodeParamsSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { organisationId, actor } = changer(request);
      const { organisationId: _named, ...entry } = request.body;
      const now = app.now();
      return outcome(await masterData.add(organisationId, entry, actor, now, retriesSince(now)));
    },
  );

  app.put(
    apiPaths.masterDataCode,
    {
      schema: {
        tags,
        summary: 'Renames an entry (the name value sets show); a change from an older version is refused with 409',
        params: masterDataCodeParamsSchema,
        body: masterDataRenameSchema,
        response: { 200: versionAnswer, ...changeErrors },
      },
    },
    async (request) => {
      const { organisationId, actor } = changer(request);
      return outcome(
        await masterData.rename(
          request.params.id,
          organisationId,
          request.body.name,
          request.body.version,
          actor,
          app.now(),
        ),
      );
    },
  );

  app.post(
    apiPaths.masterDataAction,
    {
      schema: {
        tags,
        summary:
          'Retires, reinstates or deletes an entry; one an open report names cannot be deleted (409), only retired',
        params: masterDataActionParamsSchema,
        body: masterDataChangeSchema,
        response: { 200: versionAnswer, ...changeErrors },
      },
    },
    async (request) => {
      const { organisationId, actor } = changer(request);
      const { id, action } = request.params;
      const { version } = request.body;
      const now = app.now();
      if (action === 'delete')
        return outcome(await masterData.delete(id, organisationId, version, actor, now, retriesSince(now)));
      return outcome(await masterData.setRetired(id, organisationId, action === 'retire', version, actor, now));
    },
  );
};
