import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import {
  createdUserSchema,
  newUserSchema,
  organisationChoicesSchema,
  userAdministrationMessages as messages,
  userChangeSchema,
  userCommandParamsSchema,
  userCommandSchema,
  userDetailsSchema,
  userIdParamsSchema,
  USER_COMMAND_STALE_ADVICE,
  type UserCommand,
} from '@shared/contract/admin-user-changes';
import { accountSetupMail } from '../access/access-mails';
import { hashPassword } from '../access/passwords';
import { requireAdmin, userOf } from '../access/require-user-hooks';
import { createPasswordResetTokensRepository } from '../access/password-reset-tokens-repository';
import { newResetToken, resetTokenHash } from '../access/reset-token';
import { sessionIdOf } from '../access/session-token';
import type { Database } from '../db/database';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { StaleChangeError } from '../http/stale-change-error';
import { retriesSince } from '../http/retry-window';
import { describeUserChange } from './describe-user-change';
import { createUserChangesRepository, type Actor, type MailLink, type Refusal } from './changes-repository';

const tags = ['admin'];
const changeErrors = errorResponses(400, 401, 403, 404, 409, 500);

/**
 * Each refusal's answer: an unknown user 404, a stale form 409 (advising `staleAdvice` instead of a
 * reload where given), a broken rule 400 on its field.
 */
function refusalError(refusal: Refusal, staleAdvice?: string): HttpError {
  switch (refusal.refused) {
    case 'not-found':
      return new HttpError(404, 'No such user.');
    case 'stale':
      return new StaleChangeError({ thing: 'user', ...refusal, whatToDo: staleAdvice });
    case 'last-admin':
      return new HttpError(400, messages.lastAdmin, { isAdmin: [messages.lastAdmin] });
    case 'unknown-organisation':
      return new HttpError(400, messages.unknownOrganisation, { organisationIds: [messages.unknownOrganisation] });
    case 'username-taken':
      return new HttpError(400, messages.usernameTaken, { username: [messages.usernameTaken] });
  }
}

function outcome<T extends object>(result: T | Refusal, staleAdvice?: string): T {
  if ('refused' in result) throw refusalError(result, staleAdvice);
  return result;
}

const actorOf = (request: FastifyRequest): Actor => {
  const user = userOf(request);
  return { id: user.id, name: `${user.firstName} ${user.lastName}` };
};

/** Makes a set-password link for the user and writes its mail to the outbox, both with `db`. */
async function mailSetupLink(
  app: FastifyInstance,
  db: Database,
  user: { id: number; email: string; firstName: string },
): Promise<() => void> {
  const now = app.now();
  const token = newResetToken();
  const hours = app.config.accountSetupHours;
  await createPasswordResetTokensRepository(db).create({
    tokenHash: resetTokenHash(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + hours * 3_600_000),
  });
  const link = `${app.config.publicUrl}/reset_password?hash=${encodeURIComponent(token)}`;
  return app.mail.queue(db, accountSetupMail(user, link, token, hours));
}

/** Creating users and changing them, for administrators; every change is an event of the user's history. */
export const userChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const changes = createUserChangesRepository(app.db, describeUserChange);
  const mailLink: MailLink = (tx, user) => mailSetupLink(app, tx, user);

  app.get(
    apiPaths.adminOrganisations,
    {
      schema: {
        tags,
        summary: 'Every organisation, by name: what a user can be made a member of',
        response: { 200: organisationChoicesSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ values: await changes.organisationChoices() }),
  );

  app.get(
    apiPaths.adminUser,
    {
      schema: {
        tags,
        summary: 'One user: names, memberships, roles, second factor, locks, sessions and the history of changes',
        params: userIdParamsSchema,
        response: { 200: userDetailsSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const details = await changes.details(request.params.id, app.now());
      if (!details) throw refusalError({ refused: 'not-found' });
      return details;
    },
  );

  app.post(
    apiPaths.adminUsers,
    {
      schema: {
        tags,
        summary: 'Creates a user, who sets a password through the link mailed to them',
        description: `The link works for ACCOUNT_SETUP_HOURS. A user name taken (in any case) is refused with 400, unless by the same administrator's create with the same values within the last minutes (a retry), answered as that was.`,
        body: newUserSchema,
        response: { 200: createdUserSchema, ...changeErrors },
      },
    },
    async (request) => {
      // Nobody knows this password: the user can sign in only after setting one through the link.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const now = app.now();
      const values = { ...request.body, passwordHash };
      const created = outcome(await changes.create(values, actorOf(request), now, retriesSince(now), mailLink));
      // The same create again (`again`) answers as the first did, whose link is on its way: the user, the
      // link and its mail were committed together.
      if (created.again) return { id: created.id };
      created.handOn?.();
      request.log.info({ userId: created.id }, 'user created');
      return { id: created.id };
    },
  );

  app.put(
    apiPaths.adminUser,
    {
      schema: {
        tags,
        summary: 'Changes names, e-mail, memberships and roles; a form older than the user is refused with 409',
        params: userIdParamsSchema,
        body: userChangeSchema,
        response: { 200: userCommandSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { version, ...values } = request.body;
      return outcome(await changes.change(request.params.id, values, version, actorOf(request), app.now()));
    },
  );

  const commands: Record<
    UserCommand,
    (request: FastifyRequest, id: number, version: number) => Promise<{ version: number } | Refusal>
  > = {
    lock: async (request, id, version) => {
      if (id === userOf(request).id) throw new HttpError(400, messages.ownLock);
      return changes.setLocked(id, true, version, actorOf(request), app.now());
    },
    unlock: (request, id, version) => changes.setLocked(id, false, version, actorOf(request), app.now()),
    'reset-two-factor': (request, id, version) => changes.resetTwoFactor(id, version, actorOf(request), app.now()),
    'end-sessions': (request, id, version) => {
      // An admin ending their own sessions stays signed in here.
      const own = id === userOf(request).id && request.sessionToken ? sessionIdOf(request.sessionToken) : undefined;
      return changes.endSessions(id, version, actorOf(request), app.now(), own);
    },
    'mail-password-link': async (request, id, version) => {
      const sent = await changes.passwordMailSent(
        id,
        version,
        actorOf(request),
        app.now(),
        `A set-password link mailed, valid for ${app.config.accountSetupHours} hours.`,
        mailLink,
      );
      if ('refused' in sent) return sent;
      // Sent again, it mailed no second link (no `handOn`).
      sent.handOn?.();
      return { version: sent.version };
    },
  };

  app.post(
    apiPaths.adminUserCommand,
    {
      schema: {
        tags,
        summary: 'Locks or unlocks the user, resets the second factor, ends every session or mails a set-password link',
        description:
          'Locking ends every session; nobody locks themselves, and the last administrator stays. A stale version is refused with 409.',
        params: userCommandParamsSchema,
        body: userCommandSchema,
        response: { 200: userCommandSchema, ...changeErrors },
      },
    },
    async (request) =>
      outcome(
        await commands[request.params.command](request, request.params.id, request.body.version),
        USER_COMMAND_STALE_ADVICE,
      ),
  );
};
