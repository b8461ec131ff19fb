/// <reference lib="dom" />
// The functions handed to page.evaluate run in the browser and use its types.
// Lighthouse-like page metrics measured in Chromium with Playwright, the CPU throttled 4× (CDP
// Emulation.setCPUThrottlingRate) on a phone-sized viewport, each page a cold load on an empty cache:
// FCP, LCP (PerformanceObserver), TBT (long tasks after FCP, until the page has been quiet for a
// while), CLS, and the performance score Lighthouse's mobile curves give them (lighthouse-score.ts).
// Targets: login and welcome at least 90, contacts at least 75. The network is not throttled (the
// server is local): the scores measure the page's own work, the sizes are held by the login budget.
// Then, for reference, two steps inside the app: login → welcome and menu → contacts.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { demoUsers } from '../src/server/seed/demo-users';
import { withBenchServer } from './bench-server';
import { performanceScore, type PageMetrics } from './lighthouse-score';
import { chromiumOptions } from './login-bundle';
import { printTable } from './print-table';

const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
/** BENCH_PAGES=contacts (or a comma list) measures only those page loads, and skips the in-app steps. */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
/** The page counts as settled after this long without a new long task (Lighthouse waits for 5 s of quiet). */
const QUIET_MS = 3000;
const SETTLE_LIMIT_MS = 20_000;
/** Lighthouse's mobile device: a Moto G Power. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const analyst = demoUsers.find((user) => user.username === 'analyst')!;

interface PageTarget {
  name: string;
  path: string;
  signedIn: boolean;
  /** Resolves once the page shows what it is for. */
  ready: (page: Page) => Promise<void>;
  minimumScore: number;
}

const organisationRows = (page: Page) =>
  page.getByRole('grid', { name: 'Organisations' }).locator('[role="row"][data-id]');

const targets: PageTarget[] = [
  {
    name: 'login',
    path: '/login',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Login' }).waitFor(),
    minimumScore: 90,
  },
  {
    name: 'welcome',
    path: '/help/welcome',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
    minimumScore: 90,
  },
  {
    name: 'contacts',
    path: '/help/contacts',
    signedIn: true,
    ready: (page) => organisationRows(page).first().waitFor(),
    minimumScore: 75,
  },
];

/** Observers installed before any script of the page runs; buffered, so nothing before them is lost. */
function observeMetrics(): void {
  const state = { lcp: 0, cls: 0, longTasks: [] as Array<[number, number]> };
  (window as unknown as { __benchMetrics: typeof state }).__benchMetrics = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) state.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

interface RawMetrics {
  fcp: number;
  lcp: number;
  cls: number;
  longTasks: Array<[number, number]>;
  now: number;
}

const readRawMetrics = (page: Page): Promise<RawMetrics> =>
  page.evaluate(() => {
    const state = (window as unknown as { __benchMetrics: Omit<RawMetrics, 'fcp' | 'now'> }).__benchMetrics;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { fcp, lcp: state.lcp, cls: state.cls, longTasks: [...state.longTasks], now: performance.now() };
  });

/** Lighthouse's TBT: of every long task after FCP (clipped at FCP), the time beyond 50 ms. */
export function totalBlockingTime(longTasks: Array<[number, number]>, fcp: number): number {
  return longTasks.reduce((sum, [start, duration]) => {
    const end = start + duration;
    if (end <= fcp) return sum;
    return sum + Math.max(0, end - Math.max(start, fcp) - 50);
  }, 0);
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function measure(
  browser: Browser,
  baseUrl: string,
  target: PageTarget,
  storageState: StorageState | undefined,
): Promise<PageMetrics> {
  const context = await browser.newContext({ ...phone, storageState });
  try {
    await context.addInitScript(observeMetrics);
    const page = await throttledPage(context);
    await page.goto(`${baseUrl}${target.path}`);
    await target.ready(page);
    await page.waitForLoadState('networkidle');
    // Settled: no long task for QUIET_MS (or the limit reached).
    const started = Date.now();
    let raw = await readRawMetrics(page);
    while (Date.now() - started < SETTLE_LIMIT_MS) {
      const lastTaskEnd = Math.max(raw.fcp, ...raw.longTasks.map(([start, duration]) => start + duration));
      if (raw.now - lastTaskEnd >= QUIET_MS) break;
      await page.waitForTimeout(500);
      raw = await readRawMetrics(page);
    }
    return { fcp: raw.fcp, lcp: raw.lcp, tbt: totalBlockingTime(raw.longTasks, raw.fcp), cls: raw.cls };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (value: number): string => `${Math.round(value)} ms`;

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(analyst.username);
  await page.getByLabel('Password').fill(analyst.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/help\/welcome$/);
}

/**
 * Login → welcome and menu → contacts inside the app, the CPU throttled as above, on a desktop window
 * (where the menu is always shown: the steps measure loading the route, not opening a drawer).
 */
async function measureSteps(
  browser: Browser,
  baseUrl: string,
): Promise<{ loginToWelcome: number; menuToContacts: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await throttledPage(context);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill(analyst.username);
    await page.getByLabel('Password').fill(analyst.password);
    // As a person would: the form has been on screen a moment, so the idle prefetch has had its chance.
    await page.waitForLoadState('networkidle');
    let started = Date.now();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/help\/welcome$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const loginToWelcome = Date.now() - started;

    await page.waitForLoadState('networkidle');
    started = Date.now();
    await page.getByRole('link', { name: 'Organisation Contact Directory' }).first().click();
    await organisationRows(page).first().waitFor();
    const menuToContacts = Date.now() - started;
    return { loginToWelcome, menuToContacts };
  } finally {
    await context.close();
  }
}

export async function benchPageMetrics(): Promise<boolean> {
  return withBenchServer(async (baseUrl) => {
    const browser = await chromium.launch(chromiumOptions);
    try {
      const signInContext = await browser.newContext();
      await signIn(await signInContext.newPage(), baseUrl);
      const signedIn = await signInContext.storageState();
      await signInContext.close();

      const rows: string[][] = [];
      let allMet = true;
      for (const target of targets.filter((candidate) => !ONLY_PAGES || ONLY_PAGES.includes(candidate.name))) {
        const runs: PageMetrics[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await measure(browser, baseUrl, target, target.signedIn ? signedIn : undefined));
        }
        const metrics: PageMetrics = {
          fcp: median(runs.map((run) => run.fcp)),
          lcp: median(runs.map((run) => run.lcp)),
          tbt: median(runs.map((run) => run.tbt)),
          cls: median(runs.map((run) => run.cls)),
        };
        const score = performanceScore(metrics);
        const met = score >= target.minimumScore;
        allMet &&= met;
        rows.push([
          target.name,
          ms(metrics.fcp),
          ms(metrics.lcp),
          ms(metrics.tbt),
          metrics.cls.toFixed(3),
          String(score),
          `>= ${target.minimumScore}`,
          met ? 'met' : 'MISSED',
        ]);
      }

      console.log(
        `\nPage loads, CPU throttled ${CPU_SLOWDOWN}x, ${phone.viewport.width}x${phone.viewport.height} phone viewport, cold cache, median of ${RUNS}:`,
      );
      printTable(['page', 'FCP', 'LCP', 'TBT', 'CLS', 'score', 'target', ''], rows);
      console.log(
        '(score: Lighthouse 12 mobile curves and weights; Speed Index not measured, its weight spread over the rest)',
      );

      if (ONLY_PAGES) return allMet;
      const steps: Array<{ loginToWelcome: number; menuToContacts: number }> = [];
      for (let run = 0; run < RUNS; run += 1) steps.push(await measureSteps(browser, baseUrl));
      console.log(`\nSteps inside the app, CPU throttled ${CPU_SLOWDOWN}x, median of ${RUNS}:`);
      printTable(
        ['step', 'time'],
        [
          ['login → welcome (click to heading)', ms(median(steps.map((step) => step.loginToWelcome)))],
          ['menu → contacts (click to first row)', ms(median(steps.map((step) => step.menuToContacts)))],
        ],
      );
      return allMet;
    } finally {
      await browser.close();
    }
  });
}

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
