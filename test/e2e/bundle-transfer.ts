/// <reference lib="dom" />
// The functions handed to page.evaluate run in the browser and use its types.
// What the browser transfers for the login page's JavaScript, read from the Resource Timing entries
// (encodedBodySize: the bytes on the wire, after Content-Encoding). Shared by `npm run bench` and the
// bundle-size test, so both hold the same number against the same budget.
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  PREFETCH_SIGNED_IN_SHELL_DONE_MARK,
  PREFETCH_SIGNED_IN_SHELL_MARK,
} from '../../src/client/app/routes/prefetch-mark';

/** The login page's budget: compressed JavaScript a first visit transfers before the form is usable. */
export const LOGIN_JS_BUDGET_BYTES = 170 * 1024;

export interface TransferredScript {
  /** The file's path on the server, e.g. /assets/main.1a2b3c4d5e.js. */
  path: string;
  /** Bytes on the wire (compressed). */
  transferred: number;
  /** Bytes after decoding. */
  size: number;
  /** The response's Content-Encoding, or null when sent as it is. */
  encoding: string | null;
}

export interface LoginTransfer {
  /** What the login page itself loads: every script requested before the prefetch started. */
  initial: TransferredScript[];
  /** What it prefetches at idle once the form is shown: the signed-in shell and the welcome page. */
  prefetched: TransferredScript[];
  initialBytes: number;
}

/** The chunk name of a built file: main.1a2b3c4d5e.js → main. */
export const chunkName = (file: string): string => path.basename(file).replace(/\.[0-9a-f]{10}\.js$/, '');

interface ScriptEntry {
  path: string;
  startTime: number;
  transferred: number;
  size: number;
}

/**
 * Opens /login on a fresh page (empty cache), waits for the form and for the idle prefetch to finish (its done mark),
 * and splits the scripts it loaded by the prefetch's User Timing mark.
 */
export async function measureLoginTransfer(page: Page, loginUrl: string): Promise<LoginTransfer> {
  const encodings = new Map<string, string | null>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) encodings.set(pathname, response.headers()['content-encoding'] ?? null);
  });
  await page.goto(loginUrl);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  // Until the prefetched chunks have loaded (the page marks it): on a busy machine the network fell idle
  // for half a second while some of them had not been requested yet.
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    PREFETCH_SIGNED_IN_SHELL_DONE_MARK,
  );

  const { markTime, scripts } = await page.evaluate((mark) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      markTime: performance.getEntriesByName(mark)[0]!.startTime,
      scripts: entries
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          startTime: entry.startTime,
          transferred: entry.encodedBodySize,
          size: entry.decodedBodySize,
        })),
    };
  }, PREFETCH_SIGNED_IN_SHELL_MARK);

  const withEncoding = ({ startTime: _startTime, ...script }: ScriptEntry): TransferredScript => ({
    ...script,
    encoding: encodings.get(script.path) ?? null,
  });
  const initial = scripts.filter((script) => script.startTime < markTime).map(withEncoding);
  const prefetched = scripts.filter((script) => script.startTime >= markTime).map(withEncoding);
  return { initial, prefetched, initialBytes: initial.reduce((sum, script) => sum + script.transferred, 0) };
}
