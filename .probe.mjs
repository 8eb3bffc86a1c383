import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import handler from 'serve-handler';
const config = JSON.parse(readFileSync('dist/serve.json', 'utf8'));
const server = createServer((q, r) => handler(q, r, { ...config, public: 'dist' })).listen(4601);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => console.log('console.' + m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('http://localhost:4601/brands/tata');
  await page.getByRole('link', { name: 'Compare the Tata Punch EV' }).click();
  await page.waitForSelector('.compare-slot--filled');
  console.log(page.url());
  await page.selectOption('#compare-add-1', 'mg-windsor-ev');
  await page.waitForSelector('.compare-table');
  console.log(page.url(), await page.locator('td.is-best').count());
  await page.screenshot({ path: `screenshots/compare-${width}.png`, fullPage: width > 500 });
  await page.close();
}
await browser.close(); server.close();
