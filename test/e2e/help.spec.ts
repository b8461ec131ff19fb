import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPaths, fillPath } from '../../src/shared/api-paths';
import { TOO_DEEPLY_NESTED_MESSAGE } from '../../src/shared/contract/help-constants';
import { unsafeMarkupIn, XSS_MARKER, xssMarkdown } from '../fixtures/xss-payloads';
import { allViolations, hasNoSidewaysScroll, PHONE, signIn, xsrfHeaders } from './page-steps';
import { screenshotPath } from './screenshot-path';

// Each test edits its own help text (support, release notes), so the tests can run in parallel.

/** Fails the test on any alert, confirm or prompt: an XSS payload that ran would open one. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return dialogs;
}

const contentBox = (page: Page) => page.getByRole('textbox', { name: 'Content' });
const livePreview = (page: Page) => page.locator('.w-md-editor-preview');
const savedMarkdown = (page: Page) => page.locator('.markdown-view');

/** The release notes' editor, opened by the editor; left with Cancel, nothing saved. */
async function openReleaseNotesEditor(page: Page) {
  await signIn(page, 'editor', '/help/release_notes');
  await page.getByRole('button', { name: 'Edit' }).click();
}

test('editor edits the support text with a live preview and sees it saved', async ({ page }) => {
  await signIn(page, 'editor', '/help/support');
  await page.getByRole('button', { name: 'Edit' }).click();

  const title = `Support desk ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  // A link to a heading far below, written as on GitHub, reaches it in the preview and once saved.
  const hours = Array.from({ length: 60 }, (_, line) => `Line ${line} of the opening times.`).join('\n\n');
  await contentBox(page).fill(
    '## Hotline\n\nCall **0800 123 456**, weekdays 08:00-18:00, [see the hours](#opening--closing-hours).' +
      `\n\n- [ ] checked daily\n\n${hours}\n\n## Opening & closing hours`,
  );
  await expect(livePreview(page).getByRole('heading', { name: 'Hotline' })).toBeVisible();
  await expect(livePreview(page).locator('strong')).toHaveText('0800 123 456');
  const hoursHeading = (within: Locator) => within.getByRole('heading', { name: 'Opening & closing hours' });
  await expect(hoursHeading(livePreview(page))).not.toBeInViewport();
  await livePreview(page).getByRole('link', { name: 'see the hours' }).click();
  await expect(hoursHeading(livePreview(page))).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Markdown syntax help' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('help-support-editor'), fullPage: true });

  await page.getByRole('button', { name: 'Update' }).click();
  const panel = page.getByRole('region', { name: title });
  await expect(panel.locator('strong')).toHaveText('0800 123 456');
  await expect(contentBox(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('region', { name: title }).getByRole('heading', { name: 'Hotline' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('help-support-saved'), fullPage: true });
  // The address still names the heading the preview's link went to: opened afresh, the page follows it.
  await expect(page).toHaveURL(/#user-content-opening--closing-hours$/);
  await expect(hoursHeading(savedMarkdown(page))).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(hoursHeading(savedMarkdown(page))).not.toBeInViewport();
  await savedMarkdown(page).getByRole('link', { name: 'see the hours' }).click();
  await expect(hoursHeading(savedMarkdown(page))).toBeInViewport();
  await expect(page).toHaveURL(/\/help\/support#user-content-opening--closing-hours$/);
});

test('the editor is keyboard-friendly: axe clean with its preview, the toolbar one Tab stop', async ({ page }) => {
  await signIn(page, 'editor', '/help/release_notes');
  await page.getByRole('button', { name: 'Edit' }).click();
  await contentBox(page).fill(`## Notes\n\n${'A long line of release notes. '.repeat(40)}\n\n`.repeat(8));
  await expect(livePreview(page).getByRole('heading', { name: 'Notes' }).first()).toBeVisible();
  // The preview overflows, so it is a scrollable region a keyboard must be able to reach.
  expect(await livePreview(page).evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  expect(await allViolations(page)).toEqual([]);

  const title = page.getByRole('textbox', { name: 'Title' });
  await title.focus();
  await page.keyboard.press('Tab');
  const toolbar = page.getByRole('toolbar', { name: 'Content formatting' });
  const focusedInToolbar = toolbar.locator('button:focus');
  await expect(focusedInToolbar).toHaveCount(1);
  const first = await focusedInToolbar.getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  await expect(focusedInToolbar).toHaveCount(1);
  expect(await focusedInToolbar.getAttribute('aria-label')).not.toBe(first);
  await page.keyboard.press('Tab');
  await expect(contentBox(page)).toBeFocused();

  // No fullscreen: it covered the page but not its focus order, so Tab went on to a hidden Cancel.
  await expect(page.getByRole('button', { name: /^Live code/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /fullscreen/i })).toHaveCount(0);

  const preview = page.getByRole('region', { name: 'Content preview' });
  await preview.focus();
  await page.keyboard.press('PageDown');
  await expect.poll(() => preview.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.screenshot({ path: screenshotPath('help-editor-keyboard'), fullPage: true });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
});

test('a text nested deeper than the parser follows: the preview says so, Update is refused on the field, nothing typed is lost', async ({
  page,
}) => {
  await openReleaseNotesEditor(page);
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('My unsaved title');
  // 3,000 quotes in a row exhausted the browser's stack as the preview rendered them: the crash report
  // replaced the page, and the title and text typed with it.
  const tooDeep = `My unsaved work.\n\n${'>'.repeat(3000)} a`;
  await contentBox(page).fill(tooDeep);
  await expect(livePreview(page).getByText(`(${TOO_DEEPLY_NESTED_MESSAGE})`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(title).toHaveValue('My unsaved title');
  await expect(contentBox(page)).toHaveValue(tooDeep);

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(TOO_DEEPLY_NESTED_MESSAGE, { exact: true }).first()).toBeVisible();
  await expect(contentBox(page)).toHaveValue(tooDeep);

  await contentBox(page).fill('Shallow again');
  await expect(livePreview(page).getByText('Shallow again')).toBeVisible();
  await expect(livePreview(page).getByText(`(${TOO_DEEPLY_NESTED_MESSAGE})`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
});

test("a link within the app in the editor's preview goes through the app: its own question first, no reload", async ({
  page,
}) => {
  await openReleaseNotesEditor(page);
  await contentBox(page).fill('See [the contact directory](/help/contacts).');
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  await livePreview(page).getByRole('link', { name: 'the contact directory' }).click();
  // The app's question, not the browser's "Leave site?" of a whole new load.
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/help\/contacts$/);
  expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
});

test('the editor with its markdown syntax help open, on a phone: nothing scrolls sideways, axe-clean', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'editor', '/help/support');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Markdown syntax help' }).click();
  await expect(page.getByRole('table', { name: 'Markdown syntax' })).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  // Opened only: nothing changed, nothing asked.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
});

test('analyst sees no pencil and cannot save through the API', async ({ page }) => {
  await signIn(page, 'analyst', '/help/support');
  await expect(page.locator('.markdown-view')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  const response = await page.request.post(fillPath(apiPaths.helpTextSave, { kind: 'support' }), {
    headers: await xsrfHeaders(page),
    data: { title: 'Hijacked', content: 'Not allowed', version: 0 },
  });
  expect(response.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Hijacked' })).toHaveCount(0);
});

test('contact directory pages, sorts, selects and shows the people', async ({ page }) => {
  await signIn(page, 'analyst', '/help/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation Contact Directory' })).toBeVisible();
  const organisations = page.getByRole('grid', { name: 'Organisations' });
  const rows = organisations.locator('[role="row"][data-id]');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Organisation Group' })).toHaveText('All Organisation Groups');

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();

  const sortResponse = page.waitForResponse(
    (response) =>
      response.url().endsWith(apiPaths.organisationContacts) &&
      response.request().postDataJSON()?.sorting?.columnName === 'displayName',
  );
  await organisations.getByRole('columnheader', { name: 'Display Name' }).click();
  const sorted = await sortResponse;
  // A new order starts at its first page, in one request.
  expect(sorted.request().postDataJSON()).toMatchObject({
    paging: { page: 0, entriesPerPage: 10 },
    sorting: { columnName: 'displayName', sortOrder: 'ASCENDING' },
  });
  const names = ((await sorted.json()) as { values: { displayName: string }[] }).values.map((row) => row.displayName);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  // The grid shows exactly the sorted page once it has rendered it (toHaveText retries until then).
  await expect(organisations.locator('[role="row"][data-id] [data-field="displayName"]')).toHaveText(names);

  const firstRow = rows.first();
  const displayName = (await firstRow.locator('[data-field="displayName"]').textContent()) ?? '';
  const legalName = (await firstRow.locator('[data-field="legalName"]').textContent()) ?? '';
  await firstRow.locator('[data-field="displayName"]').click();
  await expect(page.getByRole('heading', { name: `People at ${displayName} (${legalName})` })).toBeVisible();
  const people = page.getByRole('grid', { name: 'People' });
  await expect(people.getByRole('columnheader', { name: 'Last Name' })).toBeVisible();
  await expect(people.locator('[role="row"][data-id]').first()).toBeVisible();
  await expect(people.locator('a[href^="mailto:"]').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('help-contacts-people'), fullPage: true });

  await firstRow.locator('[data-field="displayName"]').click();
  await expect(people).toHaveCount(0);
  await expect(page.getByText(/^People at /)).toHaveCount(0);
});

test('XSS payloads never run, neither in the live preview nor in the saved text', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await signIn(page, 'editor', '/help/release_notes');
  await page.getByRole('button', { name: 'Edit' }).click();
  await contentBox(page).fill(xssMarkdown);

  await expect(livePreview(page).getByRole('heading', { name: XSS_MARKER })).toBeVisible();
  expect(await livePreview(page).evaluate(unsafeMarkupIn)).toEqual([]);
  await livePreview(page).hover();

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(savedMarkdown(page).getByRole('heading', { name: XSS_MARKER })).toBeVisible();
  expect(await savedMarkdown(page).evaluate(unsafeMarkupIn)).toEqual([]);

  // Fresh load of the saved text, then give any deferred handler (onload, onerror, autofocus) a chance.
  await page.reload();
  await expect(savedMarkdown(page).getByRole('heading', { name: XSS_MARKER })).toBeVisible();
  expect(await savedMarkdown(page).evaluate(unsafeMarkupIn)).toEqual([]);
  for (const link of await savedMarkdown(page).getByRole('link').all()) await link.hover();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  await page.screenshot({ path: screenshotPath('help-xss-saved'), fullPage: true });
});
