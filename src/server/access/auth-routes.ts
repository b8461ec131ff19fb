import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  emptyResponseSchema,
  loginErrorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  type LoginErrorResponse,
} from '@shared/contract';
import { createLoginThrottle, lockedOutAnswer } from './login-throttle';
import { mustChangePassword } from './pending-step';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { createSecondFactor } from './second-factor';
import { errorResponses } from '../http/error-responses';
import type { UserRow } from './users-repository';

const refusal = (errorMessage: string): LoginErrorResponse => ({
  errorMessage,
  tokenRequired: false,
  tokenEmailAllowed: false,
  tokenEmailSent: false,
});

// One answer for an unknown user and a wrong password: the response must not tell which.
const invalidCredentials = refusal('Invalid username or password.');
export const LOCKED_BY_ADMINISTRATOR_MESSAGE = 'This account is locked. Ask an administrator to unlock it.';
const lockedByAdministrator = refusal(LOCKED_BY_ADMINISTRATOR_MESSAGE);

const codeRequired = (user: UserRow, errorMessage: string, tokenEmailSent = false): LoginErrorResponse => ({
  errorMessage,
  tokenRequired: true,
  tokenEmailAllowed: user.emailCodeAllowed,
  tokenEmailSent,
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createLoginThrottle(app.repos.loginThrottle, app.config);
  const secondFactor = createSecondFactor(app);

  app.post(
    apiPaths.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with username, password and, for 2FA users, a verification code',
        description:
          'With `mail_token: true` (and the right password) a one-time code is mailed and the answer is 401 with tokenEmailSent. ' +
          'Repeated failures slow the answers down and then lock the user name or client address (423, saying the minutes left; Retry-After gives them in seconds).',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          401: loginErrorResponseSchema,
          423: loginErrorResponseSchema,
          ...errorResponses(400, 403, 500),
        },
      },
    },
    async (request, reply) => {
      const { username, password, token, mail_token: mailToken } = request.body;
      const now = app.now();
      const ip = request.ip;
      // Counted before the password check, atomically: concurrent guesses cannot all pass a check
      // made before any of them is recorded. Whatever turns out not to be a failure is handed back.
      const verdict = await throttle.beginAttempt(username, ip, now);
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      if (verdict.locked) {
        // The same work as a real check, so a locked name costs as long as any other answer.
        await burnPasswordCheck(password);
        const { message, retryAfterSeconds } = lockedOutAnswer(verdict.lockedForMs);
        return reply.code(423).header('retry-after', retryAfterSeconds).send(refusal(message));
      }
      const notAFailure = () => throttle.refund(username, ip);

      const user = await app.repos.users.findByUsername(username);
      const passwordOk = user
        ? await verifyPassword(password, user.passwordHash)
        : (await burnPasswordCheck(password), false);
      // A failure: it stays counted.
      if (!user || !passwordOk) return reply.code(401).send(invalidCredentials);
      // Said only to whoever knows the password: it tells them whom to ask.
      if (user.lockedAt) {
        await notAFailure();
        return reply.code(423).send(lockedByAdministrator);
      }

      if (user.totpSecret) {
        const nonce = request.presessionNonce ?? '';
        if (mailToken) {
          await notAFailure();
          if (!user.emailCodeAllowed)
            return reply
              .code(401)
              .send(codeRequired(user, 'One-time codes by e-mail are not allowed for this account.'));
          await secondFactor.sendEmailCode(user, nonce, now);
          return reply.code(401).send(codeRequired(user, 'Verification code required.', true));
        }
        if (!token) {
          await notAFailure();
          return reply.code(401).send(codeRequired(user, 'Verification code required.'));
        }
        // A wrong code is a failure: it stays counted.
        if (!(await secondFactor.verify(user, nonce, token, now)))
          return reply.code(401).send(codeRequired(user, 'Invalid verification code.'));
      }

      await throttle.succeeded(username, ip);
      await app.repos.users.recordLogin(user.id, now);
      await app.sessions.start(request, reply, user.id);
      return {
        userName: user.username,
        changePasswordImmediately: mustChangePassword(user, now),
        setupTwoFactor: user.setupTwoFactor,
      };
    },
  );

  app.post(
    apiPaths.logout,
    {
      config: { endsSession: true },
      schema: {
        tags: ['auth'],
        summary:
          'End the current session (also fine without one); from a page loaded for another user (X-Signed-In-As), the session is left as it is',
        response: { 204: emptyResponseSchema.describe('No content'), ...errorResponses(403, 500) },
      },
    },
    async (request, reply) => {
      // A page of a user whose session another's has replaced in this browser: that user is signed out
      // already, and the other's session is not theirs to end.
      if (!request.pageOfAnotherUser) await app.sessions.end(request, reply);
      return reply.code(204).send({});
    },
  );
};
