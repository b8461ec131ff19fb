import { expect, test, type Page } from '@playwright/test';
import { signIn } from './page-steps';

interface Shift {
  value: number;
  /** The first class of each element that moved. */
  moved: string[];
  /** One of them holds the page's main region. */
  movedMain: boolean;
}

/** Records every layout shift of the pages loaded after it; `shiftsSoFar` reads them. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        const main = document.querySelector('main');
        const nodes = (entry.sources ?? []).map((source) => source.node);
        shifts.push({
          value: entry.value,
          moved: nodes.map((node) => (node instanceof Element ? node.className.split(' ')[0]! : String(node))),
          movedMain: nodes.some((node) => node instanceof Node && !!main && node.contains(main)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

test('on a phone, the page below the top bar stays put when the organisation selector arrives late', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 412, height: 823 });
  // The selector is the last part of the top bar to arrive on a slow network.
  await page.route(/\/api\/user\/organisations(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await recordShifts(page);
  await page.goto('/ecm/dealfinder');
  await expect(page.getByRole('combobox', { name: 'Organisation' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Finder' })).toBeVisible();
  expect((await shiftsSoFar(page)).filter((shift) => shift.movedMain)).toEqual([]);
});

// Rows of automatic height are painted at the grid's estimate (80 px) and measured a frame later; the
// footer below them must not be seen moving (MiFID Position Files' rows measure 57 px, the Netting
// Finder's 85 px, on this screen).
for (const { path, name } of [
  { path: '/err/mifid', name: 'MiFID Position Files' },
  { path: '/esm/nettingfinder', name: 'Netting Finder' },
]) {
  test(`on a desktop screen, the footer of ${name} first paints below the measured rows and stays`, async ({
    page,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await recordShifts(page);
    await page.goto(path);
    const grid = page.getByRole('grid', { name });
    await expect(grid.locator('[role="row"][data-id]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Go to next page' })).toBeVisible();
    // A shift is reported after the frame that made it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await shiftsSoFar(page)).toEqual([]);
  });
}

test('signed out, the login page first paints its logo and title from the server, where the form then shows them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await recordShifts(page);
  // The scripts held back: what shows is the page's own HTML.
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const frameLogo = page.locator('[data-page-frame] img');
  await expect(frameLogo).toBeVisible();
  const boxesOf = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main img, [data-page-frame] img, h1')].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { tag: element.tagName, x, y, width, height };
      }),
    );
  const painted = await boxesOf();
  expect(painted.map(({ tag }) => tag)).toEqual(['IMG', 'H1']);
  // Hidden from assistive technology until the form's own title is there.
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);

  releaseScripts();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-page-frame]')).toHaveCount(0);
  expect(await boxesOf()).toEqual(painted);
  expect(await shiftsSoFar(page)).toEqual([]);
});
