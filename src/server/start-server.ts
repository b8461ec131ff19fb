import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { configWarnings, localUrl, type Config } from './config';
import { databaseTarget, openDatabase } from './db/open-database';
import type { Database } from './db/database';
import { backfillRemitTradeStates } from './remit/backfill-trade-states';
import { createRepositories } from './repositories';

export interface RunningServer {
  app: FastifyInstance;
  /** Where a browser on this machine reaches the server, e.g. http://localhost:8080. */
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, closes the database and its lock. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Fills an empty database (the demo world, for `npm start`, the e2e suite and benchmarks). Passed in
   * rather than imported: the server does not depend on its demo data.
   */
  seedEmptyDatabase?: (db: Database) => Promise<{ seeded: boolean }>;
}

/** Opens (and locks) the database, migrates it, seeds an empty one if asked, and listens. PORT=0 picks a free port. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const database = await openDatabase(databaseTarget(config));
  let app: FastifyInstance;
  let seeded: { seeded: boolean } = { seeded: false };
  try {
    await database.migrate();
    // Versions reported before migration 0008 get their state once, from the report that was sent.
    await backfillRemitTradeStates(createRepositories(database.db));
    if (options.seedEmptyDatabase) seeded = await options.seedEmptyDatabase(database.db);
    app = await buildApp({ config, db: database.db, changes: database.changes, onClose: () => database.close() });
  } catch (error) {
    await database.close();
    throw error;
  }
  if (seeded.seeded) app.log.info(seeded, 'seeded the demo world into the empty database');

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = localUrl(config.host, port);
  for (const warning of configWarnings()) app.log.warn(warning);
  app.log.info(`Energy Post-Trade is listening at ${url} (database: ${database.kind})`);

  let stopping: Promise<void> | null = null;
  return { app, url, stop: () => (stopping ??= app.close()) };
}
