import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8199);
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium: no browser can be downloaded here, and Playwright 1.64 speaks to its major (156). */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // CI's machine has run the suite at two and a half times this one's time (the newcomer's 15 s journey took over
  // 30 s there), and a loaded one far slower: a lazy area's first paint took over 10 s. The budgets are for
  // catching a hang; a passing step never waits for them.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace records every action's snapshots and screenshots for every test, passing or not: the finders
    // and leave-guards files took 303-309 s of test time with it, 212 s without (the whole suite, 14-16 min
    // in CI, 8.7 min). CI keeps only what the suite prints, so there it records none; a failure found
    // there is traced here.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // As someone who asked their system for reduced motion: dialogs, menus and panels appear without their
    // animation, which Playwright waited out before each click (finders, leave guards and MiFID: 241-268 s
    // of test time with it, 208-213 s without). access and administration keep every animation, and
    // reduced-motion.spec.ts compares the two.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The real server on a fresh temporary database, serving the production build.
    command: 'npx tsx test/e2e/start-test-server.ts',
    cwd: '../..',
    url: `${baseURL}/api/system/information`,
    // The suite's own Chromium shares the server's two cores: load shedding would fail tests, not protect users.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PUBLIC_URL: baseURL,
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
