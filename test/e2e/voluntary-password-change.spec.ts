import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from './demo-accounts';

async function signIn(page: Page, username: string) {
  const account = demoAccount(username);
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test("the expiry warning's (change) opens a voluntary change with a way back and a Logout", async ({ page }) => {
  await signIn(page, 'analyst');
  await expect(page).toHaveURL(/\/help\/welcome$/);
  await expect(page.getByText(/Your password expires in \d+ days?\./)).toBeVisible();
  // One product format, whatever the browser's locale: the time of the previous login, or the first time.
  await expect(
    page.getByText(/^Last login: (the first time|\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} UTC)$/),
  ).toBeVisible();

  await page.getByRole('link', { name: '(change)' }).click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByText('Your password must be changed before you can continue.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/help\/welcome$/);
  await expect(page.getByText(/Your password expires in/)).toBeVisible();
});
