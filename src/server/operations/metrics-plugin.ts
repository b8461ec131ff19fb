import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import { Pool } from 'pg';
import promClient from 'prom-client';
import type { Database } from '../db/database';
import { quietLogLevel } from './quiet-log-level';

/** Outside /api: it is for Prometheus, not the SPA, and not in the OpenAPI document. */
export const METRICS_PATH = '/metrics';

/** Seconds: most API answers take milliseconds, a slow export seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics, only when METRICS_TOKEN is set: request rate and latency per route (labelled
 * with the route's pattern, `/api/documents/:id`, never the raw URL, so ids neither leak into the
 * metrics nor multiply its series), the PostgreSQL pool's connections, and Node's defaults (event-loop
 * delay, heap, GC, CPU). GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`.
 * Each app has its own registry, so several apps in one process (the tests) do not collide.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.config.metricsToken;
    if (!token) return;
    const registry = new promClient.Registry();
    await app.register(fastifyMetrics, {
      promClient,
      endpoint: {
        url: METRICS_PATH,
        method: 'GET',
        logLevel: quietLogLevel(app.config.logLevel),
        schema: { hide: true },
        config: { disableMetrics: true },
        onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
          reply.header('cache-control', 'no-store');
          if (!bearerMatches(request.headers.authorization, token)) {
            return reply.code(401).header('www-authenticate', 'Bearer').send({ errorMessage: 'Not authorised.' });
          }
        },
        handler: () => undefined,
      },
      defaultMetrics: { enabled: true, register: registry },
      routeMetrics: {
        enabled: { histogram: true, summary: false },
        groupStatusCodes: false,
        overrides: {
          histogram: { buckets: LATENCY_BUCKETS, registers: [registry] },
          // Created even when disabled; in no registry, or a second app in the process (tests) would
          // collide with the first in prom-client's global one.
          summary: { registers: [] },
        },
      },
    });
    app.addHook('onReady', async () => registerPoolGauges(registry, app.db));
  },
  { name: 'metrics', dependencies: ['config'] },
);

function bearerMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** node-postgres pool usage; PGlite is one connection in the process and has no pool to report. */
function registerPoolGauges(registry: promClient.Registry, db: Database): void {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!(client instanceof Pool)) return;
  const gauge = (name: string, help: string, read: (pool: Pool) => number) =>
    new promClient.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(client));
      },
    });
  gauge('db_pool_connections_total', 'PostgreSQL connections open in the pool', (pool) => pool.totalCount);
  gauge('db_pool_connections_idle', 'PostgreSQL connections open and idle', (pool) => pool.idleCount);
  gauge('db_pool_requests_waiting', 'queries waiting for a free pooled connection', (pool) => pool.waitingCount);
}
