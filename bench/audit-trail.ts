// Server time for pages of the 1,000,000-event audit trail (`seedLargeAuditTrail`): POST .../remit/trail
// through the whole app via app.inject, page 0, a middle page and the last page under each checkbox
// combination, newest first (the default). Targets: p95 under 100 ms on PGlite, under 30 ms on
// PostgreSQL. Then the text download over a real socket: its time, and how far the process's memory
// grows while it streams (it must not grow with the trail). PGlite in a fresh folder always; PostgreSQL
// too when TEST_POSTGRES_URL names a server (a fresh database on it, dropped afterwards).
// BENCH_AUDIT_EVENTS=50000 runs on a shorter trail; `node --expose-gc --import tsx bench/audit-trail.ts` measures
// the download's live heap instead of RSS.
import { performance } from 'node:perf_hooks';
import { apiPaths, fillPath } from '../src/shared/api-paths';
import type { AuditSearchQueryInput } from '../src/shared/contract';
import { buildApp } from '../src/server/app';
import { seedLargeAuditTrail } from '../src/server/seed/seed-reporting-world';
import { createAgent, type Agent } from '../test/api/agent';
import {
  type BenchTarget,
  mb,
  ms,
  onEveryTarget,
  quantile,
  runAlone,
  signInAsAnalyst,
  streamDownload,
  withSeededDatabase,
} from './bench-support';
import { printTable } from './print-table';

const TARGET_P95_MS = { pglite: 100, postgres: 30 } as const;
const REPEATS = 30;
const WARM_UP = 5;
const PAGE_SIZE = 25;
const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);

const combinations = [
  { messagingDetails: true, processingDetails: true, label: 'both details' },
  { messagingDetails: false, processingDetails: true, label: 'processing only' },
  { messagingDetails: true, processingDetails: false, label: 'messaging only' },
  { messagingDetails: false, processingDetails: false, label: 'no details' },
] as const;

async function timePages(agent: Agent, recordId: number, organisationId: number, kind: BenchTarget['kind']) {
  const url = fillPath(apiPaths.auditTrail, { urlPart: 'remit' });
  const call = async (body: AuditSearchQueryInput) => {
    const started = performance.now();
    const response = await agent.inject({
      method: 'POST',
      url,
      query: { organisationId: String(organisationId) },
      payload: body,
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`The trail answered ${response.statusCode}: ${response.body}`);
    return { elapsed, result: response.json() as { recordCount: number; rows: unknown[] } };
  };
  const rows: string[][] = [];
  const all: number[] = [];
  for (const { label, ...checkboxes } of combinations) {
    const { result } = await call({
      historyId: recordId,
      ...checkboxes,
      paging: { entriesPerPage: PAGE_SIZE, page: 0 },
    });
    const lastPage = Math.ceil(result.recordCount / PAGE_SIZE) - 1;
    const cells = [label, String(result.recordCount)];
    for (const page of [0, Math.floor(lastPage / 2), lastPage]) {
      const timings: number[] = [];
      for (let repeat = 0; repeat < WARM_UP + REPEATS; repeat += 1) {
        const { elapsed, result: answered } = await call({
          historyId: recordId,
          ...checkboxes,
          paging: { entriesPerPage: PAGE_SIZE, page },
        });
        if (answered.rows.length === 0) throw new Error(`Page ${page} of ${label} came back empty.`);
        if (repeat >= WARM_UP) timings.push(elapsed);
      }
      timings.sort((a, b) => a - b);
      all.push(...timings);
      cells.push(ms(quantile(timings, 0.95)));
    }
    rows.push(cells);
  }
  console.log(`\nAudit trail pages (${kind}, ${PAGE_SIZE} rows, newest first), p95 of ${REPEATS} requests each:`);
  printTable(['checkboxes', 'events', 'page 0', 'middle', 'last'], rows);
  all.sort((a, b) => a - b);
  const p95 = quantile(all, 0.95);
  const met = p95 < TARGET_P95_MS[kind];
  console.log(
    `Target p95 under ${TARGET_P95_MS[kind]} ms on ${kind}: ${met ? 'met' : 'MISSED'} (${ms(p95)} over all pages)`,
  );
  return met;
}

/** Downloads the whole trail as text over a socket, discarding it, while sampling the process's memory. */
async function timeDownload(baseUrl: string, agent: Agent, recordId: number, organisationId: number) {
  const url = new URL(
    `${fillPath(apiPaths.auditTrailTxt, { urlPart: 'remit' })}?organisationId=${organisationId}`,
    baseUrl,
  );
  const { bytes, lines, elapsed, growth, measure } = await streamDownload(url, agent, {
    method: 'POST',
    body: { historyId: recordId },
    what: 'download',
  });
  console.log(
    `Text download: ${lines - 2} events, ${mb(bytes)} in ${ms(elapsed)}; ${measure} grew by at most ${mb(growth)} while streaming.`,
  );
}

function benchOn(target: BenchTarget): Promise<boolean> {
  return withSeededDatabase(
    target,
    { reportingScale: 'small', directoryScale: 'demo' },
    async (config, db, changes) => {
      const seedStarted = performance.now();
      const trail = await seedLargeAuditTrail(db, EVENTS);
      console.log(
        `\nSeeded a ${trail.events}-event trail on ${target.kind} in ${ms(performance.now() - seedStarted)}.`,
      );
      const app = await buildApp({ config, db, changes });
      try {
        const agent = createAgent(app);
        await signInAsAnalyst(agent);
        const met = await timePages(agent, trail.recordId, trail.organisationId, target.kind);
        const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
        await timeDownload(baseUrl, agent, trail.recordId, trail.organisationId);
        return met;
      } finally {
        await app.close();
      }
    },
  );
}

export function benchAuditTrail(): Promise<boolean> {
  return onEveryTarget('audit', benchOn, { title: 'the audit-trail benchmark' });
}

// `npx tsx bench/audit-trail.ts` runs this benchmark alone.
if (require.main === module) runAlone(benchAuditTrail);
