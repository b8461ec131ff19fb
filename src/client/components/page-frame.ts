import { PAGE_FRAME_ATTRIBUTE, PAGE_FRAME_PART_ATTRIBUTE } from '@shared/page-frame';

let frame: { address: string; markup: string; title: string | null; parts: Map<string, string> } | null = null;

const currentAddress = () => window.location.pathname + window.location.search;

/**
 * Keeps the frame the server painted into the container (the top bar, the page's title and the parts
 * a page shows again while it loads, `pageFramePart`), taken
 * before React renders into it: the loaders show it again until the page's own title renders, so the
 * title the browser painted first stays where it is instead of giving way to a bare spinner. True when
 * the server painted one.
 */
export function takePageFrame(container: HTMLElement): boolean {
  const painted = container.querySelector(`[${PAGE_FRAME_ATTRIBUTE}]`);
  const parts = new Map<string, string>();
  for (const part of painted?.querySelectorAll(`[${PAGE_FRAME_PART_ATTRIBUTE}]`) ?? [])
    parts.set(part.getAttribute(PAGE_FRAME_PART_ATTRIBUTE) ?? '', part.outerHTML);
  frame = painted
    ? {
        address: currentAddress(),
        markup: painted.outerHTML,
        title: painted.querySelector('h1')?.textContent ?? null,
        parts,
      }
    : null;
  return frame !== null;
}

const frameOfThisPage = () =>
  frame !== null && frame.address.split('?')[0] === window.location.pathname ? frame : null;

/** The server's frame while the page it was painted for is still loading; null anywhere else. */
export function pageFrameWhileLoading(): string | null {
  return frameOfThisPage()?.markup ?? null;
}

/**
 * The title the server painted for the page at this very address (a record's name it read for it),
 * while the page has not rendered a title of its own: the page can show it while its answer loads,
 * rather than a general title in its place.
 */
export function pageFrameTitle(): string | undefined {
  return frame !== null && frame.address === currentAddress() ? (frame.title ?? undefined) : undefined;
}

/**
 * The markup of a part of the server's frame of this page (`data-frame-part`), for the page to show
 * while its own answers load; read it before the page's title renders, which ends the frame.
 */
export function pageFramePart(name: string): string | undefined {
  return frameOfThisPage()?.parts.get(name);
}

/** A page's title has rendered: from now on a loader is a loader. */
export function endPageFrame(): void {
  frame = null;
}

/** The longest the app waits for the browser to report the frame painted before rendering anyway. */
const FRAME_PAINT_WAIT_MS = 300;

/**
 * Calls `then` once the browser reports the frame painted (its largest contentful paint), at once where
 * it cannot tell or paints nothing (a hidden tab), and after FRAME_PAINT_WAIT_MS at the latest. Text
 * removed before its paint is reported is no candidate for the largest contentful paint: React's first
 * render, replacing the frame with its own copy, made the page's later title of the same size count
 * instead (Lighthouse's mobile LCP 1.9-2.1 s rather than 0.7 s in one to two runs of three).
 */
export function afterFramePainted(then: () => void): void {
  const reported = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reported || document.visibilityState !== 'visible') {
    then();
    return;
  }
  let done = false;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(finish, FRAME_PAINT_WAIT_MS);
  try {
    observer = new PerformanceObserver(finish);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // An observer that cannot start must not hold the app back.
    finish();
  }
}
