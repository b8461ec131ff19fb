import path from 'node:path';

/** Where the suite keeps the screenshots people look at: test-results/e2e/screens/<name>.png. */
export const screenshotPath = (name: string): string =>
  path.join(__dirname, '../../test-results/e2e/screens', `${name}.png`);
