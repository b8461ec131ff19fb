// Builds, once per jest run, the two databases every server test starts from: migrated, and migrated
// with the small demo world. Each test file then copies one (a PGlite data-directory image, or a
// PostgreSQL template) instead of running initdb, the migrations and the seed itself, which took
// about nine of the eleven seconds a test file spent before its first test.
//
// Run by config/jest/global-setup.js through tsx, outside jest: `tsx database-images.ts build <dir>`
// or `... drop <dir>`. With TEST_DATABASE_URL it makes PostgreSQL templates, otherwise image files.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/server/db/open-database';
import type { OpenDatabase } from '../../src/server/db/database';
import type { PgliteInThread } from '../../src/server/db/pglite-thread';
import { seedDemoWorld } from '../../src/server/seed/seed-demo-world';
import {
  databaseImageKinds,
  databaseUrl,
  imageFile,
  templatesFile,
  withAdminClient,
  type DatabaseImageKind,
} from './database-image-paths';

async function fill(database: OpenDatabase, kind: DatabaseImageKind): Promise<void> {
  await database.migrate();
  if (kind === 'seeded') await seedDemoWorld(database.db, undefined, { reportingScale: 'small' });
}

async function dumpTo(database: OpenDatabase, file: string): Promise<void> {
  const client = (database.db as unknown as { $client: PgliteInThread }).$client;
  const image = await client.dumpDataDir();
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
}

// One database becomes both images, migrated and then seeded: a second one cost another initdb and the
// migrations again, about 5 of the 16 s this took.
async function buildPgliteImages(directory: string): Promise<void> {
  const database = await openDatabase({ kind: 'memory' });
  try {
    await database.migrate();
    await dumpTo(database, imageFile(directory, 'migrated'));
    await seedDemoWorld(database.db, undefined, { reportingScale: 'small' });
    await dumpTo(database, imageFile(directory, 'seeded'));
  } finally {
    await database.close();
  }
}

async function buildPostgresTemplates(serverUrl: string, directory: string): Promise<void> {
  const run = randomBytes(4).toString('hex');
  const templates: Record<string, string> = {};
  for (const kind of databaseImageKinds) {
    const name = `ept_template_${run}_${kind}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    templates[kind] = name;
    fs.writeFileSync(templatesFile(directory), JSON.stringify(templates));
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    try {
      await fill(database, kind);
    } finally {
      await database.close();
    }
  }
}

async function dropPostgresTemplates(serverUrl: string, directory: string): Promise<void> {
  if (!fs.existsSync(templatesFile(directory))) return;
  const templates = JSON.parse(fs.readFileSync(templatesFile(directory), 'utf8')) as Record<string, string>;
  for (const name of Object.values(templates)) {
    await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

async function main(): Promise<void> {
  const [command, directory] = process.argv.slice(2);
  if (!directory || (command !== 'build' && command !== 'drop'))
    throw new Error('Usage: database-images.ts build|drop <dir>');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (command === 'build')
    await (serverUrl ? buildPostgresTemplates(serverUrl, directory) : buildPgliteImages(directory));
  else if (serverUrl) await dropPostgresTemplates(serverUrl, directory);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
