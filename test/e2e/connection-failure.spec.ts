import { expect, test } from '@playwright/test';
import { signIn } from './page-steps';

test('a click to a page whose chunk is not loaded yet, with the server gone, shows the connection-failure screen', async ({
  page,
}) => {
  await signIn(page, 'analyst');
  await expect(page.getByRole('link', { name: 'Organisation Contact Directory' })).toBeVisible();

  // From now on the server cannot be reached: no chunk, no API call gets through.
  await page.route('**/*', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Organisation Contact Directory' }).click();

  await expect(
    page.getByText(
      'Cannot establish connection to server, please try again in 10 minutes. We apologise for the inconvenience.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return' })).toBeVisible();
  await expect(page.getByText(/may have been updated since you opened it/)).toHaveCount(0);
});

test('a page left for another address while its request waits is not taken for a lost connection', async ({ page }) => {
  await signIn(page, 'analyst');
  // The support text's answer never comes: the page is left while its request waits, which the browser
  // then cancels as it unloads the page.
  let asked = false;
  await page.route('**/api/help/support', () => {
    asked = true;
  });
  await page.goto('/help/support');
  await expect.poll(() => asked).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await page.goto('/help/release_notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/help\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
});
