import { expect, hydrated, test } from './fixtures.ts';

// What the pages show and do that is the same at any width: run once, at a phone's width (playwright.config.ts).
// The e2e site is built with SOURCE_DATE_EPOCH=1763683200 (21 November 2025), see playwright.config.ts.

test.describe('home page', () => {
  test('shows the hero with the build month, the top cars and the brand showcases', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Best Electric Cars in India 2025/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('November 2025');
    const topCars = page.locator('#top-evs');
    await expect(topCars.getByText(/^\d+ cars found$/)).toHaveText('7 cars found');
    await expect(topCars.getByRole('heading', { level: 3 })).toHaveCount(7);
    await expect(page.getByRole('heading', { name: 'Electric cars by brand' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tata Motors', exact: true }).last()).toHaveAttribute('href', '/brands/tata');
  });

  test('opens a car from the top cars', async ({ page }) => {
    await page.goto('/');
    await page.locator('#top-evs').getByRole('link', { name: 'Kia EV6' }).click();
    await expect(page).toHaveURL('/cars/kia-ev6');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia EV6');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero search box is a plain form that searches the directory', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search by car name or brand' }).fill('nexon');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/cars?search=nexon');
    await expect(page.getByRole('heading', { name: 'Tata Nexon EV' })).toBeVisible();
  });

  test('car tabs still switch through their #links', async ({ page }) => {
    await page.goto('/cars/kia-ev6');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('heading', { name: 'What we like' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Performance' })).toBeHidden();
  });
});

test.describe('directory', () => {
  test('lists every car over its pages, with its figures and a link to its page', async ({ page }) => {
    await page.goto('/cars');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electric Cars in India 2025');
    await expect(page.getByText('Showing 12 of 19 electric cars')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    // Paged once the directory has its full index: when the index arrives, the cards above move the pagination down
    // (32 px at 1280, 49 px at 375), and a click just then lands beside the link. That shift is a known fault, to be
    // fixed in the directory; what a visitor does before the scripts arrive is tests/e2e/first-interaction.spec.ts's.
    await hydrated(page, 'CarDirectory');
    await page.waitForLoadState('networkidle');
    // By keyboard, which does not depend on where the link is when the index arrives.
    await page.getByRole('navigation', { name: 'Directory pages' }).getByRole('link', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cars/page/2');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(7);
    if ((await page.getByRole('article').filter({ hasText: 'Tata Punch EV' }).count()) === 0) await page.goBack();
    const card = page.getByRole('article').filter({ hasText: 'Tata Punch EV' });
    await expect(card).toContainText('₹9.99 - 14.44 Lakh');
    await expect(card).toContainText('421 km');
    await card.getByRole('link', { name: 'View details of the Tata Punch EV' }).click();
    await expect(page).toHaveURL('/cars/tata-punch-ev');
  });
});

test.describe('car page', () => {
  test('shows Specifications first and switches tabs by click, keeping the tab in the URL', async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tata Nexon EV');
    // The page opens on its cheapest variant, whose price it shows.
    await expect(page.getByText('₹12.49 Lakh ex-showroom')).toBeVisible();
    const tablist = page.getByRole('tablist', { name: 'Tata Nexon EV details' });
    await expect(tablist.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    const specifications = page.getByRole('tabpanel', { name: 'Specifications' });
    await expect(specifications).toBeVisible();

    await tablist.getByRole('tab', { name: 'Safety' }).click();
    await expect(page).toHaveURL('/cars/tata-nexon-ev#safety');
    await expect(page.getByRole('tabpanel', { name: 'Safety' })).toBeVisible();
    await expect(specifications).toBeHidden();
    // The car's equipment is its top variant's: on the cheapest, not confirmed, and the page says whose it is.
    await expect(page.getByText('ADAS features not confirmed')).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'The equipment below is confirmed for the' })).toBeVisible();

    await tablist.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('heading', { name: 'What we like' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Safety' })).toBeHidden();
  });

  test('moves between tabs with the arrow keys, Home and End (WAI-ARIA tabs)', async ({ page }) => {
    await page.goto('/cars/kia-ev6');
    const tablist = page.getByRole('tablist', { name: 'Kia EV6 details' });
    await hydrated(page, 'CarTabs');
    await tablist.getByRole('tab', { name: 'Specifications' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'Features' })).toBeFocused();
    await expect(tablist.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Features' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tablist.getByRole('tab', { name: 'Reviews' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tablist.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page).toHaveURL('/cars/kia-ev6#reviews');
    await expect(tablist.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('tabindex', '-1');
  });

  test('opens a linked tab directly and says when a car has no ADAS', async ({ page }) => {
    await page.goto('/cars/mg-comet-ev#safety');
    await expect(page.getByRole('tabpanel', { name: 'Safety' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Safety' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No ADAS Features')).toBeVisible();
  });

  test('opens on the cheapest variant, and a picked variant, by keyboard, changes every figure and the URL', async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev');
    const picker = page.getByRole('navigation', { name: /^Variant: Creative\+ MR/ });
    await expect(picker.getByRole('link', { name: /Creative\+ MR/ })).toHaveAttribute('aria-current', 'page');
    const stats = page.locator('.headline-stats');
    await expect(stats).toContainText('30 kWh');
    await expect(stats).toContainText('275 km');
    const onRoad = page.getByRole('region', { name: 'On-road price', exact: true });
    // ₹13,21,463, in lakh as every page shows an on-road price: to the nearest thousand rupees.
    await expect(onRoad).toContainText('On the road in Maharashtra: ₹13.21 Lakh');

    await picker.getByRole('link', { name: /Empowered\+ 45/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cars/tata-nexon-ev/empowered-plus-45');
    await expect(page.getByRole('navigation', { name: /^Variant: Empowered\+ 45/ })).toBeVisible();
    await expect(page.locator('.car-hero__price')).toContainText('₹16.99 Lakh');
    await expect(stats).toContainText('45 kWh');
    await expect(stats).toContainText('489 km');
    await expect(page.getByRole('region', { name: 'Range in real life' })).toContainText('305-365 km');
    await expect(page.getByRole('region', { name: 'On-road price', exact: true })).toContainText('On the road in Maharashtra: ₹17.89 Lakh');
    // The shared link reproduces the variant, and its own breadcrumb says which.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Empowered+ 45');
  });

  test('shows how its score is worked out, criterion by criterion, from the stars in its header', async ({ page }) => {
    await page.goto('/cars/mg-comet-ev');
    await page.getByRole('link', { name: /How we score it/ }).click();
    await expect(page).toHaveURL('/cars/mg-comet-ev#score');
    const score = page.getByRole('region', { name: 'How it scores: 2.1 out of 5' });
    await expect(score).toBeInViewport();
    await expect(score.getByText('no DC fast charging')).toBeVisible();
    await expect(score.getByText('not crash-tested, 2 airbags')).toBeVisible();
    await expect(score.getByText("The MG Comet EV's score, the average of the five: 2.1 out of 5")).toBeVisible();
  });

  test('goes back to the directory', async ({ page }) => {
    await page.goto('/cars/kia-ev6');
    await page.getByRole('link', { name: 'Back to Cars' }).click();
    await expect(page).toHaveURL('/cars');
  });

  test('sends old short ids to the car', async ({ page }) => {
    await page.goto('/cars/nexon-ev');
    await expect(page).toHaveURL('/cars/tata-nexon-ev');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tata Nexon EV');
  });
});

test.describe('brand page', () => {
  test('shows the brand, its cars, lenders and insurers', async ({ page }) => {
    await page.goto('/brands/mahindra');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mahindra & Mahindra electric cars');
    await expect(page.getByRole('heading', { level: 3, name: /Mahindra/ })).toHaveCount(3);
    await expect(page.getByText(/^\+\d+ more$/).first()).toBeVisible();
    await expect(page.getByRole('table')).toContainText('%');
    await page.getByRole('link', { name: 'View details of the Mahindra XEV 9e' }).click();
    await expect(page).toHaveURL('/cars/mahindra-xev9e');
  });
});

test.describe('404', () => {
  test('answers an unknown path with 404 and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test("shows the cars section's own message for an unknown car, and logs the path", async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/cars/tata-sierra-ev');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car not found');
    await expect(page.getByRole('link', { name: 'Browse All Cars' })).toHaveAttribute('href', '/cars');
    expect(logged).toContain('404: no page at /cars/tata-sierra-ev');
  });

  test('suggests the nearest cars for a mistyped car address, linking in the language of the address', async ({ page }) => {
    await page.goto('/cars/tata-nexon');
    const suggestions = page.getByRole('navigation', { name: 'Did you mean' });
    await expect(suggestions.getByRole('link').first()).toHaveText('Tata Nexon EV');
    await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', '/cars/tata-nexon-ev');
    // Under /hi/ (the host serves its one 404 page there too) the suggestions are the Hindi pages; then an address
    // nothing is near.
    await page.goto('/hi/cars/mg-comet');
    await expect(page.getByRole('navigation', { name: 'Did you mean' }).getByRole('link').first()).toHaveAttribute(
      'href',
      '/hi/cars/mg-comet-ev',
    );
    await page.goto('/cars/zzzzzzzz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car not found');
    await expect(page.getByRole('navigation', { name: 'Did you mean' })).toBeHidden();
  });

  test("shows the blog's own message for an unknown post", async ({ page }) => {
    const response = await page.goto('/blog/ev-road-trip-tips');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
    await expect(page.getByText('The requested blog post is coming soon.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test("shows the brands section's own message for an unknown brand", async ({ page }) => {
    await page.goto('/brands/tesla');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand Not Found');
    await expect(page.getByText('The requested brand page could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Cars' })).toBeVisible();
  });
});
