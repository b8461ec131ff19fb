import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { seedDemoWorld } from '../src/server/seed/seed-demo-world';
import { startServer } from '../src/server/start-server';
import { ensureBuild } from '../scripts/ensure-build';

/** Runs `work` against the real server (production build, fresh seeded database, a free port). */
export async function withBenchServer<T>(work: (baseUrl: string, distDir: string) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ept-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  ensureBuild(config.distDir);
  const running = await startServer(config, { seedEmptyDatabase: seedDemoWorld });
  try {
    return await work(running.url, config.distDir);
  } finally {
    await running.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
