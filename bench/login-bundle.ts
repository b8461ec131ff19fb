// What a first visit to the login page costs: every JavaScript file Chromium loads for /login,
// gzipped, per chunk, against the 200 KB budget of the foundation issue. Then, for reference,
// every lazily loaded route chunk of the build and what it would add.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { withBenchServer } from './bench-server';
import { printTable } from './print-table';

const LOGIN_JS_BUDGET_BYTES = 200 * 1024;

const gzipSize = (body: Buffer): number => zlib.gzipSync(body, { level: 9 }).length;
const chunkName = (file: string): string => path.basename(file).replace(/\.[0-9a-f]{10}\.js$/, '');
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchLoginBundle(): Promise<boolean> {
  return withBenchServer(async (baseUrl, distDir) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      const loaded: { file: string; gzip: number }[] = [];
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('.js')) return;
        loaded.push({ file: url.pathname, gzip: gzipSize(await response.body()) });
      });
      await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Login' }).waitFor();

      const total = loaded.reduce((sum, chunk) => sum + chunk.gzip, 0);
      console.log('\nJavaScript loaded by a first visit to /login (gzip -9):');
      printTable(
        ['chunk', 'gzip'],
        [...loaded.sort((a, b) => b.gzip - a.gzip).map((c) => [chunkName(c.file), kb(c.gzip)]), ['total', kb(total)]],
      );
      const withinBudget = total <= LOGIN_JS_BUDGET_BYTES;
      console.log(`Budget ${kb(LOGIN_JS_BUDGET_BYTES)}: ${withinBudget ? 'within' : 'OVER'} (${kb(total)})`);

      const loadedFiles = new Set(loaded.map((c) => path.basename(c.file)));
      const routeChunks = fs
        .readdirSync(path.join(distDir, 'assets'))
        .filter((file) => file.endsWith('.js') && !loadedFiles.has(file))
        .map((file) => ({ file, gzip: gzipSize(fs.readFileSync(path.join(distDir, 'assets', file))) }))
        .sort((a, b) => b.gzip - a.gzip);
      console.log('\nChunks loaded later, on demand (route areas and their libraries):');
      printTable(['chunk', 'gzip'], routeChunks.map((c) => [chunkName(c.file), kb(c.gzip)]));
      return withinBudget;
    } finally {
      await browser.close();
    }
  });
}
