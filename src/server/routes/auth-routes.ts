import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { emptyResponseSchema, loginErrorResponseSchema, loginRequestSchema, loginResponseSchema, type LoginErrorResponse } from '@shared/contract';
import { decodeBase32 } from '../auth/base32';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import { verifyTotp } from '../auth/totp';
import { errorResponses } from '../http/error-responses';

// One answer for an unknown user and a wrong password: the response must not tell which.
const invalidCredentials: LoginErrorResponse = {
  errorMessage: 'Invalid username or password.',
  tokenRequired: false,
  tokenEmailAllowed: false,
  tokenEmailSent: false,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with username, password and, for 2FA users, a verification code',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: loginErrorResponseSchema, ...errorResponses(400, 403, 500) },
      },
    },
    async (request, reply) => {
      const { username, password, token } = request.body;
      const user = await app.repos.users.findByUsername(username);
      if (!user) {
        await burnPasswordCheck(password);
        return reply.code(401).send(invalidCredentials);
      }
      if (!(await verifyPassword(password, user.passwordHash))) return reply.code(401).send(invalidCredentials);

      if (user.totpSecret) {
        const codeError = (errorMessage: string): LoginErrorResponse => ({
          errorMessage,
          tokenRequired: true,
          tokenEmailAllowed: user.emailCodeAllowed,
          tokenEmailSent: false,
        });
        if (!token) return reply.code(401).send(codeError('Verification code required.'));
        if (!verifyTotp(decodeBase32(user.totpSecret), token)) return reply.code(401).send(codeError('Invalid verification code.'));
      }

      await app.repos.users.recordLogin(user.id, new Date());
      await app.sessions.start(request, reply, user.id);
      return {
        userName: user.username,
        changePasswordImmediately: user.changePasswordImmediately,
        setupTwoFactor: user.setupTwoFactor,
      };
    },
  );

  app.post(
    apiPaths.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session (also fine without one)',
        response: { 204: emptyResponseSchema.describe('No content'), ...errorResponses(403, 500) },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(204).send({});
    },
  );
};
