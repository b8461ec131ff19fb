import type { FastifyPluginAsync } from 'fastify';
import type { PendingStep } from '@shared/contract';
import { resolveRawOrganisation, resolveValidatedOrganisation } from '../access/organisation-scope-hooks';
import { refuseWhileStepPending, requireUser } from '../access/require-user-hooks';
import { auditTrailRoutes } from '../audit-trail/routes';
import { billingRoutes } from '../billing/routes';
import { columnSettingsRoutes } from '../column-settings/routes';
import { contactsRoutes } from '../contacts/routes';
import { documentRoutes } from '../documents/routes';
import { finderRoutes } from '../finders/routes';
import { helpRoutes } from '../help/routes';
import { mailRoutes } from '../mail-outbox/routes';
import { mifidRoutes } from '../mifid/routes';
import { navigationRoutes } from '../navigation/routes';
import { passwordChangeRoutes } from '../access/password-change-routes';
import { holidayRoutes } from '../problem-solving/holiday-routes';
import { problemSolvingRoutes } from '../problem-solving/routes';
import { referenceLinkRoutes } from '../reference-links/routes';
import { remitRoutes } from '../remit/routes';
import { twoFactorRoutes } from '../access/two-factor-routes';
import { userRoutes } from '../access/user-routes';
import { sessionListRoutes } from '../access/session-list-routes';
import { preferencesRoutes } from '../preferences/routes';
import { masterDataRoutes } from '../master-data/routes';
import { userAdministrationRoutes } from '../user-administration/routes';
import { userChangeRoutes } from '../user-administration/change-routes';

/** Registers a whole family as one that still answers during the given pending steps. */
function allowedDuring(steps: readonly PendingStep[], family: FastifyPluginAsync): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, allowedDuring: steps };
    });
    await app.register(family);
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is one of the signed-in API's: the XSRF check answers a caller without a session 401 too. */
    signedIn?: boolean;
  }
}

/**
 * Every family that needs a signed-in user, registered inside one parent whose hooks they inherit: a
 * route added here is closed to anonymous callers, to users with a pending step and to other
 * organisations' ids without remembering to ask. Fails closed: a new family only has to be listed.
 */
export const signedInApi: FastifyPluginAsync = async (app) => {
  app.decorateRequest('organisation', null);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, signedIn: true };
  });
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', refuseWhileStepPending);
  app.addHook('preValidation', resolveRawOrganisation);
  app.addHook('preHandler', resolveValidatedOrganisation);

  await app.register(userRoutes);
  await app.register(preferencesRoutes);
  await app.register(sessionListRoutes);
  await app.register(navigationRoutes);
  await app.register(passwordChangeRoutes);
  await app.register(allowedDuring(['TWO_FACTOR_SETUP_REQUIRED'], twoFactorRoutes));
  await app.register(mailRoutes);
  await app.register(helpRoutes);
  await app.register(contactsRoutes);
  await app.register(referenceLinkRoutes);
  await app.register(columnSettingsRoutes);
  await app.register(auditTrailRoutes);
  await app.register(documentRoutes);
  await app.register(mifidRoutes);
  await app.register(remitRoutes);
  await app.register(finderRoutes);
  await app.register(problemSolvingRoutes);
  await app.register(holidayRoutes);
  await app.register(billingRoutes);
  await app.register(userAdministrationRoutes);
  await app.register(userChangeRoutes);
  await app.register(masterDataRoutes);
};
