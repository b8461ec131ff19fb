// npm start: build the SPA when dist is missing or stale, then run the API server, which migrates,
// seeds an empty database and serves the SPA and /api on PORT (8080).
import { loadConfig } from '../src/server/config';
import { seedDemoWorld } from '../src/server/seed/seed-demo-world';
import { ensureBuild } from './ensure-build';

const config = loadConfig();
ensureBuild(config.distDir);
// Required only after the build, so the server's own start-up logging comes last.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../src/server/main').runFromEnvironment({ seedEmptyDatabase: seedDemoWorld });
