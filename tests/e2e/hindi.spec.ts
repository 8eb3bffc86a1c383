import type { Page } from '@playwright/test';
import { en } from '../../templates/i18n/en.ts';
import { hi } from '../../templates/i18n/hi.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { unmarkedEnglish } from './page-checks.ts';

// The Hindi edition as a visitor uses it: the switch keeps the page, the offer, and the widgets at work under /hi/,
// every link they make staying in Hindi.

const languageBar = (page: Page) => page.locator('.language-bar');

test.describe('the language switch', () => {
  test('goes to the same page in the other language and back, and remembers the choice', async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await languageBar(page).getByRole('link', { name: en.layout.otherLanguageLabel }).click();
    await expect(page).toHaveURL(/\/hi\/cars\/tata-nexon-ev$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('link', { name: hi.layout.findYourEv }).first()).toBeVisible();
    await languageBar(page).getByRole('link', { name: hi.layout.otherLanguageLabel }).click();
    await expect(page).toHaveURL(/\/cars\/tata-nexon-ev$/);
    expect(new URL(page.url()).pathname).toBe('/cars/tata-nexon-ev');
    expect(await page.evaluate(() => localStorage.getItem('evguide-lang'))).toBe('en');
  });

  test('keeps a Hindi visitor in Hindi: the header, the footer and the breadcrumbs link to Hindi pages', async ({ page }) => {
    await page.goto('/hi/ev-incentives');
    for (const link of await page.locator('header a[href^="/"], footer a[href^="/"], nav[aria-label="Breadcrumb"] a').all()) {
      expect(await link.getAttribute('href')).toMatch(/^\/hi(\/|$)/);
    }
  });
});

test.describe('the offer of the Hindi page', () => {
  test('is one line for a browser that prefers Hindi, and stays away once declined', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto('/blog');
    const offer = page.getByText(en.layout.languageOffer);
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: en.layout.languageOfferLink })).toHaveAttribute('href', '/hi/blog');
    // Never a redirect: the visitor is still on the English page.
    expect(new URL(page.url()).pathname).toBe('/blog');
    await offer.getByRole('button', { name: en.layout.languageOfferDismiss }).click();
    await expect(offer).toBeHidden();
    await page.goto('/cars');
    await expect(page.getByText(en.layout.languageOffer)).toBeHidden();
    await context.close();
  });

  test('is not shown to a browser that prefers English', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByText(en.layout.languageOffer)).toBeHidden();
  });
});

test.describe('the widgets in Hindi', () => {
  test('the directory filters, keeping their address and their cars in Hindi', async ({ page }) => {
    await page.goto('/hi/cars');
    await hydrated(page, 'CarDirectory');
    await page.getByRole('main').getByRole('combobox', { name: hi.directory.brand, exact: true }).selectOption('tata');
    await expect(page).toHaveURL(/\/hi\/cars\?brand=tata/);
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/hi\/cars\/tata-/);
    await expect(first).toContainText('लाख');
  });

  test('finds cars typed in Devanagari, in the directory and in the site search', async ({ page }) => {
    await page.goto(`/hi/cars?search=${encodeURIComponent('नेक्सॉन')}`);
    await hydrated(page, 'CarDirectory');
    const names = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(names).toHaveText(['Tata Nexon EV']);
    await page.goto(`/hi/search?q=${encodeURIComponent('टाटा')}`);
    await hydrated(page, 'SiteSearch');
    await expect(page.getByRole('main').getByRole('link', { name: /Tata Nexon EV/ })).toHaveAttribute('href', '/hi/cars/tata-nexon-ev');
  });

  test("a car's variant picker and its on-road price", async ({ page }) => {
    await page.goto('/hi/cars/tata-nexon-ev');
    const picker = page.locator('nav.variant-picker');
    const variant = picker.getByRole('link').nth(1);
    await expect(variant).toHaveAttribute('href', /^\/hi\/cars\/tata-nexon-ev\//);
    await variant.click();
    await expect(page).toHaveURL(/\/hi\/cars\/tata-nexon-ev\/[a-z0-9-]+$/);
    await hydrated(page, 'OnRoadPrice');
    const onRoad = page.locator('[data-island="OnRoadPrice"]');
    await onRoad.getByLabel(hi.situation.yourState).first().selectOption({ index: 1 });
    await expect(onRoad).toContainText('लाख');
  });

  test('the finder, whose answers link to Hindi car pages', async ({ page }) => {
    await page.goto('/hi/find?daily=40&trip=280&home=7.2&share=90&state=delhi&budget=25&seats=5&priority=safety');
    await hydrated(page, 'Finder');
    const result = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    await expect(result.getByRole('link').first()).toHaveAttribute('href', /^\/hi\/cars\//);
    await page.getByLabel(hi.finder.tripLabel).fill('400');
    await expect(page).toHaveURL(/\/hi\/find\?.*trip=400/);
  });

  test('compare, and the savings calculator', async ({ page }) => {
    await page.goto('/hi/compare?cars=tata-nexon-ev,mg-zs-ev');
    await hydrated(page, 'CarCompare');
    await expect(page.getByRole('main').getByRole('link', { name: 'Tata Nexon EV' }).first()).toHaveAttribute('href', /^\/hi\/cars\//);
    await expect(page).toHaveURL(/\/hi\/compare\?cars=/);
    await page.goto('/hi/calculator');
    await hydrated(page, 'SavingsCalculator');
    const distance = page.getByRole('slider').first();
    await distance.focus();
    await distance.press('ArrowRight');
    await expect(page.getByRole('main')).toContainText('₹');
  });
});

test.describe('a Hindi page showing data that has no Hindi yet', () => {
  // The fixture leaves these in English: the Volvo and its maker's insurers, one post, the upcoming cars, the states'
  // benefits and the lenders' features.
  const pages = [
    '/hi/brands/volvo',
    '/hi/cars/volvo-xc40-recharge',
    '/hi/blog/first-time-ev-buyer-guide-2025',
    '/hi/search?q=guide',
    '/hi/upcoming',
    '/hi/ev-incentives',
    '/hi/ev-loans',
  ];
  test('marks every English text lang="en", so a screen reader reads it in English', async ({ page }) => {
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect.soft(await unmarkedEnglish(page), path).toEqual([]);
      // Each page does show English: the check has something to find.
      expect.soft(await page.locator('[lang="en"]:not(.language-bar *)').count(), path).toBeGreaterThan(0);
    }
  });
});
