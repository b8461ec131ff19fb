import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { navigationSchema, organisationScopeQuerySchema, type NavigationGroup } from '@shared/contract';
import { userOf } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import type { NavigationEntryRow } from './repository';

/** Entries arrive in menu order; a group appears where its first entry does. */
export function groupEntries(entries: NavigationEntryRow[]): NavigationGroup[] {
  const groups = new Map<string, NavigationGroup>();
  for (const entry of entries) {
    let group = groups.get(entry.groupPath);
    if (!group) {
      group = { name: entry.groupName, path: entry.groupPath, children: [] };
      groups.set(entry.groupPath, group);
    }
    group.children.push({ name: entry.itemName, path: entry.itemPath });
  }
  return [...groups.values()];
}

export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.navigation,
    {
      schema: {
        tags: ['navigation'],
        summary: 'The menu for one organisation (admins may omit it for the organisation-independent menu)',
        querystring: organisationScopeQuerySchema,
        response: { 200: navigationSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { organisationId } = request.query;
      if (organisationId === undefined) {
        if (!user.isAdmin) {
          throw new HttpError(400, 'Invalid request.', { organisationId: ['An organisation must be selected.'] });
        }
      }
      const entries = await app.repos.navigation.entriesFor(organisationId ?? null, user.isAdmin);
      return { groups: groupEntries(entries) };
    },
  );
};
