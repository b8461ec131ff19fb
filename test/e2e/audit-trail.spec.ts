import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { XSRF_COOKIE_NAME } from '../../src/shared/api-paths';
import { hasNoSidewaysScroll, PHONE, allViolations, signIn } from './page-steps';
import { screenshotPath } from './screenshot-path';

test.describe.configure({ timeout: 120_000 });

const grid = (page: Page) => page.getByRole('grid', { name: 'Details for NWEH-2026-000417' });
const dataRows = (page: Page) => grid(page).locator('[role="row"][data-id]');
/** The pager's 'from–to of count' text. */
const pagerText = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

async function openReferencedTrail(page: Page): Promise<void> {
  await signIn(page, 'analyst', '/help/welcome?ref=NW-AUDIT-240117');
  await expect(page).toHaveURL(/\/err\/remit_audittrail\?.*historyId=240117/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Details for NWEH-2026-000417' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
}

/** The trail's moments, as shown ('20/03/26 18:00:00 UTC', the default format) turned year first to compare. */
async function timestampsShown(page: Page): Promise<string[]> {
  // innerText, as shown: an ERROR or WARN row's icon names itself in an SVG title, which is not shown.
  const shown = await grid(page).locator('[role="gridcell"][data-field="timestamp"]').allInnerTexts();
  return shown.map((text) => text.replace(/^(\d{2})\/(\d{2})\/(\d{2})/, '$3-$2-$1'));
}

test('a trail opened from the welcome page: details, 25 a page, order, a hidden column, the txt and linked documents', async ({
  page,
}) => {
  await openReferencedTrail(page);
  const messaging = page.getByRole('checkbox', { name: 'Show messaging details' });
  await expect(messaging).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Show processing details' })).toHaveCount(0);

  // Newest first, 25 a page, no rows-per-page list (market-reporting spec section 9), even when the URL asks
  // for another size. Nordwind's trails are at most 25 events long: the pager itself is tried in the
  // component test and on the other grids.
  const newestFirst = await timestampsShown(page);
  expect([...newestFirst].sort().reverse()).toEqual(newestFirst);
  await expect(page.getByRole('combobox', { name: /rows per page/i })).toHaveCount(0);
  await expect(page.getByText(/rows per page/i)).toHaveCount(0);
  const total = Number((await pagerText(page).textContent())!.split(' of ')[1]);
  expect(total).toBeGreaterThan(10);
  await expect(pagerText(page)).toHaveText(`1–${Math.min(25, total)} of ${total}`);
  await page.goto(`${page.url()}&size=10`);
  await expect(pagerText(page)).toHaveText(`1–${Math.min(25, total)} of ${total}`, { timeout: 30_000 });
  await expect(dataRows(page)).toHaveCount(Math.min(25, total));

  // A checkbox goes back to page 0 and asks again.
  // The checkbox follows the URL, which the router updates a moment after the click.
  await messaging.click();
  await expect(messaging).not.toBeChecked();
  await expect(page).toHaveURL(/[?&]page=0(&|$)/);
  await expect(page).toHaveURL(/messagingDetails=false/);
  await expect(pagerText(page)).not.toHaveText(new RegExp(` of ${total}$`));
  await messaging.click();
  await expect(messaging).toBeChecked();
  await expect(pagerText(page)).toHaveText(new RegExp(` of ${total}$`));

  // Oldest first after a click on Date / Time.
  const before = await timestampsShown(page);
  await grid(page).getByRole('columnheader', { name: 'Date / Time' }).click();
  await expect.poll(() => timestampsShown(page)).not.toEqual(before);
  const oldestFirst = await timestampsShown(page);
  expect([...oldestFirst].sort()).toEqual(oldestFirst);

  // Severity is hidden until chosen in the column menu.
  await expect(grid(page).getByRole('columnheader', { name: 'Severity' })).toHaveCount(0);
  await grid(page).getByRole('columnheader', { name: 'Description' }).hover();
  await page.getByRole('button', { name: 'Description column menu' }).click();
  await page.getByRole('menuitem', { name: /manage columns/i }).click();
  // Once in CI the click landed as the panel re-rendered and did not take (not seen here in many runs):
  // checking again is a no-op once it took.
  await expect(() => page.getByRole('checkbox', { name: 'Severity' }).check({ timeout: 5_000 })).toPass();
  await page.keyboard.press('Escape');
  await expect(grid(page).getByRole('columnheader', { name: 'Severity' })).toBeVisible();

  // The whole trail as a text file, named by the server.
  const [textFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(textFile.suggestedFilename()).toMatch(/\.txt$/);
  const text = fs.readFileSync((await textFile.path())!, 'utf8');
  expect(text.length).toBeGreaterThan(0);

  // A description's XML link downloads the regulator XML of this record's organisation.
  const xmlLink = grid(page)
    .getByRole('link', { name: /^XML, version \d+, id \d+$/ })
    .first();
  await expect(xmlLink).toBeVisible();
  const href = new URL((await xmlLink.getAttribute('href'))!, page.url());
  expect(href.pathname).toBe('/api/audittrail/remit/xml');
  expect(href.searchParams.get('historyId')).toBe('240117');
  expect(href.searchParams.get('organisationId')).toMatch(/^\d+$/);
  const [xmlFile] = await Promise.all([page.waitForEvent('download'), xmlLink.click()]);
  expect(fs.readFileSync((await xmlFile.path())!, 'utf8')).toMatch(/^<\?xml/);

  const pdfLinks = grid(page).getByRole('link', { name: /^PDF receipt, id \d+$/ });
  // The seed has ACER reject this trade's first report: the rejection links the receipt's PDF.
  await expect(pdfLinks).not.toHaveCount(0);
  const [pdfFile] = await Promise.all([page.waitForEvent('download'), pdfLinks.first().click()]);
  expect(
    fs
      .readFileSync((await pdfFile.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await page.screenshot({ path: screenshotPath('audit-trail'), fullPage: true });
});

test('a linked document the server cannot give is said beside its link, on a phone, axe-clean', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openReferencedTrail(page);
  await page.route('**/api/audittrail/*/pdf?**', (route) =>
    // The server's 500 says only its reference code.
    route.fulfill({ status: 500, json: { errorMessage: 'ERR-0FA1CE00' } }),
  );
  const pdfLink = grid(page)
    .getByRole('link', { name: /^PDF receipt, id \d+$/ })
    .first();
  await pdfLink.click();
  await expect(grid(page).getByRole('alert')).toHaveText('(PDF receipt: Server error (reference code ERR-0FA1CE00))');
  await expect(page).toHaveURL(/\/err\/remit_audittrail\?/);
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
});

/** 'rgb(95, 33, 32)' → [95, 33, 32]. */
const channels = (colour: string): number[] => {
  const match = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(colour);
  if (!match) throw new Error(`Not an rgb colour: ${colour}`);
  return match.slice(1, 4).map(Number);
};

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The row's own background and the colour of its description text and of any link in it. */
const rowColours = (row: Locator) =>
  row.evaluate((element) => {
    const description = element.querySelector('[data-field="text"]')!;
    const link = description.querySelector('a');
    return {
      background: getComputedStyle(element).backgroundColor,
      text: getComputedStyle(description).color,
      link: link ? getComputedStyle(link).color : null,
    };
  });

test('a linked document asked for after the session ended goes to login and says why', async ({ page }) => {
  await openReferencedTrail(page);
  const pdfLink = grid(page)
    .getByRole('link', { name: /^PDF receipt, id \d+$/ })
    .first();
  await expect(pdfLink).toBeVisible();
  // The session ends on the server side: its cookie is gone, the readable XSRF cookie stays.
  const context = page.context();
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(cookies.filter((cookie) => cookie.name === XSRF_COOKIE_NAME));
  await pdfLink.click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Session has timed out. Please log in again.')).toBeVisible();
});

test('the reference trail shows its warning, rejection and accepted correction in severity colours that pass WCAG AA', async ({
  page,
}) => {
  await openReferencedTrail(page);
  // The REMIT suite may have cancelled this trade meanwhile: oldest first, its newer events cannot push
  // the seeded ones off the page.
  await grid(page).getByRole('columnheader', { name: 'Date / Time' }).click();
  await expect(page).toHaveURL(/[?&]order=asc(&|$)/);
  await expect(pagerText(page)).toHaveText(/^1–\d+ of \d+$/);
  // No row may be hovered while its resting colours are read.
  await page.mouse.move(0, 0);
  const errorRows = grid(page).locator('[role="row"][data-id].audit-trail-row--error');
  const warnRows = grid(page).locator('[role="row"][data-id].audit-trail-row--warn');
  const infoRows = grid(page).locator('[role="row"][data-id].audit-trail-row--info');

  // What the seed says happened: warned, rejected with a reason, corrected, re-sent and accepted.
  const rejection = errorRows.filter({ hasText: 'Rejected by ACER: Field 8 (Other market participant)' });
  await expect(rejection).toHaveCount(1);
  await expect(rejection.getByRole('img', { name: 'Error' })).toBeVisible();
  await expect(rejection.getByRole('link', { name: /^PDF receipt, id \d+$/ })).toBeVisible();
  await expect(warnRows.filter({ hasText: 'has no ACER code in the contact directory' })).toHaveCount(1);
  await expect(warnRows.filter({ hasText: 'Correction required' })).toHaveCount(1);
  await expect(warnRows.first().getByRole('img', { name: 'Warning' })).toBeVisible();
  await expect(infoRows.filter({ hasText: 'Corrected report (action type M) created' })).toHaveCount(1);
  await expect(infoRows.filter({ hasText: 'Accepted by ACER (action type M)' }).first()).toBeVisible();

  // The grid's severity styling, as the browser computes it, and its contrast.
  const error = await rowColours(rejection);
  expect(error).toEqual({ background: 'rgb(253, 237, 237)', text: 'rgb(95, 33, 32)', link: 'rgb(95, 33, 32)' });
  const warn = await rowColours(warnRows.first());
  expect(warn).toMatchObject({ background: 'rgb(255, 244, 229)', text: 'rgb(102, 60, 0)' });
  const info = await rowColours(infoRows.first());
  expect([error.background, warn.background]).not.toContain(info.background);
  for (const { text, background } of [error, warn]) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  // Under the pointer the tint deepens; the text must still read.
  await rejection.hover();
  const hovered = await rowColours(rejection);
  expect(hovered.background).not.toBe(error.background);
  expect(contrast(hovered.text, hovered.background)).toBeGreaterThanOrEqual(4.5);
  await page.mouse.move(0, 0);

  expect(await allViolations(page)).toEqual([]);
  await rejection.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('audit-trail-severities'), fullPage: true });
});

test('a trail page has no accessibility violation and no sideways scroll on a phone', async ({ page }) => {
  await openReferencedTrail(page);
  expect(await allViolations(page)).toEqual([]);

  await page.setViewportSize(PHONE);
  await expect(dataRows(page).first()).toBeVisible();
  await hasNoSidewaysScroll(page);
  await page.screenshot({ path: screenshotPath('audit-trail-phone'), fullPage: true });
  expect(await allViolations(page)).toEqual([]);
});

test('a title of one long word (a UTI or file name without spaces) wraps on a phone, with the HTML and after the scripts', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize(PHONE);
  const name = `NWEH${'X'.repeat(196)}`;
  await page.goto(`/err/remit_audittrail?historyId=2000000000&displayValue=${name}`);
  await expect(page.getByText('Record not found.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await hasNoSidewaysScroll(page);
});

test('an unknown record says so instead of showing an empty grid', async ({ page }) => {
  await signIn(page, 'analyst', '/err/remit_audittrail?historyId=2000000000&displayValue=NOPE');
  await expect(page.getByText('Record not found.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('grid')).toHaveCount(0);
});

/**
 * The seed pins no confirmation id, so the test asks the documents API for the organisation's first
 * one, as a deal finder listing would name it.
 */
async function firstConfirmationId(page: Page, organisationId: string): Promise<number> {
  const base = 240_000;
  for (let start = base + 1; start < base + 5_000; start += 100) {
    const ids = Array.from({ length: 100 }, (_, index) => start + index);
    const answers = await Promise.all(
      ids.map((id) => page.request.get(`/api/documents/confirmation/${id}?organisationId=${organisationId}`)),
    );
    const found = answers.findIndex((answer) => answer.ok());
    if (found >= 0) return ids[found]!;
  }
  throw new Error('No confirmation found for the organisation.');
}

test('a confirmation document opens in a sandboxed frame; a missing one says so', async ({ page }) => {
  await openReferencedTrail(page);
  const href = await grid(page).getByRole('link').first().getAttribute('href');
  const organisationId = new URL(href!, page.url()).searchParams.get('organisationId')!;
  const confirmationId = await firstConfirmationId(page, organisationId);

  await page.goto(`/ecm/dealfinder/confirmation_doc?id=${confirmationId}`);
  const frame = page.locator('iframe[title="Confirmation document"]');
  await expect(frame).toBeVisible({ timeout: 30_000 });
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title="Confirmation document"]').locator('body')).toContainText(/\S/);
  // Headed with the document; its tab titled with the document, then the finder whose menu entry leads to it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Confirmation \S+$/);
  await expect(page).toHaveTitle(/^Confirmation \S+ · Deal Finder — Energy Post-Trade$/);
  // The keyboard reaches the document from the heading, and the keys scroll it in a window short enough
  // for it to be taller than its frame: the document has nothing focusable of its own.
  await page.setViewportSize({ width: 1280, height: 360 });
  await page.getByRole('heading', { level: 1 }).focus();
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await page.keyboard.press('End');
  const shownDocument = page.frames().find((candidate) => candidate.parentFrame() === page.mainFrame())!;
  await expect.poll(() => shownDocument.evaluate(() => document.scrollingElement!.scrollTop)).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  // No axe scan here: axe cannot run inside a frame that allows no script, which is the point of it.
  await page.screenshot({ path: screenshotPath('confirmation-document'), fullPage: true });

  await page.goto('/esm/invoicefinder/esm_document?id=2000000000');
  await expect(page.getByText('Document not found.')).toBeVisible({ timeout: 30_000 });
});

test("a link past the trail's end lands on its last page and still says what it asked for in vain", async ({
  page,
}) => {
  // The grid itself moves a page past the end back (MUI's clamp), besides the page's own correction.
  await signIn(
    page,
    'analyst',
    '/err/remit_audittrail?historyId=240117&displayValue=NWEH-2026-000417&messagingDetails=maybe&page=1&size=10',
  );
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^The link asked for/ })).toHaveText(
    'The link asked for what this page cannot show, so it was left out: Rows per page (10), Show messaging details (maybe).',
  );
  await expect(page).toHaveURL(/page=0/);
  await expect(page).not.toHaveURL(/size=|messagingDetails/);
});
