// Where a jest run keeps the databases its server tests start from (built by database-images.ts).
import path from 'node:path';
import { Client } from 'pg';

export type DatabaseImageKind = 'migrated' | 'seeded';
export const databaseImageKinds: readonly DatabaseImageKind[] = ['migrated', 'seeded'];

/** Where a run's PGlite images, or the names of its PostgreSQL templates, are kept. */
export const DATABASE_IMAGES_VARIABLE = 'EPT_TEST_DATABASE_IMAGES';
export const imageFile = (directory: string, kind: DatabaseImageKind) => path.join(directory, `${kind}.tar`);
export const templatesFile = (directory: string) => path.join(directory, 'templates.json');

export async function withAdminClient(url: string, work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
