// Builds the run's database images once, before any worker starts (see test/api/database-images.ts).
// Workers inherit the environment variable that names where they are.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const VARIABLE = 'EPT_TEST_DATABASE_IMAGES';
const script = path.join(__dirname, '../../test/api/database-images.ts');

function runImages(command, directory) {
  const tsx = require.resolve('tsx/cli');
  const result = spawnSync(process.execPath, [tsx, script, command, directory], { stdio: 'inherit', env: process.env });
  if (result.status !== 0)
    throw new Error(`Building the test database images failed (${command}, exit ${result.status}).`);
}

module.exports = async function globalSetup() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ept-test-images-'));
  process.env[VARIABLE] = directory;
  runImages('build', directory);
};

module.exports.teardown = function globalTeardown() {
  const directory = process.env[VARIABLE];
  if (!directory) return;
  runImages('drop', directory);
  fs.rmSync(directory, { recursive: true, force: true });
};
