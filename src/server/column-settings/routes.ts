import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, fillPath } from '@shared/api-paths';
import {
  COLUMN_SETTINGS_OTHER_USER_SAVE_MESSAGE,
  COLUMN_SETTINGS_STALE_MESSAGE,
  COLUMN_SETTINGS_USER_NOT_FOUND_MESSAGE,
  columnSettingsFrom,
  columnSettingsKeyList,
  columnSettingsPersistSchema,
  columnSettingsQuerySchema,
  columnSettingsSchema,
  columnSettingsScopeQuerySchema,
  columnSettingsUsersSchema,
  defaultColumnSettings,
  savedColumnSettingsSchema,
  type ColumnSettingsKey,
  type SavedColumnSettings,
} from '@shared/contract/column-settings-schema';
import { settingsOwnerId, sharesSettingsIn, type SettingsUser } from './settings-owner';
import { userOf } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';

async function ownerFacts(app: FastifyInstance, userId: number): Promise<SettingsUser | null> {
  const owner = await app.repos.users.findById(userId);
  return (
    owner && { id: owner.id, isAdmin: owner.isAdmin, organisationIds: await app.repos.users.membershipIds(owner.id) }
  );
}

async function readSettings(
  app: FastifyInstance,
  key: ColumnSettingsKey,
  userId: number,
  organisationId: number | null,
): Promise<SavedColumnSettings> {
  const saved = await app.repos.columnSettings.findSaved({ userId, organisationId, key });
  return saved
    ? { ...columnSettingsFrom(key, saved.activeColumns), version: saved.version }
    : { ...defaultColumnSettings(key), version: 0 };
}

/**
 * Personal column settings (market-reporting spec section 7), per user, organisation and settings key.
 * One set of routes per key, like the help texts: each persist validates against its own key's columns,
 * and an unknown key is simply not found.
 */
export const columnSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const key of columnSettingsKeyList) {
    app.get(
      fillPath(apiPaths.columnSettings, { key }),
      {
        schema: {
          tags: ['columnSettings'],
          summary: `Shown and hidden ${key} columns of the caller, or of a colleague (userId) in the organisation`,
          querystring: columnSettingsQuerySchema,
          response: { 200: savedColumnSettingsSchema, ...errorResponses(400, 401, 403, 404, 500) },
        },
      },
      async (request) => {
        const organisationId = request.query.organisationId ?? null;
        const owner = await settingsOwnerId(userOf(request), request.query.userId, organisationId, (userId) =>
          ownerFacts(app, userId),
        );
        if (owner === null) throw new HttpError(404, COLUMN_SETTINGS_USER_NOT_FOUND_MESSAGE);
        return readSettings(app, key, owner, organisationId);
      },
    );

    app.get(
      fillPath(apiPaths.columnSettingsDefault, { key }),
      {
        schema: {
          tags: ['columnSettings'],
          summary: `The system default ${key} columns`,
          querystring: columnSettingsScopeQuerySchema,
          response: { 200: columnSettingsSchema, ...errorResponses(400, 401, 403, 404, 500) },
        },
      },
      async () => defaultColumnSettings(key),
    );

    app.post(
      fillPath(apiPaths.columnSettingsPersist, { key }),
      {
        // Personal settings: an admin observing an organisation may arrange their own columns there.
        config: { changesOnlyOwnData: true },
        schema: {
          tags: ['columnSettings'],
          summary: `Saves the caller's shown ${key} columns in order; every other column is hidden. 409 when they were saved since \`version\``,
          body: columnSettingsPersistSchema(key),
          response: { 200: savedColumnSettingsSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
        },
      },
      async (request) => {
        const user = userOf(request);
        const { activeColumns, userId, organisationId = null, version } = request.body;
        if (userId !== undefined && userId !== user.id)
          throw new HttpError(403, COLUMN_SETTINGS_OTHER_USER_SAVE_MESSAGE);
        const scope = { userId: user.id, organisationId, key };
        const saved = await app.repos.columnSettings.save(scope, activeColumns, app.now(), version);
        if (saved === null) throw new HttpError(409, COLUMN_SETTINGS_STALE_MESSAGE);
        return { ...columnSettingsFrom(key, activeColumns), version: saved };
      },
    );

    app.get(
      fillPath(apiPaths.columnSettingsUsers, { key }),
      {
        schema: {
          tags: ['columnSettings'],
          summary: `Colleagues in the organisation whose saved ${key} columns the caller may load`,
          querystring: columnSettingsScopeQuerySchema,
          response: { 200: columnSettingsUsersSchema, ...errorResponses(400, 401, 403, 404, 500) },
        },
      },
      async (request) => {
        const { organisationId } = request.query;
        // Settings are shared within an organisation only: without one there is nobody to share with.
        if (organisationId === undefined || !sharesSettingsIn(userOf(request), organisationId)) return { users: [] };
        return { users: await app.repos.columnSettings.listColleagues(organisationId, key, userOf(request).id) };
      },
    );
  }
};
