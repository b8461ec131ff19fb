import { expect, test, type Locator, type Page } from '@playwright/test';
import { invalidDateMessage } from '../../src/client/components/form/invalid-date-message';
import { apiPaths } from '../../src/shared/api-paths';
import type { FinderRow } from '../../src/shared/contract/finders';
import { remitMessages, remitRefusals } from '../../src/shared/contract/remit-constants';
import { hasNoSidewaysScroll, PHONE, seriousViolations, signIn, followMenuLink, xsrfHeaders } from './page-steps';
import { screenshotPath } from './screenshot-path';

test.describe.configure({ timeout: 180_000 });

/** Types a day into a dd/mm/yy picker as a user does: into its day section, the rest follows. */
async function typeDate(page: Page, label: string, isoDate: string, within: Page | Locator = page): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const field = within.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year!.slice(2)}`);
}

/**
 * An open trade of the analyst's default organisation from the REMIT activity report, other than the
 * pinned ones other tests act on, so tests running side by side never touch the same trade.
 */
async function openTrade(
  page: Page,
  kind: 'REMIT_TABLE_1' | 'REMIT_TABLE_2',
  able: 'cancel' | 'modify',
  /** Which open trade: tests that run at once and change a trade each take a different one. */
  which: number | 'last' = 0,
): Promise<FinderRow> {
  const response = await page.request.post(apiPaths.finder.replace(':finderKind', 'remitActivity'), {
    headers: await xsrfHeaders(page),
    data: {
      paging: { page: 0, entriesPerPage: 50 },
      sorting: { columnName: 'updatedAt', sortOrder: 'ASCENDING' },
      filters: { kind },
    },
  });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { values: FinderRow[] }).values;
  const open = rows.filter((candidate) => candidate.links.includes(able) && ![240117, 310552].includes(candidate.id));
  const row = which === 'last' ? open.at(-1) : open[which];
  expect(row, `an open ${kind} trade`).toBeDefined();
  return row!;
}

const pad = (value: number) => String(value).padStart(2, '0');

interface CancellationPresets {
  trade: { latestVersion: number };
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

  const presetsAnswer = page.waitForResponse((response) =>
    response.url().includes('/remitTable1/loadPresetsCancellation'),
  );
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
  // A day the calendar does not have is said to be invalid, not missing (2027 is no leap year).
  await typeDate(page, 'Trade time (UTC) - date part', '2027-02-29');
  await form.getByRole('button', { name: 'Cancel Trade' }).click();
  await expect(page.getByText(invalidDateMessage('Trade time (UTC) - date part'))).toBeVisible();
  await expect(page.getByText(remitMessages.transactionDateRequired)).toHaveCount(0);

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

  // The REMIT activity report shows the new version: the trade takes no Cancel or Modify any more,
  // only a deletion (error record).
  await page.goto('/err/remit_report/activity?text=NWEH-2026-000417');
  const report = page.getByRole('grid', { name: 'REMIT Activity Report' });
  const reportRow = report.locator('[role="row"][data-id="240117"]');
  await expect(reportRow).toBeVisible({ timeout: 30_000 });
  await expect(reportRow.getByRole('link', { name: 'Audit trail: NWEH-2026-000417' })).toBeVisible();
  await expect(reportRow.getByRole('link', { name: 'Delete: NWEH-2026-000417' })).toBeVisible();
  await expect(reportRow.getByRole('link', { name: 'Cancel: NWEH-2026-000417' })).toHaveCount(0);
  await expect(reportRow.getByRole('link', { name: 'Modify: NWEH-2026-000417' })).toHaveCount(0);

  // The record's audit trail has the cancellation with a link to its XML.
  await page.goto(
    '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417&urlPart=remit',
  );
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
  await expect(
    page.getByRole('form', { name: 'Cancel Trade' }).getByRole('button', { name: 'Cancel Trade' }),
  ).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /Trader ID/ })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test('modify a Table 2 trade with an option, a volume optionality interval and a fixing index: success, a disabled form, the page at the top', async ({
  page,
}) => {
  await signIn(page);
  const row = await openTrade(page, 'REMIT_TABLE_2', 'modify');

  const presetsAnswer = page.waitForResponse((response) => response.url().includes('/remitTable2/loadPresetsModify'));
  await page.goto(`/err/remit_table2_trade/modify?historyId=${row.id}`);
  expect((await presetsAnswer).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Modify Trade' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Modify Trade' });
  await expect(form.getByRole('textbox', { name: /Other market participant/ })).not.toHaveValue('', {
    timeout: 30_000,
  });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add option' }).click();
  const option = form.getByRole('group', { name: /^Option \d+$/ }).last();
  await option.getByRole('textbox', { name: /Strike price$/ }).fill('61.5');
  // An optional date the calendar does not have is not sent blank: the form says so and stays.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remitTable2/modify')) sent.push(request.url());
  });
  await typeDate(page, 'First exercise date', '2027-02-29', option);
  await form.getByRole('button', { name: 'Modify Trade' }).click();
  await expect(option.getByText(invalidDateMessage('First exercise date'))).toBeVisible();
  // A strike price is reported with its currency: none chosen is asked for, never made EUR.
  await expect(option.getByText("Field 'Strike price currency' is required.")).toBeVisible();
  await option.getByRole('combobox', { name: 'Strike price currency' }).click();
  await page.getByRole('option', { name: 'EUR', exact: true }).click();
  // Nor is one typed in part: only the day of the last exercise date, which stays as typed when left.
  const lastDay = option.getByRole('group', { name: 'Last exercise date' }).getByRole('spinbutton').first();
  await lastDay.click();
  await page.keyboard.type('15');
  await page.keyboard.press('Tab');
  await form.getByRole('button', { name: 'Modify Trade' }).click();
  await expect(option.getByText(invalidDateMessage('Last exercise date'))).toBeVisible();
  await expect(lastDay).toHaveText('15');
  expect(sent).toEqual([]);
  await typeDate(page, 'Last exercise date', `${new Date().getUTCFullYear() + 1}-02-15`, option);
  // A first date typed in part is its own field's mistake: the last one is not blamed for coming before it.
  const firstDay = option.getByRole('group', { name: 'First exercise date' }).getByRole('spinbutton').first();
  await firstDay.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('15');
  await page.keyboard.press('Tab');
  await form.getByRole('button', { name: 'Modify Trade' }).click();
  await expect(option.getByText(invalidDateMessage('First exercise date'))).toBeVisible();
  await expect(firstDay).toHaveText('15');
  await expect(option.getByText('The last exercise date must not be before the first.')).toHaveCount(0);
  expect(sent).toEqual([]);
  await typeDate(page, 'First exercise date', `${new Date().getUTCFullYear() + 1}-02-01`, option);

  await page.getByRole('button', { name: 'Add interval' }).click();
  const interval = form.getByRole('group', { name: /^Interval \d+$/ }).last();
  await interval.getByRole('textbox', { name: /Capacity$/ }).fill('15');
  const year = new Date().getUTCFullYear() + 1;
  await typeDate(page, 'Start date', `${year}-03-01`, interval);
  await typeDate(page, 'End date', `${year}-03-31`, interval);

  await page.getByRole('button', { name: 'Add fixing index' }).click();
  const fixing = form.getByRole('group', { name: /^Fixing index \d+$/ }).last();
  await fixing
    .getByRole('textbox', { name: /^Fixing index/ })
    .first()
    .fill('EEX Phelix DE Base Month');
  await fixing.getByRole('textbox', { name: /Fixing index source/ }).fill('EEX');
  expect(await seriousViolations(page)).toEqual([]);

  const submitAnswer = page.waitForResponse((response) => response.url().includes('/remitTable2/modify'));
  await form.getByRole('button', { name: 'Modify Trade' }).click();
  const answer = (await (await submitAnswer).json()) as { submitted: boolean; validationFailureMessages: string[] };
  expect(answer.validationFailureMessages).toEqual([]);
  expect(answer.submitted).toBe(true);
  await expect(page.getByText(remitMessages.modificationSubmitted)).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('button', { name: 'Modify Trade' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: /Other market participant/ })).toBeDisabled();
  await expect(fixing.getByRole('textbox', { name: /Fixing index source/ })).toBeDisabled();
  // The success brings the page's top (and its message) into view.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Modify Trade' })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('remit-table2-modified'), fullPage: false });
});

test('a cancelled Table 1 trade cannot be modified: the page says why and the form stays disabled', async ({
  page,
}) => {
  await signIn(page);
  const row = await openTrade(page, 'REMIT_TABLE_1', 'cancel');

  // Cancelled as the Cancel page does it, with the page's XSRF header.
  const presets = (await (
    await page.request.get(`${apiPaths.remitTable1LoadPresetsCancellation}?historyId=${row.id}`)
  ).json()) as CancellationPresets;
  expect(presets.submitEnabled).toBe(true);
  const agreed = new Date(Date.now() - 60_000).toISOString().slice(0, 19);
  const cancelled = await page.request.post(`${apiPaths.remitTable1Cancellation}?historyId=${row.id}`, {
    headers: await xsrfHeaders(page),
    data: {
      expectedVersion: presets.trade.latestVersion,
      transactionTimeUtc: agreed,
      terminationDate: presets.deliveryEndDate,
      traderId: presets.traderId ?? 'TRADER-E2E',
    },
  });
  expect(cancelled.status()).toBe(200);
  expect(await cancelled.json()).toMatchObject({ submitted: true, actionType: 'C' });

  await page.goto(`/err/remit_table1_trade/modify?historyId=${row.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modify Trade' })).toBeVisible();
  await expect(page.getByText(remitRefusals.cancelledOnlyError)).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Modify Trade' });
  await expect(form.getByRole('button', { name: 'Modify Trade' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: /Trader ID/ })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Beneficiary code' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: /Days of the week/ }).first()).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('remit-table1-modify-refused'), fullPage: true });
});

test('a deletion asks first, naming the UTI; the outcome takes the focus and leads on to the trail, the XML and the sheet', async ({
  page,
}) => {
  await signIn(page);
  // Not the first: the test before cancels that one, and may be running at the same time.
  const row = await openTrade(page, 'REMIT_TABLE_1', 'cancel', 1);
  // The activity report's rows carry its columns; the trade's UTI is one of them.
  const uti = String(row.uti);
  expect(uti).toMatch(/\S/);
  await page.goto(`/err/remit_table1_trade/error?recordType=TABLE_1&historyId=${row.id}`);
  const form = page.getByRole('form', { name: 'Delete Trade' });
  await form.getByRole('button', { name: 'Delete Trade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Trade' });
  await expect(dialog).toContainText(`Delete trade ${uti}?`);
  await expect(dialog).toContainText('action type E');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('remit-table1-delete-question') });

  // Escape sends nothing; asked again, the answer reports the error record.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await form.getByRole('button', { name: 'Delete Trade' }).click();
  const submitAnswer = page.waitForResponse((response) => response.url().includes('/remitTable1/deletion'));
  await dialog.getByRole('button', { name: 'Yes - Delete' }).click();
  expect((await submitAnswer).status()).toBe(200);
  const success = page.getByRole('status').filter({ hasText: remitMessages.deletionSubmitted });
  await expect(success).toBeFocused({ timeout: 30_000 });
  const next = success.getByRole('navigation', { name: 'Next steps' });
  await expect(next.getByRole('link', { name: `Audit trail of ${uti}` })).toBeVisible();
  await expect(next.getByRole('link', { name: /^XML of version \d+$/ })).toBeVisible();
  await expect(next.getByRole('link', { name: 'Transaction sheet' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('cancel a Table 2 trade before its delivery starts, on a phone: the page says what will be reported, the sheet shows it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  // The last open trade: the Modify test takes the first, and both run side by side.
  const row = await openTrade(page, 'REMIT_TABLE_2', 'cancel', 'last');
  const sheetUrl = `/err/remit_transaction_sheet?regime=REMIT&recordType=TABLE_2&documentType=REMIT_TABLE_2&historyId=${row.id}`;
  await page.goto(sheetUrl);
  const actions = page.getByRole('navigation', { name: 'Trade actions' });
  await expect(actions.getByRole('link', { name: 'Modify Trade' })).toBeVisible({ timeout: 30_000 });
  await hasNoSidewaysScroll(page);
  // A button that wraps starts under the first, not indented by the row's spacing.
  const boxes = await actions
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ left: link.getBoundingClientRect().left, top: link.getBoundingClientRect().top })),
    );
  const wrapped = boxes.filter((box) => box.top > boxes[0]!.top + 1);
  expect(wrapped.length, 'at 390 px the three actions take two lines').toBeGreaterThan(0);
  expect(wrapped[0]!.left).toBeCloseTo(boxes[0]!.left, 0);

  const presetsAnswer = page.waitForResponse((response) =>
    response.url().includes('/remitTable2/loadPresetsCancellation'),
  );
  await actions.getByRole('link', { name: 'Cancel Trade' }).click();
  const presets = (await (await presetsAnswer).json()) as {
    lastContractDate: string;
    deliveryStartDate: string;
    deliveryEndDate: string;
  };
  const form = page.getByRole('form', { name: 'Cancel Trade' });
  const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
  const delivery = `Delivery runs from ${day(presets.deliveryStartDate)} to ${day(presets.deliveryEndDate)}`;
  await expect(form.getByText(`${delivery}; the report ends it on the termination date.`)).toBeVisible();
  expect(presets.lastContractDate < presets.deliveryStartDate).toBe(true);
  await typeDate(page, 'Termination Date', presets.lastContractDate, form);
  await expect(
    form.getByText(
      `${delivery}; ${day(presets.lastContractDate)} is before it starts, so the report ends delivery on ` +
        `${day(presets.deliveryStartDate)}, its first day.`,
    ),
  ).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('phone-remit-table2-cancel'), fullPage: true });
  await form.getByRole('button', { name: 'Cancel Trade' }).click();
  await expect(page.getByText(remitMessages.cancellationSubmitted)).toBeVisible({ timeout: 30_000 });

  await page.goto(sheetUrl);
  const reporting = page.locator('[data-sheet-column="right"]');
  await expect(reporting.getByText('C – Cancellation (early termination)', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
});

test('a change typed into a trade form is not lost by leaving the page or switching organisation: both ask first', async ({
  page,
}) => {
  await signIn(page, 'analyst', null);
  const trade = await openTrade(page, 'REMIT_TABLE_1', 'modify', 'last');
  await page.goto(`/err/remit_table1_trade/modify?historyId=${trade.id}`);
  const trader = page.getByRole('textbox', { name: /Trader ID/ });
  await expect(trader).toBeEnabled({ timeout: 30_000 });
  await trader.fill('TRADER-KEPT');

  // Another page of the menu: the question, Keep editing by default (Escape), the input still there.
  await followMenuLink(page, 'Help', 'Organisation Contact Directory');
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('unsaved-changes-question'), fullPage: true });
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/err\/remit_table1_trade\/modify\?historyId=/);
  await expect(trader).toHaveValue('TRADER-KEPT');

  // Another organisation would drop the trade's form with it: the same question first.
  const organisation = page.getByRole('combobox', { name: 'Organisation' });
  const choose = async (name: string) => {
    await organisation.click();
    await page.getByRole('option', { name }).click();
  };
  await choose('Alpenstrom Versorgung');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(organisation).toHaveValue('Nordwind Energiehandel');
  await expect(trader).toHaveValue('TRADER-KEPT');

  await choose('Alpenstrom Versorgung');
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(organisation).toHaveValue('Alpenstrom Versorgung');
  await expect(page.getByText(/There is no such record in the selected organisation/)).toBeVisible({
    timeout: 30_000,
  });
});
