import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { systemInformationSchema } from '@shared/contract';

/** Public: the login page shows the instance name and version before anyone logs in. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { instanceName, version, revision } = app.config;
  app.get(
    apiPaths.systemInformation,
    {
      schema: {
        tags: ['system'],
        summary: 'Instance name, version and source revision',
        response: { 200: systemInformationSchema },
      },
    },
    async () => ({ instanceName, version, revision }),
  );
};
