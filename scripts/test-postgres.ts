// The server tests once more, against a real PostgreSQL, when TEST_POSTGRES_URL (or
// TEST_DATABASE_URL) names one. CI sets TEST_POSTGRES_URL only, so the first pass of `npm test`
// stays on the embedded PGlite and the two passes cover both databases.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_POSTGRES_URL is not set: skipping the PostgreSQL pass of the server tests (.ci/run sets it).');
  process.exit(0);
}
const jest = require.resolve('jest/bin/jest');
const result = spawnSync(process.execPath, [jest, '--selectProjects', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
