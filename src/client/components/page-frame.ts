import { PAGE_FRAME_ATTRIBUTE } from '@shared/page-frame';

let frame: { pathname: string; markup: string } | null = null;

/**
 * Keeps the frame the server painted into the container (the top bar and the page's title), taken
 * before React renders into it: the loaders show it again until the page's own title renders, so the
 * title the browser painted first stays where it is instead of giving way to a bare spinner.
 */
export function takePageFrame(container: HTMLElement): void {
  const painted = container.querySelector(`[${PAGE_FRAME_ATTRIBUTE}]`);
  frame = painted ? { pathname: window.location.pathname, markup: painted.outerHTML } : null;
}

/** The server's frame while the page it was painted for is still loading; null anywhere else. */
export function pageFrameWhileLoading(): string | null {
  return frame !== null && frame.pathname === window.location.pathname ? frame.markup : null;
}

/** A page's title has rendered: from now on a loader is a loader. */
export function endPageFrame(): void {
  frame = null;
}
