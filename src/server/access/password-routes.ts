import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  emptyResponseSchema,
  passwordResetRequestSchema,
  passwordStatusResponseSchema,
  resetHashParamsSchema,
  usernameParamsSchema,
} from '@shared/contract';
import { createNewPassword } from './new-password';
import { newResetToken, resetTokenHash } from './reset-token';
import { errorResponses } from '../http/error-responses';
import { passwordResetMail } from './access-mails';
import { verifyPassword } from './passwords';
import { createLoginThrottle } from './login-throttle';
import { retriesSince, RETRY_WINDOW_MS } from '../http/retry-window';

const HOUR_MS = 60 * 60_000;
/** How often a spent link may be checked as the same reset sent again (a double click and a retry or two). */
const RESET_RETRY_CHECKS = 3;

/** The public half of the password calls: reset mails, reset links and resetting with one. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, passwordResetTokens, requestLimits } = app.repos;
  const newPassword = createNewPassword(app);
  const throttle = createLoginThrottle(app.repos.loginThrottle, app.config);

  /**
   * Counts the request against PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_HOUR (per client address) and
   * PASSWORD_RESET_MAILS_PER_HOUR (per requested name, lower-cased as the lookup is); true if within
   * both, over the hour before now (a rolling window: no hour holds more than a limit). The same two
   * counts for existing and unknown names, so neither the answer nor its timing says whether the user
   * exists. Counted in the database, atomically: a restart forgets nothing, servers behind the
   * balancer count together, and parallel requests cannot slip past.
   */
  async function withinResetLimits(username: string, address: string, now: Date): Promise<boolean> {
    const { passwordResetRequestsPerAddressPerHour, passwordResetMailsPerHour } = app.config;
    if (
      !(await requestLimits.take('reset-mail-address', address, now, HOUR_MS, passwordResetRequestsPerAddressPerHour))
    )
      return false;
    if (await askedAgain(username.toLowerCase(), now)) return false;
    return requestLimits.take('reset-mail-user', username.toLowerCase(), now, HOUR_MS, passwordResetMailsPerHour);
  }

  /**
   * The same name asked for within PASSWORD_RESET_MAIL_REPEAT_SECONDS of its last request (a double click,
   * a retry): the link already mailed stands, and the request spends none of the name's hourly mails.
   * Decided by the database's count, so two requests at once cannot both mail.
   */
  async function askedAgain(name: string, now: Date): Promise<boolean> {
    const repeatMs = app.config.passwordResetMailRepeatSeconds * 1000;
    return repeatMs > 0 && !(await requestLimits.take('reset-mail-repeat', name, now, repeatMs, 1));
  }

  async function mailResetLink(username: string): Promise<void> {
    const user = await users.findByUsername(username);
    if (!user) return;
    const now = app.now();
    const token = newResetToken();
    const minutes = app.config.passwordResetMinutes;
    await passwordResetTokens.create({
      tokenHash: resetTokenHash(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    const link = `${app.config.publicUrl}/reset_password?hash=${encodeURIComponent(token)}`;
    await app.mail.send(passwordResetMail(user, link, token, minutes));
  }

  app.get(
    apiPaths.passwordResetMail,
    {
      // A GET by the spec, but it sends a mail: the XSRF header is required as on a POST.
      config: { changesState: true },
      schema: {
        tags: ['password'],
        summary: 'Mail a password-reset link to the user, if the user exists (the answer never says)',
        description:
          'Limited per user (PASSWORD_RESET_MAILS_PER_HOUR) and per client address (PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_HOUR); ' +
          'beyond a limit the answer is still 200 {}, but no mail is sent and no link made. ' +
          'Although a GET, it changes state: like every POST it needs the X-XSRF-TOKEN header (403 without).',
        params: usernameParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 403, 500) },
      },
    },
    async (request, reply) => {
      // Beyond a limit the answer is the same 200 {}, but nothing is mailed and no link is made.
      if (!(await withinResetLimits(request.params.username, request.ip, app.now()))) return {};
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

  // Beside /reset/:username without a clash: the router tries the static 'allowed' segment first and
  // falls back to :username when no hash follows, so '/reset/allowed' mails a user named 'allowed'
  // (tested in state-changing-get.test.ts), and a name never contains the '/' before a hash.
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

  /**
   * The same reset sent again (a double click, a retry after a lost answer): this link set the password
   * stored now, within the last minutes, and the request sets the same one. Answered as the first was.
   * A spent link is no way to test passwords: it is checked at most `RESET_RETRY_CHECKS` times.
   */
  async function sameResetAgain(tokenHash: string, password: string, now: Date): Promise<boolean> {
    const consumed = await passwordResetTokens.findConsumed(tokenHash);
    if (!consumed || consumed.consumedAt < retriesSince(now)) return false;
    const user = await users.findById(consumed.userId);
    if (!user || user.passwordChangedAt.getTime() !== consumed.consumedAt.getTime()) return false;
    if (!(await requestLimits.take('reset-retry', tokenHash, now, RETRY_WINDOW_MS, RESET_RETRY_CHECKS))) return false;
    return verifyPassword(password, user.passwordHash);
  }

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
      const retried = () => sameResetAgain(tokenHash, request.body.newPassword, now);
      if (!user) return { response: (await retried()) ? 'SUCCESS' : 'REQUEST_EXPIRED' } as const;
      // A refused password leaves the link usable, so the user can try another one.
      const refusal = await newPassword.refusal(user, request.body.newPassword);
      if (refusal) return { response: refusal };
      const passwordHash = await newPassword.hash(request.body.newPassword);
      // One transaction: a failure midway neither spends the link nor leaves old sessions alive.
      const stored = await app.repos.transaction(async (repos) => {
        // Consumed before the password is stored: of two concurrent submissions only one gets through.
        if (!(await repos.passwordResetTokens.consume(tokenHash, now))) return false;
        await newPassword.store(repos, user.id, passwordHash, now);
        await repos.passwordResetTokens.retireForUser(user.id, now);
        // Whoever knew the old password (or held a session) is out.
        await repos.sessions.deleteForUser(user.id);
        return true;
      });
      if (!stored) return { response: (await retried()) ? 'SUCCESS' : 'REQUEST_EXPIRED' } as const;
      await throttle.passwordReset(user.username);
      return { response: 'SUCCESS' } as const;
    },
  );
};
