import { expect, test } from '@playwright/test';
import { chunkName, LOGIN_JS_BUDGET_BYTES, measureLoginTransfer } from './bundle-transfer';
import { demoAccount } from './demo-accounts';
import { finderClientPaths, finderTitles } from '../../src/shared/contract/finder-constants';

const analyst = demoAccount('analyst');
/** A string zod's own code carries through minification: a chunk holding it carries zod. */
const ZOD_MARKER = '$ZodType';

test('the login page transfers at most 170 KB of compressed JavaScript and prefetches the shell afterwards', async ({
  page,
  baseURL,
}) => {
  const transfer = await measureLoginTransfer(page, `${baseURL}/login`);
  const initialChunks = transfer.initial.map((script) => chunkName(script.path));
  expect(initialChunks).toEqual(expect.arrayContaining(['runtime', 'main']));
  // Sent as the build compressed it, not compressed per request (nor uncompressed).
  for (const script of transfer.initial) expect(script.encoding, script.path).toBe('br');
  expect(transfer.initialBytes).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);

  // The signed-in shell and the welcome page's area come after the form, not in its transfer.
  const prefetchedChunks = transfer.prefetched.map((script) => chunkName(script.path));
  expect(prefetchedChunks).toEqual(expect.arrayContaining(['shell', 'area-help']));
  expect(initialChunks).not.toContain('shell');

  // Signing in then needs no further chunk for the welcome page: they are in the module cache.
  const loadedAfterLogin: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) loadedAfterLogin.push(chunkName(new URL(request.url()).pathname));
  });
  await page.getByLabel('Username').fill(analyst.username);
  await page.getByLabel('Password').fill(analyst.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/help\/welcome$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(loadedAfterLogin).toEqual([]);
});

test('neither the login page, the welcome page, the contact directory nor a finder loads zod', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.set(pathname, response.text());
  });
  await page.goto('/login');
  await page.getByLabel('Username').fill(analyst.username);
  await page.getByLabel('Password').fill(analyst.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/help\/welcome$/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Organisation Contact Directory' })
    .click();
  await expect(page.getByRole('grid', { name: 'Organisations' }).locator('[role="row"][data-id]')).toHaveCount(10);

  // A finder opened from its address, as a bookmark or a mailed link opens it: zod's schemas would only
  // judge the search the address names, which the finder judges with the contract's plain rule.
  await page.goto(`/${finderClientPaths.deals}?text=${encodeURIComponent('Rhône')}`);
  await expect(page.getByRole('grid', { name: finderTitles.deals })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Rhône');

  expect([...scripts.keys()].map(chunkName)).toEqual(expect.arrayContaining(['help-contacts', 'finders']));
  for (const [pathname, body] of scripts) {
    expect((await body).includes(ZOD_MARKER), `${pathname} carries zod`).toBe(false);
  }
});
