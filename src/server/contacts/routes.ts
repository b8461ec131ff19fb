import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  organisationContactsPageSchema,
  organisationContactsRequestSchema,
  organisationGroupsSchema,
  userContactsPageSchema,
  userContactsRequestSchema,
} from '@shared/contract';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { DIRECTORY_CHANNEL, GroupSizesCache } from './group-sizes-cache';

/** The group sizes kept while the database announces changes to the directory; none without them. */
async function keptGroupSizes(app: FastifyInstance): Promise<GroupSizesCache | undefined> {
  const { changes } = app;
  if (!changes || app.config.directoryCacheSeconds <= 0) return undefined;
  const kept = new GroupSizesCache(app.config.directoryCacheSeconds * 1000);
  app.addHook('onClose', await kept.hear(changes, DIRECTORY_CHANNEL));
  return kept;
}

/**
 * The Organisation Contact Directory. It is the market's public directory: every logged-in user may
 * see every organisation and the people at it, so these routes need a login and deliberately make
 * no organisation-access check (unlike the organisation-scoped business data).
 */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const groupSizes = await keptGroupSizes(app);

  app.get(
    apiPaths.organisationGroups,
    {
      schema: {
        tags: ['contacts'],
        summary: 'Organisation groups for the directory filter, by display name',
        response: { 200: organisationGroupsSchema, ...errorResponses(401, 500) },
      },
    },
    async () => app.repos.contacts.listGroups(),
  );

  app.post(
    apiPaths.organisationContacts,
    {
      // A search sent as POST: it changes nothing (session-plugin.ts keeps the session's facts past it).
      config: { readsOnly: true },
      schema: {
        tags: ['contacts'],
        summary: 'A page of organisations, optionally of one group',
        body: organisationContactsRequestSchema,
        response: { 200: organisationContactsPageSchema, ...errorResponses(400, 401, 500) },
      },
    },
    async (request) => app.repos.contacts.organisationPage(request.body, groupSizes),
  );

  app.post(
    apiPaths.userContacts,
    {
      // A search sent as POST: it changes nothing (session-plugin.ts keeps the session's facts past it).
      config: { readsOnly: true },
      schema: {
        tags: ['contacts'],
        summary: 'A page of the people at one organisation',
        body: userContactsRequestSchema,
        response: { 200: userContactsPageSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const page = await app.repos.contacts.peoplePage(request.body);
      // No people is normal; an organisation that does not exist is the caller's mistake.
      if (page.count === 0 && !(await app.repos.organisations.findById(request.body.idOfSelectedOrganisation))) {
        throw new HttpError(404, 'Organisation not found.');
      }
      return page;
    },
  );
};
