import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { paths } from '@shared/app-paths';
import { validatorCompiler } from 'fastify-type-provider-zod';
import './fastify-types';
import { sessionPlugin } from './access/session-plugin';
import { xsrfPlugin } from './access/xsrf-plugin';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DatabaseChanges } from './db/database-changes';
import { logSerializers } from './http/log-redaction';
import { mailPlugin } from './mail/mail-plugin';
import type { MailTransport } from './mail/mail-delivery';
import { healthRoutes } from './operations/health-routes';
import { operationsPlugin } from './operations/operations-plugin';
import { apiNoStorePlugin } from './plugins/api-no-store';
import { clockPlugin } from './plugins/clock';
import { compressionPlugin } from './plugins/compression';
import { compiledSerializerCompiler } from './http/compiled-serializer';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { errorAnswer, errorHandlerPlugin } from './plugins/error-handler';
import { bodylessRoutesPlugin } from './plugins/bodyless-routes';
import { rejectUnstorableTextPlugin } from './plugins/reject-unstorable-text';
import { repositoriesPlugin } from './plugins/repositories';
import { generateRequestId, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { notFoundPageForUnreadableAddress, staticSpaPlugin, type FramePart } from './plugins/static-spa';
import { positionFilePageTitle } from './mifid/page-title';
import { welcomeFrame } from './help/welcome-frame';
import { finderFrames } from './finders/finder-frame';
import { auditTrailFrames } from './audit-trail/trail-frame';
import { swaggerPlugin } from './plugins/swagger';
import { publicApi } from './api/public-api';
import { signedInApi } from './api/signed-in-api';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database. */
  db: Database;
  /**
   * Its announcements of committed changes (`OpenDatabase.changes`): with them a session's facts are
   * kept between changes (access/session-cache.ts); without them every request reads them.
   */
  changes?: DatabaseChanges;
  /** Runs when the app closes, after in-flight requests have finished: where the caller closes the database. */
  onClose?: () => Promise<void>;
  /** Extra plugins registered after the API routes, before the SPA: how tests add test-only routes. */
  plugins?: FastifyPluginAsync[];
  /** The clock of expiry decisions (reset links, codes, lockouts); tests pass a movable one. */
  now?: () => Date;
  /** Replaces the SMTP transport: tests observe deliveries and failures with it. */
  mailTransport?: MailTransport;
  /** Where the log is written (default stdout): tests read it. */
  logStream?: { write(line: string): void };
}

const ONE_MIB = 1024 * 1024;
const MAX_PATH_PARAMETER_LENGTH = 1000;

/** The whole server as plugins, in dependency order; returns it ready (all plugins loaded). */
export async function buildApp({
  config,
  db,
  changes,
  onClose,
  plugins = [],
  now,
  mailTransport,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets in URLs (reset tokens) are redacted from every line that logs the request.
    logger: { level: config.logLevel, serializers: logSerializers, stream: logStream },
    genReqId: generateRequestId,
    bodyLimit: ONE_MIB,
    // Past the router's own limit (100 characters) a path parameter is a bare 404 'Not found.'; every
    // parameter's schema allows less than this, so a name too long is a 400 naming the field.
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // Behind a load balancer the client address is in X-Forwarded-For, if TRUST_PROXY says whose.
    trustProxy: config.trustProxy,
    // A request that reaches a stopping server is answered by operations/stopping-plugin.ts, in the app's shape.
    return503OnClosing: false,
    // A path the router cannot read (bad %-encoding, a parameter too long) answers as every other
    // error does, { errorMessage }, not in fastify's own shape naming its codes and echoing the path.
    // A browser's page request with such an address goes to the not-found page instead.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL' && notFoundPageForUnreadableAddress(request, reply as FastifyReply)) return;
      const { statusCode, body } = errorAnswer(error, request);
      void (reply as FastifyReply).code(statusCode).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ checkWithContract: config.checkAnswers }));

  // Infrastructure.
  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { now });
  await app.register(errorHandlerPlugin);
  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(apiNoStorePlugin);
  // Load shedding answers before any work is done; the metrics see every route added after them.
  await app.register(operationsPlugin);
  // Before every route: strings PostgreSQL cannot store are a 400, not a 500.
  await app.register(rejectUnstorableTextPlugin);
  await app.register(bodylessRoutesPlugin);
  await app.register(cookie);
  await app.register(compressionPlugin);
  await app.register(swaggerPlugin);

  // Data: the repositories come before the session, which looks users up through them.
  await app.register(databasePlugin, { db, changes, onClose });
  await app.register(repositoriesPlugin);
  await app.register(mailPlugin, { transport: mailTransport });

  // Who is calling, and may they post.
  await app.register(sessionPlugin, { changes });
  await app.register(xsrfPlugin);

  // API families: the probes, the few public routes, and everything else behind one signed-in parent.
  await app.register(healthRoutes);
  await app.register(publicApi);
  await app.register(signedInApi);
  for (const plugin of plugins) await app.register(plugin);

  // The SPA and the not-found answer for everything else.
  // Pages whose title names a record, and the welcome page's parts: their HTML paints them before any script has run.
  await app.register(staticSpaPlugin, {
    recordTitles: new Map([[paths.err.mifidDetails.path, positionFilePageTitle]]),
    frameParts: new Map<string, FramePart>([
      [paths.help.welcome.path, welcomeFrame],
      ...finderFrames,
      ...auditTrailFrames,
    ]),
  });

  await app.ready();
  return app;
}
