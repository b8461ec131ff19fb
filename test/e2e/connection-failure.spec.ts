import { expect, test } from '@playwright/test';
import { signIn } from './page-steps';

test('a click to a page whose chunk is not loaded yet, with the server gone, shows the connection-failure screen', async ({ page }) => {
  await signIn(page, 'analyst');
  await expect(page.getByRole('link', { name: 'Organisation Contact Directory' })).toBeVisible();

  // From now on the server cannot be reached: no chunk, no API call gets through.
  await page.route('**/*', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Organisation Contact Directory' }).click();

  await expect(
    page.getByText('Cannot establish connection to server, please try again in 10 minutes. We apologise for the inconvenience.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return' })).toBeVisible();
  await expect(page.getByText(/may have been updated since you opened it/)).toHaveCount(0);
});
