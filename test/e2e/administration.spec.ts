import { expect, test } from '@playwright/test';
import { allViolations, hasNoSidewaysScroll, PHONE, signIn } from './page-steps';
import { readMailedLink } from './mailed-link';
import { screenshotPath } from './screenshot-path';

// These journeys run as most users see them, with every animation: the rest of the suite runs with
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test('an admin types a holiday into the calendar, adds it with Enter and removes it; axe-clean, also at 390 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin', '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Holiday calendar' });
  await expect(table.getByRole('row', { name: /25\/12\/27 Christmas Day/ })).toBeVisible();

  // The day in the admin's own format (dd/mm/yy), as the list shows it, whatever the browser's language.
  const day = page.getByRole('group', { name: /^Day/ });
  await day.getByRole('spinbutton').first().focus();
  await page.keyboard.type('290227');
  await page.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.type('Company anniversary');
  await page.keyboard.press('Enter');
  await expect(page.getByText("Invalid date for 'Day'.")).toBeVisible();
  await expect(day.getByRole('spinbutton').first()).toBeFocused();
  await page.keyboard.type('010627');
  await page.getByRole('textbox', { name: 'Name' }).press('Enter');
  const added = table.getByRole('row', { name: /01\/06\/27 Company anniversary/ });
  await expect(added).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('administration-holidays-phone'), fullPage: true });

  await added.getByRole('button', { name: 'Remove Company anniversary, 01/06/27' }).focus();
  await page.keyboard.press('Enter');
  await expect(added).toHaveCount(0);
  // The row and its button are gone: the outcome, with its Undo, has the focus.
  const removed = page.getByRole('status').filter({ hasText: 'Company anniversary, 01/06/27 is removed.' });
  await expect(removed).toBeFocused();
  expect(await allViolations(page)).toEqual([]);
});

test('an admin finds a user by typing part of the e-mail; the list pages by name, axe-clean at 390 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin', '/admin');
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByRole('gridcell', { name: 'Anna Lindqvist', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search name, user name or e-mail' }).focus();
  await page.keyboard.type('balticpower');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('gridcell', { name: 'Erik Madsen', exact: true })).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('administration-users-phone'), fullPage: true });
  // On a desktop screen the columns are still wider than the page: the row's Open is in view without a scroll.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(grid.getByRole('button', { name: 'Open Erik Madsen' })).toBeInViewport();
});

test('an admin creates a user with the keyboard; the user sets a password from the mail and signs in; axe-clean, 390 px', async ({
  page,
  browser,
}) => {
  // Two browsers, a mail and a lock: a long walk on a shared machine.
  test.setTimeout(90_000);
  const username = `new.${Date.now().toString(36)}`;
  const email = `${username}@e2e.example`;
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin', '/admin');
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await expect(dialog.getByLabel('User name')).toBeFocused();
  // Sent empty: every required field says what is missing, and nothing is created.
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Enter the first name.')).toBeVisible();
  await expect(dialog.getByText('Pick at least one organisation.')).toBeVisible();

  await dialog.getByLabel('User name').fill(username);
  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Newcomb');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('combobox', { name: 'Organisations' }).focus();
  await page.keyboard.type('Nordwind');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Nordwind Energiehandel' })).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('administration-new-user-phone'), fullPage: true });
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('status')).toContainText(
    `Nora Newcomb was created. A link to set a password was mailed to ${email}.`,
  );

  // The new user, in a browser of their own, opens the mailed link and sets a password.
  await expect.poll(() => readMailedLink(email, '/reset_password')).not.toBeNull();
  const newcomer = await browser.newPage();
  await newcomer.goto(readMailedLink(email, '/reset_password')!);
  await newcomer.getByLabel('New password', { exact: true }).fill('Nora#Start26');
  await newcomer.getByLabel('Repeat password').fill('Nora#Start26');
  await newcomer.getByRole('button', { name: 'Reset password' }).click();
  await expect(newcomer.getByText('Reset successful. Please log in.')).toBeVisible();
  await newcomer.getByLabel('Username').fill(username);
  await newcomer.getByLabel('Password').fill('Nora#Start26');
  await newcomer.getByRole('button', { name: 'Login' }).click();
  await expect(newcomer).toHaveURL(/\/help\/welcome$/);

  // The admin opens the new user and locks them: the user's session ends, the history says who did it.
  await page.getByRole('searchbox', { name: 'Search name, user name or e-mail' }).fill(username);
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await grid.getByRole('button', { name: 'Open Nora Newcomb' }).click();
  const userDialog = page.getByRole('dialog', { name: 'User Nora Newcomb' });
  await expect(userDialog.getByLabel('First name')).toHaveValue('Nora');
  await expect(userDialog.getByText('1 active session.', { exact: false })).toBeVisible();
  await userDialog.getByRole('button', { name: 'Lock' }).click();
  await expect(
    userDialog.getByText('Nora Newcomb is signed out at once and cannot sign in until unlocked.'),
  ).toBeVisible();
  await expect(userDialog.getByRole('button', { name: 'Lock' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(userDialog.getByRole('status')).toHaveText('Nora Newcomb is locked.');
  await expect(userDialog.getByText(/^Locked by Ada Administrator/)).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('administration-user-dialog-phone'), fullPage: true });
  await newcomer.reload();
  await expect(newcomer).toHaveURL(/\/login/);
  await newcomer.getByLabel('Username').fill(username);
  await newcomer.getByLabel('Password').fill('Nora#Start26');
  await newcomer.getByRole('button', { name: 'Login' }).click();
  await expect(newcomer.getByText('This account is locked. Ask an administrator to unlock it.')).toBeVisible();
  await newcomer.close();

  // The mail, in the mails report's details: its link wraps within a phone's width.
  await page.goto('/admin/mails_report');
  await page
    .getByRole('grid', { name: 'Mails' })
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Mailing details' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: email })).toHaveText(email);
  await expect(page.getByText(/\/reset_password\?hash=/)).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
});
