import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  emptyResponseSchema,
  passwordChangeRequestSchema,
  passwordResetRequestSchema,
  passwordStatusResponseSchema,
  resetHashParamsSchema,
  usernameParamsSchema,
} from '@shared/contract';
import { createNewPassword } from '../auth/new-password';
import { verifyPassword } from '../auth/passwords';
import { requireUser, userOf } from '../auth/require-user';
import { newResetToken, resetTokenHash } from '../auth/reset-token';
import { sessionIdOf } from '../auth/session-token';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { passwordResetMail } from '../mail/mail-templates';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct.';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, passwordResetTokens, sessions } = app.repos;
  const newPassword = createNewPassword(app);

  async function mailResetLink(username: string): Promise<void> {
    const user = await users.findByUsername(username);
    if (!user) return;
    const now = app.now();
    const token = newResetToken();
    const minutes = app.config.passwordResetMinutes;
    await passwordResetTokens.create({ tokenHash: resetTokenHash(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + minutes * 60_000) });
    const link = `${app.config.publicUrl}/reset_password?hash=${encodeURIComponent(token)}`;
    await app.mail.send(passwordResetMail(user, link, token, minutes));
  }

  app.get(
    apiPaths.passwordResetMail,
    {
      schema: {
        tags: ['password'],
        summary: 'Mail a password-reset link to the user, if the user exists (the answer never says)',
        params: usernameParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 500) },
      },
    },
    async (request, reply) => {
      // Answer first, then do the work: an existing user must not answer slower than an unknown one.
      await reply.send({});
      try {
        await mailResetLink(request.params.username);
      } catch (error) {
        request.log.error({ err: error }, 'could not mail a password-reset link');
      }
      return reply;
    },
  );

  app.get(
    apiPaths.passwordResetAllowed,
    {
      schema: {
        tags: ['password'],
        summary: 'Whether a reset link is still usable: SUCCESS or REQUEST_EXPIRED (unknown, used or expired)',
        params: resetHashParamsSchema,
        response: { 200: passwordStatusResponseSchema, ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const userId = await passwordResetTokens.findUsable(resetTokenHash(request.params.hash), app.now());
      return { response: userId === null ? 'REQUEST_EXPIRED' : 'SUCCESS' } as const;
    },
  );

  app.post(
    apiPaths.passwordReset,
    {
      schema: {
        tags: ['password'],
        summary: 'Set a new password with a reset link; ends every session of the user',
        body: passwordResetRequestSchema,
        response: { 200: passwordStatusResponseSchema, ...errorResponses(400, 403, 500) },
      },
    },
    async (request) => {
      const now = app.now();
      const tokenHash = resetTokenHash(request.body.hash);
      const userId = await passwordResetTokens.findUsable(tokenHash, now);
      const user = userId === null ? null : await users.findById(userId);
      if (!user) return { response: 'REQUEST_EXPIRED' } as const;
      // A refused password leaves the link usable, so the user can try another one.
      const refusal = await newPassword.refusal(user, request.body.newPassword);
      if (refusal) return { response: refusal };
      // Consumed before the password is stored: of two concurrent submissions only one gets through.
      if (!(await passwordResetTokens.consume(tokenHash, now))) return { response: 'REQUEST_EXPIRED' } as const;
      await newPassword.store(user, request.body.newPassword, now);
      await passwordResetTokens.retireForUser(user.id, now);
      // Whoever knew the old password (or held a session) is out.
      await sessions.deleteForUser(user.id);
      return { response: 'SUCCESS' } as const;
    },
  );

  app.post(
    apiPaths.passwordChange,
    {
      onRequest: requireUser,
      schema: {
        tags: ['password'],
        summary: 'Change the password of the logged-in user; ends the user\'s other sessions',
        body: passwordChangeRequestSchema,
        response: { 200: passwordStatusResponseSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const now = app.now();
      const user = await users.findById(userOf(request).id);
      if (!user) throw new Error(`Session user ${userOf(request).id} has no users row.`);
      if (!(await verifyPassword(request.body.currentPassword, user.passwordHash))) {
        throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] });
      }
      const refusal = await newPassword.refusal(user, request.body.newPassword);
      if (refusal) return { response: refusal };
      await newPassword.store(user, request.body.newPassword, now);
      await passwordResetTokens.retireForUser(user.id, now);
      await sessions.deleteForUser(user.id, request.sessionToken ? sessionIdOf(request.sessionToken) : undefined);
      return { response: 'SUCCESS' } as const;
    },
  );
};
