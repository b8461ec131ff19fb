import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRepositories } from '../repositories';

export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
