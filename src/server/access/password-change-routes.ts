import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { passwordChangeRequestSchema, passwordStatusResponseSchema } from '@shared/contract';
import { createLoginThrottle, lockedOutAnswer } from './login-throttle';
import { createNewPassword } from './new-password';
import { verifyPassword } from './passwords';
import { pendingStepRefusal, userOf } from './require-user-hooks';
import { sessionIdOf } from './session-token';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { retriesSince } from '../http/retry-window';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct.';
export const PASSWORD_CHANGED_MEANWHILE_MESSAGE =
  'Your password was changed in another window at the same time. Use the password that was set there.';

/** The signed-in user's own password change: the one call, besides user information, a forced change needs. */
export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.repos;
  const newPassword = createNewPassword(app);
  const throttle = createLoginThrottle(app.repos.loginThrottle, app.config);

  /**
   * The same change sent again (a double click, a retry after a lost answer): the password it sets is
   * the one stored, set within the last minutes, and the one it names as current is the one that
   * replaced. Answered as the first was; whoever sends it knows the stored password, as a first change
   * would have to. Later, or once the password must change again, it is a wrong current password.
   */
  const sameChangeAgain = async (userId: number, body: { currentPassword: string; newPassword: string }) => {
    const user = await users.findById(userId);
    if (!user || user.changePasswordImmediately) return false;
    if (user.passwordChangedAt < retriesSince(app.now())) return false;
    if (!(await verifyPassword(body.newPassword, user.passwordHash))) return false;
    const [replaced] = await app.repos.passwordHistory.recent(userId, 1);
    return replaced !== undefined && verifyPassword(body.currentPassword, replaced);
  };

  app.post(
    apiPaths.passwordChange,
    {
      // During the second factor's setup only the forced change's retry answers (see below).
      config: { allowedDuring: ['PASSWORD_CHANGE_REQUIRED', 'TWO_FACTOR_SETUP_REQUIRED'] },
      schema: {
        tags: ['password'],
        summary: "Change the password of the logged-in user; ends the user's other sessions",
        description:
          'A wrong current password counts as a failed login of the user name; while the name is locked the answer is 423.',
        body: passwordChangeRequestSchema,
        response: { 200: passwordStatusResponseSchema, ...errorResponses(400, 401, 403, 409, 423, 500) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const user = await users.findById(userOf(request).id);
      if (!user) throw new Error(`Session user ${userOf(request).id} has no users row.`);
      // The current password is guessed no faster here than at the login: the same counters and lockout.
      // Counted before the check, like a login: parallel guesses cannot outrun the lockout.
      const verdict = await throttle.beginAttempt(user.username, request.ip, now);
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      if (verdict.locked) {
        // The login's lockout answer: wrong current passwords count as failed logins of the name.
        const { message, retryAfterSeconds } = lockedOutAnswer(verdict.lockedForMs);
        return reply.code(423).header('retry-after', retryAfterSeconds).send({ errorMessage: message });
      }
      if (userOf(request).pendingStep === 'TWO_FACTOR_SETUP_REQUIRED') {
        // The forced change done, the second factor's setup comes next: its retry (the answer lost)
        // answers as the first did; any other change waits, as every other call does, for the setup.
        if (!(await sameChangeAgain(user.id, request.body))) throw pendingStepRefusal('TWO_FACTOR_SETUP_REQUIRED');
        await throttle.refund(user.username, request.ip);
        return { response: 'SUCCESS' } as const;
      }
      if (!(await verifyPassword(request.body.currentPassword, user.passwordHash))) {
        if (!(await sameChangeAgain(user.id, request.body)))
          throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE, {
            currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE],
          });
        // Not a failure, and no login either: the name's earlier failures stay counted.
        await throttle.refund(user.username, request.ip);
        return { response: 'SUCCESS' } as const;
      }
      await throttle.succeeded(user.username, request.ip);
      const refusal = await newPassword.refusal(user, request.body.newPassword);
      if (refusal) return { response: refusal };
      const passwordHash = await newPassword.hash(request.body.newPassword);
      const keepSession = request.sessionToken ? sessionIdOf(request.sessionToken) : undefined;
      const stored = await app.repos.transaction(async (repos) => {
        // From the password just checked only: a change made meanwhile (another tab) is not overwritten.
        if (!(await newPassword.store(repos, user.id, passwordHash, now, user.passwordHash))) return false;
        await repos.passwordResetTokens.retireForUser(user.id, now);
        await repos.sessions.deleteForUser(user.id, keepSession);
        return true;
      });
      if (!stored && !(await sameChangeAgain(user.id, request.body)))
        throw new HttpError(409, PASSWORD_CHANGED_MEANWHILE_MESSAGE);
      return { response: 'SUCCESS' } as const;
    },
  );
};
