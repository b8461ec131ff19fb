import { expect, test } from '@playwright/test';
import { demoAccount } from './demo-accounts';
import { screenshotPath } from './screenshot-path';

const analyst = demoAccount('analyst');

test('analyst signs in, sees the shell and the menu, switches organisation and logs out', async ({ page }) => {
  // The console is where developers read the app's requests: a page load logs no error or warning
  // there, the browser's own included ('Error with Permissions-Policy header' comes as a warning).
  const consoleComplaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleComplaints.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username').fill(analyst.username);
  await page.getByLabel('Password').fill(analyst.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/help\/welcome$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Energy Post-Trade Demo')).toBeVisible();
  await expect(banner.getByText(analyst.username)).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Welcome' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Settlement' })).toBeVisible();
  await expect(page).toHaveTitle(/Welcome/);
  await page.screenshot({ path: screenshotPath('shell-first-organisation'), fullPage: true });

  const selector = page.getByRole('combobox', { name: 'Organisation' });
  const firstOrganisation = await selector.inputValue();
  await selector.click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2);
  await options.filter({ hasNotText: firstOrganisation }).click();
  await expect(selector).not.toHaveValue(firstOrganisation);
  await expect(menu.getByRole('button', { name: 'Settlement' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Welcome' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('shell-second-organisation'), fullPage: true });
  // Before logging out: the page after it answers 401, which the browser logs as a failed load.
  expect(consoleComplaints).toEqual([]);

  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/help/welcome');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(analyst.username);
  await page.getByLabel('Password').fill('Wrong#Password1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await expect(page).toHaveURL(/\/login$/);
  await page.screenshot({ path: screenshotPath('login-wrong-password') });
});

test('a deep link with a query string loads the app and keeps the query through login', async ({ page }) => {
  await page.goto('/help/contacts?x=1');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill(analyst.username);
  await page.getByLabel('Password').fill(analyst.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/help\/contacts\?x=1$/);
});

test('a part of the app that cannot be loaded (a replaced chunk) offers a reload', async ({ page }) => {
  await page.route('**/assets/area-help.*.js', (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('Username').fill(analyst.username);
  await page.getByLabel('Password').fill(analyst.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  await page.screenshot({ path: screenshotPath('route-error') });

  await page.unroute('**/assets/area-help.*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});
