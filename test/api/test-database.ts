import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { OpenDatabase } from '@server/db/database';
import {
  DATABASE_IMAGES_VARIABLE,
  databaseUrl,
  imageFile,
  templatesFile,
  withAdminClient,
  type DatabaseImageKind,
} from './database-image-paths';
import { loadServerModule } from './node-loader';

/**
 * A fresh database for one test file, migrated, and with the small demo world when `kind` is
 * 'seeded': an in-memory PGlite started from the run's image, or, when TEST_DATABASE_URL is set, a
 * uniquely named copy of the run's template on that PostgreSQL server, which `close()` drops again.
 * The images and templates are built once per run by config/jest/global-setup.js.
 */
export async function openTestDatabase(kind: DatabaseImageKind = 'migrated'): Promise<OpenDatabase> {
  const { openDatabase } = loadServerModule<typeof import('@server/db/open-database')>(
    'src/server/db/open-database.ts',
  );
  const directory = process.env[DATABASE_IMAGES_VARIABLE];
  if (!directory)
    throw new Error(`${DATABASE_IMAGES_VARIABLE} is not set: run the server tests through jest's global setup.`);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { pgliteImage } = loadServerModule<typeof import('./pglite-images')>('test/api/pglite-images.ts');
    return openDatabase({ kind: 'memory', image: pgliteImage(imageFile(directory, kind)) });
  }

  const templates = JSON.parse(fs.readFileSync(templatesFile(directory), 'utf8')) as Record<DatabaseImageKind, string>;
  const name = `ept_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${templates[kind]}`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
