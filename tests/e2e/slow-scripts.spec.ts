import { test as base, expect, type Page } from '@playwright/test';
import { pageKinds } from './page-kinds.ts';

// A visitor whose widgets' scripts never arrive (a dropped request on a train, a blocked file) or arrive late still
// gets every page's content: nothing stays hidden, and a widget whose state is in the address (the directory's
// filters, compare's cars) says above it that the address's choices are not applied yet. Here the page's own
// scripts fail on purpose, so this spec collects page errors itself, allowing only the failed imports it causes.
const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => {
        if (!/dynamically imported module|Importing a module script failed/.test(error.message)) errors.push(error.message);
      });
      await use(errors);
      expect(errors, 'uncaught errors other than the failed imports').toEqual([]);
    },
    { auto: true },
  ],
});

/** The note drawn over a widget shown without its script (components.css), or '' when there is none. */
const staleNote = (page: Page, island: string) =>
  page
    .locator(`[data-island="${island}"]`)
    .first()
    .evaluate((element) => {
      const content = getComputedStyle(element, '::before').content;
      return content === 'none' || content === 'normal' ? '' : content;
    });

/** Whether every island of the page is drawn: none held hidden, whatever became of its script. */
const hiddenIslands = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')]
      .filter((island) => {
        const box = [...island.children].find((child) => !['LINK', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(child.tagName));
        return box && getComputedStyle(box).visibility === 'hidden';
      })
      .map((island) => island.dataset.island),
  );

test.describe('with the widgets’ scripts blocked', () => {
  for (const [name, path, island] of pageKinds.filter(([, , island]) => island)) {
    test(`the ${name} shows all it has at once, and says so where the address asks for more`, async ({ page }) => {
      await page.route('**/assets/island-*.js', (route) => route.abort('blockedbyclient'));
      await page.goto(path);
      // Islands that wait to be seen start (and fail) when scrolled to.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 30));
        }
      });
      await expect.poll(() => hiddenIslands(page), { timeout: 3000 }).toEqual([]);
      await expect(page.locator('[data-hydrated]')).toHaveCount(0);
      const withQuery = path.includes('?');
      const urlState = await page.locator(`[data-island="${island}"][data-url-state]`).count();
      expect(await staleNote(page, island!)).toEqual(withQuery && urlState > 0 ? expect.stringContaining('not loaded its script') : '');
    });
  }

  test('the directory, filtered by its address, lists every car with an honest count and says the filter waits', async ({ page }) => {
    await page.route('**/assets/island-*.js', (route) => route.abort('blockedbyclient'));
    await page.goto('/cars?brand=mg');
    const list = page.getByRole('article');
    await expect(list.first()).toBeVisible({ timeout: 3000 });
    // What the count says is what is listed: the server's first page of every car, not MG's.
    const count = await page.getByText(/^Showing \d+ of \d+ electric cars$/).textContent();
    expect(Number(/Showing (\d+)/.exec(count ?? '')?.[1])).toBe(await list.count());
    await expect(list.filter({ hasText: 'Tata' }).first()).toBeVisible();
    expect(await staleNote(page, 'CarDirectory')).toContain("the choices in the page's address are not applied");
  });
});

test('with the directory’s script 10 s late: the list shows after a few seconds, then the filter applies', async ({ page }) => {
  await page.route('**/assets/island-CarDirectory.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await route.continue();
  });
  await page.goto('/cars?brand=mg');
  const list = page.getByRole('article');
  // Hidden while the script may still come, rather than show a list the address contradicts...
  await expect(list.first()).toBeHidden();
  // ...then shown, with its note, well before the script.
  await expect(list.first()).toBeVisible({ timeout: 9000 });
  expect(await staleNote(page, 'CarDirectory')).toContain('not loaded its script');
  // The script comes: the list is MG's, its count says so, and the note is gone.
  await expect(page.locator('[data-island="CarDirectory"][data-hydrated]')).toBeAttached({ timeout: 15_000 });
  await expect(page.getByText(/^Showing \d+ of \d+ electric cars$/)).toBeVisible();
  for (const card of await list.all()) await expect(card).toContainText('MG');
  expect(await staleNote(page, 'CarDirectory')).toBe('');
});
