// What a first visit to the login page costs: every JavaScript file Chromium loads for /login before
// the page starts prefetching the signed-in shell, as transferred (brotli, compressed by the build),
// per chunk, against the 170 KB budget. Then what it prefetches at idle, and for reference every
// other chunk of the build with its compressed size.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  chunkName,
  LOGIN_JS_BUDGET_BYTES,
  measureLoginTransfer,
  type TransferredScript,
} from '../test/e2e/bundle-transfer';
import { withBenchServer } from './bench-server';
import { printTable } from './print-table';

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

const scriptRows = (scripts: TransferredScript[]): string[][] =>
  [...scripts]
    .sort((a, b) => b.transferred - a.transferred)
    .map((script) => [chunkName(script.path), script.encoding ?? 'none', kb(script.transferred), kb(script.size)]);
const total = (scripts: TransferredScript[]): number => scripts.reduce((sum, script) => sum + script.transferred, 0);

/** The compressed size a browser would transfer for a built file: its .br copy, else the file. */
function compressedSize(distDir: string, file: string): number {
  const brotliCopy = path.join(distDir, 'assets', `${file}.br`);
  return fs.statSync(fs.existsSync(brotliCopy) ? brotliCopy : path.join(distDir, 'assets', file)).size;
}

export async function benchLoginBundle(): Promise<boolean> {
  return withBenchServer(async (baseUrl, distDir) => {
    const browser = await chromium.launch(chromiumOptions);
    try {
      const page = await browser.newPage();
      const transfer = await measureLoginTransfer(page, `${baseUrl}/login`);
      const header = ['chunk', 'encoding', 'transferred', 'uncompressed'];

      console.log('\nJavaScript a first visit to /login transfers before the form is shown:');
      printTable(header, [
        ...scriptRows(transfer.initial),
        ['total', '', kb(transfer.initialBytes), kb(transfer.initial.reduce((sum, s) => sum + s.size, 0))],
      ]);
      const encodedAsBuilt = transfer.initial.every((script) => script.encoding === 'br');
      const withinBudget = transfer.initialBytes <= LOGIN_JS_BUDGET_BYTES;
      console.log(
        `Budget ${kb(LOGIN_JS_BUDGET_BYTES)}: ${withinBudget ? 'within' : 'OVER'} (${kb(transfer.initialBytes)})`,
      );
      if (!encodedAsBuilt)
        console.log('Some scripts were not sent brotli-compressed: is dist/ built with its .br copies?');

      console.log('\nPrefetched at idle once the form is shown (the signed-in shell and the welcome page):');
      printTable(header, [...scriptRows(transfer.prefetched), ['total', '', kb(total(transfer.prefetched)), '']]);

      const loaded = new Set([...transfer.initial, ...transfer.prefetched].map((script) => path.basename(script.path)));
      const onDemand = fs
        .readdirSync(path.join(distDir, 'assets'))
        .filter((file) => file.endsWith('.js') && !loaded.has(file))
        .map((file) => ({ file, compressed: compressedSize(distDir, file) }))
        .sort((a, b) => b.compressed - a.compressed);
      console.log('\nChunks loaded later, on demand (route areas and their libraries), brotli:');
      printTable(
        ['chunk', 'brotli'],
        onDemand.map((chunk) => [chunkName(chunk.file), kb(chunk.compressed)]),
      );
      return withinBudget && encodedAsBuilt;
    } finally {
      await browser.close();
    }
  });
}
