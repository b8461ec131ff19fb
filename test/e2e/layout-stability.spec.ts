import { expect, test } from '@playwright/test';
import { signIn } from './page-steps';

interface Shift {
  value: number;
  movedMain: boolean;
}

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
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        const main = document.querySelector('main');
        const movedMain = (entry.sources ?? []).some(
          (source) => source.node instanceof Node && !!main && source.node.contains(main),
        );
        shifts.push({ value: entry.value, movedMain });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/ecm/dealfinder');
  await expect(page.getByRole('combobox', { name: 'Organisation' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Finder' })).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  expect(shifts.filter((shift) => shift.movedMain)).toEqual([]);
});
