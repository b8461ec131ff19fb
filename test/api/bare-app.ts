import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '@server/config';
import type { OpenDatabase } from '@server/db/database';
import { loadServerModule } from './node-loader';
import { testConfig } from './test-config';
import { openTestDatabase } from './test-database';

export interface BareApp {
  app: FastifyInstance;
  /** The app's database, at hand so a test can break it; closing it twice is harmless. */
  database: OpenDatabase;
}

/**
 * The app over a migrated but unseeded database: for tests of what needs no user (probes, metrics,
 * overload), without the tens of seconds the demo world's seed takes on a busy machine.
 */
export async function buildBareApp(config: Partial<Config> = {}, plugins: FastifyPluginAsync[] = []): Promise<BareApp> {
  const { buildApp } = loadServerModule<typeof import('@server/app')>('src/server/app.ts');
  const database = await openTestDatabase();
  try {
    const app = await buildApp({
      config: testConfig(config),
      db: database.db,
      changes: database.changes,
      onClose: () => database.close(),
      plugins,
    });
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}
