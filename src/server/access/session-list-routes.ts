import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { endedSessionsSchema, userSessionsSchema } from '@shared/contract/preferences';
import { userOf } from './require-user-hooks';
import { sessionIdOf } from './session-token';
import { errorResponses } from '../http/error-responses';

// The stored id is already a hash of the cookie; a prefix of it names a session without being one.
const handleOf = (sessionId: string) => sessionId.slice(0, 16);

/** The user's own sessions: where they are signed in, and signing out everywhere else. */
export const sessionListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.userSessions,
    {
      schema: {
        tags: ['user'],
        summary: "The user's running sessions (browser, address at sign-in, last seen), most recently seen first",
        response: { 200: userSessionsSchema, ...errorResponses(401, 500) },
      },
    },
    async (request) => {
      const currentId = request.sessionToken ? sessionIdOf(request.sessionToken) : null;
      const rows = await app.repos.sessions.listForUser(userOf(request).id, app.now());
      return {
        values: rows.map((row) => ({
          handle: handleOf(row.id),
          device: row.userAgent,
          address: row.address,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === currentId,
        })),
      };
    },
  );

  app.post(
    apiPaths.userSessionsEndOthers,
    {
      schema: {
        tags: ['user'],
        summary: 'Signs the user out everywhere but here; safe to repeat',
        response: { 200: endedSessionsSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async (request) => {
      const token = request.sessionToken;
      if (!token) return { ended: 0 };
      return { ended: await app.repos.sessions.endOthers(userOf(request).id, sessionIdOf(token)) };
    },
  );
};
