import { downloadedCalendar, unfold } from './calendar.ts';
import { expect, hydrated, test } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const articles = (page: Page) => page.locator('.blog-list').getByRole('heading', { level: 2 });

test.describe('blog', () => {
  test('search and category buttons filter together, newest first, with an empty state', async ({ page }) => {
    await page.goto('/blog');
    await hydrated(page, 'BlogList');
    await expect(articles(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Comparisons' }).click();
    await expect(page.getByRole('button', { name: 'Comparisons' })).toHaveAttribute('aria-pressed', 'true');
    await expect(articles(page)).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('nexon');
    await expect(articles(page)).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('insurance');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or category filter.')).toBeVisible();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(articles(page).first()).toContainText('Insurance');
  });

  test('shows Featured badges, the five Recent Articles, Get EV Updates and the footer links', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('.post-card').filter({ hasText: 'Featured' })).toHaveCount(3);
    const recent = page.getByRole('complementary').locator('section').filter({ hasText: 'Recent Articles' });
    await expect(recent.getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Get EV Updates' })).toBeVisible();
    const updates = page.getByRole('complementary').locator('section').filter({ hasText: 'Get EV Updates' });
    await expect(updates.getByText('https://evguide.in/feed.xml', { exact: true })).toBeVisible();
    await expect(updates.getByRole('button', { name: 'Copy feed address' })).toBeVisible();
    await expect(updates.getByRole('link', { name: 'Open the feed (Atom)' })).toHaveAttribute('href', '/feed.xml');
    await expect(page.getByRole('link', { name: 'Browse Electric Cars' })).toHaveAttribute('href', '/cars');
    await expect(page.getByRole('link', { name: 'Calculate Your Savings' })).toHaveAttribute('href', '/calculator');
  });

  test('the FAQ has 20 questions and keeps one open at a time', async ({ page }) => {
    await page.goto('/blog#faq');
    const questions = page.locator('#faq details');
    await expect(questions).toHaveCount(20);
    await questions.nth(0).locator('summary').click();
    await expect(questions.nth(0)).toHaveAttribute('open', '');
    await questions.nth(3).locator('summary').click();
    await expect(questions.nth(3)).toHaveAttribute('open', '');
    await expect(questions.nth(0)).not.toHaveAttribute('open', '');
    await questions.nth(3).locator('summary').click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });
});

test.describe('blog post', () => {
  test('shows the post with its FAQ, EMI call to action and related posts; Share copies the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/blog/ev-vs-petrol-cost-comparison');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('EV vs Petrol');
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('.post__meta').getByText(/\d+ min read/)).toBeVisible();
    await expect(page.locator('.prose table').first()).toBeVisible();
    await expect(page.locator('.post__faq details')).toHaveCount(2);
    await expect(page.locator('.post .post-card')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Calculate Your EV Loan EMI' })).toBeVisible();
    await hydrated(page, 'PostActions');
    await hydrated(page, 'Toaster');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://evguide.in/blog/ev-vs-petrol-cost-comparison');
  });

  test('Save keeps the post in a reading list shown on the blog page', async ({ page }) => {
    await page.goto('/blog/home-ev-charging-setup-guide');
    await hydrated(page, 'PostActions');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/blog');
    await hydrated(page, 'ReadingList');
    const list = page.locator('.sidebar-box').filter({ hasText: 'Your reading list' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await list.getByRole('button', { name: /^Remove/ }).click();
    await expect(list.getByText('Save an article')).toBeVisible();
  });

  test('links the first mention of a glossary term to its definition, which opens', async ({ page }) => {
    await page.goto('/blog/first-time-ev-buyer-guide-2025');
    const link = page.locator('.prose a.glossary-link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/ev-glossary#[a-z0-9-]+$/);
    await link.click();
    await hydrated(page, 'GlossaryBrowser');
    await expect(page.locator(`details${href!.slice('/ev-glossary'.length)}`)).toHaveAttribute('open', '');
  });

  test('the EMI call to action opens the EMI calculator', async ({ page }) => {
    await page.goto('/blog/best-ev-loan-apps-2025');
    await page.getByRole('link', { name: 'Open the EMI calculator' }).click();
    await expect(page).toHaveURL('/ev-loans');
  });

  test('the feed is well-formed Atom with every post', async ({ page }) => {
    await page.goto('/blog');
    const result = await page.evaluate(async () => {
      const text = await (await fetch('/feed.xml')).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror') !== null,
        root: doc.documentElement.namespaceURI,
        entries: doc.getElementsByTagName('entry').length,
      };
    });
    expect(result).toEqual({ error: false, root: 'http://www.w3.org/2005/Atom', entries: 10 });
  });
});

test.describe('glossary', () => {
  test('starts at E, disables empty letters, switches letter, and honours ?letter=', async ({ page }) => {
    await page.goto('/ev-glossary');
    await hydrated(page, 'GlossaryBrowser');
    const letters = page.getByRole('navigation', { name: 'Browse by letter' });
    await expect(letters.getByRole('link', { name: 'E', exact: true })).toHaveAttribute('aria-current', 'true');
    for (const letter of ['X', 'Y', 'Z']) await expect(letters.getByRole('button', { name: letter, exact: true })).toBeDisabled();
    await letters.getByRole('link', { name: 'B', exact: true }).click();
    await expect(page).toHaveURL('/ev-glossary?letter=B');
    await expect(page.getByText('Battery Management System (BMS)', { exact: true }).filter({ visible: true })).toBeVisible();
    await page.goto('/ev-glossary?letter=w');
    await hydrated(page, 'GlossaryBrowser');
    await expect(letters.getByRole('link', { name: 'W', exact: true })).toHaveAttribute('aria-current', 'true');
    await page.goto('/ev-glossary?letter=x');
    await hydrated(page, 'GlossaryBrowser');
    await expect(page.getByRole('heading', { name: 'No terms starting with "X"' })).toBeVisible();
    await expect(page.getByText('This section is coming soon! Try another letter or use the search function.')).toBeVisible();
  });

  test('searches terms and definitions, hiding the letter bar, with an empty state', async ({ page }) => {
    await page.goto('/ev-glossary');
    await hydrated(page, 'GlossaryBrowser');
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('connector');
    await expect(page.getByRole('navigation', { name: 'Browse by letter' })).toBeHidden();
    await expect(page.locator('details.term').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('warp drive');
    await expect(page.getByRole('heading', { name: 'No terms found for "warp drive"' })).toBeVisible();
    await expect(page.getByText('Try a different search term or browse by letter.')).toBeVisible();
  });

  test('terms open and close independently', async ({ page }) => {
    await page.goto('/ev-glossary?letter=E');
    await hydrated(page, 'GlossaryBrowser');
    const terms = page.locator('details.term').filter({ visible: true });
    await terms.nth(0).locator('summary').click();
    await terms.nth(1).locator('summary').click();
    await expect(terms.nth(0)).toHaveAttribute('open', '');
    await expect(terms.nth(1)).toHaveAttribute('open', '');
    await terms.nth(0).locator('summary').click();
    await expect(terms.nth(0)).not.toHaveAttribute('open', '');
    await expect(terms.nth(1)).toHaveAttribute('open', '');
  });
});

test.describe('upcoming', () => {
  test('searches and filters by launch year; View Details shows the launch timeline', async ({ page }) => {
    await page.goto('/upcoming');
    await hydrated(page, 'UpcomingBrowser');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Electric Cars India 2025-2026');
    const cards = page.locator('.upcoming-card');
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(7);
    await page.getByRole('searchbox', { name: 'Search' }).fill('tata');
    await expect(cards).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('combobox', { name: 'Launch year' }).selectOption('2027');
    expect(await cards.count()).toBeLessThan(all);
    await cards.first().getByText('View Details').click();
    await expect(cards.first().getByRole('heading', { name: 'Launch timeline' })).toBeVisible();
  });

  test("Notify Me downloads the car's calendar reminder and keeps the car on the watch list", async ({ page }) => {
    await page.goto('/upcoming');
    await hydrated(page, 'UpcomingBrowser');
    await hydrated(page, 'Toaster');
    const watchList = page.getByRole('region', { name: 'Your watch list' });
    await expect(watchList).toContainText('No cars yet.');
    const first = page.getByRole('link', { name: /^Notify me: calendar reminder for the / }).first();
    const name = (await first.getAttribute('aria-label'))!.replace(/^Notify me: calendar reminder for the (.*) launch$/, '$1');
    const [download] = await Promise.all([page.waitForEvent('download'), first.click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await downloadedCalendar(download);
    expect(ics).toContain(`SUMMARY:${name}: launch expected this month`);
    await expect(page.getByRole('status').filter({ hasText: `Watching the ${name}` })).toContainText('Open the downloaded file');
    await expect(page.getByRole('link', { name: `Watching the ${name}: download its reminder again` })).toHaveAttribute('href', /\.ics$/);
    await expect(watchList.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^#launch-/);

    await page.reload();
    await hydrated(page, 'UpcomingBrowser');
    await expect(watchList.getByRole('link', { name: `Calendar reminder for the ${name}` })).toHaveAttribute(
      'href',
      /^\/upcoming\/.+\.ics$/,
    );
    await watchList.getByRole('button', { name: `Remove the ${name} from your watch list` }).click();
    await expect(watchList).toContainText('No cars yet.');
    await expect(page.getByRole('link', { name: `Notify me: calendar reminder for the ${name} launch` })).toBeVisible();
  });

  test('the launch calendar has every upcoming car, on the first day of its expected month', async ({ page, request }) => {
    await page.goto('/upcoming');
    const names = await page.locator('.upcoming-card h2').allTextContents();
    const href = await page.getByRole('link', { name: 'All expected launches in your calendar (.ics)' }).getAttribute('href');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const ics = unfold(await response.text());
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(names.length);
    for (const name of names) expect(ics).toContain(`SUMMARY:${name}: launch expected this month`);
    expect(ics.match(/DTSTART;VALUE=DATE:\d{6}01\r\n/g)).toHaveLength(names.length);
  });
});

test.describe('money pages', () => {
  test('/ev-loans?price=1500000 shows the EMI for 15 lakh', async ({ page }) => {
    await page.goto('/ev-loans?price=1500000');
    await hydrated(page, 'EmiCalculator');
    await expect(page.getByRole('slider', { name: 'Car price (lakh)' })).toHaveValue('15');
    // 15 lakh, 20% down, 8.5% for 60 months: a 12 lakh loan at ₹24,620 a month.
    await expect(page.locator('.calculator__results').getByText('₹12,00,000')).toBeVisible();
    await expect(page.locator('.calculator__results').getByText('₹24,620')).toBeVisible();
    await page.getByRole('slider', { name: 'Tenure (months)' }).focus();
    // The slider reaches the longest tenure a listed lender gives: SBI's 96 months (tests/fixtures/site/data/lenders.yaml).
    await page.keyboard.press('End');
    await expect(page.getByRole('slider', { name: 'Tenure (months)' })).toHaveValue('96');
  });

  test("a car page's Estimate EMI lands on the EMI calculator with that car's on-road price", async ({ page }) => {
    await page.goto('/cars/tata-punch-ev');
    await page.getByRole('link', { name: 'Estimate EMI', exact: true }).click();
    await expect(page).toHaveURL('/cars/tata-punch-ev#on-road-emi');
    // The on-road price of the page, in the state it is shown for, to the ₹1,000: the figure the EMI is on.
    const total = await page.locator('.on-road__total strong').textContent();
    const onRoad = page.getByRole('link', { name: `Estimate EMI on ${total}` });
    const href = (await onRoad.getAttribute('href'))!;
    const rupees = Number(new URL(href, 'http://x').searchParams.get('price'));
    expect(`₹${(rupees / 100_000).toFixed(2)} Lakh`).toBe(total);
    await onRoad.click();
    await expect(page).toHaveURL(`/ev-loans?price=${rupees}&car=tata-punch-ev`);
    await hydrated(page, 'EmiCalculator');
    await expect(page.getByRole('combobox', { name: 'Car (optional)' })).toHaveValue('tata-punch-ev');
    // The slider moves by ₹1,000, so the price arrives as it is, beside the slider and in the results.
    await expect(page.getByRole('slider', { name: 'Car price (lakh)' })).toHaveAttribute('aria-valuetext', total!);
    await expect(page.locator('.calculator__results').getByText(`₹${rupees.toLocaleString('en-IN')}`)).toBeVisible();
  });

  test("a variant page's Estimate EMI presets that variant's on-road price", async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev/fearless-45');
    const total = await page.locator('.on-road__total strong').textContent();
    await page.getByRole('link', { name: `Estimate EMI on ${total}` }).click();
    await expect(page).toHaveURL(/\/ev-loans\?price=\d+000&car=tata-nexon-ev$/);
    await hydrated(page, 'EmiCalculator');
    await expect(page.getByRole('slider', { name: 'Car price (lakh)' })).toHaveAttribute('aria-valuetext', total!);
  });

  test('lists lenders and worked EMI samples, insurers and state incentives', async ({ page }) => {
    await page.goto('/ev-loans');
    await expect(page.getByRole('table').first()).toContainText('State Bank of India');
    await expect(page.getByRole('row').filter({ hasText: 'Tata Nexon EV' })).toHaveCount(3);
    await page.goto('/ev-insurance');
    await expect(page.getByRole('heading', { name: 'Insurers with EV cover' })).toBeVisible();
    await page.goto('/ev-incentives');
    for (const state of ['Maharashtra', 'Delhi', 'Gujarat', 'Karnataka', 'Tamil Nadu'])
      await expect(page.getByRole('rowheader', { name: state })).toBeVisible();
    await hydrated(page, 'IncentiveEstimator');
    await page.getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Gujarat' });
    await page.getByRole('combobox', { name: 'Car model' }).selectOption('kia-ev6');
    await expect(page.getByText('Estimated total benefit')).toBeVisible();
  });

  test("the incentive estimator shows the Nexon EV's taxes in Maharashtra as worked out by hand, and no central subsidy", async ({
    page,
  }) => {
    await page.goto('/ev-incentives');
    await expect(page.getByRole('heading', { name: 'No central purchase subsidy' })).toBeVisible();
    await hydrated(page, 'IncentiveEstimator');
    await page.getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Maharashtra' });
    await page.getByRole('combobox', { name: 'Car model' }).selectOption('tata-nexon-ev');
    // By hand (tests/unit/calculators.test.ts): GST 59,476 in the EV's price against 1,83,051 in the petrol car's,
    // road tax 0 against 1,44,000 (12%), registration 0 against 600: ₹2,68,175 in all; with taxes 12,49,000 and 13,44,600.
    // That is not the on-road price (no insurance, FASTag or TCS): the table does not call it so, and links to it.
    const results = page.getByRole('definition');
    await expect(page.getByText('Estimated total benefit against the Tata Nexon Creative DCA petrol')).toBeVisible();
    for (const figure of ['₹2,68,175', '₹1,23,575', '₹1,44,000', '₹600'])
      await expect(results.filter({ hasText: new RegExp(`^${figure}$`) }).first()).toBeVisible();
    const table = page.getByRole('region', { name: 'Price with taxes of both cars' });
    for (const row of [
      ['Road tax', '₹0', '₹1,44,000'],
      ['Registration', '₹0', '₹600'],
      ['Price with taxes and registration', '₹12,49,000', '₹13,44,600'],
    ]) {
      await expect(table.getByRole('row').filter({ hasText: row[0]! }).first()).toContainText(row[1]!);
      await expect(table.getByRole('row').filter({ hasText: row[0]! }).first()).toContainText(row[2]!);
    }
    await expect(table).not.toContainText('On-road price');
    await expect(page.getByRole('link', { name: "the Tata Nexon EV's on-road price" })).toHaveAttribute(
      'href',
      '/cars/tata-nexon-ev#on-road-title',
    );
    await expect(page.getByText('No central subsidy for private cars.')).toBeVisible();
  });
});

test.describe('guides, legal pages and contact', () => {
  test('the maintenance guide has every section a buyer looks for', async ({ page }) => {
    await page.goto('/ev-maintenance-guide');
    for (const section of [
      'Battery care',
      'Temperature management',
      'Monthly checklist',
      'Annual checklist',
      'Cost-saving tips',
      'Common issues',
      'Authorised service centres',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
  });

  test('the legal pages carry their sections and last-updated date', async ({ page }) => {
    const sections = {
      '/privacy-policy': ['November 2026', 'Information We Collect', 'Cookies', 'Contact Us'],
      '/terms-of-service': ['November 2026', 'Acceptance of Terms', 'Governing Law', 'Contact Us'],
      '/disclaimer': ['January 2025', 'Vehicle Information', 'Financial Calculations', 'Contact Us'],
    };
    for (const [path, [updated, ...headings]] of Object.entries(sections)) {
      await page.goto(path);
      await expect(page.getByText(`Last updated: ${updated}`)).toBeVisible();
      for (const heading of headings) await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
  });

  test('the contact form explains each missing field, then thanks you', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page, 'ContactForm');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const first = page.getByRole('textbox', { name: 'First Name' });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Enter your first name.');
    await first.fill('Kavya');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Iyer');
    await page.getByRole('textbox', { name: 'Email' }).fill('kavya@example');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Nexon EV range');
    await page.getByRole('textbox', { name: 'Message' }).fill('What range do owners get in winter?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await page.getByRole('textbox', { name: 'Email' }).fill('kavya@example.in');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => alerts).toEqual(['Thank you for your message! We will get back to you within 24-48 hours.']);
    await expect(first).toHaveValue('');
    await expect(page.getByText('24-48 hours', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'View FAQ' }).click();
    await expect(page).toHaveURL('/blog#faq');
  });
});

test.describe('home additions', () => {
  test('teases the blog and the glossary from the data', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#news .post-card')).toHaveCount(4);
    await page.locator('#glossary').getByRole('link', { name: 'Terms starting with B' }).click();
    await expect(page).toHaveURL('/ev-glossary?letter=B');
  });

  test('the EV strip drives in once after 500 ms and parks, and stays still for reduced motion', async ({ page }) => {
    await page.goto('/');
    const car = page.locator('.ev-strip__car');
    expect(await car.evaluate((element) => getComputedStyle(element).animationDelay)).toBe('0.5s');
    expect(await car.evaluate((element) => getComputedStyle(element).animationIterationCount)).toBe('1');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await car.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});
