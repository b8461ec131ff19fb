import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { allViolations, hasNoSidewaysScroll, pasteText, PHONE, signIn, followMenuLink } from './page-steps';
import { screenshotPath } from './screenshot-path';
import { parseCsv } from '../fixtures/parse-csv';

/**
 * Nothing on the page is loading: a year's four digits must come within a second of each other, and a
 * grid rendering the previous filter's rows could hold a key back that long on a loaded machine.
 */
const gridSettled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

// The analyst's ECM column settings are this suite's own: no other suite changes them.
test.describe.configure({ timeout: 180_000 });

const grid = (page: Page) => page.getByRole('grid', { name: 'Deal Finder' });
const dataRows = (page: Page) => grid(page).locator('[role="row"][data-id]');
/** The rows as the user reads them, one string per row. */
const rowTexts = async (page: Page) =>
  (await dataRows(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
const displayedRows = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

/** "1–25 of 34" → 34. */
async function totalRows(page: Page): Promise<number> {
  const text = (await displayedRows(page).textContent()) ?? '';
  const match = /of (\d+)/.exec(text);
  if (!match) throw new Error(`No row count in '${text}'.`);
  return Number(match[1]);
}

test('Deal Finder: from the menu, filtered, reloaded to the same rows, exported, columns customised', async ({
  page,
}) => {
  await signIn(page);
  await followMenuLink(page, 'Confirmations', 'Deal Finder');
  await expect(page).toHaveURL(/\/ecm\/dealfinder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Finder' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  const unfiltered = await totalRows(page);
  expect(await allViolations(page)).toEqual([]);

  // Filter by state, and order by the confirmation id, newest id first.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Matched', exact: true }).click();
  await expect(page).toHaveURL(/state=MATCHED/);
  await page.getByRole('columnheader', { name: 'Confirmation ID' }).click();
  // The grid flips the order it shows, so the second click waits until the first one's order is shown.
  await expect(page).toHaveURL(/sort=externalId&order=asc/);
  await expect(page.getByRole('columnheader', { name: 'Confirmation ID' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('columnheader', { name: 'Confirmation ID' }).click();
  await expect(page).toHaveURL(/sort=externalId&order=desc/);
  await expect(page.getByRole('columnheader', { name: 'Confirmation ID' })).toHaveAttribute('aria-sort', 'descending');
  // The URL changes before the request for the new order starts, so "not busy" alone can still see the old rows.
  const shownIds = () => dataRows(page).locator('[data-field="externalId"]').allInnerTexts();
  await expect
    .poll(async () => {
      const ids = await shownIds();
      return ids.length > 0 && ids.join() === [...ids].sort().reverse().join();
    })
    .toBe(true);
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => totalRows(page)).toBeLessThan(unfiltered);
  const matched = await totalRows(page);
  expect(matched).toBeGreaterThan(0);
  const states = await dataRows(page).locator('[data-field="state"]').allInnerTexts();
  expect(new Set(states)).toEqual(new Set(['MATCHED']));
  const ids = await shownIds();
  expect(ids).toEqual([...ids].sort().reverse());
  const filteredUrl = page.url();
  const shown = await rowTexts(page);

  // A reload (or the link shared) shows the same rows.
  await page.reload();
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  expect(page.url()).toBe(filteredUrl);
  await expect.poll(() => rowTexts(page)).toEqual(shown);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Matched');

  // The export holds every matching row (not only this page), in the grid's order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('deals.csv');
  const [header, ...records] = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
  expect(records).toHaveLength(matched);
  // Its columns are the grid's, in its order (the row links aside).
  const gridHeaders = await grid(page).getByRole('columnheader').allInnerTexts();
  expect(header).toEqual(gridHeaders.map((text) => text.trim()).filter((text) => text !== 'Links'));
  const stateIndex = header!.indexOf('State');
  const idIndex = header!.indexOf('Confirmation ID');
  expect(new Set(records.map((record) => record[stateIndex]))).toEqual(new Set(['MATCHED']));
  expect(records.slice(0, ids.length).map((record) => record[idIndex])).toEqual(ids);
  await page.screenshot({ path: screenshotPath('deal-finder'), fullPage: true });

  // Customise columns: Trade ID first, saved; Go Back returns to the finder with its filters.
  await page.getByRole('link', { name: 'Customise columns' }).click();
  await expect(page).toHaveURL(/\/settings\/datatable\/customize\?documentType=ECM&ocm=/);
  await page.getByRole('button', { name: 'Move Trade ID up' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(filteredUrl);
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(grid(page).getByRole('columnheader').first()).toHaveText('Trade ID');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Matched');

  // Put the defaults back, so a second run starts where this one did.
  await page.getByRole('link', { name: 'Customise columns' }).click();
  await page.getByRole('button', { name: 'Load Defaults' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
});

test('Deal Finder on a phone: no sideways page scroll, no accessibility findings', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'analyst', '/ecm/dealfinder?state=MATCHED');
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('deal-finder-phone'), fullPage: true });
  // The grid scrolls sideways within itself rather than cut an id or a file name in two.
  expect(await linesPerCell(page, 'Deal Finder', ['externalId', 'tradeId'])).toEqual([1]);

  // MUI X hides the pager's rows-per-page select on a phone; ours stays, named by its label, and the
  // keyboard reaches and changes it.
  const rowsPerPage = page.getByRole('combobox', { name: /^Rows per page:/ });
  await expect(rowsPerPage).toBeVisible();
  await rowsPerPage.focus();
  await expect(rowsPerPage).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: '25' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(rowsPerPage).toHaveText('50');
  const total = await totalRows(page);
  await expect(displayedRows(page)).toHaveText(`1–${Math.min(50, total)} of ${total}`);
  await expect(dataRows(page)).toHaveCount(Math.min(50, total));
  await hasNoSidewaysScroll(page);

  await page.goto('/err/remit_filesin');
  const filesIn = page.getByRole('grid', { name: 'REMIT Files In' });
  await expect(filesIn.locator('[role="row"][data-id]').first()).toBeVisible({ timeout: 30_000 });
  expect(await linesPerCell(page, 'REMIT Files In', ['externalId', 'inReplyTo'])).toEqual([1]);
});

/** The distinct numbers of lines the text of the named grid's cells in these columns runs to (empty cells aside). */
async function linesPerCell(page: Page, gridName: string, fields: string[]): Promise<number[]> {
  const cells = page
    .getByRole('grid', { name: gridName })
    .locator(fields.map((field) => `[role="gridcell"][data-field="${field}"]`).join(', '));
  expect(await cells.count()).toBeGreaterThan(fields.length);
  const lines = await cells.evaluateAll((elements) =>
    elements.map((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }),
  );
  return [...new Set(lines.filter((count) => count > 0))];
}

test('REMIT activity report: the kind selector, and a date range typed in dd/mm/yy', async ({ page }) => {
  await signIn(page, 'analyst', '/err/remit_report');
  await expect(page).toHaveURL(/\/err\/remit_report\/activity$/);
  const report = page.getByRole('grid', { name: 'REMIT Activity Report' });
  await expect(report.locator('[role="row"][data-id]').first()).toBeVisible({ timeout: 30_000 });
  expect(await allViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Record kind' }).click();
  await page.getByRole('option', { name: 'REMIT Table 2' }).click();
  await expect(page).toHaveURL(/kind=REMIT_TABLE_2/);
  await expect(report.getByRole('columnheader', { name: 'Contract Date' })).toBeVisible();
  await expect(report.locator('[role="row"][data-id]').first()).toBeVisible({ timeout: 30_000 });

  // A range that ends before any record was received leaves nothing.
  const field = page.getByRole('group', { name: 'Received to' });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type('010100');
  await expect(page).toHaveURL(/to=2000-01-01/);
  await expect(page.getByRole('status').filter({ hasText: 'No records match these filters.' })).toBeVisible();

  // The browser's undo would replay the month's digit into the year that now has the focus (05/05 → 2005).
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type('5');
  await expect(page).toHaveURL(/to=2000-05-01/);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+Shift+z');
  await expect(field.getByRole('spinbutton', { name: 'Year' })).toHaveText('00');
  await expect(page).toHaveURL(/to=2000-05-01/);
});

test("Deal Finder: a day typed at a typist's pace filters by that day; a link the filters cannot show is left out, and said so", async ({
  page,
}) => {
  // Another finder's state and a day the calendar lacks: the list shows all, as the controls say.
  await signIn(page, 'analyst', '/ecm/dealfinder?state=FOO&from=2027-02-29&to=9999-01-01');
  const grid = page.getByRole('grid', { name: 'Deal Finder' });
  await expect(grid.locator('[role="row"][data-id]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('All states');
  // Not in silence: the page says what of the link it left out, until the user changes the filters.
  const leftOut = page.getByRole('status').filter({ hasText: 'The link asked for' });
  await expect(leftOut).toHaveText(
    'The link asked for what this page cannot show, so it was left out: Received from (2027-02-29), Received to (9999-01-01), State (FOO).',
  );

  const from = page.getByRole('group', { name: 'Received from' });
  await from.getByRole('spinbutton').first().click();
  // One digit of the year already makes a date (2002); it must not come back and reset the year.
  await page.keyboard.type('141126', { delay: 100 });
  await expect(page).toHaveURL(/from=2026-11-14/);
  await expect(leftOut).toHaveCount(0);
  await expect(from.getByRole('spinbutton')).toHaveText(['14', '11', '26']);

  // A date copied from a spreadsheet has four digits of year: the picker alone emptied itself.
  const to = page.getByRole('group', { name: 'Received to' });
  await to.getByRole('spinbutton').first().click();
  await pasteText(page, '31/12/2026');
  await expect(page).toHaveURL(/to=2026-12-31/);
  await expect(to.getByRole('spinbutton')).toHaveText(['31', '12', '26']);
  // A year dd/mm/yy would show as 1999 is refused, and the day stays.
  await pasteText(page, '31/12/9999');
  await expect(page.getByText('31/12/9999 was not entered: dd/mm/yy shows the years')).toBeVisible();
  await expect(to.getByRole('spinbutton')).toHaveText(['31', '12', '26']);
  await expect(page).toHaveURL(/to=2026-12-31/);
  expect(await allViolations(page)).toEqual([]);

  // Four digits typed as the year: 2030 is 30, and 2199, which dd/mm/yy would show as 1999 (a day the
  // range could take), is refused on the field rather than filtered by.
  const toYear = to.getByRole('spinbutton', { name: 'Year' });
  await toYear.click();
  await gridSettled(page);
  await page.keyboard.type('2030', { delay: 100 });
  await expect(page).toHaveURL(/to=2030-12-31/);
  await from.getByRole('spinbutton', { name: 'Year' }).click();
  await gridSettled(page);
  await page.keyboard.type('2199', { delay: 100 });
  await expect(page.getByText('2199 was not entered: dd/mm/yy shows the years')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/from=2026-11-14/);
  // 2100: the third digit already made 00 (2000), so the fourth changes nothing; refused all the same.
  await from.getByRole('spinbutton', { name: 'Year' }).click();
  await gridSettled(page);
  await page.keyboard.type('2100', { delay: 100 });
  await expect(page.getByText('2100 was not entered: dd/mm/yy shows the years')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/from=2026-11-14/);
  // A day picked in the calendar is the day: the refused year stands no longer. (Leaving the field for
  // the calendar gave it the filter's own day back, so the calendar shows November 2026.)
  await from.getByRole('button', { name: /^Choose date/ }).click();
  // The calendar slides from the month it opened on to the field's: one month left when it is done.
  const fifteenth = page.getByRole('dialog').getByRole('gridcell', { name: '15' });
  await expect(fifteenth).toHaveCount(1);
  await fifteenth.click();
  await expect(page).toHaveURL(/from=2026-11-15/);
  await expect(page.getByText('2100 was not entered')).toBeHidden();
  // 9999 for "no end" would have filtered by 1999 and shown nothing.
  await toYear.click();
  await gridSettled(page);
  await page.keyboard.type('9999', { delay: 100 });
  await expect(page.getByText('9999 was not entered: dd/mm/yy shows the years')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/to=2030-12-31/);
});

/** Every finder of the work areas, by its page's address and its grid's name. */
const finderPages = [
  { path: '/ecm/dealfinder', name: 'Deal Finder' },
  { path: '/esm/invoicefinder', name: 'Invoice Finder' },
  { path: '/esm/nettingfinder', name: 'Netting Finder' },
  { path: '/err/remit_report/activity', name: 'REMIT Activity Report' },
  { path: '/err/remit_report/activity?kind=REMIT_TABLE_2', name: 'REMIT Activity Report' },
  { path: '/err/remit_filesin', name: 'REMIT Files In' },
  { path: '/err/remit_filesout', name: 'REMIT Files Out' },
  { path: '/err/mifid', name: 'MiFID Position Files' },
  { path: '/etm/filesin', name: 'Files In' },
];

// One test per page: each scan of a full grid takes seconds on a busy two-core machine, and side by
// side they share the suite's workers instead of queueing behind one test's time limit.
for (const { path, name } of finderPages) {
  test(`${name} at ${path}: axe finds no violation`, async ({ page }) => {
    await signIn(page, 'analyst', path);
    const finderGrid = page.getByRole('grid', { name });
    await expect(finderGrid.locator('[role="row"][data-id]').first()).toBeVisible({ timeout: 30_000 });
    await expect(finderGrid).not.toHaveAttribute('aria-busy', 'true');
    expect(await allViolations(page), path).toEqual([]);
  });
}

test('the Deal Finder while its rows are on the way: the grid says it is busy and axe finds no violation', async ({
  page,
}) => {
  await signIn(page, 'analyst', '/ecm/dealfinder');
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  // The next page of rows takes its time: the rows shown stay under the grid's loading bar meanwhile.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/finders/**', async (route) => {
    await answered;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Go to next page' }).click();
  // The bar is seen; the grid, not a progressbar inside it (no child a grid may have), says it is busy.
  await expect(grid(page).locator('.MuiLinearProgress-root')).toBeVisible();
  await expect(grid(page)).toHaveAttribute('aria-busy', 'true');
  expect(await allViolations(page)).toEqual([]);
  answer();
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true');
});

test('the Deal Finder with its menus and calendar open: axe finds no violation', async ({ page }) => {
  // The Deal Finder's popups, each scanned while it is open.
  await signIn(page, 'analyst', '/ecm/dealfinder');
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'State' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await allViolations(page), 'state list open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  await page.getByRole('combobox', { name: 'Density' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await allViolations(page), 'density list open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  await page
    .getByRole('button', { name: /^Choose date/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await allViolations(page), 'calendar open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const header = grid(page).getByRole('columnheader', { name: 'Confirmation ID' });
  await header.hover();
  await header.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await allViolations(page), 'column menu open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
});
