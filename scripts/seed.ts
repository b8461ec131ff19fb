// `npm run seed`: fills an empty database with the demo world; a seeded one is left alone.
import { loadConfig } from '../src/server/config';
import { databaseTarget, openDatabase } from '../src/server/db/open-database';
import { seedDemoWorld } from '../src/server/seed/seed-demo-world';

async function seed(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    const result = await seedDemoWorld(database.db);
    const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir;
    console.log(
      result.seeded
        ? `Seeded ${where}: ${result.organisations} organisations, ${result.users} users.`
        : `Already seeded (it has users), nothing changed: ${where}.`,
    );
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
