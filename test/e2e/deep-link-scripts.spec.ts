import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPaths, fillPath } from '../../src/shared/api-paths';
import { ORGANISATION_COOKIE_NAME } from '../../src/shared/organisation-cookie';
import { signIn, xsrfHeaders } from './page-steps';

/**
 * Pages opened by a link from outside (a bookmark, a mail, a colleague), one of each lazy chunk. A heading
 * matches by part of its name: the column settings page calls itself 'Personal Column Settings' until the
 * menu has answered and its active entry, 'Column Settings', names the page (access spec section 2), and
 * which of the page and the menu comes first varies from load to load.
 */
const deepLinks: Array<{ url: string; heading: string | RegExp; ownAnswers?: string[]; loadsLater?: string }> = [
  { url: '/help/welcome', heading: 'Welcome', ownAnswers: ['/api/help/announcements'] },
  { url: '/help/contacts', heading: 'Organisation Contact Directory' },
  { url: '/ecm/dealfinder?state=MATCHED', heading: 'Deal Finder' },
  { url: '/problemsolving?urgency=OVERDUE', heading: 'Problem Solving' },
  { url: '/err/remit_report/activity', heading: 'REMIT Activity Report' },
  { url: '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1', heading: /^Details for / },
  // Its pick list is loaded beside the page, after its title: the test waits for it too.
  {
    url: '/settings/datatable/customize?documentType=REMIT_TABLE_1',
    heading: 'Column Settings',
    loadsLater: 'Selected Columns',
  },
];

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((match) => match[1]!);
const entryScriptsOf = (html: string) =>
  [...html.matchAll(/<script defer="defer" src="([^"]+)">/g)].map((match) => match[1]!);

// One test per page: five cold page loads in one 30 s budget timed out on a loaded CI machine.
for (const { url, heading, ownAnswers = [], loadsLater } of deepLinks) {
  test(`the deep link ${url} names every script it loads in its HTML, so none waits for another to run`, async ({
    page,
  }) => {
    // No page opened yet, so no other page's requests, still going out, are counted as this page's.
    await signIn(page, 'analyst', null);
    const html = await (await page.request.get(url)).text();
    const preloads = preloadsOf(html);
    expect(preloads.length, `${url} names no script`).toBeGreaterThan(0);
    const named = new Set([...entryScriptsOf(html), ...preloads]);

    const requested: string[] = [];
    const startingAnswers = [
      apiPaths.userInformation,
      apiPaths.preferences,
      apiPaths.systemInformation,
      apiPaths.selectableOrganisations,
      ...ownAnswers,
    ];
    const answerRequests = new Map<string, number>(startingAnswers.map((answer) => [answer, 0]));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') requested.push(pathname);
      const counted = answerRequests.get(pathname);
      if (counted !== undefined) answerRequests.set(pathname, counted + 1);
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
    if (loadsLater) await expect(page.getByRole('heading', { name: loadsLater })).toBeVisible();
    // Everything the page needed to show itself was named up front: no script discovered later.
    expect(requested.filter((script) => !named.has(script))).toEqual([]);
    // The answers the page starts with were asked for once each, by the HTML's preloads, and the client
    // took those answers instead of asking again.
    for (const answer of startingAnswers) {
      expect(html).toContain(`<link rel="preload" as="fetch" href="${answer}"`);
      expect(answerRequests.get(answer), answer).toBe(1);
    }
  });
}

test('a signed-out browser gets no other page scripts: the page becomes the login form', async ({ request }) => {
  const html = await (await request.get('/ecm/dealfinder')).text();
  expect(preloadsOf(html)).toEqual([]);
});

/** Opens `url` with every script refused and looks at what the HTML alone paints; scripts load again after. */
async function paintedByTheHtml<T>(page: Page, url: string, look: () => Promise<T>): Promise<T> {
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto(url);
  const seen = await look();
  await page.unroute('**/assets/**');
  return seen;
}

/** The frame has gone, and the page's own one h1, with the same words, stands where the frame's did. */
async function expectOwnTitleInFramesPlace(page: Page, words: string, framed: unknown) {
  await expect(page.locator('[data-page-frame]')).toHaveCount(0);
  const title = page.locator('h1');
  await expect(title).toHaveText([words]);
  // Polled: on a loaded machine what arrives after the frame (a count, a banner) may still be settling.
  await expect.poll(() => title.boundingBox()).toEqual(framed);
}

/** The welcome page sign-in lands on has chosen the organisation, and told the server by its cookie. */
async function organisationChosen(page: Page) {
  await expect
    .poll(
      async () => (await page.context().cookies()).find((cookie) => cookie.name === ORGANISATION_COOKIE_NAME)?.value,
    )
    .toMatch(/^\d+$/);
}

/** Where an element's words stand: the box of its contents, whatever padding the element has around them. */
const textBoxOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });

/**
 * The same boxes to the pixel, each number within half of one: a line of words measures hundredths of a
 * pixel apart in the frame's markup and the grid's, and the grid's measured rows add such hundredths up.
 */
const toThePixel = (value: unknown): unknown => {
  if (typeof value === 'number') return expect.closeTo(value, 0);
  if (Array.isArray(value)) return value.map(toThePixel);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toThePixel(inner)]));
};

// A phone, a tablet without the menu column, a desktop with it (the shell's sm and md breakpoints).
for (const width of [390, 700, 1280]) {
  test(`a deep link paints the bar and the page's title before any script has run, where the page's own will be, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    const frameTitle = page.locator('[data-page-frame] h1');
    const frameName = page.locator('[data-page-frame] .page-frame-name');
    const { framed, framedName } = await paintedByTheHtml(page, '/help/contacts', async () => {
      await expect(frameTitle).toHaveText('Organisation Contact Directory');
      await expect(frameTitle).toBeInViewport();
      // The instance's name: in the bar from the sm breakpoint up, hidden on a phone as the top bar's is.
      if (width < 600) await expect(frameName).toBeHidden();
      return {
        framed: await frameTitle.boundingBox(),
        framedName: width >= 600 ? await frameName.boundingBox() : null,
      };
    });
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Organisation Group' })).toBeVisible({ timeout: 20_000 });
    await expectOwnTitleInFramesPlace(page, 'Organisation Contact Directory', framed);
    const name = page.getByRole('banner').locator('p.MuiTypography-h6');
    if (framedName === null) await expect(name).toBeHidden();
    else {
      await expect(name).toHaveText(/\S/);
      // Where it starts and how high it is; its width is what the bar leaves it.
      await expect
        .poll(async () => {
          const { x, y, height } = (await name.boundingBox())!;
          return { x, y, height };
        })
        .toEqual({ x: framedName.x, y: framedName.y, height: framedName.height });
    }
  });
}

test("an audit trail's link paints the record's title before any script has run, where the page's own will be", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  const trail = '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417';
  const frameTitle = page.locator('[data-page-frame] h1');
  const framed = await paintedByTheHtml(page, trail, async () => {
    await expect(frameTitle).toHaveText('Details for NWEH-2026-000417');
    return frameTitle.boundingBox();
  });
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Details for NWEH-2026-000417' })).toBeVisible({ timeout: 20_000 });
  await expectOwnTitleInFramesPlace(page, 'Details for NWEH-2026-000417', framed);
});

// A phone and a desktop: the help wraps differently, and stands where it will at each.
for (const width of [390, 1280]) {
  test(`the column settings paint their line and help before any script has run, where the page's own will be, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    const settings = '/settings/datatable/customize?documentType=REMIT_TABLE_1';
    const frameLines = page.locator('[data-page-frame] .page-frame-main p');
    const lines = ['Columns of: REMIT Table 1 records', /^Drag a column to the left/, /^Without a mouse:/];
    const framed = await paintedByTheHtml(page, settings, async () => {
      await expect(frameLines).toHaveText(lines);
      await expect(frameLines.last()).toBeInViewport();
      return Promise.all((await frameLines.all()).map((line) => line.boundingBox()));
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Selected Columns' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-page-frame]')).toHaveCount(0);
    await expect
      .poll(() => Promise.all(lines.map((line) => page.getByRole('main').getByText(line).boundingBox())))
      .toEqual(framed);
  });
}

// The welcome page's largest part, the announcements, came after every script and three answers.
for (const width of [390, 1280]) {
  test(`the welcome page paints its greeting, instance and announcements before any script has run, where its own will be, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    const frameParts = page.locator('[data-page-frame] [data-frame-part="welcome"]');
    const announcementsText = '[data-page-frame] .markdown-view > :first-child';
    const framed = await paintedByTheHtml(page, '/help/welcome', async () => {
      await expect(frameParts.locator('.page-frame-greeting')).toHaveText(/^Welcome, /);
      await expect(frameParts.locator('.page-frame-panel-title')).toHaveText('Announcements');
      return {
        greeting: await frameParts.locator('.page-frame-greeting').boundingBox(),
        instance: await frameParts.getByText(/^Instance /).boundingBox(),
        announcements: await page.locator(announcementsText).boundingBox(),
      };
    });
    await page.reload();
    const panel = page.getByRole('region', { name: 'Announcements' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-page-frame]')).toHaveCount(0);
    // Shown once, by the page itself, each part where the frame painted it.
    await expect(page.locator('[data-frame-part]')).toHaveCount(0);
    const main = page.getByRole('main');
    await expect
      .poll(async () => ({
        greeting: await main.getByText(/^Welcome, /).boundingBox(),
        instance: await main.getByText(/^Instance /).boundingBox(),
        announcements: await panel.locator('.markdown-view > :first-child').boundingBox(),
      }))
      .toEqual(framed);
  });
}

// The sort note, a full line on a phone, was four finders' largest paint, after every script.
for (const width of [390, 700, 1280]) {
  test(`a finder paints its controls and sort note before any script has run, where its own will be, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    const finder = '/ecm/dealfinder?state=MATCHED';
    const note = 'Sorted by Last Update, descending: a column not shown.';
    const part = page.locator('[data-page-frame] [data-frame-part="finder"]');
    const framed = await paintedByTheHtml(page, finder, async () => {
      await expect(part.locator('.page-frame-note')).toHaveText(note);
      await expect(part.locator('.page-frame-note')).toBeInViewport();
      return {
        note: await part.locator('.page-frame-note').boundingBox(),
        state: await part.locator('.page-frame-state').boundingBox(),
        exportCsv: await part.getByText('Export CSV').boundingBox(),
      };
    });
    await page.reload();
    const main = page.getByRole('main');
    await expect(main.getByRole('grid', { name: 'Deal Finder' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-frame-part]')).toHaveCount(0);
    // Each where the frame painted it: the wrapped rows of controls alike, and the note below them.
    await expect
      .poll(async () => ({
        note: await main.getByText(note).boundingBox(),
        state: await main.getByRole('combobox', { name: 'State' }).locator('..').boundingBox(),
        exportCsv: await main.getByRole('button', { name: 'Export CSV' }).boundingBox(),
      }))
      .toEqual(framed);
  });
}

test("the REMIT activity report paints its kind selector first, then the finder's controls and note, where its own will be", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  const report = '/err/remit_report/activity?kind=ELECTRICITY_RIGHTS';
  const note = 'Sorted by Last Update, descending: a column not shown.';
  const part = page.locator('[data-page-frame] [data-frame-part="finder"]');
  const framed = await paintedByTheHtml(page, report, async () => {
    await expect(part.locator('.page-frame-kind')).toHaveText('Record kindElectricity Rights');
    return {
      kind: await part.locator('.page-frame-kind').boundingBox(),
      note: await part.locator('.page-frame-note').boundingBox(),
      exportCsv: await part.getByText('Export CSV').boundingBox(),
    };
  });
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('grid', { name: 'REMIT Activity Report' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-frame-part]')).toHaveCount(0);
  await expect
    .poll(async () => ({
      kind: await main.getByRole('combobox', { name: 'Record kind' }).locator('..').boundingBox(),
      note: await main.getByText(note).boundingBox(),
      exportCsv: await main.getByRole('button', { name: 'Export CSV' }).boundingBox(),
    }))
    .toEqual(framed);
});

// An audit trail's events, wrapped over several lines on a phone, were its largest paint, after every
// script and the trail's answer. The frame paints the first page only in the organisation the browser
// chose, so each test waits for that choice as the position file's does.
const trail =
  '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417&urlPart=remit';
const trailTitle = 'Details for NWEH-2026-000417';

// A phone, where the descriptions wrap, and a desktop with the menu column.
for (const width of [390, 1280]) {
  test(`an audit trail's link paints its first events and pager before any script has run, where the grid's own will be, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await organisationChosen(page);
    const part = page.locator('[data-page-frame] [data-frame-part="trail"]');
    const events = part.locator('.page-frame-event');
    const framed = await paintedByTheHtml(page, trail, async () => {
      await expect(part).toBeVisible();
      await expect(events.first().locator('.page-frame-text')).toHaveText(/\S/);
      expect(await events.count()).toBeGreaterThanOrEqual(3);
      return {
        rows: await Promise.all([0, 1, 2].map((row) => events.nth(row).boundingBox())),
        // The descriptions' words themselves: the painted cell's padding is its span's, the grid's its cell's.
        texts: await Promise.all([0, 1, 2].map((row) => textBoxOf(events.nth(row).locator('.page-frame-text')))),
        footer: await part.locator('.page-frame-foot').boundingBox(),
        pager: await part.locator('.page-frame-foot').textContent(),
      };
    });
    expect(framed.pager).toMatch(/^1–\d+ of \d+$/);
    await page.reload();
    const main = page.getByRole('main');
    const rows = main.getByRole('grid', { name: trailTitle }).locator('[role=row][data-id]');
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });
    // The grid shows its events once, where the frame painted them.
    await expect(page.locator('[data-frame-part]')).toHaveCount(0);
    await expect
      .poll(async () => ({
        rows: await Promise.all([0, 1, 2].map((row) => rows.nth(row).boundingBox())),
        texts: await Promise.all([0, 1, 2].map((row) => textBoxOf(rows.nth(row).locator('[data-field=text] > span')))),
        // The footer is the grid's sibling in DataGrid's root, not a part of the grid role.
        footer: await main.locator('.MuiDataGrid-footerContainer').boundingBox(),
        pager: await main.locator('.MuiTablePagination-displayedRows').textContent(),
      }))
      .toEqual(toThePixel(framed));
  });
}

test("an audit trail's link that names a page of the grid paints the title alone: the page reads its own grid state", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  await organisationChosen(page);
  await paintedByTheHtml(page, `${trail}&page=0`, async () => {
    await expect(page.locator('[data-page-frame] h1')).toHaveText(trailTitle);
    await expect(page.locator('[data-page-frame] [data-frame-part="trail"]')).toHaveCount(0);
  });
});

test("a position file's link paints the file's title before any script has run, in the organisation the browser chose", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  await organisationChosen(page);
  const files = await page.request.post(fillPath(apiPaths.finder, { finderKind: 'mifidFiles' }), {
    headers: await xsrfHeaders(page),
    data: { paging: { page: 0, entriesPerPage: 1 } },
  });
  const [file] = ((await files.json()) as { values: { id: number; externalId: string }[] }).values;
  const title = `Positions for file ${file!.externalId}`;
  const frameTitle = page.locator('[data-page-frame] h1');
  const framed = await paintedByTheHtml(page, `/err/mifid/details?fileId=${file!.id}`, async () => {
    await expect(frameTitle).toHaveText(title);
    return frameTitle.boundingBox();
  });
  await page.reload();
  await expect(page.getByRole('grid', { name: `Position records of file ${file!.externalId}` })).toBeVisible({
    timeout: 20_000,
  });
  await expectOwnTitleInFramesPlace(page, title, framed);
});
