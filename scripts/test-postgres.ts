// The API integration tests once more, against a real PostgreSQL, when TEST_DATABASE_URL names one.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL pass of the API tests (.ci/run sets it).');
  process.exit(0);
}
const jest = require.resolve('jest/bin/jest');
const result = spawnSync(process.execPath, [jest, '--selectProjects', 'server'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
