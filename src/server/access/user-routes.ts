import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { selectableOrganisationsSchema, userInformationSchema, type OrganisationSummary } from '@shared/contract';
import { mustChangePassword } from './pending-step';
import { userOf } from './require-user-hooks';
import { errorResponses } from '../http/error-responses';
import type { OrganisationRow } from './organisations-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const toSummary = (organisation: OrganisationRow): OrganisationSummary => ({
  organisationId: organisation.id,
  displayName: organisation.displayName,
  eicCode: organisation.eicCode,
});

/** Whole days left, rounded up: a password expiring later today still has "1 day". Never below 0. */
export function daysUntil(deadline: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS));
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.userInformation,
    {
      // The pending-step pages read it to know what is pending.
      config: { allowedDuring: ['PASSWORD_CHANGE_REQUIRED', 'TWO_FACTOR_SETUP_REQUIRED'] },
      schema: {
        tags: ['user'],
        summary: 'The logged-in user',
        response: { 200: userInformationSchema, ...errorResponses(401, 500) },
      },
    },
    async (request) => {
      const user = await app.repos.users.findById(userOf(request).id);
      if (!user) throw new Error(`Session user ${userOf(request).id} has no users row.`);
      const organisation =
        user.organisationId === null ? null : await app.repos.organisations.findById(user.organisationId);
      return {
        userName: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        organisation: organisation ? toSummary(organisation) : null,
        passwordExpiration: user.passwordExpiresAt ? daysUntil(user.passwordExpiresAt) : null,
        lastLoginTimestamp: user.previousLoginAt ? user.previousLoginAt.toISOString() : null,
        changePasswordImmediately: mustChangePassword(user, app.now()),
        setupTwoFactor: user.setupTwoFactor,
        fhaUser: user.fhaUser,
        twoFactor: user.totpSecret !== null,
        isAdmin: user.isAdmin,
      };
    },
  );

  app.get(
    apiPaths.selectableOrganisations,
    {
      schema: {
        tags: ['user'],
        summary: 'Organisations the user may select; admins see all and may select none',
        response: { 200: selectableOrganisationsSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async (request) => {
      const user = userOf(request);
      const rows = user.isAdmin
        ? await app.repos.organisations.listAll()
        : await app.repos.organisations.listForUser(user.id);
      return { selectionOptional: user.isAdmin, organisations: rows.map(toSummary) };
    },
  );
};
