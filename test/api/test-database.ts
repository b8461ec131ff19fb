import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { OpenDatabase } from '@server/db/database';
import { loadServerModule } from './node-loader';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a uniquely named database on that PostgreSQL server which `close()` drops again.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const { openDatabase } = loadServerModule<typeof import('@server/db/open-database')>('src/server/db/open-database.ts');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'memory' });
    await database.migrate();
    return database;
  }

  const name = `ept_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdminClient(url: string, work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
