import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@shared/api-paths';
import { daysUntil } from '@shared/password-expiry';
import { selectableOrganisationsSchema, userInformationSchema, type OrganisationSummary } from '@shared/contract';
import { mustChangePassword } from './pending-step';
import { userOf } from './require-user-hooks';
import { errorResponses } from '../http/error-responses';
import type { OrganisationSummaryRow } from './organisations-repository';

const toSummary = (organisation: OrganisationSummaryRow): OrganisationSummary => ({
  organisationId: organisation.id,
  displayName: organisation.displayName,
  eicCode: organisation.eicCode,
});

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
      const user = userOf(request);
      const facts = await app.repos.users.informationOf(user.id);
      if (!facts) throw new Error(`Session user ${user.id} has no users row.`);
      return {
        userName: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        organisation: facts.organisation ? toSummary(facts.organisation) : null,
        passwordExpiration: facts.passwordExpiresAt ? daysUntil(facts.passwordExpiresAt, app.now()) : null,
        lastLoginTimestamp: facts.previousLoginAt ? facts.previousLoginAt.toISOString() : null,
        changePasswordImmediately: mustChangePassword(facts, app.now()),
        setupTwoFactor: facts.setupTwoFactor,
        fhaUser: facts.fhaUser,
        twoFactor: facts.hasTotpSecret,
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
