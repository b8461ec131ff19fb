import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, signIn } from './page-steps';
import { screenshotPath } from './screenshot-path';

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.use({ viewport: PHONE });

test('on a phone the contact grids scroll inside themselves, show every cell in full, and select by keyboard', async ({
  page,
}) => {
  await signIn(page, 'analyst', '/help/contacts');
  const organisations = page.getByRole('grid', { name: 'Organisations' });
  await expect(organisations.locator('[role="row"][data-id]')).toHaveCount(10);

  // The page never scrolls sideways; the grid's columns do, inside the grid.
  const page390 = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(page390.scrollWidth).toBeLessThanOrEqual(page390.innerWidth);
  const scroller = await organisations.locator('.MuiDataGrid-virtualScroller').evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);

  // No cell cuts its text off behind a hover-only tooltip: every text fits its (wrapping) cell.
  const cutOff = await organisations
    .locator('[role="gridcell"]')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1)
        .map((cell) => `${cell.getAttribute('data-field')}: ${cell.textContent}`),
    );
  expect(cutOff).toEqual([]);

  // Keyboard only: into the grid, down to the first row, Space selects, Enter deselects, Enter selects.
  await tabTo(page, organisations.getByRole('columnheader').first());
  await page.keyboard.press('ArrowDown');
  const firstRow = organisations.locator('[role="row"][data-id]').first();
  const displayName = (await firstRow.locator('[data-field="displayName"]').textContent()) ?? '';
  await page.keyboard.press('Space');
  const heading = page.getByRole('heading', {
    name: new RegExp(`^People at ${displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `),
  });
  await expect(heading).toBeVisible();
  await expect(firstRow).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(heading).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(heading).toBeVisible();

  const people = page.getByRole('grid', { name: 'People' });
  await expect(people.locator('[role="row"][data-id]').first()).toBeVisible();
  const peopleCutOff = await people
    .locator('[role="gridcell"]')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1)
        .map((cell) => `${cell.getAttribute('data-field')}: ${cell.textContent}`),
    );
  expect(peopleCutOff).toEqual([]);
  const after = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(after).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: screenshotPath('phone-contacts-keyboard'), fullPage: true });
});
