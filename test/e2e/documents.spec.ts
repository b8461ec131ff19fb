import { pathToFileURL } from 'node:url';
import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { signIn } from './page-steps';
import { screenshotPath } from './screenshot-path';

// The stored PDFs open in Chromium's own PDF viewer. The audit trail serves them as attachments
// (Content-Disposition: attachment, and the link says download), so the browser saves them rather
// than showing them: the test downloads one through the link the trail shows, as a user would, and
// opens the saved file in the viewer, which new headless Chromium loads like the headed one.
test.describe.configure({ timeout: 120_000 });

/** The viewer's own page: Chromium's PDF extension, a frame of the tab that shows the file. */
async function pdfViewerFrame(viewer: Page): Promise<Frame> {
  const isViewer = (frame: Frame) => frame.url().startsWith('chrome-extension://');
  await expect.poll(() => viewer.frames().some(isViewer), { timeout: 20_000 }).toBe(true);
  return viewer.frames().find(isViewer)!;
}

/**
 * Pixels of ink on paper in a PNG: dark pixels with near-white on both sides within three pixels,
 * which is what rendered text is; the viewer's grey frame and the page's edge are not. Decoded by
 * the browser itself (an image on a canvas), so no image library is needed.
 */
async function inkPixels(decoder: Page, png: Buffer): Promise<number> {
  return decoder.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
    const every = (x: number, y: number, test: (channel: number) => boolean) => {
      const at = (y * width + x) * 4;
      return test(data[at]!) && test(data[at + 1]!) && test(data[at + 2]!);
    };
    const white = (x: number, y: number) => every(x, y, (channel) => channel > 235);
    let ink = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 3; x < width - 3; x += 1) {
        if (!every(x, y, (channel) => channel < 110)) continue;
        const left = white(x - 1, y) || white(x - 2, y) || white(x - 3, y);
        const right = white(x + 1, y) || white(x + 2, y) || white(x + 3, y);
        if (left && right) ink += 1;
      }
    }
    return ink;
  }, png.toString('base64'));
}

/**
 * Follows a description's PDF link: the server answers with the PDF as an attachment, the browser
 * downloads it, and the saved file opens in Chromium's PDF viewer with its pages, its title and text
 * drawn on them.
 */
async function downloadAndView(page: Page, link: Locator, expectedTitle: RegExp, screenshot: string): Promise<void> {
  const href = new URL((await link.getAttribute('href'))!, page.url());
  expect(href.pathname).toMatch(/^\/api\/audittrail\/[a-z]+\/pdf$/);
  const answer = await page.request.get(href.toString());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toMatch(/^attachment;\s*filename=.*\.pdf/);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(saved);

  const viewer = await page.context().newPage();
  await viewer.goto(pathToFileURL(saved).href);
  const frame = await pdfViewerFrame(viewer);
  await expect(frame.locator('#title')).toHaveText(expectedTitle, { timeout: 20_000 });
  await expect(frame.locator('#pagelength')).toHaveText(/^[1-9]\d*$/);
  await expect(frame.locator('viewer-page-selector input')).toHaveValue('1');

  // The page is drawn, not blank: text on white paper below the viewer's toolbar.
  const toolbar = (await frame.locator('viewer-toolbar').boundingBox())!;
  const viewport = viewer.viewportSize()!;
  const top = Math.ceil(toolbar.y + toolbar.height);
  const decoder = await page.context().newPage();
  await expect
    .poll(
      async () =>
        inkPixels(
          decoder,
          await viewer.screenshot({ clip: { x: 0, y: top, width: viewport.width, height: viewport.height - top } }),
        ),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(200);
  await viewer.screenshot({ path: screenshotPath(screenshot) });
  await decoder.close();
  await viewer.close();
}

test("the rejection receipt linked from the welcome page's reference trail opens in Chromium's PDF viewer", async ({
  page,
}) => {
  await signIn(page, 'analyst', '/help/welcome?ref=NW-AUDIT-240117');
  await expect(page).toHaveURL(/\/err\/remit_audittrail\?.*historyId=240117/, { timeout: 30_000 });
  // The REMIT suite may have cancelled this trade meanwhile: oldest first, its newer events cannot push
  // this off the trail's one page of 25.
  const trail = page.getByRole('grid', { name: 'Details for NWEH-2026-000417' });
  await trail.getByRole('columnheader', { name: 'Date / Time' }).click();
  await expect(page).toHaveURL(/[?&]order=asc(&|$)/);
  const rejection = trail.locator('[role="row"][data-id]').filter({ hasText: 'Rejected by ACER' });
  await expect(rejection).toHaveCount(1, { timeout: 30_000 });
  const receiptId = /Receipt (RCPT-[\w-]+)/.exec((await rejection.textContent())!)![1]!;
  await downloadAndView(
    page,
    rejection.getByRole('link', { name: /^PDF receipt, id \d+$/ }),
    new RegExp(`^Receipt ${receiptId}$`),
    'pdf-viewer-receipt',
  );
});

test("a trade confirmation's PDF, followed from its ECM audit trail, opens in Chromium's PDF viewer", async ({
  page,
}) => {
  await signIn(page, 'analyst', '/ecm/dealfinder');
  const deals = page.getByRole('grid', { name: 'Deal Finder' });
  const trailLink = deals.getByRole('link', { name: /^Audit trail: / }).first();
  await expect(trailLink).toBeVisible({ timeout: 30_000 });
  const confirmationId = (await trailLink.getAttribute('aria-label'))!.replace('Audit trail: ', '');
  await trailLink.click();
  await expect(page).toHaveURL(/\/ecm\/audittrail\?/);
  const created = page
    .getByRole('grid', { name: `Details for ${confirmationId}` })
    .locator('[role="row"][data-id]')
    .filter({ hasText: `Confirmation ${confirmationId} created` });
  await expect(created).toHaveCount(1, { timeout: 30_000 });
  await downloadAndView(
    page,
    created.getByRole('link', { name: /^PDF document, id \d+$/ }),
    new RegExp(`^Confirmation ${confirmationId}$`),
    'pdf-viewer-confirmation',
  );
});
