// The server tests once more, against a real PostgreSQL, when TEST_POSTGRES_URL (or
// TEST_DATABASE_URL) names one. CI sets TEST_POSTGRES_URL only, so the first pass of `npm test`
// stays on the embedded PGlite and the two passes cover both databases. Only test/api and
// test/security open a database (a fresh copy per file); test/server's tests are of code alone
// (passwords, documents, the demo world built in memory, PGlite's own durability) and ran in the first pass.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_POSTGRES_URL is not set: skipping the PostgreSQL pass of the server tests (.ci/run sets it).');
  process.exit(0);
}
const jest = require.resolve('jest/bin/jest');
const result = spawnSync(
  process.execPath,
  [jest, '--selectProjects', 'server', '--testPathPatterns', '/test/(api|security)/'],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
process.exit(result.status ?? 1);
