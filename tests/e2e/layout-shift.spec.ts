import { expect, test } from './fixtures.ts';
import { pageKinds } from './page-kinds.ts';

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    shiftsSeen: Shift[];
  }
}

/** Records every layout shift not caused by input, with what moved, from before the page's own scripts run. */
function watchShifts() {
  window.shiftsSeen = [];
  const nameOf = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? `text "${(node.textContent ?? '').trim().slice(0, 40)}"` : 'a removed node';
    const island = node.closest('[data-island]')?.getAttribute('data-island');
    return `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((name) => `.${name}`).join('')}${island ? ` (island ${island})` : ''}`;
  };
  const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      window.shiftsSeen.push({
        value: entry.value,
        sources: entry.sources.map((source) => `${nameOf(source.node)}: ${box(source.previousRect)} -> ${box(source.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

test.describe('no layout shift while a page loads and hydrates', () => {
  for (const [name, path] of pageKinds) {
    test(`the ${name} does not move while it loads, is scrolled through and every island hydrates`, async ({ page }) => {
      await page.addInitScript(watchShifts);
      await page.goto(path);
      // A reader starts scrolling once the page is ready: the islands that load at once hydrated, and the data they
      // fetch in (an island whose state is in the URL's query waits hidden until then, at the top of the page).
      await expect(page.locator('[data-island][data-hydrate="load"]:not([data-hydrated])')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // Scrolled through as a reader would, so every island that waits to be seen hydrates.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 50));
        }
      });
      // The home page has a dozen islands to load and hydrate after the scroll: on two busy cores that can take more
      // than the default 5 s.
      await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0, { timeout: 15_000 });
      // Shifts are reported after the frame they happened in.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await page.evaluate(() => window.shiftsSeen);
      expect(shifts, 'what moved').toEqual([]);
    });
  }
});

test('a filtered directory moves nothing in view when its results arrive after the reader has scrolled down', async ({ page }) => {
  await page.addInitScript(watchShifts);
  // The full list of cars arrives late, as on a slow connection.
  await page.route('**/data/cars.json', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.goto('/cars?brand=tata');
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('Loading every car...');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(status).toHaveText('Showing 5 of 19 electric cars');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => window.shiftsSeen), 'what moved').toEqual([]);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
