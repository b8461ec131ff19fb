import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { remitMessages, remitRefusals } from '../../src/shared/contract/remit-constants';
import { demoAccount } from './demo-accounts';
import { screenshotPath } from './screenshot-path';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe.configure({ timeout: 180_000 });

async function signIn(page: Page): Promise<void> {
  const account = demoAccount('analyst');
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/help\/welcome$/);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Types a day into a dd/mm/yy picker as a user does: into its day section, the rest follows. */
async function typeDate(page: Page, label: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year!.slice(2)}`);
}

const pad = (value: number) => String(value).padStart(2, '0');

interface CancellationPresets {
  submitEnabled: boolean;
  traderId: string | null;
  deliveryEndDate: string | null;
}

test('cancel a Table 1 trade from its sheet: success, a disabled form, the XML in the audit trail, and no second cancellation', async ({
  page,
}) => {
  await signIn(page);

  // The welcome page's reference opens the trade's sheet at the analyst's organisation.
  await page.goto('/help/welcome?ref=NW-TRADE-240117');
  await expect(page).toHaveURL(/\/err\/remit_transaction_sheet\?.*historyId=240117/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'View Trade' })).toBeVisible();
  await expect(page.locator('[data-sheet-column="left"] h2').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-sheet-column="right"] h2').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('remit-transaction-sheet'), fullPage: true });

  const presetsAnswer = page.waitForResponse((response) => response.url().includes('/remitTable1/loadPresetsCancellation'));
  await page.getByRole('navigation', { name: 'Trade actions' }).getByRole('link', { name: 'Cancel Trade' }).click();
  const presets = (await (await presetsAnswer).json()) as CancellationPresets;
  expect(presets.submitEnabled).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel Trade' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Cancel Trade' });
  await expect(page.getByRole('textbox', { name: /Trader ID/ })).toHaveValue(presets.traderId ?? '');
  expect(await seriousViolations(page)).toEqual([]);

  // Required fields first: nothing is sent, each message word for word.
  await form.getByRole('button', { name: 'Cancel Trade' }).click();
  await expect(page.getByText(remitMessages.transactionDateRequired)).toBeVisible();
  await expect(page.getByText(remitMessages.transactionTimeRequired)).toBeVisible();
  await expect(page.getByText(remitMessages.terminationDateRequired)).toBeVisible();

  // Agreed a minute ago (after every reported event), terminated at the delivery end.
  const agreed = new Date(Date.now() - 60_000);
  await typeDate(page, 'Trade time (UTC) - date part', agreed.toISOString().slice(0, 10));
  await page
    .getByRole('textbox', { name: /Trade time \(UTC\) - time part/ })
    .fill(`${pad(agreed.getUTCHours())}${pad(agreed.getUTCMinutes())}${pad(agreed.getUTCSeconds())}`);
  await typeDate(page, 'Termination Date', presets.deliveryEndDate!);
  if (!presets.traderId) await page.getByRole('textbox', { name: /Trader ID/ }).fill('TRADER-E2E');

  await form.getByRole('button', { name: 'Cancel Trade' }).click();
  await expect(page.getByText(remitMessages.cancellationSubmitted)).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('button', { name: 'Cancel Trade' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /Trader ID/ })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('remit-table1-cancelled'), fullPage: true });

  // The record's audit trail has the cancellation with a link to its XML.
  await page.goto('/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417&urlPart=remit');
  const event = page
    .getByRole('grid', { name: 'Details for NWEH-2026-000417' })
    .getByRole('row')
    .filter({ hasText: 'Cancellation report (action type C, early termination) created' });
  await expect(event).toHaveCount(1, { timeout: 30_000 });
  const xmlLink = event.getByRole('link').first();
  await expect(xmlLink).toBeVisible();
  const download = page.waitForEvent('download');
  await xmlLink.click();
  const xml = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of xml) chunks.push(chunk as Buffer);
  const document = Buffer.concat(chunks).toString('utf8');
  expect(document).toContain('REMITTable1');
  expect(document).toMatch(/<actionType>C<\/actionType>/);

  // A second cancellation is refused: the page says why and the form stays disabled.
  await page.goto('/err/remit_table1_trade/cancel?recordType=TABLE_1&historyId=240117');
  await expect(page.getByText(remitRefusals.cancelledOnlyError)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('form', { name: 'Cancel Trade' }).getByRole('button', { name: 'Cancel Trade' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /Trader ID/ })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});
