// Page loads as Lighthouse 12 scores them: the `lighthouse` package itself, its mobile preset (the
// default config: Moto G Power, simulated slow 4G and 4× CPU) and its desktop preset, on Debian's
// Chromium. Login is audited signed out; then the analyst signs in through the real form and every
// other page is audited signed in (storage kept between sign-in and audit, the browser cache cleared
// before each run). Median of 3 runs per page and preset (the run with the median score, as
// Lighthouse advises). Targets in lighthouse-pages.ts; CLS must be 0 everywhere. First, in the same run,
// the ceilings (ceiling-pages.ts): the lightest form and grid page of this stack; each page's score is
// also printed as a share of its kind's ceiling.
// BENCH_PAGES=welcome,contacts and BENCH_PRESETS=mobile select; BENCH_PAGE_RUNS sets the runs.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Flags, RunnerResult } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { apiPaths, fillPath, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../src/shared/api-paths';
import { demoUsers } from '../src/server/seed/demo-users';
import { withBenchServer } from './bench-server';
import { withCeilingPages, type CeilingKind } from './ceiling-pages';
import { auditedPages, presets, type AuditedPage, type Preset } from './lighthouse-pages';
import { chromiumOptions } from './login-bundle';
import { printTable } from './print-table';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
/** Where each run's whole Lighthouse report (JSON) is kept for a closer look, when set: never the checkout by default. */
const reportsDirectory = process.env.BENCH_LIGHTHOUSE_REPORTS;
const selectedNames = process.env.BENCH_PAGES?.split(',').map((name) => name.trim().toLowerCase());
const selectedPresets = (process.env.BENCH_PRESETS?.split(',').map((name) => name.trim()) ?? presets).filter(
  (name): name is Preset => (presets as string[]).includes(name),
);

/** As the results report it, for the printed table. */
let lighthouseVersion = '';

const analyst = demoUsers.find((user) => user.username === 'analyst')!;

interface AuditFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  finalUrl: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function signIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(analyst.username);
  await page.getByLabel('Password').fill(analyst.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/help\/welcome$/);
  await page.close();
}

/** A received MiFID position file of the analyst's organisation, found through the finder's API. */
async function mifidFileId(context: BrowserContext, baseUrl: string): Promise<number> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === XSRF_COOKIE_NAME);
  const response = await context.request.post(`${baseUrl}${fillPath(apiPaths.finder, { finderKind: 'mifidFiles' })}`, {
    headers: { [XSRF_HEADER_NAME]: xsrf?.value ?? '' },
    data: { paging: { page: 0, entriesPerPage: 100 }, filters: { state: 'RECEIVED' } },
  });
  if (!response.ok()) throw new Error(`The MiFID finder answered ${response.status()}.`);
  const { values } = (await response.json()) as { values: Array<{ id: number }> };
  // The last one: the first file of the demo seed is the one of several thousand records.
  const file = values[values.length - 1];
  if (!file) throw new Error('The demo seed has no received MiFID file.');
  return file.id;
}

/** As Lighthouse does when it resets storage, but for the cache only: the session must stay. */
async function clearBrowserCache(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.close();
}

async function audit(url: string, port: number, preset: Preset): Promise<AuditFigures> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  };
  const result: RunnerResult | undefined = await lighthouse(
    url,
    flags,
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  const { lhr } = result;
  lighthouseVersion = lhr.lighthouseVersion;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  if (reportsDirectory) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${preset}-${Date.now()}.json`;
    fs.mkdirSync(reportsDirectory, { recursive: true });
    fs.writeFileSync(path.join(reportsDirectory, name), JSON.stringify(lhr));
  }
  const numeric = (audit: string): number => lhr.audits[audit]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/**
 * Lighthouse sometimes loses its trace of a load (NO_NAVSTART, NO_FCP) and says to run it again: such
 * a run is repeated, up to twice, instead of ending the benchmark. Any other failure ends it.
 */
async function auditWithRetry(context: BrowserContext, url: string, port: number, preset: Preset) {
  for (let attempt = 1; ; attempt += 1) {
    await clearBrowserCache(context);
    try {
      return await audit(url, port, preset);
    } catch (error) {
      const repeatable = error instanceof Error && /Please run Lighthouse again/.test(error.message);
      if (!repeatable || attempt === 3) throw error;
      console.warn(`  (${error.message}; running it again)`);
    }
  }
}

/** The run with the median score. */
function medianRun(runs: AuditFigures[]): AuditFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const ms = (value: number): string => `${Math.round(value).toLocaleString('en')} ms`;
/** CLS as Lighthouse shows it; "0" when it rounds to 0.000. */
const clsShown = (value: number): string => (value < 0.0005 ? '0' : value.toFixed(3));

/** RUNS audits of one URL and their median run. */
async function medianAudit(context: BrowserContext, url: string, port: number, preset: Preset) {
  const runs: AuditFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditWithRetry(context, url, port, preset));
  return { runs, median: medianRun(runs) };
}

const scoresOf = (runs: AuditFigures[]): string => runs.map((run) => run.score).join(', ');
const shareOf = (score: number, ceiling: number): string => `${Math.round((100 * score) / ceiling)} %`;

const ceilingNames: Record<CeilingKind, string> = {
  light: 'a form of this stack',
  grid: 'one DataGrid of this stack',
};

/** The ceiling pages' median scores by kind and preset, each a row of the table too. */
type CeilingScores = Record<CeilingKind, Partial<Record<Preset, number>>>;

async function auditCeilings(
  context: BrowserContext,
  urls: Record<CeilingKind, string>,
  port: number,
  kinds: CeilingKind[],
): Promise<{ scores: CeilingScores; rows: string[][] }> {
  const scores: CeilingScores = { light: {}, grid: {} };
  const rows: string[][] = [];
  for (const kind of kinds) {
    for (const preset of selectedPresets) {
      const { runs, median } = await medianAudit(context, urls[kind], port, preset);
      scores[kind][preset] = median.score;
      const row = [
        `ceiling: ${ceilingNames[kind]}`,
        preset,
        `${median.score} (${scoresOf(runs)})`,
        '–',
        '100 %',
        ms(median.lcp),
        ms(median.tbt),
        clsShown(median.cls),
        '–',
        'the ceiling',
      ];
      console.log(`  ${row.join('  ')}`);
      rows.push(row);
    }
  }
  return { scores, rows };
}

async function auditPage(
  context: BrowserContext,
  baseUrl: string,
  port: number,
  page: AuditedPage,
  preset: Preset,
  ceilingScore: number,
): Promise<{ row: string[]; met: boolean }> {
  const { runs, median } = await medianAudit(context, `${baseUrl}${page.path}`, port, preset);
  const wrongPage = new URL(median.finalUrl).pathname !== new URL(`${baseUrl}${page.path}`).pathname;
  const target = page.minimumScore[preset];
  const met = !wrongPage && median.score >= target && clsShown(median.cls) === '0';
  return {
    met,
    row: [
      page.name,
      preset,
      `${median.score} (${scoresOf(runs)})`,
      `>= ${target}`,
      shareOf(median.score, ceilingScore),
      ms(median.lcp),
      ms(median.tbt),
      clsShown(median.cls),
      '0',
      wrongPage ? `MISSED (ended on ${new URL(median.finalUrl).pathname})` : met ? 'met' : 'MISSED',
    ],
  };
}

export async function benchPageMetrics(): Promise<boolean> {
  return withCeilingPages((ceilingUrls) =>
    withBenchServer(async (baseUrl) => {
      const port = await freePort();
      const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ept-lighthouse-'));
      // One browser for Playwright (sign-in) and Lighthouse (audits): they share its cookies.
      const context = await chromium.launchPersistentContext(profileDir, {
        executablePath: chromiumOptions.executablePath,
        args: [...chromiumOptions.args, `--remote-debugging-port=${port}`],
        // Lighthouse emulates the screen itself; Playwright must not resize its tabs.
        viewport: null,
      });
      try {
        const isSelected = (page: AuditedPage): boolean =>
          !selectedNames || selectedNames.includes(page.name.toLowerCase());
        const kinds = [
          ...new Set(
            auditedPages(undefined)
              .filter(isSelected)
              .map((page) => page.ceiling),
          ),
        ];

        console.log(`\nLighthouse page loads (performance, median of ${RUNS}; load average ${loadAverage()}):`);
        const ceilings = await auditCeilings(context, ceilingUrls, port, kinds);
        const rows: string[][] = [...ceilings.rows];
        let allMet = true;
        const auditAll = async (pages: AuditedPage[]): Promise<void> => {
          for (const page of pages.filter(isSelected)) {
            for (const preset of selectedPresets) {
              const ceilingScore = ceilings.scores[page.ceiling][preset] ?? NaN;
              const { row, met } = await auditPage(context, baseUrl, port, page, preset, ceilingScore);
              console.log(`  ${row.join('  ')}`);
              rows.push(row);
              allMet &&= met;
            }
          }
        };
        await auditAll(auditedPages(undefined).filter((page) => !page.signedIn));
        await signIn(context, baseUrl);
        const pages = auditedPages(await mifidFileId(context, baseUrl));
        await auditAll(pages.filter((page) => page.signedIn));

        console.log(`\nLighthouse ${lighthouseVersion}, ${chromiumOptions.executablePath}:`);
        printTable(
          ['page', 'preset', 'score (runs)', 'target', 'share of ceiling', 'LCP', 'TBT', 'CLS', 'target', ''],
          rows,
        );
        console.log(`(load average at the end: ${loadAverage()})`);
        return allMet;
      } finally {
        await context.close();
        fs.rmSync(profileDir, { recursive: true, force: true });
      }
    }),
  );
}

const loadAverage = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

// `npx tsx bench/page-metrics.ts` runs this benchmark alone.
if (require.main === module) {
  benchPageMetrics().then(
    (met) => (process.exitCode = met ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
