import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './tests/e2e/browser.ts';

// E2E_PORT moves both servers (the hostile one to the next port), so two checkouts can run the suite at once.
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Where the hostile fixture's site is served (tests/e2e/hostile.spec.ts). */
const HOSTILE_PORT = PORT + 1;
const executablePath = chromiumExecutable();
// Debian's Chromium as root needs --no-sandbox; background networking is off because this machine's network is closed.
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['dev.spec.ts', 'first-interaction.spec.ts', 'no-js.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: ['dev.spec.ts', 'first-interaction.spec.ts', 'no-js.spec.ts'],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions },
    },
    // Scripts held back 2 s, the visitor acting at once (tests/e2e/first-interaction.spec.ts), at both widths.
    {
      name: 'slow-desktop',
      testMatch: 'first-interaction.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'slow-mobile',
      testMatch: 'first-interaction.spec.ts',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions },
    },
    // Every page kind with JavaScript blocked, on a desktop and a phone: what shows must be true without script.
    {
      name: 'no-js',
      testMatch: 'no-js.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, javaScriptEnabled: false, launchOptions },
    },
    {
      name: 'no-js-mobile',
      testMatch: 'no-js.spec.ts',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, javaScriptEnabled: false, launchOptions },
    },
    // `evguide dev` is timed (edit to page in 200 ms), so it runs alone, after the others.
    {
      name: 'dev',
      testMatch: 'dev.spec.ts',
      dependencies: ['desktop', 'mobile', 'slow-desktop', 'slow-mobile', 'no-js', 'no-js-mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: [
    {
      // A fixed build date keeps the e2e site identical from run to run.
      command: `SOURCE_DATE_EPOCH=1763683200 node bin/evguide.js build --data tests/fixtures/site/data --out .e2e-dist && node bin/evguide.js serve --out .e2e-dist --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The hostile fixture (payloads in every text field) for tests/e2e/hostile.spec.ts.
      command: `SOURCE_DATE_EPOCH=1763683200 node bin/evguide.js build --data tests/fixtures/hostile/data --out .e2e-hostile && node bin/evguide.js serve --out .e2e-hostile --port ${HOSTILE_PORT}`,
      url: `http://127.0.0.1:${HOSTILE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
