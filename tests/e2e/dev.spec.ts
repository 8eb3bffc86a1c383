import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

// `evguide dev` on a copy of the data: edits go to the copy, and the server runs on a port of its own choosing.
// One server, so these run in order; the "dev" project of playwright.config.ts runs them alone, after the others.
test.describe.configure({ mode: 'serial' });

let site: string;
let server: ChildProcess;
let url: string;
const carFile = () => join(site, 'data', 'cars', 'tata-tiago-ev.yaml');

test.beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'evguide-dev-'));
  cpSync('tests/fixtures/site/data', join(site, 'data'), { recursive: true });
  server = spawn(process.execPath, ['bin/evguide.js', 'dev', '--data', join(site, 'data'), '--out', join(site, 'dist'), '--port', '0'], {
    env: { ...process.env, SOURCE_DATE_EPOCH: '1763683200' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let log = '';
    server.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const found = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (found) resolve(found[1]!);
    });
    server.on('exit', (code) => reject(new Error(`evguide dev exited with ${code}:\n${log}`)));
  });
});

test.afterAll(() => {
  server?.kill();
  if (site) rmSync(site, { recursive: true, force: true });
});

/** Opens a page and waits until its live-reload connection is open. */
async function openLive(page: import('@playwright/test').Page, path: string) {
  const connected = page.waitForResponse((response) => response.url().endsWith('/__evguide/events'));
  await page.goto(`${url}${path}`);
  await connected;
}

// The site is built in two languages: each edit rebuilds the Hindi site and its pages too, which took the rebuild from
// 23-29 ms over a plain reload to about 170 ms (docs/quality.md).
test("shows an edit to one car's YAML in the open page, rebuilding in under 300 ms more than a plain reload takes", async ({ page }) => {
  await openLive(page, '/cars/tata-tiago-ev');
  const original = readFileSync(carFile(), 'utf8');
  expect(original, 'the text the test edits').toContain('The cheapest way into a Tata EV');
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const edits: number[] = [];
  const reloads: number[] = [];
  // Edit 0 is not timed: the first rebuild compiles the stages' code (about 400 ms on a 2-core machine), which a
  // maintainer pays once per session, not per edit. Each edit is paired with a plain reload of the same page, timed
  // the same way: the machine is shared, so the rebuild's cost is judged against that, not as an absolute figure.
  for (let edit = 0; edit <= 5; edit++) {
    const text = `Edit ${edit}: the cheapest way into a Tata EV`;
    // The edited text is in the HTML: laid out and visible once the reloaded document is parsed.
    const reloaded = page.waitForEvent('domcontentloaded');
    const start = Date.now();
    writeFileSync(carFile(), original.replace('The cheapest way into a Tata EV', text));
    await reloaded;
    if (edit > 0) edits.push(Date.now() - start);
    await expect(page.getByText(text)).toBeVisible();
    await openLive(page, '/cars/tata-tiago-ev');
    const plain = Date.now();
    await page.reload({ waitUntil: 'domcontentloaded' });
    if (edit > 0) reloads.push(Date.now() - plain);
    await openLive(page, '/cars/tata-tiago-ev');
  }
  console.log(
    `dev: edit to visible page, ms: ${edits.join(', ')} (median ${median(edits)}); plain reload: ${reloads.join(', ')} (median ${median(reloads)})`,
  );
  expect(median(edits) - median(reloads)).toBeLessThanOrEqual(300);
  expect(median(edits)).toBeLessThanOrEqual(1000);
  writeFileSync(carFile(), original);
});

test('shows a broken file over the page with its file and line, keeps serving, and clears once fixed', async ({ page }) => {
  await openLive(page, '/cars/tata-tiago-ev');
  const original = readFileSync(carFile(), 'utf8');
  const edit = (from: string, to: string) => {
    expect(original, 'the text the test edits').toContain(from);
    return original.replace(from, to);
  };
  writeFileSync(carFile(), edit('\n  min: 7.99\n', '\n  min: cheap\n'));
  const overlay = page.getByRole('alert').filter({ hasText: 'Build failed' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('tata-tiago-ev.yaml:10:');
  await expect(overlay).toContainText('price.min');
  // The last good build is still served.
  const response = await page.request.get(`${url}/cars/tata-tiago-ev`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<h1>Tata Tiago EV</h1>');

  const reloaded = page.waitForEvent('load');
  // A new starting price: the range and its first variant move together (variant-price-range).
  writeFileSync(carFile(), edit('\n  min: 7.99\n', '\n  min: 7.49\n').replace('{ name: XE MR, lakh: 7.99', '{ name: XE MR, lakh: 7.49'));
  await reloaded;
  await expect(overlay).toHaveCount(0);
  // The page opens on the cheapest variant, whose price moved with the range.
  await expect(page.getByText('₹7.49 Lakh ex-showroom')).toBeVisible();
  writeFileSync(carFile(), original);
});

test('rebuilds a post that quotes a car when the car file changes, and shows the new price in the open post', async ({ page }) => {
  const postFile = join(site, 'data', 'posts', 'first-time-ev-buyer-guide-2025.md');
  const post = readFileSync(postFile, 'utf8');
  const car = readFileSync(carFile(), 'utf8');
  const link = '[Tata Tiago EV](/cars/tata-tiago-ev)';
  expect(post, 'the text the test edits').toContain(link);
  await openLive(page, '/blog/first-time-ev-buyer-guide-2025');
  let reloaded = page.waitForEvent('load');
  writeFileSync(postFile, post.replace(link, `${link}, from :price{car=tata-tiago-ev} (:asof{car=tata-tiago-ev}),`));
  await reloaded;
  await expect(page.getByText('from ₹7.99 - 11.14 Lakh ex-showroom (1 August 2025)')).toBeVisible();
  // The post's file is not touched: the new price and date reach it from the car's file alone.
  reloaded = page.waitForEvent('load');
  writeFileSync(
    carFile(),
    car
      .replace('min: 7.99\n  max: 11.14\n  asOf: 2025-08-01', 'min: 7.49\n  max: 11.14\n  asOf: 2025-11-01')
      .replace('{ name: XE MR, lakh: 7.99', '{ name: XE MR, lakh: 7.49'),
  );
  await reloaded;
  await expect(page.getByText('from ₹7.49 - 11.14 Lakh ex-showroom (1 November 2025)')).toBeVisible();
  writeFileSync(carFile(), car);
  writeFileSync(postFile, post);
});
