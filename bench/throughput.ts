// Throughput under load, as a load balancer would send it: autocannon, 10 connections, signed in, over
// real sockets, against (1) a bare Fastify route running `SELECT 1` on the same database (the ceiling
// of this machine, driver and database), then the app's (2) contact directory page, (3) one audit-trail
// page and (4) one finder page, then (5) the user information, which every page load of the app asks
// for (for scale: the issue sets it no target). Each is printed with req/s, p50, p99 and its share of the ceiling.
// Targets (issue 20): on PostgreSQL the contacts page at least 20 % of the ceiling with p99 under 10 ms,
// the trail and finder pages at least 15 %; on PGlite at least 1,000 req/s for each page.
// The machine's speed drifts by up to half within a minute here, so a page is not compared with a
// ceiling measured minutes before it: each page is measured in rounds (BENCH_THROUGHPUT_ROUNDS, 3),
// each round the ceiling and then the page for a share of BENCH_THROUGHPUT_SECONDS (10) each; a
// page's share is the median of its rounds' shares (each printed too), its p50 and p99 the median
// of its rounds'. Before its rounds the ceiling and the page are each warmed for 2 s.
// PGlite in a fresh folder always; PostgreSQL too when TEST_POSTGRES_URL names a server (a fresh
// database on it, dropped afterwards). autocannon runs in a worker thread, so on a 2-core machine
// client and server have a core each (on PGlite the server's thread shares with PGlite's own). Each is
// printed with the CPU a request cost too, in the server's thread and in the database (bench/cpu-ticks.ts),
// steadier from run to run than the throughput.
// BENCH_THROUGHPUT_PAGES (e.g. `finder`) picks pages by a word of their names, for profiling one alone.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { apiPaths, fillPath, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../src/shared/api-paths';
import { buildApp } from '../src/server/app';
import type { Database } from '../src/server/db/database';
import { createRepositories } from '../src/server/repositories';
import { seedLargeAuditTrail } from '../src/server/seed/seed-reporting-world';
import { createAgent, type Agent } from '../test/api/agent';
import {
  type BenchTarget,
  ms,
  onEveryTarget,
  pgliteUnless,
  quantile,
  runAlone,
  signInAsAnalyst,
  withSeededDatabase,
} from './bench-support';
import { seedRecords } from './finder';
import { printTable } from './print-table';
import { countCpu, type CpuSpent } from './cpu-ticks';
import type { PgliteInThread } from '../src/server/db/pglite-thread';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3));
const WARM_UP_SECONDS = 2;
/** Before each round's measurement: the connections opened and the other request's work drained. */
const SETTLE_SECONDS = 0.5;
const TRAIL_EVENTS = 10_000;
const FINDER_RECORDS = 10_000;
const NORDWIND = '11XNORDWIND-EH-G';

interface Page {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Share of the ceiling it must reach on PostgreSQL; none for a request measured for scale only. */
  postgresShare?: number;
  /** p99 it must stay under on PostgreSQL, if any. */
  postgresP99Ms?: number;
}

const PGLITE_MIN_REQUESTS_PER_SECOND = 1000;

interface Measured extends CpuSpent {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** PGlite's thread in this process (its OS id), whose CPU is the database's; none on PostgreSQL. */
const pgliteThread = (db: Database): number | undefined =>
  (db as unknown as { $client: Partial<PgliteInThread> }).$client.osThreadId;

interface Request {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

async function measure(
  url: string,
  request: Request,
  databaseThread: number | undefined,
  seconds: number,
): Promise<Measured> {
  const options = { url, connections: CONNECTIONS, workers: 1, ...request };
  await autocannon({ ...options, duration: SETTLE_SECONDS });
  const spent = countCpu(databaseThread);
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = spent(result.requests.total);
  if (result.non2xx > 0 || result.errors > 0) {
    const statuses = JSON.stringify(result.statusCodeStats ?? {});
    throw new Error(
      `${request.method} ${url}: ${result.non2xx} answers were not 2xx (${statuses}) and ${result.errors} failed.`,
    );
  }
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ...cpu };
}

const median = (values: number[]): number =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Rounds of one measurement as one: the mean rate and CPU, the median latencies. */
const combined = (rounds: Measured[]): Measured => ({
  requestsPerSecond: mean(rounds.map(({ requestsPerSecond }) => requestsPerSecond)),
  p50: median(rounds.map(({ p50 }) => p50)),
  p99: median(rounds.map(({ p99 }) => p99)),
  mainPerRequest: mean(rounds.map(({ mainPerRequest }) => mainPerRequest)),
  databasePerRequest: mean(rounds.map(({ databasePerRequest }) => databasePerRequest)),
});

/** A page measured in rounds, each after the ceiling measured just before it (see the top of the file). */
interface Paired {
  page: Measured;
  ceiling: Measured;
  /** The median of the rounds' page rate over ceiling rate. */
  share: number;
  /** Each round's page rate over its ceiling rate, in the order measured. */
  roundShares: number[];
}

async function measurePaired(
  ceilingUrl: string,
  pageUrl: string,
  request: Request,
  databaseThread: number | undefined,
): Promise<Paired> {
  const seconds = SECONDS / ROUNDS;
  // Both warmed: measured cold, the ceiling's first round ran at 70 % of its fifth (6,417 against 9,223
  // req/s), so the first rounds of a page measured first compared it with a ceiling not yet at speed.
  await autocannon({ url: ceilingUrl, connections: CONNECTIONS, workers: 1, duration: WARM_UP_SECONDS });
  await autocannon({ url: pageUrl, connections: CONNECTIONS, workers: 1, ...request, duration: WARM_UP_SECONDS });
  const rounds: { page: Measured; ceiling: Measured }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const ceiling = await measure(ceilingUrl, { method: 'GET' }, databaseThread, seconds);
    rounds.push({ ceiling, page: await measure(pageUrl, request, databaseThread, seconds) });
  }
  const roundShares = rounds.map(({ page, ceiling }) => page.requestsPerSecond / ceiling.requestsPerSecond);
  return {
    page: combined(rounds.map(({ page }) => page)),
    ceiling: combined(rounds.map(({ ceiling }) => ceiling)),
    share: median(roundShares),
    roundShares,
  };
}

/** The same database behind nothing but Fastify and one `SELECT 1`: what the machine can do at most. */
async function startCeiling(db: Database): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get('/ceiling', async () => {
    await db.execute(sql`SELECT 1`);
    return { ok: true };
  });
  const baseUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${baseUrl}/ceiling`, close: () => bare.close() };
}

/** What the SPA sends with every request: the browser's cookies (session, XSRF, pre-session) and the XSRF header. */
function browserHeaders(agent: Agent): Record<string, string> {
  return {
    cookie: agent.cookieHeader(),
    [XSRF_HEADER_NAME]: agent.cookie(XSRF_COOKIE_NAME) ?? '',
    'content-type': 'application/json',
    'accept-encoding': 'br, gzip',
  };
}

function benchOn(target: BenchTarget): Promise<boolean> {
  return withSeededDatabase(
    target,
    { reportingScale: 'small', directoryScale: 'demo' },
    async (config, db, changes) => {
      // Seeded before the app starts: a long seed is no request's business.
      const trail = await seedLargeAuditTrail(db, TRAIL_EVENTS);
      const nordwind = (await createRepositories(db).organisations.listAll()).find((row) => row.eicCode === NORDWIND);
      if (!nordwind) throw new Error('The demo organisation Nordwind is missing.');
      await seedRecords(db, nordwind.id, FINDER_RECORDS);
      // Without load shedding: the benchmark saturates the server on purpose, and on a busy machine the
      // event-loop delay can pass the default limit.
      const app = await buildApp({
        config: { ...config, logLevel: 'warn', overloadMaxEventLoopDelayMs: 0 },
        db,
        changes,
      });
      try {
        const agent = createAgent(app);
        await signInAsAnalyst(agent);
        const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
        const pages: Page[] = [
          {
            name: 'contact directory page',
            method: 'POST',
            path: apiPaths.organisationContacts,
            body: {
              paging: { page: 0, entriesPerPage: 10 },
              sorting: { columnName: 'organisationGroupDisplayName', sortOrder: 'ASCENDING' },
              idOfSelectedOrganisationGroup: null,
            },
            postgresShare: 0.2,
            postgresP99Ms: 10,
          },
          {
            name: 'audit-trail page',
            method: 'POST',
            path: `${fillPath(apiPaths.auditTrail, { urlPart: 'remit' })}?organisationId=${trail.organisationId}`,
            body: {
              historyId: trail.recordId,
              messagingDetails: true,
              processingDetails: true,
              paging: { entriesPerPage: 25, page: 0 },
            },
            postgresShare: 0.15,
          },
          {
            name: 'finder page',
            method: 'POST',
            path: `${fillPath(apiPaths.finder, { finderKind: 'remitActivity' })}?organisationId=${nordwind.id}`,
            body: {
              paging: { page: 0, entriesPerPage: 25 },
              filters: { kind: 'REMIT_TABLE_1' },
            },
            postgresShare: 0.15,
          },
          { name: 'user information (every page load)', method: 'GET', path: apiPaths.userInformation },
        ];

        const ceiling = await startCeiling(db);
        const rows: string[][] = [];
        const ceilings: Measured[] = [];
        let met = true;
        try {
          for (const page of pages.filter(selected)) {
            const paired = await measurePaired(
              ceiling.url,
              `${baseUrl}${page.path}`,
              {
                method: page.method,
                headers: browserHeaders(agent),
                body: page.body === undefined ? undefined : JSON.stringify(page.body),
              },
              pgliteThread(db),
            );
            ceilings.push(paired.ceiling);
            const verdict = verdictOf(target.kind, page, paired);
            met = met && verdict.met;
            rows.push([page.name, ...cells(paired.page, paired.share), verdict.text, percentages(paired.roundShares)]);
          }
        } finally {
          await ceiling.close();
        }
        rows.unshift(['SELECT 1 on a bare Fastify route', ...cells(combined(ceilings), 1), 'the ceiling', '']);
        console.log(
          `\nThroughput on ${target.kind}, ${CONNECTIONS} connections, signed in, ${ROUNDS} rounds of ${(SECONDS / ROUNDS).toFixed(1)} s each` +
            ' (ceiling, then page); the ceiling row is the mean of every round:',
        );
        printTable(
          [
            'request',
            'req/s',
            'p50',
            'p99',
            'share of ceiling',
            'server CPU / req',
            'database CPU / req',
            'target',
            "rounds' shares",
          ],
          rows,
        );
        return met;
      } finally {
        await app.close();
      }
    },
  );
}

/** BENCH_THROUGHPUT_PAGES=contact,finder measures only the pages whose names contain one of the words. */
function selected(page: Page): boolean {
  const words = process.env.BENCH_THROUGHPUT_PAGES?.split(',').map((word) => word.trim().toLowerCase());
  return words === undefined || words.some((word) => page.name.includes(word));
}

/** Each round's share, so a reader sees how far apart the rounds were. */
const percentages = (shares: number[]) => shares.map((share) => (100 * share).toFixed(1)).join(' / ');

const microseconds = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} µs`);

function cells(measured: Measured, share: number): string[] {
  return [
    measured.requestsPerSecond.toFixed(0),
    ms(measured.p50),
    ms(measured.p99),
    `${(100 * share).toFixed(1)} %`,
    microseconds(measured.mainPerRequest),
    microseconds(measured.databasePerRequest),
  ];
}

function verdictOf(
  kind: BenchTarget['kind'],
  page: Page,
  { page: measured, share }: Paired,
): { met: boolean; text: string } {
  if (page.postgresShare === undefined) return { met: true, text: '– (for scale)' };
  if (kind === 'pglite') {
    const met = measured.requestsPerSecond >= PGLITE_MIN_REQUESTS_PER_SECOND;
    return { met, text: `≥ ${PGLITE_MIN_REQUESTS_PER_SECOND} req/s: ${met ? 'met' : 'MISSED'}` };
  }
  const shareMet = share >= page.postgresShare;
  const p99Met = page.postgresP99Ms === undefined || measured.p99 < page.postgresP99Ms;
  const wanted = `≥ ${page.postgresShare * 100} %${page.postgresP99Ms === undefined ? '' : `, p99 < ${page.postgresP99Ms} ms`}`;
  return { met: shareMet && p99Met, text: `${wanted}: ${shareMet && p99Met ? 'met' : 'MISSED'}` };
}

export function benchThroughput(): Promise<boolean> {
  return onEveryTarget('throughput', benchOn, {
    title: 'the throughput benchmark',
    pglite: pgliteUnless('BENCH_THROUGHPUT_POSTGRES_ONLY'),
  });
}

// `npx tsx bench/throughput.ts` runs this benchmark alone.
if (require.main === module) runAlone(benchThroughput);
