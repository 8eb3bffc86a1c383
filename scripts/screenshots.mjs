// Screenshots of the built site at phone and desktop widths, for looking at what we build:
//   node scripts/screenshots.mjs [path ...]   (default: one page of each kind) -> screenshots/<name>-<width>.png
// Serves dist/ itself on a free port; uses Playwright's Chromium or Debian's.
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from 'playwright';
import handler from 'serve-handler';

const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/cars', '/cars/tata-nexon-ev', '/brands/tata', '/cars/not-a-car'];
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const fullPage = process.env.FULL !== '0';
const config = JSON.parse(readFileSync('dist/serve.json', 'utf8'));
const server = createServer((req, res) => handler(req, res, { ...config, public: 'dist' }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

let executablePath;
try {
  if (!existsSync(chromium.executablePath())) executablePath = '/usr/bin/chromium';
} catch {
  executablePath = '/usr/bin/chromium';
}
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
mkdirSync('screenshots', { recursive: true });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 }, colorScheme: process.env.SCHEME ?? 'light' });
  for (const path of paths) {
    await page.goto(`http://127.0.0.1:${port}${path}`);
    // Scroll through the page as a reader would, so islands that hydrate when visible do; lazy images below the fold
    // would be blank in a full-page shot, so load them all too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 60));
      }
      window.scrollTo(0, 0);
      for (const img of document.images) img.loading = 'eager';
      await Promise.all(
        [...document.images].map((img) =>
          img.complete
            ? null
            : new Promise((done) => {
                img.onload = img.onerror = done;
              }),
        ),
      );
    });
    await page.waitForTimeout(300);
    const name = path === '/' ? 'home' : path.slice(1).replace(/[/#?=&]+/g, '_');
    const file = `screenshots/${name}-${width}${process.env.SCHEME === 'dark' ? '-dark' : ''}.png`;
    const slice = Number(process.env.SLICE ?? 0);
    if (slice > 0) {
      // Tall pages in readable pieces: SLICE=1400 gives -0, -1, ... files of at most 1400 px each.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0, part = 0; top < height; top += slice, part++) {
        const piece = file.replace(/\.png$/, `-${part}.png`);
        await page.screenshot({ path: piece, fullPage: true, clip: { x: 0, y: top, width, height: Math.min(slice, height - top) } });
        console.log(piece);
      }
    } else {
      await page.screenshot({ path: file, fullPage });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();
server.close();
