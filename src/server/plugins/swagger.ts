import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';

/**
 * The OpenAPI document is generated from the routes' shared zod schemas, so it cannot drift from
 * what the server validates. Registered before the routes: it collects them as they are added.
 */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Energy Post-Trade API',
          description:
            'Session cookie authentication. Every POST, PUT, PATCH and DELETE must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.',
          version: app.config.version,
        },
      },
      transform: jsonSchemaTransform,
    });
    // Swagger UI 5 loads its scripts from files, so it runs under the app's strict script-src.
    await app.register(swaggerUi, { routePrefix: apiPaths.docs });
  },
  { name: 'swagger', dependencies: ['config'] },
);
