import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import type { BuildAppOptions } from '@server/app';
import type { Config } from '@server/config';
import { demoUsers } from '@server/seed/demo-users';
import { createAgent, type Agent } from './agent';
import { loadServerModule } from './node-loader';
import { testConfig } from './test-config';
import { openTestDatabase } from './test-database';

export { createAgent, type Agent } from './agent';
export { testConfig } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
  /**
   * Settles once the app has heard every change committed before the call: what a test waits for after
   * changing users, sessions or memberships with its own SQL, as an operator's change reaches the
   * servers' kept session facts (access/session-cache.ts) when the database announces it.
   */
  changesHeard(): Promise<void>;
}

/** The real app over a fresh, migrated and demo-seeded database (see test-database.ts). */
export interface BuildTestAppOptions {
  config?: Partial<Config>;
  plugins?: FastifyPluginAsync[];
  /** A movable clock for expiry tests (see test/api/test-clock.ts). */
  now?: () => Date;
  /** Observes SMTP deliveries instead of logging mails. */
  mailTransport?: BuildAppOptions['mailTransport'];
  /** Receives the log lines (set config.logLevel too: tests log nothing by default). */
  logStream?: BuildAppOptions['logStream'];
}

/** A test clock whose moments are the server realm's Dates (test/api/server-realm-date.ts). */
function serverRealmClock(now: () => Date): () => Date {
  const { ServerRealmDate } = loadServerModule<typeof import('./server-realm-date')>('test/api/server-realm-date.ts');
  return () => new ServerRealmDate(now().getTime());
}

export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const { buildApp } = loadServerModule<typeof import('@server/app')>('src/server/app.ts');
  // The small reporting world: every family and the reference records, without the demo's thousands.
  const database = await openTestDatabase('seeded');
  try {
    const app = await buildApp({
      config: testConfig(options.config),
      db: database.db,
      changes: database.changes,
      onClose: () => database.close(),
      plugins: options.plugins,
      now: options.now && serverRealmClock(options.now),
      mailTransport: options.mailTransport,
      logStream: options.logStream,
    });
    return { app, close: () => app.close(), changesHeard: () => database.changes.caughtUp() };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** A visitor who is not logged in but holds its XSRF cookie, as a browser has after its first page. */
export async function anonymousAgent(app: FastifyInstance): Promise<Agent> {
  const agent = createAgent(app);
  await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
  return agent;
}

/** Logs in as a browser would: first a GET for the XSRF cookie, then the login POST. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
  token?: string,
): Promise<Agent> {
  const agent = await anonymousAgent(app);
  const response = await agent.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { username, password, ...(token ? { token } : {}) },
  });
  if (response.statusCode !== 200)
    throw new Error(`Login as ${username} failed: ${response.statusCode} ${response.body}`);
  return agent;
}

/** Logs in as one of the demo accounts, with the password the seed gave it. */
export function loginAsDemo(app: FastifyInstance, username: string): Promise<Agent> {
  const user = demoUsers.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}.`);
  return loginAs(app, user.username, user.password);
}

/** The rows a query of a test's own SQL answers on the app's database. */
export async function queryRows<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The id of a demo organisation, found by its EIC code. */
export async function organisationIdOf(app: FastifyInstance, eicCode: string): Promise<number> {
  const found = (await app.repos.organisations.listAll()).find((candidate) => candidate.eicCode === eicCode);
  if (!found) throw new Error(`No organisation ${eicCode} in the demo world.`);
  return found.id;
}
