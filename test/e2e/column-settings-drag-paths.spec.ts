import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './page-steps';
import { screenshotPath } from './screenshot-path';

// Mouse drags along many pointer paths on the pick list, none saved: the settings stay the defaults.
// A drag whose pointer grazes a row's edge once sent the rows back and forth between the lists until React
// gave up ("Maximum update depth exceeded") and the page went blank.

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1366, height: 900 } });

type ListName = 'Selected' | 'Hidden';
const listOn = (page: Page, name: ListName) => page.getByRole('region', { name: `${name} Columns` }).getByRole('list');
const rowsOf = (page: Page, name: ListName) => listOn(page, name).getByRole('listitem');
const columnsIn = async (page: Page, name: ListName) =>
  (await rowsOf(page, name).allTextContents()).map((text) => text.trim());

/** Page errors and console errors, collected for the whole test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings/datatable/customize?documentType=REMIT_TABLE_1');
  await expect(rowsOf(page, 'Selected').first()).toBeVisible({ timeout: 30_000 });
  await expect(rowsOf(page, 'Hidden').first()).toBeVisible();
}

interface DragPath {
  from: ListName;
  fromIndex: number;
  to: ListName;
  toIndex: number;
  /** Where the pointer grabs the source row's handle, as fractions of its width and height. */
  grab: { x: number; y: number };
  /** Where the pointer is released on the target row: pixels below its top edge. */
  dropBelowTop: number;
  steps: number;
}

/**
 * Where an element stands once it has stopped moving: the last drop slides the rows into their new
 * places, and a press measured mid-slide can land in the gap between two rows, where it selects text
 * (a CI run saw the labels it swept selected and no drag started).
 */
async function settledBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const twoFrames = () =>
    element.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  let last = await element.boundingBox();
  for (let tries = 0; tries < 50; tries += 1) {
    await twoFrames();
    const now = await element.boundingBox();
    if (now !== null && JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  throw new Error('The row kept moving.');
}

/**
 * Presses on the source row's handle and moves in `steps` even steps to a point `dropBelowTop` px below the top
 * edge of the target row (its left edge plus half the grabbed row's width), then releases.
 */
async function dragAlong(page: Page, path: DragPath): Promise<void> {
  // The drag handle: the column's name, left of its move buttons.
  const sourceRow = rowsOf(page, path.from).nth(path.fromIndex);
  const source = await settledBox(sourceRow.locator('[aria-roledescription="sortable"]'));
  const target = await settledBox(rowsOf(page, path.to).nth(path.toIndex));
  await page.mouse.move(source.x + source.width * path.grab.x, source.y + source.height * path.grab.y);
  const column = (await columnsIn(page, path.from))[path.fromIndex]!;
  await page.mouse.down();
  await page.mouse.move(target.x + source.width / 2, target.y + path.dropBelowTop, { steps: path.steps });
  // dnd-kit finds what is under the pointer in a render after the move: on a loaded machine a release sent
  // at once could come first and drop the column nowhere. The path is the test; the release waits for the
  // drag to be over the target's place (said aloud by the pick list), as a hand's release comes frames later.
  const over = `^${escapeRegExp(column)} is over position ${path.toIndex + 1} of \\d+ in ${path.to} Columns\\.$`;
  await expect(page.getByText(new RegExp(over))).toBeAttached();
  await page.mouse.up();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the drop puts the column: the place of the row it was released on, in that row's list. */
function expectedLists(before: Record<ListName, string[]>, path: DragPath): Record<ListName, string[]> {
  const column = before[path.from][path.fromIndex]!;
  const without = { ...before, [path.from]: before[path.from].filter((name) => name !== column) };
  const target = [...without[path.to]];
  target.splice(path.toIndex, 0, column);
  return { ...without, [path.to]: target };
}

const bothLists = async (page: Page) => ({
  Selected: await columnsIn(page, 'Selected'),
  Hidden: await columnsIn(page, 'Hidden'),
});

test('the drag that grazed the top edge of a selected column: no crash, the column lands there', async ({ page }) => {
  await signIn(page);
  // From here on: the sign-in page's session check answers 401 on purpose.
  const errors = watchErrors(page);
  for (const toIndex of [0, 2]) {
    await openSettings(page);
    const before = await bothLists(page);
    const path: DragPath = {
      from: 'Hidden',
      fromIndex: 0,
      to: 'Selected',
      toIndex,
      grab: { x: 0.5, y: 0.5 },
      dropBelowTop: 5,
      steps: 20,
    };
    await dragAlong(page, path);
    await expect
      .poll(async () => ({ errors: [...errors], lists: await bothLists(page) }))
      .toEqual({ errors: [], lists: expectedLists(before, path) });
  }
  await page.screenshot({ path: screenshotPath('column-settings-after-edge-drag'), fullPage: true });
});

test('a column dropped in the empty part of the Hidden card below its rows is hidden', async ({ page }) => {
  await signIn(page);
  const errors = watchErrors(page);
  await openSettings(page);
  const before = await bothLists(page);
  const column = before.Selected[6]!;
  // Hidden holds a few rows at the top of a card as tall as the Selected list: low in it, Selected's rows
  // beside it were nearer than Hidden's short list, and the column stayed in Selected, moved.
  const card = await settledBox(page.getByRole('region', { name: 'Hidden Columns' }));
  const lastHidden = await settledBox(rowsOf(page, 'Hidden').last());
  expect(card.y + card.height * 0.85).toBeGreaterThan(lastHidden.y + lastHidden.height + 40);
  const source = await settledBox(rowsOf(page, 'Selected').nth(6).locator('[aria-roledescription="sortable"]'));
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(card.x + card.width / 2, card.y + card.height * 0.85, { steps: 25 });
  await page.mouse.up();
  await expect
    .poll(async () => ({ errors: [...errors], lists: await bothLists(page) }))
    .toEqual({
      errors: [],
      lists: { Selected: before.Selected.filter((name) => name !== column), Hidden: [...before.Hidden, column] },
    });
});

/** 36 paths: every pairing of lists, several start and target rows, grab points, drop depths and speeds. */
function pathsToTry(): DragPath[] {
  const grabs = [
    { x: 0.5, y: 0.5 },
    { x: 0.15, y: 0.2 },
    { x: 0.85, y: 0.8 },
  ];
  const drops = [2, 5, 12, 20];
  const stepCounts = [3, 8, 20, 35];
  const pairings: [ListName, ListName][] = [
    ['Hidden', 'Selected'],
    ['Selected', 'Hidden'],
    ['Selected', 'Selected'],
    ['Hidden', 'Hidden'],
  ];
  const paths: DragPath[] = [];
  for (let i = 0; i < 36; i += 1) {
    const [from, to] = pairings[i % pairings.length]!;
    paths.push({
      from,
      fromIndex: (i * 5) % 7,
      to,
      toIndex: (i * 3 + 1) % 6,
      grab: grabs[i % grabs.length]!,
      dropBelowTop: drops[Math.floor(i / 4) % drops.length]!,
      steps: stepCounts[(i + Math.floor(i / 3)) % stepCounts.length]!,
    });
  }
  return paths;
}

test('36 drags along different paths, both ways and within each list: no error, each column lands where dropped', async ({
  page,
}) => {
  await signIn(page);
  // From here on: the sign-in page's session check answers 401 on purpose.
  const errors = watchErrors(page);
  await openSettings(page);
  for (const path of pathsToTry()) {
    const before = await bothLists(page);
    const fit = (list: ListName, index: number) => index % before[list].length;
    const fitted = { ...path, fromIndex: fit(path.from, path.fromIndex), toIndex: fit(path.to, path.toIndex) };
    // Within one list, a row dropped on itself stays put; take the next one.
    if (fitted.from === fitted.to && fitted.fromIndex === fitted.toIndex) {
      fitted.toIndex = (fitted.toIndex + 1) % before[fitted.to].length;
    }
    const description = JSON.stringify({ ...fitted, column: before[fitted.from][fitted.fromIndex] });
    await dragAlong(page, fitted);
    const expected = fitted.from === fitted.to ? reordered(before, fitted) : expectedLists(before, fitted);
    await expect
      .poll(async () => ({ errors: [...errors], lists: await bothLists(page) }), { message: description })
      .toEqual({ errors: [], lists: expected });
  }
});

/** Within one list, the column takes the place of the row it was released on; the rows between shift. */
function reordered(before: Record<ListName, string[]>, path: DragPath): Record<ListName, string[]> {
  const list = [...before[path.from]];
  const [column] = list.splice(path.fromIndex, 1);
  list.splice(path.toIndex, 0, column!);
  return { ...before, [path.from]: list };
}
