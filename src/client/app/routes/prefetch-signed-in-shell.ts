import { useEffect } from 'react';
import { loadHelp, loadMainLayout } from './area-loaders';
import { PREFETCH_SIGNED_IN_SHELL_DONE_MARK, PREFETCH_SIGNED_IN_SHELL_MARK } from './prefetch-mark';

/** The longest the prefetch waits for an idle moment. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), a delay that lets the first paint and the form's first input come first. */
const FALLBACK_DELAY_MS = 300;

/** Runs `work` once the browser is idle (at the latest after `timeoutMs`); returns a function cancelling it. */
export function whenIdle(work: () => void, timeoutMs = PREFETCH_IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(handle);
}

interface NetworkInformationLike {
  saveData?: boolean;
}

/**
 * Loads the signed-in shell and the help area (the welcome page every login lands on) into the module
 * cache, so the step from login to welcome waits for no download.
 */
export function prefetchSignedInShell(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  // Whoever asked the browser to save data gets the chunks when they sign in, not before.
  if (connection?.saveData) return;
  performance.mark?.(PREFETCH_SIGNED_IN_SHELL_MARK);
  // A failed prefetch is no error: the route loads the chunk again when it is needed, and offers a
  // reload if that fails too.
  Promise.all([loadMainLayout(), loadHelp()])
    .then(() => performance.mark?.(PREFETCH_SIGNED_IN_SHELL_DONE_MARK))
    .catch(() => undefined);
}

/** Rendered next to the login form: once the form is on screen, prefetches the signed-in shell at idle. */
export function PrefetchSignedInShell() {
  useEffect(() => whenIdle(prefetchSignedInShell), []);
  return null;
}
