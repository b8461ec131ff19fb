import { expect, test, type Locator, type Page } from '@playwright/test';
import { allViolations, hasNoSidewaysScroll, PHONE } from './page-steps';
import { preferencesTestAccount as account } from './reset-test-account';
import { screenshotPath } from './screenshot-path';

// This account is the suite's alone: its preferences move no other test's grids.
test.describe.configure({ timeout: 180_000 });

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** '10/01/26 08:29:00 UTC' (the default format) as the same moment in Tokyo, yyyy-mm-dd: '2026-01-10 17:29:00 GMT+9'. */
function inTokyo(shown: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2}) UTC$/.exec(shown);
  if (!match) throw new Error(`Not a moment in the default format: '${shown}'`);
  const [, day, month, year, hour, minute, second] = match.map(Number) as number[];
  const tokyo = new Date(Date.UTC(2000 + year!, month! - 1, day!, hour! + 9, minute!, second!));
  return `${tokyo.toISOString().slice(0, 10)} ${tokyo.toISOString().slice(11, 19)} GMT+9`;
}

// Each moment is read again on the same row, by its id: the REMIT tests running alongside add trail
// events and incoming files, so the first row may be another one by then.
const trailMoment = (page: Page, id = '') =>
  page
    .getByRole('grid', { name: 'Details for NWEH-2026-000417' })
    .locator(`[role="row"][data-id${id && `="${id}"`}]`)
    .first()
    .locator('[role="gridcell"][data-field="timestamp"]');
const finderGrid = (page: Page) => page.getByRole('grid', { name: 'REMIT Files In' });
const finderMoment = (page: Page, id = '') =>
  finderGrid(page)
    .locator(`[role="row"][data-id${id && `="${id}"`}]`)
    .first()
    .getByRole('gridcell')
    .filter({ hasText: / UTC$| GMT\+9$/ })
    .first();
async function rowIdOf(moment: Locator): Promise<string> {
  const id = await moment.locator('xpath=ancestor::*[@role="row"][1]').getAttribute('data-id');
  if (!id) throw new Error('The moment is in no row with an id.');
  return id;
}

async function openTrail(page: Page) {
  await page.goto('/help/welcome?ref=NW-AUDIT-240117');
  await expect(page).toHaveURL(/\/err\/remit_audittrail\?/, { timeout: 30_000 });
  await expect(trailMoment(page)).toBeVisible({ timeout: 30_000 });
}

async function openFilesIn(page: Page) {
  await page.goto('/err/remit_filesin');
  await expect(finderMoment(page)).toBeVisible({ timeout: 30_000 });
}

test('a user picks Tokyo, yyyy-mm-dd, 10 rows and REMIT Files In: trail and finder moments move, and sign-in lands on the finder', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/help\/welcome$/);
  await openTrail(page);
  const trailRow = await rowIdOf(trailMoment(page));
  const trailBefore = (await trailMoment(page, trailRow).innerText()).trim();
  await openFilesIn(page);
  const finderRow = await rowIdOf(finderMoment(page));
  const finderBefore = (await finderMoment(page, finderRow).innerText()).trim();

  await page.setViewportSize(PHONE);
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  await page.getByRole('radio', { name: 'Another zone' }).check();
  const zone = page.getByRole('combobox', { name: 'Zone' });
  await zone.fill('Tokyo');
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  await page.getByRole('radio', { name: 'yyyy-mm-dd' }).check();
  await expect(page.getByText(/^A moment reads: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT\+9$/)).toBeVisible();
  // The selects with the keyboard alone.
  await page.getByRole('combobox', { name: 'Rows per page' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: '10', exact: true }).press('Enter');
  await page.getByRole('combobox', { name: 'Page after sign-in' }).click();
  await page.getByRole('option', { name: 'REMIT Files In' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your preferences were saved. Every page now uses them.')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Your sessions' })
      .getByText(/GMT\+9$/)
      .first(),
  ).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('preferences-phone'), fullPage: true });

  await openTrail(page);
  await expect(trailMoment(page, trailRow)).toHaveText(inTokyo(trailBefore));
  await openFilesIn(page);
  await expect(finderMoment(page, finderRow)).toHaveText(inTokyo(finderBefore));
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^1–10 of \d+$/);

  // The next sign-in opens REMIT Files In.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/err\/remit_filesin$/);
});
