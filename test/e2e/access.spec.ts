import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { demoAccount } from './demo-accounts';
import { readMailedLink } from './mailed-link';
import { resetTestAccount } from './reset-test-account';
import { screenshotPath } from './screenshot-path';

// These journeys run as most users see them, with every animation: the rest of the suite runs with
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/** The published TOTP secret of the `totp` demo account (README). */
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A code of the given secret; `stepsAhead` picks a later 30 s step (each step's code works once). */
function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function submitCredentials(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('totp signs in with a code from the authenticator app', async ({ page }) => {
  const totp = demoAccount('totp');
  await submitCredentials(page, totp.username, totp.password);
  const code = page.getByLabel('Verification code');
  await expect(code).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send code by e-mail' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('login-second-factor') });

  await page.getByRole('button', { name: 'Send code by e-mail' }).click();
  await expect(page.getByText('One-time verification code was sent via email.')).toBeVisible();

  await code.fill(totpCode(TOTP_SECRET));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/help\/welcome$/);
});

test('newcomer changes the password, sets up 2FA, and signs in with the new factor', async ({ page }) => {
  // Several password hashes, two sign-ins and the 2FA set-up: over 30 s on a loaded CI machine.
  test.setTimeout(120_000);
  const newcomer = demoAccount('newcomer');
  const newPassword = 'Changed#2026e2e';
  await submitCredentials(page, newcomer.username, newcomer.password);

  await expect(page).toHaveURL(/\/change_password_immediately$/);
  // The forced change has no way back but Logout (here, since the newcomer account is this test's alone).
  await expect(page.getByText('Your password must be changed before you can continue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // A deep link typed now leads back, and the server refuses the data behind it.
  await page.goto('/help/contacts');
  await expect(page).toHaveURL(/\/change_password_immediately$/);
  const refused = await page.request.get('/api/help/support');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ reason: 'PASSWORD_CHANGE_REQUIRED' });
  await page.getByLabel('Current password').fill(newcomer.password);
  await page.getByLabel('New password').fill(newPassword);
  const submit = page.getByRole('button', { name: 'Change password' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Repeat password').fill(newPassword);
  await submit.click();

  await expect(page).toHaveURL(/\/setup_2fa$/);
  await page.goto('/help/contacts');
  await expect(page).toHaveURL(/\/setup_2fa$/);
  expect((await page.request.get('/api/help/support')).status()).toBe(403);
  await expect(page.getByRole('radio', { name: 'Microsoft Authenticator' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
  const secret = (await page.getByLabel('Secret key').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.screenshot({ path: screenshotPath('setup-2fa-qr-code') });
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The code was incorrect. Please try again')).toBeVisible();
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Two-factor authentication is set up/)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(newcomer.username);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  // The verifying code is spent: the next step's code signs in.
  await page.getByLabel('Verification code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/help\/welcome$/);
});

test('an unreachable server shows the connection-failure screen', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort());
  await page.goto('/help/welcome');
  await expect(
    page.getByText(
      'Cannot establish connection to server, please try again in 10 minutes. We apologise for the inconvenience.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/connection_failure$/);
  await page.screenshot({ path: screenshotPath('connection-failure') });

  await page.unroute('**/api/**');
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an API 404 shows not_found', async ({ page }) => {
  const analyst = demoAccount('analyst');
  await page.route('**/api/navigation**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ errorMessage: 'Not found.' }),
    }),
  );
  await submitCredentials(page, analyst.username, analyst.password);
  await expect(page).toHaveURL(/\/not_found$/);
  await expect(page.getByText('Your request could not be processed')).toBeVisible();
  await page.unroute('**/api/navigation**');
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/help\/welcome$/);
});

test('the forgot-password page sends the reset mail and says so on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await page.getByLabel('Login name').fill('editor');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please check your emails for further instructions.')).toBeVisible();
});

test('a password is reset through the link in the mail, and the link works only once', async ({ page }) => {
  await page.goto('/forgot_password');
  await page.getByLabel('Login name').fill(resetTestAccount.username);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please check your emails for further instructions.')).toBeVisible();

  // Without SMTP_URL the server logs the mail; admins only ever see the link masked.
  await expect.poll(() => readMailedLink(resetTestAccount.email, '/reset_password')).not.toBeNull();
  const link = readMailedLink(resetTestAccount.email, '/reset_password')!;
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset_password\?hash=/);
  await page.getByLabel('New password', { exact: true }).fill('Fresh#Start26');
  await page.getByLabel('Repeat password').fill('Fresh#Start26');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Reset successful. Please log in.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('reset-successful') });

  await submitCredentials(page, resetTestAccount.username, 'Fresh#Start26');
  await expect(page).toHaveURL(/\/help\/welcome$/);

  // The link was used: opening it again goes back to the root, and from there to login.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
});
