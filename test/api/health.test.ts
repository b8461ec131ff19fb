import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiPaths } from '@shared/api-paths';
import type { OpenDatabase } from '@server/db/database';
import { buildBareApp } from './bare-app';
import { loadServerModule } from './node-loader';

let app: FastifyInstance;
let database: OpenDatabase;

describe('a healthy server', () => {
  beforeAll(async () => {
    ({ app, database } = await buildBareApp());
  }, 120_000);
  afterAll(() => app.close());

  it('is live without a session, and no cache may keep the answer', async () => {
    const response = await app.inject({ method: 'GET', url: apiPaths.healthLive });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready: the database answers and holds every migration', async () => {
    const response = await app.inject({ method: 'GET', url: apiPaths.healthReady });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('a server whose database is broken', () => {
  beforeEach(async () => {
    ({ app, database } = await buildBareApp());
  }, 120_000);
  afterEach(() => app.close());

  it('is live but not ready when the database is closed, and the answer hides the driver message', async () => {
    await database.close();
    expect((await app.inject({ method: 'GET', url: apiPaths.healthLive })).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: apiPaths.healthReady });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
  });

  it('is not ready when the newest migration is missing, and names it', async () => {
    await database.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const response = await app.inject({ method: 'GET', url: apiPaths.healthReady });
    expect(response.statusCode).toBe(503);
    const { readMigrationJournal } = loadServerModule<typeof import('@server/operations/migration-state')>(
      'src/server/operations/migration-state.ts',
    );
    const journal = readMigrationJournal();
    expect(response.json()).toEqual({
      status: 'unavailable',
      reason: `database migrations not applied: ${journal.length - 1} of ${journal.length}, ${journal.at(-1)?.tag} missing`,
    });
  });

  it('is not ready when the database was never migrated', async () => {
    await database.db.execute(sql`DROP SCHEMA drizzle CASCADE`);
    const response = await app.inject({ method: 'GET', url: apiPaths.healthReady });
    expect(response.statusCode).toBe(503);
    expect(response.json().reason).toMatch(/^database migrations not applied: 0 of \d+$/);
  });
});
