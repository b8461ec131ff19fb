import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { userListQuerySchema, userListSchema } from '@shared/contract/admin-users';
import { requireAdmin } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { createUserAdministrationRepository } from './repository';

/** The users of every organisation, for administrators (the administration page). */
export const userAdministrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const users = createUserAdministrationRepository(app.db);

  app.get(
    apiPaths.adminUsers,
    {
      schema: {
        tags: ['admin'],
        summary: 'A page of the users, by name unless sorted otherwise; `text` searches name, user name and e-mail',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const { page, entriesPerPage, columnName, sortOrder, text } = request.query;
      return users.page({ page, entriesPerPage }, { columnName, sortOrder }, text || undefined, app.now());
    },
  );
};
