import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  TWO_FACTOR_RESTARTED_ELSEWHERE_MESSAGE,
  TWO_FACTOR_WRONG_CODE_MESSAGE,
  twoFactorCancelResponseSchema,
  twoFactorResultSchema,
  twoFactorSetupDetailsSchema,
  twoFactorSetupRequestSchema,
  twoFactorVerifyRequestSchema,
  type TwoFactorResult,
} from '@shared/contract';
import { userOf } from './require-user-hooks';
import { sessionIdOf } from './session-token';
import { matchTotpStep, newTotpSecret, provisioningUri, TOTP_ISSUER } from './totp';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import type { UserRow } from './users-repository';

export const TWO_FACTOR_CANCELLED_MESSAGE = 'Two-factor setup was cancelled.';
export const TWO_FACTOR_SETUP_NOT_REQUIRED_MESSAGE = 'Two-factor setup is not required for this account.';

/**
 * The setup guard (spec section 6): only a user asked to set up (setupTwoFactor) may set up a second
 * factor, as the page's guard only lets them. Otherwise a stolen session could replace the second
 * factor without ever knowing it, or give an account without one the thief's: its activation ends
 * every session, and the owner could not sign in again.
 */
const setupAllowed = (user: UserRow) => user.setupTwoFactor;

const VERIFIED: TwoFactorResult = { value: 'VALIDATION_SUCCESS', validationFailureMessages: [] };

/**
 * A start within this time of the same session's last one shows the same secret: a double click, a
 * second tab or a retry after a lost answer would otherwise replace the secret the first page shows,
 * and its codes fail. Another session's start never sees it.
 */
const PENDING_SECRET_KEPT_MS = 10 * 60 * 1000;

// fhaUser marks accounts whose second factor is mandatory: they may not skip the setup.
const cancelAllowed = (user: UserRow) => !user.fhaUser;

/**
 * Setting up an authenticator app: a secret is generated and kept pending until a code from it is
 * verified; only then does it replace the user's second factor. Success ends every session of the
 * user, so each next login already asks for the new code.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, twoFactor, sessions } = app.repos;
  /** The session's user, if the setup guard lets it set up a second factor; else 403. */
  const sessionUserRow = async (request: Parameters<typeof userOf>[0]): Promise<UserRow> => {
    const user = await users.findById(userOf(request).id);
    if (!user) throw new Error(`Session user ${userOf(request).id} has no users row.`);
    return user;
  };
  const currentUser = async (request: Parameters<typeof userOf>[0]): Promise<UserRow> => {
    const user = await sessionUserRow(request);
    if (!setupAllowed(user)) throw new HttpError(403, TWO_FACTOR_SETUP_NOT_REQUIRED_MESSAGE);
    return user;
  };

  /**
   * Whether `code` is the one that has just activated the user's second factor: a double click's second
   * request, or one sent at the same moment, met the setup already done by the first and would be told
   * the code was wrong, or that no setup is asked for. It is answered as the first was; nothing changes.
   * Only a request whose session that activation has ended is such a second request.
   */
  const activatedWith = async (request: FastifyRequest, userId: number, code: string): Promise<boolean> => {
    if (!request.sessionToken || (await sessions.findForRequest(sessionIdOf(request.sessionToken)))) return false;
    const secret = (await users.findById(userId))?.totpSecret;
    const step = secret ? matchTotpStep(secret, code, app.now().getTime()) : null;
    return step !== null && step === (await twoFactor.lastUsedStep(userId));
  };

  // A POST, not a GET: it replaces the pending secret, so it must carry the XSRF header like any change.
  app.post(
    apiPaths.twoFactorSetup,
    {
      schema: {
        tags: ['two-factor'],
        summary:
          'Start (or restart) the setup: the pending secret (a new one unless this session made one in the last 10 minutes) and its otpauth:// URI for the QR code',
        description:
          'The app choice only changes the instructions the SPA shows; both apps take the same SHA1, 6-digit, 30-second URI.',
        body: twoFactorSetupRequestSchema,
        response: { 200: twoFactorSetupDetailsSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const now = app.now();
      const keptSince = new Date(now.getTime() - PENDING_SECRET_KEPT_MS);
      if (!request.sessionToken) throw new Error('A signed-in request without its session token.');
      const sessionId = sessionIdOf(request.sessionToken);
      const secret = await twoFactor.startPendingSecret(user.id, sessionId, newTotpSecret(), now, keptSince);
      return {
        qrCodeUrl: provisioningUri(secret, user.username),
        secret,
        accountName: user.username,
        issuer: TOTP_ISSUER,
        cancelAllowed: cancelAllowed(user),
        fhaUser: user.fhaUser,
      };
    },
  );

  app.post(
    apiPaths.twoFactorVerify,
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Verify a code from the pending secret; success activates it and ends every session of the user',
        body: twoFactorVerifyRequestSchema,
        response: { 200: twoFactorResultSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request, reply): Promise<TwoFactorResult> => {
      const { code } = request.body;
      const user = await sessionUserRow(request);
      if (!setupAllowed(user)) {
        if (await activatedWith(request, user.id, code)) return VERIFIED;
        throw new HttpError(403, TWO_FACTOR_SETUP_NOT_REQUIRED_MESSAGE);
      }
      const pending = await twoFactor.pendingSetup(user.id);
      const step = pending ? matchTotpStep(pending.secret, code, app.now().getTime()) : null;
      if (!pending && (await activatedWith(request, user.id, code))) return VERIFIED;
      if (!pending || step === null) {
        // The user's other session (another browser, a phone) started the setup again with another secret:
        // this page's code was right for the QR code it shows, which no longer counts.
        const restartedElsewhere =
          pending?.sessionId && request.sessionToken && pending.sessionId !== sessionIdOf(request.sessionToken);
        const message = restartedElsewhere ? TWO_FACTOR_RESTARTED_ELSEWHERE_MESSAGE : TWO_FACTOR_WRONG_CODE_MESSAGE;
        return { value: 'VALIDATION_FAILED', validationFailureMessages: [message] };
      }
      // Ends every session of the user, not only this one: none opened before the change outlives it.
      await twoFactor.activate(user.id, pending.secret, step);
      await app.sessions.end(request, reply);
      return VERIFIED;
    },
  );

  app.post(
    apiPaths.twoFactorCancel,
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Cancel the setup (not allowed for fhaUser accounts)',
        response: { 200: twoFactorCancelResponseSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async (request) => {
      const user = await sessionUserRow(request);
      // The same cancel again (its answer lost) finds the setup no longer asked for and nothing
      // pending: it answers as the first did. A pending secret without the flag is still refused.
      const cancelledBefore = !setupAllowed(user) && !(await twoFactor.pendingSecret(user.id));
      if (cancelAllowed(user) && cancelledBefore) return { message: TWO_FACTOR_CANCELLED_MESSAGE };
      if (!setupAllowed(user)) throw new HttpError(403, TWO_FACTOR_SETUP_NOT_REQUIRED_MESSAGE);
      if (!cancelAllowed(user)) throw new HttpError(403, 'Two-factor setup is mandatory for this account.');
      await twoFactor.cancelSetup(user.id);
      return { message: TWO_FACTOR_CANCELLED_MESSAGE };
    },
  );
};
