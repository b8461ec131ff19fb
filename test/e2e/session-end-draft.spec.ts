import { expect, test, type Page } from '@playwright/test';
import { apiPaths } from '../../src/shared/api-paths';
import type { FinderRow } from '../../src/shared/contract/finders';
import { demoAccount } from './demo-accounts';
import { allViolations, hasNoSidewaysScroll, PHONE, signIn, xsrfHeaders } from './page-steps';
import { screenshotPath } from './screenshot-path';

test.describe.configure({ timeout: 120_000 });

const DRAFT_NOTE =
  'Your session ended before this form was sent. The values you entered have been restored: please submit again.';

/** An open Table 1 trade the analyst may modify (only read here: the modify never goes through). */
async function modifiableTable1Trade(page: Page): Promise<FinderRow> {
  const response = await page.request.post(apiPaths.finder.replace(':finderKind', 'remitActivity'), {
    headers: await xsrfHeaders(page),
    data: {
      paging: { page: 0, entriesPerPage: 50 },
      sorting: { columnName: 'updatedAt', sortOrder: 'DESCENDING' },
      filters: { kind: 'REMIT_TABLE_1' },
    },
  });
  expect(response.status()).toBe(200);
  const row = ((await response.json()) as { values: FinderRow[] }).values.find((candidate) =>
    candidate.links.includes('modify'),
  );
  expect(row, 'a modifiable Table 1 trade').toBeDefined();
  return row!;
}

/**
 * The session ends elsewhere (another tab logs out) before the user's submit, which `submit` clicks;
 * the app asks to sign in, and the same user does.
 */
async function submitAfterSessionEndedThenSignIn(
  page: Page,
  username: 'analyst' | 'admin',
  submit: () => Promise<void>,
): Promise<void> {
  const loggedOut = await page.request.post(apiPaths.logout, { headers: await xsrfHeaders(page) });
  expect(loggedOut.ok()).toBe(true);
  await submit();
  await expect(page).toHaveURL(/\/login$/);
  const account = demoAccount(username);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The analyst's Table 1 modify form of a trade that can be modified, loaded and ready for input. */
async function openTable1Modify(page: Page) {
  await signIn(page, 'analyst', null);
  const trade = await modifiableTable1Trade(page);
  await page.goto(`/err/remit_table1_trade/modify?historyId=${trade.id}`);
  const form = page.getByRole('form', { name: 'Modify Trade' });
  const traderId = form.getByRole('textbox', { name: /Trader ID/ });
  await expect(traderId).toBeEnabled({ timeout: 30_000 });
  return { trade, form, traderId };
}

test('a Table 1 modify whose submit meets the end of the session comes back, filled, after signing in again', async ({
  page,
}) => {
  const { trade, form, traderId } = await openTable1Modify(page);
  await traderId.fill('TRADER-DRAFT-E2E');

  await submitAfterSessionEndedThenSignIn(page, 'analyst', () =>
    form.getByRole('button', { name: 'Modify Trade' }).click(),
  );

  await expect(page).toHaveURL(new RegExp(`/err/remit_table1_trade/modify\\?historyId=${trade.id}$`));
  await expect(page.getByText(DRAFT_NOTE)).toBeVisible({ timeout: 30_000 });
  await expect(traderId).toHaveValue('TRADER-DRAFT-E2E');
  await page.screenshot({ path: screenshotPath('remit-table1-modify-draft-restored'), fullPage: true });
});

test('preferences (a form on its own state) whose save meets the end of the session come back after signing in again, on a phone, axe-clean', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'analyst', '/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible({ timeout: 30_000 });
  const dateFormat = page.getByRole('radio', { name: 'yyyy-mm-dd' });
  const startedChecked = await dateFormat.isChecked();
  // Whatever the analyst's saved format, the draft is the other one.
  const drafted = startedChecked ? page.getByRole('radio', { name: 'dd/mm/yy' }) : dateFormat;
  await drafted.check();
  await page.getByRole('combobox', { name: 'Row density' }).click();
  await page.getByRole('option', { name: 'Comfortable' }).click();

  // The analyst's saved preferences are never changed: the save never goes through.
  await submitAfterSessionEndedThenSignIn(page, 'analyst', () =>
    page.getByRole('button', { name: 'Save preferences' }).click(),
  );

  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByText(DRAFT_NOTE)).toBeVisible({ timeout: 30_000 });
  await expect(drafted).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Row density' })).toHaveText('Comfortable');
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('preferences-draft-restored-phone'), fullPage: true });
});

test("the holiday calendar's day and name, typed when the session ended, come back after the admin signs in again", async ({
  page,
}) => {
  await signIn(page, 'admin', '/admin');
  const day = page.getByRole('group', { name: /^Day/ }).getByRole('spinbutton');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeVisible({ timeout: 30_000 });
  // Typed, never added: the administration spec's calendar stays as it expects it.
  await day.first().click();
  await page.keyboard.type('241227');
  await name.fill('Session-end draft day');

  await submitAfterSessionEndedThenSignIn(page, 'admin', () =>
    page.getByRole('button', { name: 'Add holiday' }).click(),
  );

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(DRAFT_NOTE)).toBeVisible({ timeout: 30_000 });
  await expect(name).toHaveValue('Session-end draft day');
  await expect(day).toHaveText(['24', '12', '27']);
  await expect(page.getByRole('table', { name: 'Holiday calendar' }).getByText('Session-end draft day')).toHaveCount(0);
});

test("a form opened as one user and saved after another signed in, in another tab, is not saved in the other's name", async ({
  page,
}) => {
  await signIn(page, 'analyst', '/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible({ timeout: 30_000 });
  const dateFormat = page.getByRole('radio', { name: 'yyyy-mm-dd' });
  const drafted = (await dateFormat.isChecked()) ? page.getByRole('radio', { name: 'dd/mm/yy' }) : dateFormat;
  await drafted.check();

  // Another tab of the same browser: signs out, and the editor signs in.
  expect((await page.request.post(apiPaths.logout, { headers: await xsrfHeaders(page) })).ok()).toBe(true);
  const editor = demoAccount('editor');
  const signedIn = await page.request.post(apiPaths.login, {
    headers: await xsrfHeaders(page),
    data: { username: editor.username, password: editor.password },
  });
  expect(signedIn.ok()).toBe(true);
  const editorsBefore = await (await page.request.get(apiPaths.preferences)).json();

  const saving = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === apiPaths.preferences,
  );
  await page.getByRole('button', { name: 'Save preferences' }).click();
  expect((await saving).status()).toBe(401);
  // The page's session has ended for it; the browser's session is the editor's, and the page follows it.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Welcome, Erik Madsen')).toBeVisible();
  expect(await (await page.request.get(apiPaths.preferences)).json()).toEqual(editorsBefore);
});

test('a Table 1 modify sent while the connection is gone stays on its page, filled, and says why', async ({ page }) => {
  const { trade, form, traderId } = await openTable1Modify(page);
  await traderId.fill('TRADER-OFFLINE-E2E');

  // The network drops for the submit only: nothing reaches the server.
  await page.route(/\/api\/err\/remit\/.*modify/, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await form.getByRole('button', { name: 'Modify Trade' }).click();
  await expect(
    page
      .getByText(
        'The server could not be reached. What you entered is still here: please check your connection and try again.',
      )
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/err/remit_table1_trade/modify\\?historyId=${trade.id}$`));
  await expect(traderId).toHaveValue('TRADER-OFFLINE-E2E');
});
