import os from 'node:os';
import path from 'node:path';
import type { Config } from '@server/config';

/** A config that touches nothing outside the test: no data folder, no generated secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), 'ept-test-unused-data-dir'),
    databaseUrl: null,
    distDir: path.join(os.tmpdir(), 'ept-test-no-dist'),
    instanceName: 'Energy Post-Trade Test',
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    sessionIdleMinutes: 30,
    cookieSecure: false,
    sessionSecret: 'test-session-secret-that-is-long-enough',
    version: '0.0.0-test',
    revision: 'test-revision',
    ...overrides,
  };
}
