import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { downloadedCalendar } from './calendar.ts';

// Runs in the no-js-mobile project (playwright.config.ts), which blocks JavaScript entirely: nothing claims a result
// it did not produce, and each tool that needs script says so. It is the same at any width, so it runs at a phone's;
// every page's content and navigation, which depend on the width, are in no-js-pages.spec.ts.

/**
 * The paragraph that says `text`, found by role: Playwright's getByText skips the inside of <noscript>, where the
 * notes for a visitor without JavaScript are.
 */
const note = (page: Page, text: string | RegExp) => page.getByRole('paragraph').filter({ hasText: text });

/** The number of the first whole number in `text`. */
const numberIn = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0]);

test.describe('the directory without JavaScript', () => {
  test('lists every car, page by page, each count matching the cards shown, and says filters need script', async ({ page }) => {
    await page.goto('/cars?brand=tata');
    await expect(note(page, 'Searching, filtering and sorting need JavaScript')).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filter electric cars' })).toBeHidden();
    const names = new Set<string>();
    let total = 0;
    for (;;) {
      const count = await page.getByText(/^Showing \d+ of \d+ electric cars$/).textContent();
      const cards = page.locator('main article').getByRole('heading', { level: 2 });
      await expect(cards).toHaveCount(numberIn(count));
      for (const card of await cards.allTextContents()) names.add(card);
      total = Number(/of (\d+)/.exec(count ?? '')?.[1]);
      const next = page.getByRole('navigation', { name: 'Directory pages' }).getByRole('link', { name: 'Next' });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    expect(names.size).toBe(total);
    // Not filtered to Tata: the brand in the address could not be applied, and nothing says it was.
    expect([...names]).toContain('Mahindra BE 6');
  });

  test('the cards offer their links, not a Compare button that needs script', async ({ page }) => {
    await page.goto('/cars');
    const card = page.locator('main article').filter({ hasText: 'Tata Nexon EV' });
    await expect(card.getByRole('link', { name: 'View Details' })).toBeVisible();
    await expect(card.getByRole('button', { name: /Compare/ })).toHaveCount(0);
  });
});

test.describe('the calculators without JavaScript', () => {
  test('the savings calculator shows its default result, its figures as text and no slider', async ({ page }) => {
    await page.goto('/calculator');
    await expect(page.getByText('At your figures an EV would save you about ₹8,181 a month.')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '₹8,181' })).toBeVisible();
    await expect(note(page, 'Changing these figures needs JavaScript').first()).toBeVisible();
    await expect(page.getByRole('slider')).toHaveCount(0);
  });

  test('the calculator set to a car, which only script can read, shows the default result and does not name the car', async ({ page }) => {
    await page.goto('/calculator?car=tata-nexon-ev:creative-45');
    await expect(page.getByText('At your figures an EV would save you about ₹8,181 a month.')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Nexon');
  });

  test('the loan calculator shows its EMI at the figures it shows', async ({ page }) => {
    await page.goto('/ev-loans?price=1500000');
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: /^₹[\d,]+$/ })
        .first(),
    ).toBeVisible();
    await expect(note(page, 'Changing these figures needs JavaScript')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Car (optional)' })).toHaveCount(0);
  });

  test('the incentive estimator says it needs script instead of asking for a choice it cannot use', async ({ page }) => {
    await page.goto('/ev-incentives');
    await expect(note(page, 'Estimating your benefits needs JavaScript, which is off.')).toBeVisible();
    await expect(page.getByText('Select your state and car model to see estimated benefits')).toBeHidden();
    // Check Your Benefits is a link, so it still leads to every state's benefits.
    await expect(page.getByRole('link', { name: 'Check Your Benefits' })).toHaveAttribute('href', '/ev-incentives#states-title');
  });
});

test.describe('disclosures and tabs without JavaScript', () => {
  test('a glossary term opens as a <details>, and a letter in the address lists every term', async ({ page }) => {
    await page.goto('/ev-glossary?letter=B');
    await expect(page.locator('summary').getByText('AC charging', { exact: true })).toBeVisible();
    const definition = page.getByText(/^Replacing a depleted battery with a charged one/);
    await expect(definition).toBeHidden();
    await page.locator('summary').getByText('Battery swapping', { exact: true }).click();
    await expect(definition).toBeVisible();
  });

  test('an FAQ answer opens as a <details>', async ({ page }) => {
    await page.goto('/blog');
    const answer = page.getByText(/^Expect about 65-80% of the claimed/);
    await expect(answer).toBeHidden();
    await page.getByText('How much range will I really get from an electric car in India?').click();
    await expect(answer).toBeVisible();
  });

  test('the home page switches from loans to insurance through its tab links, and marks the chosen tab', async ({ page }) => {
    await page.goto('/');
    const loans = page.getByRole('tab', { name: 'EV Loans' });
    const insurance = page.getByRole('tab', { name: 'EV Insurance' });
    await expect(loans).not.toHaveCSS('box-shadow', 'none');
    await expect(insurance).toHaveCSS('box-shadow', 'none');
    await insurance.click();
    await expect(page).toHaveURL('/#insurance');
    await expect(page.locator('#insurance')).toBeVisible();
    await expect(page.locator('#loans')).toBeHidden();
    await expect(insurance).not.toHaveCSS('box-shadow', 'none');
    await expect(loans).toHaveCSS('box-shadow', 'none');
  });

  test('the car page switches tabs through their links', async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev');
    await page.getByRole('tab', { name: 'Features' }).click();
    await expect(page.locator('#features')).toBeVisible();
    await expect(page.locator('#specifications')).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Features' })).not.toHaveCSS('box-shadow', 'none');
  });
});

test.describe('lists and tools that need script say so', () => {
  test('the blog lists every article and offers no category or search it cannot apply', async ({ page }) => {
    await page.goto('/blog');
    await expect(note(page, 'Searching the articles and choosing a category need JavaScript')).toBeVisible();
    await expect(page.getByRole('button', { name: 'EV News' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveCount(0);
    const articles = page.locator('.post-grid').getByRole('heading', { level: 2 });
    await expect(page.getByText(/^\d+ articles$/)).toHaveText(`${await articles.count()} articles`);
    await expect(page.getByRole('heading', { name: 'Your reading list' })).toBeHidden();
  });

  test('a blog post offers no Share or Save button', async ({ page }) => {
    await page.goto('/blog/ev-vs-petrol-cost-comparison');
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test('the upcoming page counts the cars it lists, and Notify Me still gives the reminder', async ({ page }) => {
    await page.goto('/upcoming');
    await expect(note(page, 'Notify Me still gives its calendar reminder')).toBeVisible();
    const cars = page.locator('main article');
    await expect(page.getByText(/^\d+ upcoming cars$/)).toHaveText(`${await cars.count()} upcoming cars`);
    await expect(page.getByRole('region', { name: 'Your watch list' })).toBeHidden();
    const notify = page.getByRole('link', { name: /^Notify me: calendar reminder for the / });
    await expect(notify).toHaveCount(await cars.count());
    const [download] = await Promise.all([page.waitForEvent('download'), notify.first().click()]);
    expect(await downloadedCalendar(download)).toContain('BEGIN:VEVENT');
  });

  test('the home page counts its top cars, and offers the feed and the launch calendar', async ({ page }) => {
    await page.goto('/');
    const topCars = page.locator('#top-evs');
    await expect(topCars.getByText(/^\d+ cars found$/)).toHaveText(
      `${await topCars.getByRole('heading', { level: 3 }).count()} cars found`,
    );
    await expect(page.getByRole('button', { name: /Copy feed address|Subscribe/i })).toHaveCount(0);
    await expect(note(page, 'The copy button needs JavaScript, which is off: select the address to copy it.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the feed (Atom)' })).toHaveAttribute('href', '/feed.xml');
    await expect(page.locator('#upcoming').getByRole('link', { name: 'All expected launches in your calendar (.ics)' })).toHaveAttribute(
      'href',
      '/upcoming.ics',
    );
  });

  for (const path of ['/compare', '/compare?cars=tata-nexon-ev,mg-zs-ev']) {
    test(`compare (${path}) says it needs script, not which cars were chosen`, async ({ page }) => {
      await page.goto(path);
      await expect(note(page, 'Comparing needs JavaScript, which is off')).toBeVisible();
      await expect(page.getByRole('heading', { name: /Choose up to 3 cars/ })).toBeHidden();
      await expect(page.getByRole('link', { name: 'browse electric cars' })).toHaveAttribute('href', '/cars');
    });
  }

  test('the finder answers for the situation its form shows, and its form is a GET form', async ({ page }) => {
    await page.goto('/find');
    await expect(note(page, /which needs JavaScript: below is its answer for the situation shown/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /\d+ cars? fits?/ }).first()).toBeVisible();
    await expect(page.locator('form[action="/find"][method="get"]')).toBeAttached();
  });

  test('site search says it needs script and claims no result', async ({ page }) => {
    await page.goto('/search?q=x');
    await expect(note(page, 'Search runs in your browser and needs JavaScript.')).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/no results|results for/i);
  });

  test('the contact page points to its e-mail address instead of a form it cannot send', async ({ page }) => {
    await page.goto('/contact');
    await expect(note(page, 'Sending a message from this page needs JavaScript')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });
});
