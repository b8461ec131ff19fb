/// <reference lib="dom" />
// The functions handed to page.evaluate run in the browser and use its types.
// Which elements shift a page's layout while it loads: every layout-shift entry with its sources (the
// node, its rectangle before and after), on Lighthouse's mobile screen (412 × 823) with the CPU throttled 4×.
// `npx tsx bench/layout-shifts.ts [path ...]` (default: /help/welcome /help/contacts), signed in as
// the analyst; DESKTOP=1 for a 1280 × 800 window. A CLS that page-metrics.ts (Lighthouse) reports is traced here.
// Each page's grids are listed at the end: their rows' heights and where the footer ended up.
import { chromium } from 'playwright-core';
import { demoUsers } from '../src/server/seed/demo-users';
import { withBenchServer } from './bench-server';
import { chromiumOptions } from './login-bundle';

const phone = process.env.DESKTOP
  ? { viewport: { width: 1280, height: 800 } }
  : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const analyst = demoUsers.find((user) => user.username === 'analyst')!;

interface ShiftSource {
  node: string;
  previousRect: string;
  currentRect: string;
}
interface Shift {
  startTime: number;
  value: number;
  /** What the grids showed when the shift was reported (a frame or so after it). */
  grids?: string;
  sources: ShiftSource[];
}

/** Installed before the page's scripts; describes each shifted node while it is still in the document. */
function observeShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describe = (node: Node | null | undefined): string => {
    if (!node) return '(removed)';
    if (!(node instanceof Element))
      return `#text "${(node.textContent ?? '').slice(0, 30)}" in ${describe(node.parentElement)}`;
    const classes = [...node.classList]
      .filter((name) => !name.startsWith('css-'))
      .slice(0, 3)
      .join('.');
    const label = node.getAttribute('aria-label') ?? node.getAttribute('role') ?? node.id;
    return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${label ? `[${label}]` : ''}`;
  };
  const rect = (value: DOMRectReadOnly) =>
    `${Math.round(value.x)},${Math.round(value.y)} ${Math.round(value.width)}x${Math.round(value.height)}`;
  type ShiftEntry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        startTime: entry.startTime,
        value: entry.value,
        grids: [...document.querySelectorAll('.MuiDataGrid-root')]
          .map(
            (grid) =>
              `${grid.querySelector('[role="grid"]')?.getAttribute('aria-label') ?? 'grid'}: ${grid.querySelectorAll('[role="row"][data-id]').length} rows, ` +
              `overlay ${grid.querySelector('.MuiDataGrid-overlay')?.textContent ?? 'none'}, ` +
              `reserve ${(grid as HTMLElement).style.getPropertyValue('--DataGrid-overlayHeight') || 'none'}`,
          )
          .join('; '),
        sources: entry.sources.map((source) => ({
          node: describe(source.node),
          previousRect: rect(source.previousRect),
          currentRect: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function main(paths: string[]): Promise<void> {
  await withBenchServer(async (baseUrl) => {
    const browser = await chromium.launch(chromiumOptions);
    try {
      const signIn = await browser.newContext();
      const page = await signIn.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Username').fill(analyst.username);
      await page.getByLabel('Password').fill(analyst.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/help\/welcome$/);
      const storageState = await signIn.storageState();
      await signIn.close();

      for (const path of paths) {
        const context = await browser.newContext({ ...phone, storageState });
        // tsx wraps named inner functions in `__name(...)`, a helper the page does not have.
        await context.addInitScript({ content: 'window.__name = (target) => target;' });
        await context.addInitScript(observeShifts);
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await tab.goto(`${baseUrl}${path}`);
        await tab.waitForLoadState('networkidle');
        await tab.waitForTimeout(4000);
        const shifts = await tab.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        console.log(`\n${path}: CLS ${total.toFixed(4)} in ${shifts.length} shifts`);
        for (const shift of shifts) {
          console.log(`  ${Math.round(shift.startTime)} ms  ${shift.value.toFixed(4)}  ${shift.grids ?? ''}`);
          for (const source of shift.sources) {
            console.log(`    ${source.node}: ${source.previousRect} -> ${source.currentRect}`);
          }
        }
        const layout = await tab.evaluate(() =>
          [...document.querySelectorAll('.MuiDataGrid-root')].map((grid) => ({
            grid: grid.getBoundingClientRect().toJSON(),
            rows: [...grid.querySelectorAll('[role="row"][data-id]')].map((row) =>
              Math.round(row.getBoundingClientRect().height),
            ),
            footer: grid.querySelector('.MuiDataGrid-footerContainer')?.getBoundingClientRect().toJSON(),
          })),
        );
        console.log(JSON.stringify(layout));
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
}

const requested = process.argv.slice(2);
main(requested.length > 0 ? requested : ['/help/welcome', '/help/contacts']).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
