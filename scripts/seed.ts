// `npm run seed`: fills an empty database with the demo world; a seeded one is left alone.
// `npm run seed -- --scale large`: the same world with a benchmark-sized contact directory
// (5,000 organisations, 100,000 people), for which use an empty DATA_DIR or database, plus one REMIT
// trade with an audit trail of 1,000,000 events (added to an already seeded database too).
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { databaseTarget, openDatabase } from '../src/server/db/open-database';
import { directoryScales, type DirectoryScale } from '../src/server/seed/directory-scales';
import { seedDemoWorld } from '../src/server/seed/seed-demo-world';
import { seedLargeAuditTrail } from '../src/server/seed/seed-reporting-world';

function scaleArgument(): DirectoryScale {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'demo' } } });
  const scale = values.scale;
  if (scale === 'demo' || scale === 'large') return scale;
  throw new Error(`--scale must be one of ${Object.keys(directoryScales).join(', ')}, not '${scale}'.`);
}

async function seed(): Promise<void> {
  const directoryScale = scaleArgument();
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    const started = Date.now();
    const result = await seedDemoWorld(database.db, new Date(), { directoryScale });
    const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir;
    console.log(
      result.seeded
        ? `Seeded ${where} (${directoryScale}) in ${Date.now() - started} ms: ${result.organisations} organisations, ${result.people} people, ${result.users} users.`
        : `Already seeded (it has users), nothing changed: ${where}.`,
    );
    if (directoryScale === 'large') {
      const trailStarted = Date.now();
      const trail = await seedLargeAuditTrail(database.db);
      console.log(
        `Large audit trail: record ${trail.recordId} (organisation ${trail.organisationId}) has ${trail.events.toLocaleString('en-GB')} events (${Date.now() - trailStarted} ms).`,
      );
    }
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
