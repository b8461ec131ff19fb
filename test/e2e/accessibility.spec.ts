import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccount } from './demo-accounts';
import { hasNoSidewaysScroll, PHONE, seriousViolations, signIn } from './page-steps';
import { screenshotPath } from './screenshot-path';

// The help text this suite edits (announcements, on the welcome page); the help suite edits the
// others, so both can run in parallel.

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 60 } = {}): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

const focusedElementIsHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeFocused();

async function selectFirstOrganisation(page: Page): Promise<string> {
  const rows = page.getByRole('grid', { name: 'Organisations' }).locator('[role="row"][data-id]');
  await expect(rows).toHaveCount(10);
  const cell = rows.first().locator('[data-field="displayName"]');
  const displayName = (await cell.textContent()) ?? '';
  await cell.click();
  await expect(
    page.getByText(new RegExp(`^People at ${displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `)),
  ).toBeVisible();
  return displayName;
}

test.describe('axe-core finds no serious or critical WCAG 2.2 A/AA violation', () => {
  // Each scan takes seconds on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('on the pages open to everyone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/forgot_password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/not_found');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/connection_failure');
    await expect(page.getByRole('heading', { level: 1, name: 'No connection to the server' })).toBeVisible();
    await expect(page).toHaveTitle('No connection to the server — Energy Post-Trade');
    await expectNoSeriousViolations(page);
  });

  test('the scan reports a violation where there is one (a nameless button, an image without text)', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML('beforeend', '<button type="button"></button><img src="/favicon.svg">');
    });
    const found = await seriousViolations(page);
    expect(found.some((violation) => violation.startsWith('button-name (critical)'))).toBe(true);
    expect(found.some((violation) => violation.startsWith('image-alt (critical)'))).toBe(true);
  });

  test('on the signed-in pages: welcome, support, release notes, contacts with a selected contact', async ({
    page,
  }) => {
    await signIn(page, 'analyst');
    await expect(page.getByText('Last login:')).toBeVisible();
    await expectNoSeriousViolations(page);

    for (const [path, title] of [
      ['/help/support', 'Support'],
      ['/help/release_notes', 'Release Notes'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('region').first()).toBeVisible();
      await expect(page).toHaveTitle(`${title} — Energy Post-Trade`);
      await expectNoSeriousViolations(page);
    }

    await page.goto('/help/contacts');
    await selectFirstOrganisation(page);
    await expect(page.getByRole('grid', { name: 'People' }).locator('[role="row"][data-id]').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('with the help editor open', async ({ page }) => {
    await signIn(page, 'editor');
    const panel = page.getByRole('region', { name: /./ }).filter({ has: page.getByRole('button', { name: 'Edit' }) });
    await panel.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
    await expect(page.locator('.w-md-editor-preview')).toBeVisible();
    // A code block's long line wraps in the preview: a block scrolled sideways is out of a keyboard's reach.
    await page.getByRole('textbox', { name: 'Content' }).fill(
      `Before\n\n\`\`\`\n${'SELECT trade_id, delivery_zone FROM trades WHERE '.repeat(8)}\n\`\`\`\n\n` +
        // A task list's check boxes are named (axe: critical when bare); a footnote's heading is for screen readers.
        '- [x] Report sent\n- [ ] Confirmation filed\n\nSee the note[^1].\n\n[^1]: The note.\n',
    );
    await expect(page.locator('.w-md-editor-preview pre')).toBeVisible();
    await expect(page.locator('.w-md-editor-preview input[type="checkbox"]')).toHaveCount(2);
    await expect(page.locator('.w-md-editor-preview .sr-only')).toHaveCSS('position', 'absolute');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: screenshotPath('a11y-help-editor'), fullPage: true });
  });
});

test('a keyboard alone signs in, skips to content, opens contacts, selects one, and edits and saves a help text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const editor = demoAccount('editor');
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(editor.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(editor.password);
  await page.keyboard.press('Enter');

  // After login focus is on the page's heading, not on <body>.
  await expect(page).toHaveURL(/\/help\/welcome$/);
  await focusedElementIsHeading(page, 'Welcome');

  // The skip link is the first Tab stop of the layout: Tab from the top of the document (as after a
  // reload with focus on the document, before the shell moves it) lands on it.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.screenshot({ path: screenshotPath('a11y-skip-link') });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Contacts through the menu; focus follows to the new page's heading.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, menu.getByRole('link', { name: 'Organisation Contact Directory' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help\/contacts$/);
  await focusedElementIsHeading(page, 'Organisation Contact Directory');
  await expect(page).toHaveTitle('Organisation Contact Directory — Energy Post-Trade');

  // Into the grid (its Tab stop is the header row), down to the first row, which Space selects as the
  // grid's own users expect.
  const organisations = page.getByRole('grid', { name: 'Organisations' });
  await expect(organisations.locator('[role="row"][data-id]')).toHaveCount(10);
  await tabTo(page, organisations.getByRole('columnheader').first());
  await page.keyboard.press('ArrowDown');
  await expect(organisations.locator('[role="row"][data-id] [role="gridcell"]').first()).toBeFocused();
  const displayName =
    (await organisations.locator('[role="row"][data-id] [data-field="displayName"]').first().textContent()) ?? '';
  await page.keyboard.press('Space');
  await expect(page.getByText(`People at ${displayName} (`, { exact: false })).toBeVisible();

  // Back to the welcome page and its announcements, still by keyboard.
  await tabTo(page, menu.getByRole('link', { name: 'Welcome' }), { backwards: true });
  await page.keyboard.press('Enter');
  await focusedElementIsHeading(page, 'Welcome');
  const edit = page.getByRole('button', { name: 'Edit' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');

  // Focus moves into the editor; Tab indents inside the content, Escape then Tab leaves it.
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeFocused();
  const content = page.getByRole('textbox', { name: 'Content' });
  await tabTo(page, content);
  await expect(content).toHaveAccessibleDescription(/To leave the field, press Escape, then Tab\./);
  await page.keyboard.press('Control+End');
  const stamp = `Checked by keyboard ${Date.now()}`;
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type(stamp);
  // Tab stayed in the field and indented the new line.
  await expect(content).toBeFocused();
  await expect(content).toHaveValue(new RegExp(` {2,}${stamp}$`));
  // Shift+Tab takes the indent off again, and stays in the field.
  await page.keyboard.press('Shift+Tab');
  await expect(content).toBeFocused();
  await expect(content).toHaveValue(new RegExp(`\n${stamp}$`));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(content).not.toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Update' }));
  await page.keyboard.press('Enter');

  // Saved, back in display mode, focus on the Edit button it was opened from.
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(page.getByText(stamp)).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the menu is a drawer, the organisation readable on its own line, and neither welcome nor contacts scrolls sideways', async ({
    page,
  }) => {
    await signIn(page, 'analyst');
    await expect(page.getByText('Last login:')).toBeVisible();
    const banner = page.getByRole('banner');
    const selector = page.getByRole('combobox', { name: 'Organisation' });
    await expect(selector).toHaveValue('Nordwind Energiehandel');
    // The whole name shows: the input's text is not cut (nothing of it scrolls out of the box).
    const { scrollWidth, clientWidth } = await selector.evaluate((input) => ({
      scrollWidth: input.scrollWidth,
      clientWidth: input.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect((await selector.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(PHONE.width / 2);
    // Two lines: menu, logo and Logout, then the organisation.
    expect((await banner.boundingBox())?.height ?? 0).toBeLessThanOrEqual(120);
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await hasNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('phone-welcome'), fullPage: true });

    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Organisation Contact Directory' }).click();
    await expect(page).toHaveURL(/\/help\/contacts$/);
    await expect(menu).toBeHidden();
    await focusedElementIsHeading(page, 'Organisation Contact Directory');
    await selectFirstOrganisation(page);
    await expect(page.getByRole('grid', { name: 'People' }).locator('[role="row"][data-id]').first()).toBeVisible();
    await hasNoSidewaysScroll(page);
    // The grid takes the main column's width; its columns scroll inside it.
    const grid = await page.getByRole('grid', { name: 'Organisations' }).boundingBox();
    expect(grid?.width ?? 0).toBeGreaterThan(PHONE.width - 60);
    await page.screenshot({ path: screenshotPath('phone-contacts'), fullPage: true });
  });

  test("a Table 1 trade's Modify form lays every section out in the width", async ({ page }) => {
    await signIn(page, 'analyst', '/err/remit_table1_trade/modify?historyId=240031');
    await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toBeVisible({ timeout: 30_000 });
    await hasNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath('phone-remit-table1-modify'), fullPage: true });
  });

  test('the logo keeps its box before it loads (no layout shift)', async ({ page }) => {
    await signIn(page, 'analyst');
    const logo = page.getByRole('banner').getByRole('img', { name: 'Energy Post-Trade' });
    await expect(logo).toHaveAttribute('width', '32');
    await expect(logo).toHaveAttribute('height', '32');
  });
});

test('at 200 % zoom (640 px of a 1280 px screen) the user name shows whole: the instance name gives way first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await signIn(page, 'analyst');
  await expect(page.getByText('Last login:')).toBeVisible();
  const userName = page.getByRole('banner').getByLabel('User name');
  await expect(userName).toHaveText('analyst');
  // Nothing of it is cut off (it was 'an…'), and its full text is there on hover should a long one be.
  const { scrollWidth, clientWidth } = await userName.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expect(userName).toHaveAttribute('title', 'analyst');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeInViewport();
  await hasNoSidewaysScroll(page);
});

test('desktop screenshots of welcome and contacts for review', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'analyst');
  await expect(page.getByText('Last login:')).toBeVisible();
  await hasNoSidewaysScroll(page);
  await page.screenshot({ path: screenshotPath('desktop-welcome'), fullPage: true });
  await page.goto('/help/contacts');
  await selectFirstOrganisation(page);
  await hasNoSidewaysScroll(page);
  await page.screenshot({ path: screenshotPath('desktop-contacts'), fullPage: true });
});

test('in forced colours a filled button keeps a visible boundary', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/login');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeVisible();
  // The system drops the fill, which was the filled button's only edge.
  await expect(login).toHaveClass(/MuiButton-contained/);
  const borderWidth = (button: typeof login) =>
    button.evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth));
  expect(await borderWidth(login)).toBeGreaterThan(0);

  await page.emulateMedia({ forcedColors: 'none' });
  // Outside forced colours the filled button stays as designed, without a border.
  expect(await borderWidth(login)).toBe(0);
});
