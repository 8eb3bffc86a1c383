import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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

// Which width each spec runs at. What a page shows depends on the width (menus, what fits, what shifts, tables,
// what axe finds visible): those specs run at both. Behaviour that is the same at any width (filters, forms, stored
// lists, search, escaping) runs once, at a phone's width, as most visitors see the site. The <meta>
// Content-Security-Policy, on a host that sends no headers, does not depend on the width: once, on the desktop. The
// slow-network, no-script and dev specs have projects of their own below. Each run of a spec costs a page load per test on two cores, so a spec runs where it can fail.
const specs = (names: readonly string[]) => names.map((name) => `${name}.spec.ts`);
const AT_BOTH_WIDTHS = specs(['accessibility', 'compare', 'hindi', 'layout-shift', 'page-visit', 'phone-tables', 'site']);
const AT_PHONE_WIDTH = specs([
  'car-buttons',
  'content',
  'directory',
  'finder',
  'home-widgets',
  'hostile',
  'islands',
  'ownership',
  'pages',
  'phone-fit',
  'site-search',
  'slow-scripts',
]);
const AT_DESKTOP_WIDTH = specs(['csp']);
const OWN_PROJECT = specs(['dev', 'first-interaction', 'no-js', 'no-js-pages']);
// A spec in no list would never run, and one in two would run twice: adding one means choosing its widths.
const placed = [...AT_BOTH_WIDTHS, ...AT_PHONE_WIDTH, ...AT_DESKTOP_WIDTH, ...OWN_PROJECT];
const unplaced = readdirSync(join(import.meta.dirname, 'tests/e2e'))
  .filter((file) => file.endsWith('.spec.ts'))
  .filter((file) => placed.filter((name) => name === file).length !== 1);
if (unplaced.length > 0) throw new Error(`playwright.config.ts: say once at which widths ${unplaced.join(', ')} run`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // In CI, a test that fails is run once more, as Playwright's own template does: on a shared two-core machine a
  // page can miss a 10 s wait for reasons of its own. The report still names it as flaky; one that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  // Two browsers share two cores with the server: a page that hydrates a dozen islands, or a navigation held while
  // an island hydrates, can take longer than Playwright's default 5 s to show. A wrong result still fails; it fails
  // after 10 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace: recording one (DOM snapshots and a screencast of every test) costs a sixth of the suite's time on two
    // cores, for a file that CI cannot keep. To see why a test fails, run it with --trace on.
    trace: 'off',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testMatch: [...AT_BOTH_WIDTHS, ...AT_DESKTOP_WIDTH],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testMatch: [...AT_BOTH_WIDTHS, ...AT_PHONE_WIDTH],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions },
    },
    // Scripts held back until the visitor has acted (tests/e2e/first-interaction.spec.ts): on a phone, as on a train.
    {
      name: 'slow-mobile',
      testMatch: 'first-interaction.spec.ts',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions },
    },
    // JavaScript blocked: every page kind on a desktop and a phone (no-js-pages), and what each tool says without
    // script, the same at any width, on the phone (no-js). What shows must be true without script.
    {
      name: 'no-js',
      testMatch: 'no-js-pages.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, javaScriptEnabled: false, launchOptions },
    },
    {
      name: 'no-js-mobile',
      testMatch: ['no-js-pages.spec.ts', 'no-js.spec.ts'],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, javaScriptEnabled: false, launchOptions },
    },
    // `evguide dev` is timed (edit to page in 200 ms), so it runs alone, after the others.
    {
      name: 'dev',
      testMatch: 'dev.spec.ts',
      dependencies: ['desktop', 'mobile', 'slow-mobile', 'no-js', 'no-js-mobile'],
      // Traced, as its timing budget was set with a trace recording: without one, the first of its tests often waits
      // in vain for the reload that follows an edit (a race between the page's event stream and the rebuild that
      // is not understood yet), and a plain reload gets faster than the budget assumes.
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions, trace: 'retain-on-failure' },
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
