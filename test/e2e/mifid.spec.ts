import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPaths, fillPath } from '../../src/shared/api-paths';
import { seriousViolations, signIn, xsrfHeaders } from './page-steps';
import { screenshotPath } from './screenshot-path';

// One file goes through edit, delete, add, discard, edit and confirm: a long walk on a shared machine.
test.describe.configure({ timeout: 240_000 });

/**
 * A file of the analyst's own organisation in `state`, found through the MiFID finder's call. The long
 * walk takes a received file and the grid test one being edited, so the two never share a file when
 * they run side by side.
 */
async function fileInState(page: Page, state: 'RECEIVED' | 'EDITING'): Promise<{ id: number; filename: string }> {
  const response = await page.request.post(fillPath(apiPaths.finder, { finderKind: 'mifidFiles' }), {
    headers: await xsrfHeaders(page),
    data: { paging: { page: 0, entriesPerPage: 100 }, filters: { state } },
  });
  expect(response.status()).toBe(200);
  const { values } = (await response.json()) as { values: { id: number; externalId: string }[] };
  expect(values.length).toBeGreaterThan(0);
  // The last one: the first file of the demo seed is the one of several thousand records.
  const file = values[values.length - 1]!;
  return { id: file.id, filename: file.externalId };
}

async function loadedFile(page: Page, fileId: number) {
  const response = await page.request.get(fillPath(apiPaths.mifidPositionFile, { fileId }));
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    fileInfo: { state: string; outgoingDocumentId: number | null };
    records: { count: number };
  };
}

const grid = (page: Page) => page.getByRole('grid', { name: /^Position records of file/ });
/** The row whose Ref. No. cell reads `refNumber` (on the page shown). */
const rowOf = (page: Page, refNumber: number) =>
  grid(page).locator('[role="row"][data-id]', {
    has: page.locator(`[role="gridcell"][data-field="refNumber"]`, { hasText: new RegExp(`^${refNumber}$`) }),
  });
const cellOf = (page: Page, refNumber: number, field: string) =>
  rowOf(page, refNumber).locator(`[role="gridcell"][data-field="${field}"]`);
const infoValue = (page: Page, term: string) =>
  page.getByRole('region', { name: 'Position file information' }).locator('dt', { hasText: term }).locator('+ dd');
const pagerText = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

async function editQuantity(page: Page, refNumber: number, quantity: string): Promise<void> {
  await rowOf(page, refNumber)
    .getByRole('button', { name: `Edit position Ref. No. ${refNumber}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit Position Ref. No. ${refNumber}` });
  await expect(dialog.getByLabel(/^Position Quantity/)).not.toHaveValue('');
  await dialog.getByLabel(/^Position Quantity/).fill(quantity);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Pastes `text` over what the field holds, from the system clipboard, as Ctrl+V does. */
async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('ControlOrMeta+v');
}

async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a position file: edit, delete, add, discard, edit again, confirm, and the outgoing file in its audit trail', async ({
  page,
}) => {
  await signIn(page);
  const file = await fileInState(page, 'RECEIVED');
  const { records } = await loadedFile(page, file.id);
  const received = records.count;

  await page.goto(`/err/mifid/details?fileId=${file.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Positions for file ${file.filename}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(infoValue(page, 'Document State')).toHaveText('Received');
  await expect(rowOf(page, 1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Discard changes' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Edit a cell: highlighted, and said in words.
  await editQuantity(page, 1, '4242.123456789012345');
  await expect(cellOf(page, 1, 'posQuantity')).toHaveClass(/mifid-cell--edited/);
  await expect(cellOf(page, 1, 'posQuantity')).toHaveText('4,242.123456789012345 (edited)');
  await expect(cellOf(page, 1, 'isin')).not.toHaveClass(/mifid-cell--edited/);
  await expect(infoValue(page, 'Document State')).toHaveText('Being edited');

  // Delete a row: it asks first (checked by axe while open, Cancel focused), then an error row without edit buttons.
  await rowOf(page, 2).getByRole('button', { name: 'Delete position Ref. No. 2' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Position Ref. No. 2' });
  await expect(deleteDialog).toContainText('marked Deleted in the working copy');
  await expect(deleteDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await deleteDialog.getByRole('button', { name: 'Yes - Delete' }).click();
  const deleted = page
    .getByRole('status')
    .filter({ hasText: 'Position Ref. No. 2 is marked Deleted in the working copy.' });
  await expect(deleted).toBeFocused();
  await expect(rowOf(page, 2)).toHaveClass(/mifid-row--deleted/);
  await expect(cellOf(page, 2, 'positionState')).toHaveText('Deleted');
  await expect(rowOf(page, 2).getByRole('button', { name: /^Edit position/ })).toHaveCount(0);

  // Add a record, with the dialog checked by axe while it is open.
  await page.getByRole('button', { name: 'Add Position Record' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Position' });
  await expect(addDialog.getByLabel(/^ISIN/)).toBeVisible();
  const width = await addDialog.evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(900);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('mifid-add-dialog') });
  await choose(page, /^Risk Reducing Indicator/, 'No');
  await addDialog.getByLabel(/^Position Quantity/).fill('-150.5');
  // A pasted ISIN: one character too many is refused whole, not cut to 12; spaces around it are left out.
  const isin = addDialog.getByLabel(/^ISIN/);
  await pasteInto(page, isin, 'DE000A1EWWW0X');
  await expect(isin).toHaveValue('');
  await expect(addDialog.getByText('At most 12 characters: DE000A1EWWW0X was not entered')).toBeVisible();
  await pasteInto(page, isin, ' DE000A1EWWW0 ');
  await expect(isin).toHaveValue('DE000A1EWWW0');
  // Entered as a paste is: Undo takes it back.
  await isin.press('ControlOrMeta+z');
  await expect(isin).toHaveValue('');
  await pasteInto(page, isin, ' DE000A1EWWW0 ');
  await expect(isin).toHaveValue('DE000A1EWWW0');
  await expect(addDialog.getByText(/was not entered/)).toHaveCount(0);
  await addDialog.getByLabel(/^Reporting Date/).fill('2026-01-12');
  await addDialog.getByLabel(/^Trade Date/).fill('2026-01-09');
  // A label's asterisk follows a thin space (U+2009), which \s matches.
  await addDialog.getByLabel(/^Reporting Entity\s\*$/).fill('529900T8BM49AURSDO55');
  await addDialog.getByLabel(/^Position Holder\s\*$/).fill('529900T8BM49AURSDO55');
  await addDialog.getByLabel(/^Position Holder Email/).fill('desk@e2e.example');
  await addDialog.getByLabel(/^Parent Position Holder Email/).fill('group@e2e.example');
  await choose(page, /^Position Holder Independent/, 'Yes');
  await addDialog.getByLabel(/^Parent Entity/).fill('529900T8BM49AURSDO55');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addDialog).toHaveCount(0);
  await expect(pagerText(page)).toHaveText(new RegExp(` of ${received + 1}$`));
  // The outcome takes the focus once it shows, and moves the grid down: wait for it before aiming at the pager.
  await expect(page.getByRole('status').filter({ hasText: `Position Ref. No. ${received + 1} added.` })).toBeFocused();
  // The added record is the last one: show 100 a page (the pager opened by keyboard, which no late move of
  // the page can send elsewhere) and walk to the last page.
  await page.getByRole('combobox', { name: /rows per page/i }).press('ArrowDown');
  await page.getByRole('listbox').getByRole('option', { name: '100', exact: true }).click();
  // The size goes through the address: the pager reads it only once the grid has its new rows.
  await expect(pagerText(page)).toHaveText(`1–${Math.min(100, received + 1)} of ${received + 1}`);
  const next = page.getByRole('button', { name: 'Go to next page' });
  // Each page waited for: the page is in the address, and its rows follow the address's change.
  while (await next.isEnabled()) {
    const shown = await pagerText(page).textContent();
    await next.click();
    await expect(pagerText(page)).not.toHaveText(shown ?? '');
  }
  await expect(cellOf(page, received + 1, 'positionState')).toHaveText('Added');
  await expect(cellOf(page, received + 1, 'posQuantity')).toHaveText('-150.5');
  await expect(cellOf(page, received + 1, 'isin')).toHaveText('DE000A1EWWW0');
  await page.screenshot({ path: screenshotPath('mifid-added'), fullPage: true });

  // Discard: the file as received again.
  await page.getByRole('button', { name: 'Discard changes' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes to PositionRecords' });
  await expect(discard).toContainText(`Do you really want to discard all changes made in File '${file.filename}'?`);
  await discard.getByRole('button', { name: 'Yes - Discard' }).click();
  await expect(discard).toHaveCount(0);
  await expect(infoValue(page, 'Document State')).toHaveText('Changes discarded');
  await expect(pagerText(page)).toHaveText(new RegExp(` of ${received}$`));
  const previous = page.getByRole('button', { name: 'Go to previous page' });
  while (await previous.isEnabled()) await previous.click();
  await expect(rowOf(page, 1)).toBeVisible();
  await expect(grid(page).locator('.mifid-cell--edited')).toHaveCount(0);
  await expect(grid(page).locator('.mifid-row--deleted')).toHaveCount(0);

  // Edit again and confirm.
  await editQuantity(page, 1, '777');
  await expect(cellOf(page, 1, 'posQuantity')).toHaveClass(/mifid-cell--edited/);
  await page.getByRole('button', { name: 'Confirm File' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm changes to PositionRecords' });
  await expect(confirm).toContainText(
    `Do you really want to confirm all changes in File '${file.filename}' and send it back to the OMP?`,
  );
  const confirmWidth = await confirm.evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round(confirmWidth)).toBe(500);
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Yes - Confirm' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(infoValue(page, 'Document State')).toHaveText('Confirmed and sent back');
  await expect(page.getByRole('button', { name: 'Confirm File' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Position Record' })).toHaveCount(0);
  await expect(grid(page).getByRole('button', { name: /^Edit position/ })).toHaveCount(0);

  // The outgoing file, linked from the file's audit trail.
  const { fileInfo } = await loadedFile(page, file.id);
  expect(fileInfo.state).toBe('CONFIRMED');
  expect(fileInfo.outgoingDocumentId).not.toBeNull();
  await page.getByRole('link', { name: 'Audit trail of this file' }).click();
  await expect(page).toHaveURL(new RegExp(`/err/mifid_audittrail\\?.*fileId=${file.id}`));
  await expect(page.getByRole('heading', { level: 1, name: `Details for ${file.filename}` })).toBeVisible();
  const outgoing = page.locator(`a[href*="dataStoreId=${fileInfo.outgoingDocumentId}"]`);
  await expect(outgoing).toBeVisible({ timeout: 30_000 });
  const download = await page.request.get((await outgoing.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(await download.text()).toContain('777');
  await page.screenshot({ path: screenshotPath('mifid-audit-trail'), fullPage: true });
});

test("another organisation's or a missing file is said on the page", async ({ page }) => {
  await signIn(page, 'analyst', '/err/mifid/details?fileId=999999');
  await expect(page.getByText('The position file does not exist.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('grid')).toHaveCount(0);
});

test('the position grid at 1366 px: whole headers, numbers on one line, Actions and Ref. No. kept in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'analyst', null);
  const file = await fileInState(page, 'EDITING');
  await page.goto(`/err/mifid/details?fileId=${file.id}`);
  await expect(rowOf(page, 1)).toBeVisible({ timeout: 30_000 });
  // The widest number the form takes (25 characters, all digits, so the most commas), edited: the
  // pencil and the words for screen readers come along.
  await editQuantity(page, 1, '-123456789012345678901234');

  const truncatedHeaders = await grid(page)
    .locator('.MuiDataGrid-columnHeaderTitle')
    .evaluateAll((titles) =>
      titles.filter((title) => title.scrollWidth > title.clientWidth + 1).map((title) => title.textContent),
    );
  expect(truncatedHeaders).toEqual([]);

  const numbers = grid(page).locator(
    '[role="gridcell"][data-field="posQuantity"], [role="gridcell"][data-field="posDelta"]',
  );
  const overflowing = await numbers.evaluateAll((cells) =>
    cells
      .filter((cell) => {
        // The lines of the shown text: the words kept for screen readers sit in a 1 px box of their own.
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if ((text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return tops.size > 1 || cell.scrollWidth > cell.clientWidth + 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(overflowing).toEqual([]);
  await expect(numbers.first()).toHaveCSS('font-variant-numeric', 'tabular-nums');
  await expect(numbers.first()).toHaveCSS('text-align', 'right');
  await page.screenshot({ path: screenshotPath('mifid-grid-1366') });

  // Scrolled to the far right, Actions and Ref. No. still lead the grid.
  const gridBox = (await grid(page).boundingBox())!;
  await grid(page)
    .locator('.MuiDataGrid-virtualScroller')
    .evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
  const refCell = cellOf(page, 1, 'refNumber');
  await expect.poll(async () => Math.round((await refCell.boundingBox())!.x - gridBox.x)).toBeLessThan(110);
  const refHeader = grid(page).getByRole('columnheader', { name: 'Ref. No.' });
  expect(Math.round((await refHeader.boundingBox())!.x - gridBox.x)).toBeLessThan(110);
  await expect(rowOf(page, 1).getByRole('button', { name: 'Edit position Ref. No. 1' })).toBeInViewport();
  await page.screenshot({ path: screenshotPath('mifid-grid-1366-scrolled') });
});
