import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPaths } from '../../src/shared/api-paths';
import type { FinderRow } from '../../src/shared/contract/finders';
import { allViolations, hasNoSidewaysScroll, PHONE, xsrfHeaders } from './page-steps';
import { masterDataTestAccount as account } from './reset-test-account';
import { screenshotPath } from './screenshot-path';

test.describe.configure({ timeout: 180_000 });

const POINT = '10YDE-VE-------2';
const POINT_NAME = 'E2E 50Hertz control area';
const RENAMED = 'E2E 50Hertz Transmission';
const RENAMED_AFTER_SESSION_END = 'E2E 50Hertz Transmission GmbH';
const DRAFT_NOTE =
  'Your session ended before this form was sent. The values you entered have been restored: please submit again.';

async function signIn(page: Page) {
  await page.goto('/login');
  await fillLogin(page);
  await expect(page).toHaveURL(/\/help\/welcome$/);
}

async function fillLogin(page: Page) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** An open Table 1 trade of the organisation, found as the activity report lists them. */
async function openTable1Trade(page: Page): Promise<number> {
  const response = await page.request.post(apiPaths.finder.replace(':finderKind', 'remitActivity'), {
    headers: await xsrfHeaders(page),
    data: {
      paging: { page: 0, entriesPerPage: 50 },
      sorting: { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
      filters: { kind: 'REMIT_TABLE_1' },
    },
  });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { values: FinderRow[] }).values;
  const row = rows.find((candidate) => candidate.links.includes('modify'));
  expect(row, 'an open Table 1 trade').toBeDefined();
  return row!.id;
}

/** The options the Table 1 modify form offers for its first delivery point. */
async function offeredZones(page: Page, historyId: number): Promise<string[]> {
  await page.goto(`/err/remit_table1_trade/modify?historyId=${historyId}`);
  const zone = page.getByRole('combobox', { name: /^Delivery point or zone 1/ });
  await expect(zone).toBeVisible({ timeout: 30_000 });
  await zone.click();
  const options = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return options;
}

test('an editor adds a delivery point with the keyboard; REMIT modify offers it, a retired one it does not; axe-clean at 390 px', async ({
  page,
}) => {
  await signIn(page);
  const historyId = await openTable1Trade(page);
  expect(await offeredZones(page, historyId)).not.toContain(`${POINT} – ${POINT_NAME}`);

  await page.setViewportSize(PHONE);
  await page.goto('/masterdata');
  await expect(page.getByRole('heading', { level: 1, name: 'Master data' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a code' });
  await expect(form.getByRole('combobox', { name: 'Kind' })).toHaveText('Delivery point or zone');
  await form.getByRole('textbox', { name: 'Code' }).fill('10YDE-VE-------3');
  await form.getByRole('textbox', { name: 'Name' }).fill(POINT_NAME);
  await page.keyboard.press('Enter');
  await expect(
    form.getByText(
      'A delivery point or zone is named by its EIC: 16 capitals, digits or hyphens, two digits and X, Y, Z, T, W or V first, the check character last.',
    ),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Code' }).fill(POINT);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(`Delivery point or zone ${POINT} was added.`);
  const row = page.getByRole('table', { name: 'Codes' }).getByRole('row', { name: new RegExp(POINT) });
  await expect(row).toContainText('Active');
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText(
    `Added Delivery point or zone ${POINT} by Mara Master`,
  );
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('master-data-phone'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await offeredZones(page, historyId)).toContain(`${POINT} – ${POINT_NAME}`);

  // Renamed with the keyboard: the value sets show the new name.
  await page.goto('/masterdata');
  await page.getByRole('button', { name: `Rename ${POINT}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Rename Delivery point or zone ${POINT}` });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(POINT_NAME);
  await name.fill('   ');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Give the name the value sets show.')).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
  await name.fill(RENAMED);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${POINT} is now named '${RENAMED}'.` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`Renamed Delivery point or zone ${POINT}`);
  expect(await offeredZones(page, historyId)).toContain(`${POINT} – ${RENAMED}`);

  // On a phone the session ends while the dialog is open: Save goes to the login, and signing in again
  // comes back to the dialog with the name typed (and the version shown, so a colleague's change is not overwritten).
  await page.setViewportSize(PHONE);
  await page.goto('/masterdata');
  await page.getByRole('button', { name: `Rename ${POINT}` }).click();
  await expect(page).toHaveURL(/\/masterdata\?rename=\d+$/);
  await expect(name).toHaveValue(RENAMED);
  await name.fill(RENAMED_AFTER_SESSION_END);
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('master-data-rename-phone') });
  const loggedOut = await page.request.post(apiPaths.logout, { headers: await xsrfHeaders(page) });
  expect(loggedOut.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page);
  await expect(page).toHaveURL(/\/masterdata\?rename=\d+$/);
  await expect(dialog.getByText(DRAFT_NOTE)).toBeVisible({ timeout: 30_000 });
  await expect(name).toHaveValue(RENAMED_AFTER_SESSION_END);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/masterdata$/);
  await expect(
    page.getByRole('status').filter({ hasText: `${POINT} is now named '${RENAMED_AFTER_SESSION_END}'.` }),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await offeredZones(page, historyId)).toContain(`${POINT} – ${RENAMED_AFTER_SESSION_END}`);

  // Retired, it is no longer offered; then it goes altogether (no report names it).
  await page.goto('/masterdata');
  // By keyboard: the row's buttons are disabled while it runs, so the outcome takes the focus.
  await page.getByRole('button', { name: `Retire ${POINT}` }).focus();
  await page.keyboard.press('Enter');
  const retired = page.getByRole('status').filter({ hasText: `${POINT} is retired` });
  await expect(retired).toBeVisible();
  await expect(retired).toBeFocused();
  expect(await offeredZones(page, historyId)).not.toContain(`${POINT} – ${RENAMED_AFTER_SESSION_END}`);
  // On a phone, the question's answers each stay on one line (beside the question, 'Delete' broke in two).
  await page.setViewportSize(PHONE);
  await page.goto('/masterdata');
  await page.getByRole('button', { name: `Delete ${POINT}` }).click();
  // The safe answer has the focus: Enter pressed twice does not delete.
  await expect(page.getByRole('alert').getByRole('button', { name: 'Cancel' })).toBeFocused();
  const answerHeights = await page
    .getByRole('alert')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
  expect(answerHeights[1]).toBe(answerHeights[0]);
  await hasNoSidewaysScroll(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const deleted = page.getByRole('status').filter({ hasText: `${POINT} is deleted.` });
  await expect(deleted).toBeVisible();
  await expect(deleted).toBeFocused();
  await expect(page.getByRole('table', { name: 'Codes' }).getByRole('row', { name: new RegExp(POINT) })).toHaveCount(0);
});

/** Codes up to an EIC's 16 characters are not broken over two lines, however the columns share the width. */
async function expectShortCodesOnOneLine(codes: Locator): Promise<void> {
  await expect(codes.locator('tbody tr').first()).toBeVisible();
  const shortCodeLines = await codes.locator('tbody tr td:nth-child(2)').evaluateAll((cells) =>
    cells
      .filter((cell) => (cell.textContent ?? '').length <= 16)
      .map((cell) => {
        // The text's own lines: the cell is as tall as its row, whose kind may take three.
        const text = document.createRange();
        const textNode = [...cell.querySelectorAll('*'), cell]
          .flatMap((element) => [...element.childNodes])
          .find((node) => node.nodeType === Node.TEXT_NODE);
        text.selectNodeContents(textNode ?? cell);
        return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
      }),
  );
  expect(shortCodeLines.length).toBeGreaterThan(0);
  expect(new Set(shortCodeLines)).toEqual(new Set([1]));
}

test('a Trader ID of 100 characters with a 200-character name wraps in the table and the changes: nothing scrolls sideways', async ({
  page,
}) => {
  await signIn(page);
  const code = `E2E${'X'.repeat(97)}`;
  const name = 'N'.repeat(200);
  await page.goto('/masterdata');
  await expectShortCodesOnOneLine(page.getByRole('table', { name: 'Codes' }));
  const form = page.getByRole('form', { name: 'Add a code' });
  await form.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Trader ID' }).click();
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.keyboard.press('Enter');
  const added = form.getByRole('status');
  await expect(added).toHaveText(`Trader ID ${code} was added.`);
  // Wrapped within the message, not cut off at its edge.
  expect(await added.evaluate((alert) => alert.scrollWidth <= alert.clientWidth)).toBe(true);
  const codes = page.getByRole('table', { name: 'Codes' });
  await expect(codes.getByRole('row', { name: new RegExp(code) })).toBeVisible();
  // Retired, its status and Reinstate take the most room a row's status and actions take.
  await page.getByRole('button', { name: `Retire ${code}` }).click();
  await expect(page.getByRole('button', { name: `Reinstate ${code}` })).toBeVisible();
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(viewport);
    await hasNoSidewaysScroll(page);
  }
  // Codes up to an EIC's 16 characters keep to one line beside it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectShortCodesOnOneLine(codes);
  await page.screenshot({ path: screenshotPath('master-data-long-values'), fullPage: true });
});
