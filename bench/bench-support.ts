// What the server-time benchmarks share: percentiles and units, a fresh database to run on (PGlite
// folder or a throw-away PostgreSQL database), the analyst's sign-in, and a streamed download that
// samples the process's memory while it runs.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { apiPaths, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../src/shared/api-paths';
import { SESSION_COOKIE_NAME } from '../src/server/access/cookie-names';
import { loadConfig, type Config } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import type { DatabaseChanges } from '../src/server/db/database-changes';
import { databaseTarget, openDatabase } from '../src/server/db/open-database';
import { seedDemoWorld, type SeedOptions } from '../src/server/seed/seed-demo-world';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { createAgent, type Agent } from '../test/api/agent';

/** The q-quantile of timings already sorted ascending (NaN when there are none). */
export const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
export const ms = (value: number): string => `${value.toFixed(2)} ms`;
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A fresh, empty database for one benchmark run: the environment that points the app at it, and its removal. */
export interface BenchTarget {
  kind: 'pglite' | 'postgres';
  env: NodeJS.ProcessEnv;
  cleanUp(): Promise<void>;
}

/**
 * A new temporary DATA_DIR named after the benchmark (`ept-bench-<name>-…`). Every target gets one:
 * without it the config's default, ./data in the checkout, would receive the generated secrets.json.
 */
function temporaryDataDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `ept-bench-${name}-`));
}

/** PGlite in a new temporary folder. */
export function pgliteTarget(name: string): BenchTarget {
  const dataDir = temporaryDataDir(name);
  return {
    kind: 'pglite',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database `ept_bench_<name>_<random>` on the PostgreSQL server of `serverUrl`, dropped on clean-up, and a temporary DATA_DIR. */
export async function postgresTarget(serverUrl: string, name: string): Promise<BenchTarget> {
  const database = `ept_bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const dataDir = temporaryDataDir(name);
  return {
    kind: 'postgres',
    env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    cleanUp: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

/**
 * The targets a benchmark runs on: PGlite (unless `pglite` is false), and PostgreSQL when
 * TEST_POSTGRES_URL names a server. Every target runs, one after the other; true when all met.
 */
export async function onEveryTarget(
  name: string,
  bench: (target: BenchTarget) => Promise<boolean>,
  options: { title: string; pglite?: boolean },
): Promise<boolean> {
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  const targets: Array<() => BenchTarget | Promise<BenchTarget>> =
    options.pglite === false ? [] : [() => pgliteTarget(name)];
  if (postgresUrl) targets.push(() => postgresTarget(postgresUrl, name));
  else console.log(`\nTEST_POSTGRES_URL is not set: ${options.title} runs on PGlite only.`);
  let met = true;
  for (const target of targets) met = (await bench(await target())) && met;
  return met;
}

/** Opens the target's database, migrates and seeds the demo world, runs `work`, then closes and removes it. */
export async function withSeededDatabase<T>(
  target: BenchTarget,
  seed: SeedOptions,
  work: (config: Config, db: Database, changes: DatabaseChanges) => Promise<T>,
): Promise<T> {
  // Load shedding off: seeding and a 100,000-row CSV block PGlite's event loop for long stretches, and
  // the benchmark measures the server's own time, not its refusals.
  const config: Config = { ...loadConfig(target.env), overloadMaxEventLoopDelayMs: 0 };
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    await seedDemoWorld(database.db, new Date(), seed);
    return await work(config, database.db, database.changes);
  } finally {
    await database.close();
    await target.cleanUp();
  }
}

/** Runs one benchmark as a script (`npx tsx bench/<name>.ts`): the exit code says whether it met its target. */
export function runAlone(bench: () => Promise<boolean>): void {
  bench().then(
    (met) => (process.exitCode = met ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

/** Signs the agent in as the demo analyst (fetching the XSRF cookie first); throws when refused. */
export async function signInAsAnalyst(agent: Agent): Promise<void> {
  await agent.inject({ method: 'GET', url: apiPaths.systemInformation });
  const login = await agent.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { username: 'analyst', password: 'Analyst#2026' },
  });
  if (login.statusCode !== 200) throw new Error(`Login failed: ${login.statusCode} ${login.body}`);
}

export interface StreamedDownload {
  bytes: number;
  /** Newline characters in the body. */
  lines: number;
  elapsed: number;
  /** How far memory grew above its level before the request, at most, while the body streamed. */
  growth: number;
  /** What `growth` measures: the live heap under --expose-gc, else RSS. */
  measure: 'live heap' | 'RSS';
}

/**
 * Requests `url` over a real socket with the agent's session, discarding the body while counting its
 * bytes and lines and sampling the process's memory. A JSON `body` is sent with its content type.
 */
export async function streamDownload(
  url: URL,
  agent: Agent,
  request: { method: 'GET' | 'POST'; body?: unknown; what: string },
): Promise<StreamedDownload> {
  const cookies = [SESSION_COOKIE_NAME, XSRF_COOKIE_NAME]
    .map((name) => `${name}=${agent.cookie(name) ?? ''}`)
    .join('; ');
  // With --expose-gc the samples are the live heap after a collection (what streaming keeps), else RSS.
  const gc = global.gc;
  const sample = () => {
    if (!gc) return process.memoryUsage().rss;
    gc();
    return process.memoryUsage().heapUsed;
  };
  const before = sample();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, sample())), gc ? 250 : 25);
  const started = performance.now();
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    const outgoing = http.request(url, {
      method: request.method,
      headers: {
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: cookies,
        [XSRF_HEADER_NAME]: agent.cookie(XSRF_COOKIE_NAME) ?? '',
      },
    });
    outgoing.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`The ${request.what} answered ${response.statusCode}`));
      let total = 0;
      let newlines = 0;
      response.on('data', (chunk: Buffer) => {
        total += chunk.length;
        for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) newlines += 1;
      });
      response.on('end', () => resolve({ bytes: total, lines: newlines }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    if (request.body === undefined) outgoing.end();
    else outgoing.end(JSON.stringify(request.body));
  });
  clearInterval(sampler);
  return {
    bytes,
    lines,
    elapsed: performance.now() - started,
    growth: peak - before,
    measure: gc ? 'live heap' : 'RSS',
  };
}

/** The demo organisation the server-time benchmarks seed their volumes into. */
const NORDWIND = '11XNORDWIND-EH-G';

/**
 * The set-up of a server-time benchmark: the app on a fresh demo world without its reporting records,
 * `seed` writing the benchmark's volume for Nordwind (timed and reported as `what`), and the analyst
 * signed in; `work` measures and says whether its target was met.
 */
export function benchOnNordwind(
  target: BenchTarget,
  seed: { what: string; run: (db: Database, organisationId: number) => Promise<void> },
  work: (agent: Agent, organisationId: number, app: FastifyInstance) => Promise<boolean>,
): Promise<boolean> {
  return withSeededDatabase(target, { reportingScale: 'none' }, async (config, db, changes) => {
    const app = await buildApp({ config, db, changes });
    try {
      const organisation = (await app.repos.organisations.listAll()).find((row) => row.eicCode === NORDWIND);
      if (!organisation) throw new Error('The demo organisation Nordwind is missing.');
      const seedStarted = performance.now();
      await seed.run(db, organisation.id);
      console.log(`\nSeeded ${seed.what} on ${target.kind} in ${ms(performance.now() - seedStarted)}.`);
      const agent = createAgent(app);
      await signInAsAnalyst(agent);
      return await work(agent, organisation.id, app);
    } finally {
      await app.close();
    }
  });
}

/** PGlite too, unless `<NAME>_POSTGRES_ONLY=1` and there is a PostgreSQL to run on instead. */
export const pgliteUnless = (variable: string): boolean =>
  !(process.env.TEST_POSTGRES_URL && process.env[variable] === '1');
