import { expect, test } from '@playwright/test';
import { allViolations, hasNoSidewaysScroll, PHONE, signIn } from './page-steps';
import { screenshotPath } from './screenshot-path';

test('an admin types a holiday into the calendar, adds it with Enter and removes it; axe-clean, also at 390 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Holiday calendar' });
  await expect(table.getByRole('row', { name: /2027-12-25 Christmas Day/ })).toBeVisible();

  await page.getByLabel(/^Day/).focus();
  await page.keyboard.type('06012027');
  await page.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.type('Company anniversary');
  await page.keyboard.press('Enter');
  const added = table.getByRole('row', { name: /2027-06-01 Company anniversary/ });
  await expect(added).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('administration-holidays-phone'), fullPage: true });

  await added.getByRole('button', { name: 'Remove Company anniversary, 2027-06-01' }).click();
  await expect(added).toHaveCount(0);
});

test('an admin finds a user by typing part of the e-mail; the list pages by name, axe-clean at 390 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin');
  await page.goto('/admin');
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByRole('gridcell', { name: 'Anna Lindqvist' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search name, user name or e-mail' }).focus();
  await page.keyboard.type('balticpower');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('gridcell', { name: 'Erik Madsen' })).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('administration-users-phone'), fullPage: true });
});
