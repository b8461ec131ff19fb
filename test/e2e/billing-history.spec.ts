import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { hasNoSidewaysScroll, PHONE, seriousViolations, signIn } from './page-steps';
import { screenshotPath } from './screenshot-path';

test("an admin reads the demo world's billing by month, narrows it to one organisation by keyboard and downloads it as CSV; axe-clean", async ({
  page,
}) => {
  // The demo world's months, whatever today is.
  await signIn(page, 'admin', '/admin/billing_history?from=2026-01&to=2026-11');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Billing history' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByText('Nothing was sent or matched in this period.')).toHaveCount(0);

  const organisation = page.getByRole('combobox', { name: 'Organisation' });
  await organisation.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Nordwind Energiehandel' }).focus();
  await page.keyboard.press('Enter');
  await expect(organisation).toHaveText('Nordwind Energiehandel');
  const rows = grid.getByRole('row');
  await expect(rows.nth(1)).toContainText('Nordwind Energiehandel');

  await page.getByRole('button', { name: 'Show as a table' }).click();
  await expect(page.getByRole('table', { name: /per month, Nordwind Energiehandel/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('billing-history'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('billing-history-2026-01-to-2026-11.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Month,Organisation,REMIT Table 1 reports');
  expect(csv).toContain('Nordwind Energiehandel');
  expect(csv).not.toContain('Baltic Power');
});

test('billing history at 390 px: no sideways scroll, a bad period said on its field', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin', '/admin/billing_history?from=2026-06&to=2026-01');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
  await expect(page.getByText('The last month must not be before the first.')).toBeVisible();
  // Nothing is claimed of a period that was not asked for.
  await expect(page.getByRole('grid', { name: 'Billing history' })).toHaveCount(0);
  await hasNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('billing-history-phone'), fullPage: true });
});

test('billing history at 390 px: the chart, its legend wrapped on two lines, stays above the Export CSV button', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin', '/admin/billing_history?from=2026-01&to=2026-11');
  const chart = page.locator('svg[aria-label^="Reports sent and confirmations matched per month"]');
  await expect(chart).toBeVisible();
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toBeVisible();
  const chartBox = (await chart.boundingBox())!;
  const buttonBox = (await exportButton.boundingBox())!;
  // The chart's x-axis ran under the button: its box kept the SVG's height and the legend pushed it down.
  expect(chartBox.y + chartBox.height).toBeLessThanOrEqual(buttonBox.y);
  await hasNoSidewaysScroll(page);
});
