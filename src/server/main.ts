import { loadConfig } from './config';
import { startServer, type StartOptions } from './start-server';

export { startServer } from './start-server';
export type { RunningServer, StartOptions } from './start-server';

/**
 * Starts with the environment's config and stops cleanly on a signal. `npm start` (scripts/start.ts)
 * passes the demo world's seeding; `npx tsx src/server/main.ts` starts on the database as it is.
 */
export async function runFromEnvironment(options: StartOptions = {}): Promise<void> {
  let running;
  try {
    running = await startServer(loadConfig(), options);
  } catch (error) {
    // Before the app exists there is no logger; a lock conflict or bad config must still be readable.
    console.error(`Energy Post-Trade could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { app, stop } = running;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing in-flight requests, then stopping`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

// Importing this module (the e2e runner does) must not start a server.
if (require.main === module) void runFromEnvironment();
