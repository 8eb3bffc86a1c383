// How fast each widget answers an interaction, and how much each kind of page shifts while it loads and hydrates:
//   node scripts/interaction-latency.mjs [site folder, default dist] [--runs 5] [--port 4690] [--only latency|cls] [--widget TEXT]
// Latency: Chromium with its CPU throttled 4x (CDP), the widget's island hydrated, then a real click, tap or key press;
// the longest Event Timing duration of that interaction (what INP is made of), median of the runs, at 1280 and 375 px
// (the phone with touch). Presses are raw input at the target's middle (see `press`). Over 100 ms is marked. CLS: every page kind of tests/e2e/page-kinds.ts at both widths,
// scrolled slowly to the bottom until every island has hydrated, without and with the throttle, with the elements
// that moved. The site is served here on 127.0.0.1; build it first (`evguide build --out DIR`).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import handler from 'serve-handler';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4690' },
    only: { type: 'string' },
    widget: { type: 'string' },
  },
});
const root = resolve(positionals[0] ?? 'dist');
if (!existsSync(join(root, 'serve.json'))) {
  console.error(`${root} holds no built site; run \`evguide build --out ${positionals[0] ?? 'dist'}\` first`);
  process.exit(2);
}
const runs = Math.max(1, Number(options.runs));
const BUDGET = 100;

const config = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8'));
const server = createServer((request, response) => handler(request, response, { ...config, public: root }));
await new Promise((done) => server.listen(Number(options.port), '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

/** Playwright's own Chromium when installed, else Debian's (as tests/e2e/browser.ts chooses). */
function chromiumExecutable() {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser registered
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const screens = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
  phone: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } },
};

/** The page's DevTools session: the CPU throttle, and raw input (see `press`). */
const sessions = new WeakMap();
async function devtools(page) {
  if (!sessions.has(page)) sessions.set(page, await page.context().newCDPSession(page));
  return sessions.get(page);
}

async function throttled(page, rate) {
  if (rate <= 1) return;
  await (await devtools(page)).send('Emulation.setCPUThrottlingRate', { rate });
}

/** Scrolls the island's first box into view (islands below the fold wait for it) and waits until it has hydrated. */
async function hydrated(page, island) {
  await page.locator(`[data-island="${island}"] > :not(link, script, style, noscript, template)`).first().scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${island}"][data-hydrated]`).first().waitFor({ state: 'attached', timeout: 30_000 });
}

/** Waits for the main thread to be idle, so the interaction measures the widget and not the rest of the page's start-up. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        const idle = () => requestIdleCallback(() => done(), { timeout: 3000 });
        requestIdleCallback(idle, { timeout: 3000 });
      }),
  );

/**
 * A press as a person makes it, sent as raw input (DevTools' Input domain) at the middle of the target. With a
 * mouse the pointer first comes to rest on the target (its hover styles are drawn before the press, as when a hand
 * moves a mouse and then clicks), then the button goes down and up; on a phone a finger touches and lifts.
 * Playwright's click() and tap() would first check the target from inside the page, with listeners of their own
 * that run on every pointer event, in the page's main thread, and Event Timing would count their time as the
 * page's: a visitor's browser runs none of that.
 */
async function press(page, phone, target) {
  await target.scrollIntoViewIfNeeded();
  await settle(page);
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to press: ${target}`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await devtools(page);
  if (phone) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  await settle(page);
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
}
// A person's pace: keys 150 ms apart, as a fast typist.
const typeInto = async (page, phone, box, text) => {
  await press(page, phone, box);
  await page.keyboard.type(text, { delay: 150 });
};
// A closed <select> is changed from the keyboard (typing an option's first letters, or an arrow key), which is what
// gives trusted events: Playwright's selectOption sets the value from script, which Event Timing never sees.
const choose = async (page, select, keys) => {
  await select.focus();
  await page.keyboard.type(keys, { delay: 150 });
};
const main = (page) => page.getByRole('main');

/** The widgets, each by where it is, its island and what a visitor does to it. */
const widgets = [
  {
    // The floor this machine gives: a click on a heading of a page without islands, which runs no code of ours.
    name: 'baseline: click on plain text',
    path: '/privacy-policy',
    act: (page, phone) => press(page, phone, page.getByRole('heading', { level: 1 })),
  },
  {
    // The same on the longest page with islands: what the page's own size costs a frame.
    name: 'baseline: click on plain text, home',
    path: '/',
    island: 'HeroSearch',
    act: (page, phone) => press(page, phone, page.getByRole('heading', { level: 1 })),
  },
  {
    name: 'home loans/insurance tabs',
    path: '/',
    island: 'FinanceTabs',
    act: (page, phone) => press(page, phone, page.getByRole('tab', { name: 'EV Insurance' })),
  },
  {
    name: 'car page tabs',
    path: '/cars/tata-nexon-ev',
    island: 'CarTabs',
    act: (page, phone) => press(page, phone, page.getByRole('tab', { name: 'Features' })),
  },
  {
    name: 'directory search',
    path: '/cars',
    island: 'CarDirectory',
    act: (page, phone) => typeInto(page, phone, main(page).getByRole('searchbox', { name: 'Search' }), 'tata'),
  },
  {
    name: 'directory brand select',
    path: '/cars',
    island: 'CarDirectory',
    act: (page) => choose(page, main(page).getByRole('combobox', { name: 'Brand', exact: true }), 'tata'),
  },
  {
    name: 'directory sort select',
    path: '/cars',
    island: 'CarDirectory',
    act: (page) => choose(page, main(page).getByRole('combobox', { name: 'Sort by', exact: true }), 'c'),
  },
  {
    name: 'directory card Compare',
    path: '/cars',
    island: 'CarDirectory',
    act: (page, phone) => press(page, phone, page.getByRole('button', { name: 'Add Kia EV6 to comparison' })),
  },
  {
    name: 'car page Compare',
    path: '/cars/tata-nexon-ev',
    island: 'CompareButton',
    act: (page, phone) => press(page, phone, page.getByRole('button', { name: 'Add Tata Nexon EV to comparison' })),
  },
  {
    name: 'blog category',
    path: '/blog',
    island: 'BlogList',
    act: (page, phone) => press(page, phone, page.getByRole('button', { name: 'Comparisons' })),
  },
  {
    name: 'blog search',
    path: '/blog',
    island: 'BlogList',
    act: (page, phone) => typeInto(page, phone, page.getByRole('searchbox', { name: 'Search articles' }), 'nexon'),
  },
  {
    name: 'glossary letter',
    path: '/ev-glossary',
    island: 'GlossaryBrowser',
    act: (page, phone) => press(page, phone, page.getByRole('link', { name: 'B', exact: true })),
  },
  {
    name: 'glossary search',
    path: '/ev-glossary',
    island: 'GlossaryBrowser',
    act: (page, phone) => typeInto(page, phone, page.getByRole('searchbox', { name: 'Search terms' }), 'charg'),
  },
  {
    name: 'incentive estimator selects (home)',
    path: '/',
    island: 'IncentiveEstimator',
    act: async (page) => {
      await choose(page, page.getByRole('combobox', { name: 'Your state' }), 'guj');
      await choose(page, page.getByRole('combobox', { name: 'Car model' }), 'kia');
    },
  },
  {
    name: 'incentive estimator selects (/ev-incentives)',
    path: '/ev-incentives',
    island: 'IncentiveEstimator',
    act: async (page) => {
      await choose(page, page.getByRole('combobox', { name: 'Your state' }), 'guj');
      await choose(page, page.getByRole('combobox', { name: 'Car model' }), 'kia');
    },
  },
  {
    name: 'savings calculator slider',
    path: '/calculator',
    island: 'SavingsCalculator',
    act: async (page) => {
      await page.getByRole('slider', { name: 'Daily km' }).focus();
      await page.keyboard.press('ArrowRight');
    },
  },
  {
    name: 'EMI calculator slider',
    path: '/ev-loans',
    island: 'EmiCalculator',
    act: async (page) => {
      await page.getByRole('slider', { name: 'Car price (lakh)' }).focus();
      await page.keyboard.press('ArrowRight');
    },
  },
  {
    name: 'Notify Me (home upcoming)',
    path: '/',
    island: 'UpcomingLaunches',
    prepare: async (page) => {
      await page.locator('[data-island="Toaster"][data-hydrated]').waitFor({ state: 'attached' });
      await page.getByLabel('Your e-mail for launch alerts').fill('ravi@example.com');
    },
    act: (page, phone) => press(page, phone, page.getByRole('button', { name: /^Notify me when the/ }).first()),
  },
  {
    name: 'newsletter submit',
    path: '/',
    island: 'Newsletter',
    prepare: (page) => page.getByRole('textbox', { name: 'Email address' }).fill('meera@example.com'),
    act: (page, phone) => press(page, phone, page.getByRole('button', { name: 'Subscribe' })),
  },
  {
    name: 'contact form submit (errors shown)',
    path: '/contact',
    island: 'ContactForm',
    act: (page, phone) => press(page, phone, page.getByRole('button', { name: 'Send Message' })),
  },
  {
    name: 'hero search (typing opens the dialog)',
    path: '/',
    island: 'HeroSearch',
    act: (page, phone) => typeInto(page, phone, page.getByRole('searchbox', { name: 'Search by car name or brand' }), 'tata'),
  },
  {
    name: 'top cars brand filter',
    path: '/',
    island: 'TopCars',
    act: (page) => choose(page, page.locator('#top-evs').getByRole('combobox', { name: 'Brand' }), 'tata'),
  },
  {
    name: 'finder number input',
    path: '/find',
    island: 'Finder',
    act: (page, phone) => typeInto(page, phone, page.getByLabel('On-road budget'), '5'),
  },
  {
    name: 'finder select',
    path: '/find',
    island: 'Finder',
    act: (page) => choose(page, page.getByRole('combobox', { name: 'Your state' }), 'del'),
  },
  {
    name: 'finder priority checkbox',
    path: '/find',
    island: 'Finder',
    act: (page, phone) => press(page, phone, page.getByRole('checkbox', { name: 'Safety' })),
  },
].filter((widget) => !options.widget || widget.name.includes(options.widget));

/** One run: a fresh browser context (no stored compare list or e-mail), the page, the interaction, its longest event. */
async function measureOnce(widget, screen) {
  const context = await browser.newContext(screens[screen]);
  const page = await context.newPage();
  // Alerts (the newsletter's thank-you) are answered at once, as a person would.
  page.on('dialog', (dialog) => void dialog.accept().catch(() => {}));
  try {
    await throttled(page, 4);
    await page.goto(origin + widget.path, { timeout: 60_000 });
    if (widget.island) await hydrated(page, widget.island);
    await widget.prepare?.(page);
    await settle(page);
    await page.evaluate(() => {
      const since = performance.now();
      window.__events = [];
      const keep = (list) => {
        for (const entry of list.getEntries()) {
          if (entry.startTime < since) continue;
          if (entry.entryType === 'first-input' || entry.interactionId > 0) {
            window.__events.push({
              name: entry.name,
              duration: entry.duration,
              type: entry.entryType,
              // Where the time went: waiting for the main thread, our handlers, then style, layout, paint and the frame.
              delay: Math.round(entry.processingStart - entry.startTime),
              processing: Math.round(entry.processingEnd - entry.processingStart),
            });
          }
        }
      };
      new PerformanceObserver(keep).observe({ type: 'event', buffered: true, durationThreshold: 16 });
      new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
    });
    await widget.act(page, screen === 'phone');
    // Entries arrive after the next paint: two frames and some slack at a quarter of the speed.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))));
    await page.waitForTimeout(200);
    const events = await page.evaluate(() => window.__events);
    const longest = events.reduce((most, event) => (event.duration > most.duration ? event : most), { duration: 0, name: '' });
    return longest;
  } finally {
    await context.close();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
// Event Timing reports nothing under 16 ms (and rounds to 8 ms): a run that reported nothing was under 16 ms.
const show = (ms) => (ms === 0 ? '<16' : `${ms}${ms > BUDGET ? ' **over**' : ''}`);

async function latency() {
  console.log(`\n## Interaction latency (Event Timing duration, CPU 4x slower, median of ${runs} runs)\n`);
  console.log('| widget | page | desktop 1280 px ms | phone 375 px ms | slowest event (desktop / phone) |');
  console.log('| --- | --- | --- | --- | --- |');
  const over = [];
  for (const widget of widgets) {
    const cells = {};
    for (const screen of ['desktop', 'phone']) {
      const durations = [];
      const parts = [];
      const names = new Set();
      for (let run = 0; run < runs; run++) {
        try {
          const longest = await measureOnce(widget, screen);
          durations.push(longest.duration);
          parts.push(
            longest.name ? `${longest.delay}+${longest.processing}+${longest.duration - longest.delay - longest.processing}` : '-',
          );
          if (longest.name) names.add(longest.name);
        } catch (error) {
          console.error(`${widget.name} (${screen}): ${error.message.split('\n')[0]}`);
        }
      }
      const value = durations.length ? median(durations) : Number.NaN;
      if (value > BUDGET) over.push(`${widget.name} (${screen}): ${value} ms; runs ${durations.join(', ')}`);
      cells[screen] = { value, runs: durations, parts, names: [...names].join('/') || '-' };
    }
    console.log(
      `| ${widget.name} | ${widget.path} | ${show(cells.desktop.value)} | ${show(cells.phone.value)} | ${cells.desktop.names} / ${cells.phone.names} |`,
    );
    if (process.env.VERBOSE) {
      // Each run as its slowest event's input delay + processing + rendering and presentation, in ms.
      const runsOf = (cell) => cell.runs.map((ms, i) => `${ms} (${cell.parts[i]})`).join(', ');
      console.log(`<!-- desktop ${runsOf(cells.desktop)}; phone ${runsOf(cells.phone)} -->`);
    }
  }
  console.log(over.length ? `\nOver ${BUDGET} ms:\n${over.map((line) => `- ${line}`).join('\n')}` : `\nEvery widget within ${BUDGET} ms.`);
  // A widget over budget fails the run, so a script or CI job can hold the budget.
  if (over.length) process.exitCode = 1;
}

/** The page kinds the e2e tests visit, read from tests/e2e/page-kinds.ts (TypeScript, which this script cannot import). */
function pageKinds() {
  const source = readFileSync(new URL('../tests/e2e/page-kinds.ts', import.meta.url), 'utf8');
  return [...source.matchAll(/\[\s*'([^']*)',\s*'([^']*)'(?:,\s*'[^']*')?\s*\]/g)].map(([, name, path]) => ({ name, path }));
}

/** Collects every layout shift from before the first byte: runs in the page ahead of its own scripts. */
function watchShifts() {
  window.__shifts = [];
  const nameOf = (node) => {
    if (node?.nodeType !== 1) return node ? `#text "${(node.textContent ?? '').trim().slice(0, 40)}"` : '(removed node)';
    const classes = node.classList.length ? `.${[...node.classList].join('.')}` : '';
    const island = node.closest('[data-island]')?.getAttribute('data-island');
    return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}${island ? ` in island ${island}` : ''}`;
  };
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((source) => ({
          node: nameOf(source.node),
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Loads a page, scrolls it slowly to the bottom so every island hydrates, and returns its shifts and any island left dry. */
async function shiftsOf(path, screen, rate) {
  const context = await browser.newContext(screens[screen]);
  const page = await context.newPage();
  try {
    await page.addInitScript(watchShifts);
    await throttled(page, rate);
    await page.goto(origin + path, { timeout: 60_000 });
    // As tests/e2e/layout-shift.spec.ts: the reader scrolls once the islands that load at once have hydrated and
    // their data is in (an island whose state is in the URL's query waits hidden at the top until then).
    await page.waitForFunction(
      () => document.querySelectorAll('[data-island][data-hydrate="load"]:not([data-hydrated])').length === 0,
      null,
      {
        timeout: 30_000,
      },
    );
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      const pause = (ms) => new Promise((done) => setTimeout(done, ms));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 3) {
        window.scrollTo(0, y);
        await pause(100);
      }
    });
    const dry = await page
      .waitForFunction(() => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0, null, { timeout: 20_000 })
      .then(
        () => [],
        () =>
          page.evaluate(() => [...document.querySelectorAll('[data-island]:not([data-hydrated])')].map((island) => island.dataset.island)),
      );
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))));
    const shifts = await page.evaluate(() => window.__shifts);
    return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts, dry };
  } finally {
    await context.close();
  }
}

async function layoutShift() {
  const kinds = pageKinds().filter((kind) => !options.widget || kind.name.includes(options.widget));
  const columns = [
    ['desktop', 1],
    ['phone', 1],
    ['desktop', 4],
    ['phone', 4],
  ];
  console.log('\n## Cumulative layout shift per page kind (load, slow scroll to the bottom, every island hydrated)\n');
  console.log('| page kind | path | 1280 px | 375 px | 1280 px, CPU 4x | 375 px, CPU 4x |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const details = [];
  for (const kind of kinds) {
    const cells = [];
    for (const [screen, rate] of columns) {
      const { cls, shifts, dry } = await shiftsOf(kind.path, screen, rate);
      cells.push(`${cls === 0 ? '0' : cls.toFixed(4)}${dry.length ? ` (not hydrated: ${dry.join(', ')})` : ''}`);
      if (cls > 0) {
        details.push(
          `\n### ${kind.name} (${kind.path}) at ${screen === 'phone' ? 375 : 1280} px${rate > 1 ? ', CPU 4x' : ''}: ${cls.toFixed(4)}`,
        );
        for (const shift of shifts) {
          details.push(`- ${shift.value.toFixed(4)} at ${shift.at} ms`);
          for (const source of shift.sources) details.push(`  - ${source.node}: ${source.from} -> ${source.to}`);
        }
      }
    }
    console.log(`| ${kind.name} | ${kind.path} | ${cells.join(' | ')} |`);
  }
  if (details.length) console.log(`\nWhat moved:${details.join('\n')}`);
}

try {
  if (options.only !== 'cls') await latency();
  if (options.only !== 'latency') await layoutShift();
} finally {
  await browser.close();
  server.close();
}
