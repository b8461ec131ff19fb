import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { preferencesChangeSchema, preferencesSchema } from '@shared/contract/preferences';
import { userOf } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';

export const STALE_PREFERENCES_MESSAGE =
  'Your preferences were changed elsewhere (another tab or device) after this page was opened. Reload to see them.';

/** The signed-in user's own preferences: time zone, date format, grid defaults, landing page. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const preferences = app.repos.preferences;

  app.get(
    apiPaths.preferences,
    {
      schema: {
        tags: ['user'],
        summary: "The user's preferences; the defaults, version 0, until the first save",
        response: { 200: preferencesSchema, ...errorResponses(401, 500) },
      },
    },
    async (request) => preferences.of(userOf(request).id),
  );

  app.put(
    apiPaths.preferences,
    {
      schema: {
        tags: ['user'],
        summary: 'Saves the preferences from the version they were loaded at; an older version is refused with 409',
        body: preferencesChangeSchema,
        response: { 200: preferencesSchema, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => {
      const { version, ...values } = request.body;
      const saved = await preferences.save(userOf(request).id, values, version);
      if (saved === null) throw new HttpError(409, STALE_PREFERENCES_MESSAGE);
      return { ...values, version: saved };
    },
  );
};
