// The server the Playwright suite runs against: the real app and the production build, on a fresh
// embedded database in a temporary folder that is removed again when the server stops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/start-server';

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ept-e2e-'));
  const running = await startServer(loadConfig({ ...process.env, DATA_DIR: dataDir }));
  const stop = () => {
    void running.stop().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
