import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from '../access/auth-routes';
import { clientErrorRoutes } from '../client-errors/routes';
import { passwordResetRoutes } from '../access/password-routes';
import { systemRoutes } from '../system/routes';

/** The only routes that answer without a session: signing in and out, resetting a password, the login page's system information, error reports. */
export const publicApi: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(systemRoutes);
  await app.register(passwordResetRoutes);
  await app.register(clientErrorRoutes);
};
