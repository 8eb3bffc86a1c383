import { expect, hydrated, test } from './fixtures.ts';

// The whole site's search, reached from the header of every page.
test.describe('site search page', () => {
  test("is one click from a page that ships no JavaScript, through the header's search link", async ({ page }) => {
    await page.goto('/brands/mahindra');
    expect(await page.locator('script[src]').count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Search the site' }).click();
    await expect(page).toHaveURL('/search');
    await hydrated(page, 'SiteSearch');
    const box = page.getByRole('searchbox', { name: 'Search cars, articles, glossary terms and guides' });
    await expect(box).toBeFocused();
    await expect(page.getByRole('status')).toHaveText('Search 19 cars, 10 articles, 69 glossary terms and 11 guides.');
  });

  test('groups what it finds under headings, writes the query to the URL, and opens a result by keyboard', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page, 'SiteSearch');
    const box = page.getByRole('searchbox', { name: 'Search cars, articles, glossary terms and guides' });
    await box.fill('regenerative');
    await expect(page).toHaveURL('/search?q=regenerative');
    const glossary = page.getByRole('region', { name: /Glossary/ });
    await expect(glossary.getByRole('link', { name: /Regenerative braking/ })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “regenerative”$/);
    await box.fill('regenerative braking');
    await box.press('Tab');
    const first = page
      .getByRole('main')
      .getByRole('link', { name: /Regenerative braking/ })
      .first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ev-glossary#regenerative-braking$/);
  });

  test('answers a buyer’s words: a budget lists the cars under it cheapest first, and says how to see on-road prices', async ({ page }) => {
    await page.goto('/search?q=under+15+lakh');
    await hydrated(page, 'SiteSearch');
    await expect(page.getByText('Cars up to ₹15.00 Lakh ex-showroom, cheapest first.')).toBeVisible();
    const cars = page.getByRole('region', { name: /Cars/ }).getByRole('link');
    await expect(cars.first()).toContainText('MG Comet EV');
    const prices = (await cars.allTextContents()).map((text) => Number(text.match(/₹(\d+\.\d+)/)![1]));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price <= 15)).toBe(true);
    await page.getByRole('link', { name: 'cars up to ₹15.00 Lakh on-road' }).click();
    await expect(page).toHaveURL('/cars?on-road=15');

    await page.goto('/search?q=sunroof');
    await expect(page.getByRole('region', { name: /Cars/ }).getByRole('link', { name: /Tata Nexon EV/ })).toContainText(
      'Sunroof on Empowered+ A 45 (₹17.19 Lakh)',
    );
    await page.goto('/search?q=nexon+ev+price+bangalore');
    await expect(page.getByRole('region', { name: /Cars/ }).getByRole('link')).toHaveText([/Tata Nexon EV/]);
    const guide = page
      .getByRole('region', { name: /Guides/ })
      .getByRole('link')
      .first();
    await expect(guide).toContainText('EV road tax and incentives in Karnataka');
    await guide.click();
    await expect(page).toHaveURL('/ev-incentives#state-karnataka');
  });

  test('reads a shared search from the URL, lists every match of a kind, and says when nothing matches', async ({ page }) => {
    await page.goto('/search?q=tata');
    await hydrated(page, 'SiteSearch');
    await expect(page.getByRole('searchbox')).toHaveValue('tata');
    const cars = page.getByRole('region', { name: /Cars/ });
    await expect(cars.getByRole('heading', { level: 2 })).toHaveText('Cars 5');
    await expect(cars.getByRole('link')).toHaveText([
      /Tata Curvv EV/,
      /Tata Harrier EV/,
      /Tata Nexon EV/,
      /Tata Punch EV/,
      /Tata Tiago EV/,
    ]);
    await expect(cars.getByRole('link', { name: /Tata Nexon EV/ })).toHaveAttribute('href', '/cars/tata-nexon-ev');
    await page.getByRole('searchbox').fill('hovercraft');
    await expect(page.getByRole('status')).toHaveText('Nothing found for “hovercraft”. Try a shorter or different word.');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
    await page.getByRole('searchbox').fill('');
    await expect(page).toHaveURL('/search');
  });

  test('says at once when the search index cannot be loaded', async ({ page, pageProblems }) => {
    await page.route('**/data/search.json', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/search');
    await hydrated(page, 'SiteSearch');
    await expect(page.getByRole('status')).toHaveText('The search index could not be loaded. Check your connection and reload the page.');
    // The failed request is this test's doing: it is the one problem expected, and the only one allowed.
    expect(pageProblems.filter((problem) => !problem.includes('/data/search.json') && !problem.includes('status of 503'))).toEqual([]);
    pageProblems.splice(0);
  });
});
