import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { apiPaths, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../src/shared/api-paths';
import type { LoginResponse } from '../../src/shared/contract/auth';
import { demoAccount } from './demo-accounts';

/** The rule sets the accessibility checks run: WCAG 2.2 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** A phone-sized viewport for the narrow-screen checks. */
export const PHONE = { width: 390, height: 844 };

/** The XSRF header the page's own calls send: the cookie the server set, echoed. */
export async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === XSRF_COOKIE_NAME);
  expect(cookie, 'the server sets the XSRF cookie').toBeDefined();
  return { [XSRF_HEADER_NAME]: decodeURIComponent(cookie!.value) };
}

/**
 * Signs in as a demo account and opens `landOn`: the welcome page, where the login form lands, or no page
 * (null) for a test that asks the API what to open first. Through the API, as the login form sends it (a
 * GET for the XSRF cookie, then the POST): the form is the subject of the sign-in tests (sign-in-shell,
 * access, accessibility); every other test needs only the session, and loading the login page first cost
 * each of them a whole page load on CI's two cores.
 */
export async function signIn(page: Page, username = 'analyst', landOn: string | null = '/help/welcome'): Promise<void> {
  const account = demoAccount(username);
  await page.request.get(apiPaths.systemInformation);
  const answer = await page.request.post(apiPaths.login, {
    headers: await xsrfHeaders(page),
    data: { username: account.username, password: account.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { changePasswordImmediately, setupTwoFactor } = (await answer.json()) as LoginResponse;
  expect({ changePasswordImmediately, setupTwoFactor }, `${username} must do more than sign in`).toEqual({
    changePasswordImmediately: false,
    setupTwoFactor: false,
  });
  if (landOn !== null) await page.goto(landOn);
}

/**
 * axe-core's WCAG 2.2 A/AA findings on the page as it is now, readable in a failure. By default only the
 * serious and critical ones; `strict` keeps every impact (moderate and minor too), for the pages whose
 * requirement is that axe finds no violation at all.
 */
export async function axeViolations(page: Page, { strict = false }: { strict?: boolean } = {}): Promise<string[]> {
  // axe.run in the page itself (legacy mode) and every node only for violations: the default runs each
  // frame apart and finishes in a new blank page, and returns every passing node, 3 MB of JSON for a
  // finder page; a scan took 7.5 s, now 1.5 s. Our pages have no frame of another origin, the one case
  // the default exists for. The rules and what they find are the same.
  // The tags after the options: `options()` replaces the whole option object, `runOnly` included.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  expect(results.toolOptions.runOnly).toEqual({ type: 'tag', values: WCAG_TAGS });
  // A scan of an empty or unrendered page would pass too.
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => strict || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** axe-core's serious and critical WCAG findings on the page as it is now. */
export const seriousViolations = (page: Page): Promise<string[]> => axeViolations(page);

/** Every axe-core WCAG finding on the page as it is now, whatever its impact. */
export const allViolations = (page: Page): Promise<string[]> => axeViolations(page, { strict: true });

/**
 * The page settles no wider than the viewport: nothing scrolls sideways. Polled, because a page just
 * resized lays out again over a few frames; on failure it names the elements that stick out, since a
 * one-off width cannot be read back from a CI log otherwise.
 */
export async function hasNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = () =>
    page.evaluate(() => {
      const width = window.innerWidth;
      const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
      if (scrollWidth <= width) return [];
      // Inside a box that clips sideways (a grid's scroller, say) an element widens nothing: left out.
      const clippedByAncestor = (element: Element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        return false;
      };
      const beyond = Array.from(document.body.querySelectorAll('*')).filter(
        (element) => element.getBoundingClientRect().right > width && !clippedByAncestor(element),
      );
      const named = beyond.slice(-5).map((element) => {
        const box = element.getBoundingClientRect();
        const classes = String(element.getAttribute('class') ?? '').slice(0, 80);
        return `${element.tagName.toLowerCase()}.${classes} [${Math.round(box.left)}–${Math.round(box.right)}]`;
      });
      return [`scrollWidth ${scrollWidth} > ${width}`, ...named];
    });
  await expect.poll(overflow, { timeout: 5_000 }).toEqual([]);
}

/** A paste of `text` into the focused element, as the browser sends one from the clipboard. */
export async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(event);
  }, text);
}

/**
 * Follows a link of the main menu, its group opened first if need be, once the menu has stopped moving:
 * opening a group closes the one that was open, and a click while the links still slide lands on
 * whatever has slid under the pointer (a miss seen in CI: neither the page nor the leave question).
 */
export async function followMenuLink(page: Page, group: string, link: string | RegExp): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const groupButton = menu.getByRole('button', { name: group, exact: true });
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
  const entry = page.getByRole('link', { name: link, exact: typeof link === 'string' });
  const otherGroupsShown = () =>
    menu
      .getByRole('region')
      .filter({ hasNot: entry })
      .evaluateAll((panels) => panels.filter((panel) => panel.checkVisibility({ visibilityProperty: true })).length);
  await expect.poll(otherGroupsShown).toBe(0);
  await menu.locator(entry).click();
}

/**
 * A keyboard drag's start: Space on the focused row, then its first arrow, until that step is announced.
 * dnd-kit ignores an arrow it gets before it has measured the picked-up row (a miss seen in CI twice),
 * and a drag that missed its first arrow moves wrongly after it (its reference point stays at 0,0). So
 * the step waits for the pick-up to be announced and painted, and a step that is still not announced
 * is cancelled with Escape and the row picked up afresh, never pressed again in the same drag.
 */
export async function pickUpAndStep(
  page: Page,
  { pickedUp, key, over }: { pickedUp: string | RegExp; key: string; over: string | RegExp },
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.keyboard.press('Space');
    await expect(page.getByText(pickedUp)).toBeAttached();
    await page.evaluate(
      () =>
        new Promise<void>((painted) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted)))),
    );
    await page.keyboard.press(key);
    try {
      await expect(page.getByText(over)).toBeAttached({ timeout: 5_000 });
      return;
    } catch (missed) {
      if (attempt === 3) throw missed;
    }
    await page.keyboard.press('Escape');
    await expect(page.getByText(/ was cancelled\. It stays in /)).toBeAttached();
  }
}
