import type { Locator, Page, Route } from '@playwright/test';
import { acceptAlerts, expect, test } from './fixtures.ts';

// An impatient visitor on a slow connection: the HTML has arrived, the scripts have not, and they act at once.
// Each widget's first interaction happens before its island has hydrated, and must still have its result: nothing
// lost, nothing reset by hydration, nothing done twice. Runs in the slow-mobile project. The page's scripts are held
// back until the visitor has acted, then let through; each test checks that the island had not hydrated when the
// visitor acted, and waits for it to hydrate after.

// The loader, the island's entry and React's chunk load in turn, then hydration and replay.
const SETTLED = { timeout: 20_000 };

/** The page's scripts, held back from `hold()` until `release()`. */
class HeldScripts {
  #held: Promise<void> = Promise.resolve();
  #release = () => {};

  hold(): void {
    this.#held = new Promise((done) => {
      this.#release = done;
    });
  }

  release(): void {
    this.#release();
  }

  /** Lets a script request through once the scripts are released. */
  async pass(route: Route): Promise<void> {
    await this.#held;
    await route.continue();
  }
}

let scripts: HeldScripts;
test.beforeEach(async ({ page }) => {
  scripts = new HeldScripts();
  await page.route('**/*.js', (route) => scripts.pass(route));
});

/** Opens `path` with its scripts held back, and returns as soon as the HTML is there. */
async function openEarly(page: Page, path: string): Promise<void> {
  scripts.hold();
  await page.goto(path, { waitUntil: 'commit' });
}

/** The island `name` (the first on the page), to check that it had not hydrated when the visitor acted. */
const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`).first();

/** Runs `act` on the HTML alone, checks the island had not hydrated, then lets the scripts in and waits for it. */
async function beforeHydration(page: Page, name: string, act: () => Promise<void>): Promise<void> {
  await act();
  await expect(island(page, name), `${name} hydrated before the visitor acted`).not.toHaveAttribute('data-hydrated', '');
  scripts.release();
  await expect(island(page, name)).toHaveAttribute('data-hydrated', '', SETTLED);
}

const count = (page: Page) => page.getByText(/^Showing \d+ of \d+ electric cars/);

test.describe('the first interaction, before the scripts arrive', () => {
  test('home: the EV Insurance tab', async ({ page }) => {
    await openEarly(page, '/');
    const tab = page.getByRole('tab', { name: 'EV Insurance' });
    await beforeHydration(page, 'FinanceTabs', () => tab.click());
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'EV Insurance' })).toContainText('₹20,000 to ₹25,000');
    await expect(page.getByRole('tabpanel', { name: 'EV Loans' })).toBeHidden();
  });

  test('car page: a tab clicked, and a tab chosen with the arrow key', async ({ page }) => {
    await openEarly(page, '/cars/tata-nexon-ev');
    const features = page.getByRole('tab', { name: 'Features' });
    await beforeHydration(page, 'CarTabs', () => features.click());
    await expect(features).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Features' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Specifications' })).toBeHidden();

    await openEarly(page, '/cars/tata-punch-ev');
    await beforeHydration(page, 'CarTabs', async () => {
      await page.getByRole('tab', { name: 'Specifications' }).focus();
      await page.keyboard.press('ArrowRight');
    });
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Features' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Features' })).toBeVisible();
  });

  test('directory: text typed in the search', async ({ page }) => {
    await openEarly(page, '/cars');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await beforeHydration(page, 'CarDirectory', () => search.fill('punch'));
    await expect(count(page)).toHaveText(/^Showing 1 of 19/);
    await expect(page.getByRole('heading', { name: 'Tata Punch EV' })).toBeVisible();
    await expect(search).toHaveValue('punch');
    await expect(page).toHaveURL('/cars?search=punch');
  });

  test('directory: typing that goes on while the island hydrates keeps every key', async ({ page }) => {
    await openEarly(page, '/cars');
    const search = page.getByRole('searchbox', { name: 'Search' });
    // The first keys land before any script; the scripts are let in and more keys are typed while the island loads
    // and hydrates; the last ones after it has.
    await search.pressSequentially('mah');
    await expect(island(page, 'CarDirectory')).not.toHaveAttribute('data-hydrated', '');
    scripts.release();
    await search.pressSequentially('ind', { delay: 100 });
    await expect(island(page, 'CarDirectory')).toHaveAttribute('data-hydrated', '', SETTLED);
    await search.pressSequentially('ra');
    await expect(search).toHaveValue('mahindra');
    await expect(count(page)).toHaveText(/^Showing 3 of 19/);
    await expect(page).toHaveURL('/cars?search=mahindra');
  });

  test('finder: a box ticked and unticked again stays unticked', async ({ page }) => {
    await openEarly(page, '/find');
    const safety = page.getByRole('checkbox', { name: 'Safety' });
    await beforeHydration(page, 'Finder', async () => {
      await safety.check();
      await safety.uncheck();
    });
    await expect(safety).not.toBeChecked();
    await page.waitForTimeout(500);
    await expect(safety).not.toBeChecked();
    expect(new URL(page.url()).searchParams.get('priority') ?? '').not.toContain('safety');
  });

  test('directory: a brand chosen, then a sort', async ({ page }) => {
    await openEarly(page, '/cars');
    await beforeHydration(page, 'CarDirectory', async () => {
      await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption('tata');
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
    });
    await expect(count(page)).toHaveText(/^Showing 5 of 19/);
    await expect(page.getByRole('combobox', { name: 'Brand', exact: true })).toHaveValue('tata');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
    await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText('Tata Tiago EV');
    await expect(page).toHaveURL(/brand=tata/);
  });

  test('blog: a category, and a search', async ({ page }) => {
    await openEarly(page, '/blog');
    const category = page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Maintenance' });
    await beforeHydration(page, 'BlogList', () => category.click());
    await expect(category).toHaveAttribute('aria-pressed', 'true');
    for (const label of await page.locator('.post-grid article .badge').first().allTextContents()) expect(label).toContain('Maintenance');

    await openEarly(page, '/blog');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await beforeHydration(page, 'BlogList', () => search.fill('insurance'));
    await expect(search).toHaveValue('insurance');
    await expect(page.getByRole('heading', { level: 2, name: /insurance/i }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /articles/ })).not.toHaveText(/^\d{2,} articles/);
  });

  test('glossary: a letter, and a search', async ({ page }) => {
    await openEarly(page, '/ev-glossary');
    const b = page.getByRole('navigation', { name: 'Browse by letter' }).getByRole('link', { name: 'B', exact: true });
    await beforeHydration(page, 'GlossaryBrowser', () => b.click());
    await expect(page.getByText('Battery Management System (BMS)', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(b).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'E', exact: true })).toBeHidden();

    await openEarly(page, '/ev-glossary');
    const search = page.getByRole('searchbox', { name: 'Search terms' });
    await beforeHydration(page, 'GlossaryBrowser', () => search.fill('regenerative'));
    await expect(page.getByText('Regenerative braking', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Browse by letter' })).toBeHidden();
  });

  test('incentive estimator: the state and the car', async ({ page }) => {
    await openEarly(page, '/');
    const section = page.locator('#incentives');
    await beforeHydration(page, 'IncentiveEstimator', async () => {
      await section.getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Delhi' });
      await section.getByRole('combobox', { name: 'Car model' }).selectOption('tata-nexon-ev');
    });
    await expect(section.getByText('Select your state and car model to see estimated benefits')).toBeHidden();
    await expect(section.getByText('Estimated total benefit')).toBeVisible();
    await expect(section.getByRole('combobox', { name: 'Your state' })).toHaveValue('delhi');
  });

  test("incentives: Check Your Benefits, a link, goes to every state's benefits", async ({ page }) => {
    // A plain link, so it works before (or without) the widget's script.
    await openEarly(page, '/');
    const link = page.locator('#incentives').getByRole('link', { name: 'Check Your Benefits' });
    await link.scrollIntoViewIfNeeded();
    await expect(island(page, 'IncentiveEstimator')).not.toHaveAttribute('data-hydrated', '');
    await link.click();
    await expect(page).toHaveURL('/ev-incentives#states-title', SETTLED);
  });

  test('savings calculator: a slider moved with the keyboard', async ({ page }) => {
    await openEarly(page, '/calculator');
    const daily = page.getByRole('slider', { name: 'Daily km' });
    await beforeHydration(page, 'SavingsCalculator', async () => {
      await daily.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
    });
    await expect(daily).toHaveValue('60');
    await expect(page.locator('.calculator__results').getByText('21,900 km')).toBeVisible();
  });

  test('home: Notify Me downloads at once, and the car is on the watch list once the script arrives', async ({ page }) => {
    await openEarly(page, '/');
    const section = page.locator('#upcoming');
    const notify = section.getByRole('link', { name: /^Notify me: calendar reminder for the / }).first();
    const name = (await notify.getAttribute('aria-label'))!.replace(/^Notify me: calendar reminder for the (.*) launch$/, '$1');
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await beforeHydration(page, 'UpcomingLaunches', async () => {
      await notify.click();
      await expect.poll(() => downloads.length).toBe(1);
    });
    await expect(page.getByText(`Watching the ${name}`)).toBeVisible(SETTLED);
    await expect(section.getByRole('link', { name: `Watching the ${name}: download its reminder again` })).toHaveAttribute(
      'href',
      /\.ics$/,
    );
    // The replayed click reached the island, not the browser: one file, not two.
    await page.waitForTimeout(500);
    expect(downloads).toHaveLength(1);
  });

  test('home: the feed address copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openEarly(page, '/');
    const form = page.locator('.newsletter-form').first();
    await beforeHydration(page, 'Newsletter', () => form.getByRole('button', { name: 'Copy feed address' }).click());
    await expect(form.getByRole('status')).toContainText('Copied.', SETTLED);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://evguide.in/feed.xml');
  });

  test('contact: the form filled and sent', async ({ page }) => {
    const alerts = acceptAlerts(page);
    await openEarly(page, '/contact');
    await beforeHydration(page, 'ContactForm', async () => {
      await page.getByRole('textbox', { name: 'First Name' }).fill('Kavya');
      await page.getByRole('textbox', { name: 'Last Name' }).fill('Iyer');
      await page.getByRole('textbox', { name: 'Email' }).fill('kavya@example.in');
      await page.getByRole('textbox', { name: 'Subject' }).fill('Nexon EV range');
      await page.getByRole('textbox', { name: 'Message' }).fill('What range do owners get in winter?');
      await page.getByRole('button', { name: 'Send Message' }).click();
    });
    await expect.poll(() => alerts, SETTLED).toEqual(['Thank you for your message! We will get back to you within 24-48 hours.']);
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  });

  test('home: the hero search keeps what was typed and opens with it', async ({ page }) => {
    await openEarly(page, '/');
    await beforeHydration(page, 'HeroSearch', () =>
      page.getByRole('searchbox', { name: 'Search by car name or brand' }).first().fill('windsor'),
    );
    const dialog = page.getByRole('dialog', { name: 'Search Electric Cars' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveValue('windsor');
    await expect(dialog.getByRole('option', { name: /MG Windsor EV/ })).toBeVisible();
  });

  test('car page: the Compare button', async ({ page }) => {
    await openEarly(page, '/cars/tata-nexon-ev');
    const compare = page.getByRole('button', { name: 'Add Tata Nexon EV to comparison' });
    await beforeHydration(page, 'CompareButton', () => compare.click());
    await expect(page.getByRole('button', { name: 'Remove Tata Nexon EV from comparison', pressed: true })).toHaveText('Added');
    await expect(page.getByRole('complementary', { name: 'Cars to compare' })).toBeVisible();
  });

  test('home: a brand chosen in the top cars', async ({ page }) => {
    await openEarly(page, '/');
    const section: Locator = page.locator('#top-evs');
    const brand = section.getByRole('combobox', { name: 'Brand' });
    await beforeHydration(page, 'TopCars', async () => {
      await brand.selectOption('mg');
    });
    const label = await brand.locator('option:checked').textContent();
    await expect(section.getByText(/^\d+ cars found$/)).toHaveText(`${/\((\d+)\)/.exec(label ?? '')?.[1]} cars found`);
    await expect(brand).toHaveValue('mg');
  });

  test('directory: a search sent before the scripts, which then fail to load, goes to its address as a plain form', async ({ page }) => {
    // The loader never arrives, and the cards' pictures hold the page's load event back until the search is sent.
    await page.route('**/assets/islands.*.js', (route) => route.abort('aborted'));
    await page.route('**/images/cars/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto('/cars', { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill('tata');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page, 'the form was held back until the page loaded').toHaveURL(/\/cars$/);
    await expect(page).toHaveURL(/\/cars\?(.*&)?search=tata/, SETTLED);
  });
});
