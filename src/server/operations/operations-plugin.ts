import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { metricsPlugin } from './metrics-plugin';
import { overloadPlugin } from './overload-plugin';
import { stoppingPlugin } from './stopping-plugin';

/**
 * What the server does for its operators on every request, registered before any route: the metrics
 * first, which must see each route as it is added and time every answer, shed ones included; then load
 * shedding, so an overloaded server answers before doing any work; then the answer of a server that
 * is stopping, just as early. The health probes are routes
 * (health-routes.ts), registered beside the public API.
 */
export const operationsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(metricsPlugin);
    await app.register(overloadPlugin);
    await app.register(stoppingPlugin);
  },
  { name: 'operations', dependencies: ['config'] },
);
