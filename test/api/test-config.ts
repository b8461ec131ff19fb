import os from 'node:os';
import path from 'node:path';
import type { Config } from '@server/config';
import { loadAccessConfig } from '@server/config-access';
import { loadOperationsConfig } from '@server/system/operations-config';

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
    sessionCacheSeconds: 10,
    directoryCacheSeconds: 60,
    cookieSecure: false,
    trustProxy: false,
    sessionSecret: 'test-session-secret-that-is-long-enough',
    // Every answer is also parsed by its contract schema: a route that breaks its contract fails its test.
    checkAnswers: true,
    version: '0.0.0-test',
    revision: 'test-revision',
    // The production defaults of the access thresholds, read from an empty environment.
    ...loadAccessConfig({}),
    ...loadOperationsConfig({}),
    // A slow shared test machine must not shed a test's requests; overload.test.ts turns it on.
    overloadMaxEventLoopDelayMs: 0,
    // Tests ask for several reset links of one user in a row; reset-mail-flood.test.ts turns it on.
    passwordResetMailRepeatSeconds: 0,
    ...overrides,
  };
}
