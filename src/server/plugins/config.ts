import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export const configPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
