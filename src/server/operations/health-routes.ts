import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths';
import type { Database } from '../db/database';
import { migrationState, readMigrationJournal } from './migration-state';
import { quietLogLevel } from './quiet-log-level';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Why the server should get no traffic now; only with 'unavailable'. */
  reason: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** A database that has not answered by then is as good as unreachable to a load balancer's probe. */
const READY_TIMEOUT_MS = 2000;

/**
 * Public probes, answered without a session. Live: the process runs its event loop (no database, so an
 * orchestrator does not restart a server whose database is down). Ready: this server can serve
 * requests now: the database answers and holds every migration. Neither is logged per request, so a
 * probe every few seconds does not drown the access log.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const journal = readMigrationJournal();
  const responses = { 200: healthSchema, 503: healthSchema };
  const logLevel = quietLogLevel(app.config.logLevel);

  app.get(
    apiPaths.healthLive,
    {
      logLevel,
      schema: { tags: ['operations'], summary: 'Liveness: the process is up', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    apiPaths.healthReady,
    {
      logLevel,
      schema: {
        tags: ['operations'],
        summary: 'Readiness: database reachable, migrations applied, not overloaded',
        response: responses,
      },
    },
    async (request, reply) => {
      const reason = await notReadyReason(app.db, journal, request.log);
      if (reason === null) return { status: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable', reason });
    },
  );
};

async function notReadyReason(
  db: Database,
  journal: ReturnType<typeof readMigrationJournal>,
  log: FastifyBaseLogger,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    const state = await Promise.race([migrationState(db, journal), timeout]);
    return state.applied ? null : state.reason;
  } catch (error) {
    // The driver's message may name hosts and users: it goes to the log, not to the public answer.
    log.warn({ err: error }, 'readiness check: database unreachable');
    return 'database unreachable';
  } finally {
    clearTimeout(timer);
  }
}
