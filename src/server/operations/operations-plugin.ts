import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { metricsPlugin } from './metrics-plugin';
import { overloadPlugin } from './overload-plugin';

/**
 * What the server does for its operators on every request, registered before any route: the metrics
 * first, which must see each route as it is added and time every answer, shed ones included; then load
 * shedding, so an overloaded server answers before doing any work. The health probes are routes
 * (health-routes.ts), registered beside the public API.
 */
export const operationsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(metricsPlugin);
    await app.register(overloadPlugin);
  },
  { name: 'operations', dependencies: ['config'] },
);
