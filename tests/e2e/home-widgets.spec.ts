import { downloadedCalendar } from './calendar.ts';
import { acceptAlerts, expect, hydrated, test } from './fixtures.ts';

test.describe('hero search dialog', () => {
  test('opens on focus with the first six cars, filters by name or brand, and says when nothing matches', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'HeroSearch');
    await page.getByRole('searchbox', { name: 'Search by car name or brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Electric Cars' });
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('combobox', { name: 'Search by car name or brand' });
    await expect(search).toBeFocused();
    await expect(dialog.getByRole('option')).toHaveCount(6);
    await search.fill('mg');
    await expect(dialog.getByRole('group', { name: 'Cars' }).getByRole('option')).toHaveCount(3);
    await search.fill('tesla');
    await expect(dialog.getByText('No cars found')).toBeVisible();
    await expect(dialog.getByText('Try a different search term')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View All Electric Cars' })).toHaveAttribute('href', '/cars');
  });

  test('finds articles, glossary terms and guides too, grouped by kind, and opens one with Enter', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'HeroSearch');
    await page.getByRole('searchbox', { name: 'Search by car name or brand' }).focus();
    const dialog = page.getByRole('dialog', { name: 'Search Electric Cars' });
    const search = dialog.getByRole('combobox');
    await search.fill('regenerative');
    const glossary = dialog.getByRole('group', { name: 'Glossary' });
    await expect(glossary.getByRole('option', { name: /Regenerative braking/ })).toBeVisible();
    await search.fill('maintenance guide');
    await expect(dialog.getByRole('group', { name: 'Guides' }).getByRole('option')).toContainText('EV Maintenance Guide');
    await search.fill('regenerative braking');
    const options = dialog.getByRole('option');
    const target = await options.count();
    for (let i = 1; i < target; i++) await search.press('ArrowDown');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/ev-glossary#regenerative-braking$/);
  });

  test('moves through results with the arrow keys and opens one with Enter', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'HeroSearch');
    await page.getByRole('searchbox', { name: 'Search by car name or brand' }).focus();
    const search = page.getByRole('dialog').getByRole('combobox');
    await search.fill('tata');
    // The site's search index, fetched as the dialog opens, ranks the results anew when it arrives: the keys are
    // pressed on the list it gives. (Until then the dialog lists cars alone, in another order.)
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    const name = await page.getByRole('option').nth(1).locator('.search-result__name').textContent();
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  });

  test('keeps the first result active when it opens under the pointer; a pointer moved onto a result makes that one active', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page, 'HeroSearch');
    const opener = page.getByRole('searchbox', { name: 'Search by car name or brand' });
    const options = page.getByRole('dialog', { name: 'Search Electric Cars' }).getByRole('option');
    // Where the third result shows (the dialog is fixed to the screen); then the page is scrolled so that the box is
    // there, and the box is pressed: the dialog opens with a result under the pointer, which has not moved.
    await opener.focus();
    const third = (await options.nth(2).boundingBox())!;
    await page.keyboard.press('Escape');
    const box = (await opener.boundingBox())!;
    await page.mouse.wheel(0, box.y + box.height / 2 - (third.y + third.height / 2));
    await page.waitForTimeout(600); // past the moment after a close in which focus on the box does not reopen it
    const moved = (await opener.boundingBox())!;
    const [x, y] = [third.x + third.width / 2, moved.y + moved.height / 2];
    await page.mouse.click(x, y);
    await expect(options).toHaveCount(6);
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('[role="option"]') !== null, [x, y])).toBe(true);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await options.nth(3).hover();
    await expect(options.nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  });

  test('closes on Escape and returns focus to the search box, without reopening', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'HeroSearch');
    const box = page.getByRole('searchbox', { name: 'Search by car name or brand' });
    await box.focus();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.type('ta');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(box).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('is modal: Tab and Shift+Tab go round its controls, and a press outside its panel closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'HeroSearch');
    const box = page.getByRole('searchbox', { name: 'Search by car name or brand' });
    await box.click();
    const dialog = page.getByRole('dialog', { name: 'Search Electric Cars' });
    const search = dialog.getByRole('combobox');
    await expect(search).toBeFocused();
    // Forward from the search box, past the results and the link, focus comes round to the close button at the top.
    const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    const close = dialog.getByRole('button', { name: 'Close search' });
    for (let step = 0; step < 4 && !(await close.evaluate((button) => button === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'View All Electric Cars' })).toBeFocused();
    // Focus sent behind the open dialog by script comes back to it.
    await page
      .getByRole('link', { name: 'Find Your EV' })
      .first()
      .evaluate((link: HTMLElement) => link.focus());
    await expect(search).toBeFocused();
    // The dimmed page around the panel is the dialog's backdrop: pressing it closes the dialog.
    await dialog.click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();
    await expect(box).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("Esc closes it after a click on the panel's text, and its pictures are fetched only once it is opened", async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'HeroSearch');
    // The closed dialog is in the page, transparent: its results' pictures have no address yet, so none is fetched.
    const picture = page.getByRole('dialog', { includeHidden: true }).locator('.search-result img').first();
    await expect(picture).toBeAttached();
    expect(await picture.getAttribute('src')).toBeNull();
    await page.getByRole('searchbox', { name: 'Search by car name or brand' }).click();
    await expect(picture).toHaveAttribute('src', /^\/.+/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // A click on the title leaves focus on the page, not in the search box: Esc still closes the dialog.
    const dialog = page.getByRole('dialog', { name: 'Search Electric Cars' });
    await dialog.getByRole('heading', { name: 'Search Electric Cars' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('home top cars', () => {
  test('filters by brand and price band, updating the count, each choice saying how many cars it leads to', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'TopCars');
    const section = page.locator('#top-evs');
    await expect(section.getByRole('status')).toHaveText('7 cars found');
    // Every card also says what it costs on the road, in the site's state until the visitor picks theirs.
    await expect(section.getByRole('article').first()).toContainText(/On-road from ₹[\d.]+ Lakh in Maharashtra/);
    await section.getByRole('combobox', { name: 'Brand' }).selectOption('tata');
    await expect(section.getByRole('status')).toHaveText('2 cars found');
    // No Tata among the top cars starts under ₹10 lakh: the choice says so before it is made.
    await expect(section.getByRole('combobox', { name: 'Price' }).getByRole('option', { name: 'Up to ₹10 Lakh (0)' })).toBeAttached();
    await expect(section.getByRole('combobox', { name: 'Brand' }).getByRole('option', { name: 'All Brands (7)' })).toBeAttached();
    await section.getByRole('combobox', { name: 'Price' }).selectOption('0-10');
    await expect(section.getByRole('status')).toHaveText('0 cars found');
    await expect(section.getByRole('heading', { name: 'No cars found' })).toBeVisible();
    await section.getByRole('combobox', { name: 'Brand' }).selectOption('');
    await section.getByRole('combobox', { name: 'Price' }).selectOption('50-plus');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Kia EV6']);
  });
});

test.describe('savings calculator', () => {
  test("shows the calculator's figures at the defaults and recalculates when a slider moves by keyboard", async ({ page }) => {
    await page.goto('/calculator');
    await hydrated(page, 'SavingsCalculator');
    const results = page.locator('.calculator__results');
    await expect(results.getByText('18,250 km')).toBeVisible();
    await expect(results.getByRole('definition').filter({ hasText: /^₹8,181$/ })).toBeVisible();
    await expect(results.getByRole('definition').filter({ hasText: /^₹4,90,833$/ })).toBeVisible();
    const daily = page.getByRole('slider', { name: 'Daily km' });
    await daily.focus();
    await page.keyboard.press('ArrowRight');
    await expect(daily).toHaveValue('55');
    await expect(results.getByText('20,075 km')).toBeVisible();
    await page.keyboard.press('End');
    await expect(daily).toHaveValue('200');
    await expect(results.getByText('73,000 km')).toBeVisible();
  });

  test('prices the electricity at the charging mix: all at public chargers, then half at home', async ({ page }) => {
    await page.goto('/calculator');
    await hydrated(page, 'SavingsCalculator');
    const results = page.locator('.calculator__results');
    await expect(results).toContainText('Electricity at an average of ₹8.00 a kWh: all at home at ₹8.');
    const home = page.getByRole('slider', { name: 'Charged at home' });
    await expect(home).toHaveValue('100');
    await expect(page.getByRole('slider', { name: 'Public fast-charging price per kWh (₹)' })).toHaveValue('24');
    await home.focus();
    await page.keyboard.press('Home');
    await expect(home).toHaveValue('0');
    // 18,250 km x 0.25 kWh x ₹24 = ₹1,09,500 a year; petrol ₹1,21,666.67; (12,166.67 + 13,000 maintenance) / 12 = ₹2,097.
    await expect(results.getByRole('definition').filter({ hasText: /^₹1,09,500$/ })).toBeVisible();
    await expect(results.getByRole('definition').filter({ hasText: /^₹2,097$/ })).toBeVisible();
    await expect(results).toContainText('Electricity at an average of ₹24.00 a kWh: all at public chargers at ₹24.');
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
    await expect(home).toHaveValue('50');
    // 0.5 x ₹8 + 0.5 x ₹24 = ₹16 a kWh: ₹73,000 a year; (48,666.67 + 13,000) / 12 = ₹5,139.
    await expect(results).toContainText('an average of ₹16.00 a kWh: 50% at home at ₹8, 50% at public chargers at ₹24.');
    await expect(results.getByRole('definition').filter({ hasText: /^₹5,139$/ })).toBeVisible();
    await expect(results.getByRole('link', { name: 'livemint.com' })).toBeVisible();
  });

  test('asks Ready to Make the Switch? and answers Get EV Loan Quote with the partner-bank message', async ({ page }) => {
    await page.goto('/calculator');
    await hydrated(page, 'SavingsCalculator');
    await expect(page.getByRole('heading', { name: 'Ready to Make the Switch?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Electric Cars' })).toHaveAttribute('href', '/cars');
    const messages = acceptAlerts(page);
    await page.getByRole('button', { name: 'Get EV Loan Quote' }).click();
    await expect.poll(() => messages.join()).toContain('+91 22 4890 2200');
  });

  test('is on the home page at #calculator, where the hero links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Calculate Savings' }).first().click();
    await expect(page).toHaveURL('/#calculator');
    await hydrated(page, 'SavingsCalculator');
    await expect(page.getByRole('slider', { name: 'Petrol price per litre (₹)' })).toHaveValue('100');
  });
});

test.describe('environment and incentives', () => {
  test('the environmental calculator shows CO2, trees, cost and litres for the defaults, and how the CO2 is counted', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'EnvironmentalCalculator');
    const section = page.locator('#sustainability');
    for (const figure of ['769 kg less', '38 trees', '₹70,000', '1,000 litres']) await expect(section.getByText(figure)).toBeVisible();
    // Both cars on one boundary, each constant with its source: petrol 2.95 kg a litre at 15 km/L, the grid 0.909 kg a kWh.
    await section.getByText('CO₂ counted well to wheel for both cars: 145 g a km electric, 197 g a km on petrol').click();
    await expect(section.getByText(/lost in transmission and distribution/)).toBeVisible();
    await expect(section.getByText(/producing, refining and delivering it 0\.6 kg more/)).toBeVisible();
    await section.getByRole('slider', { name: "Your petrol car's mileage (km/L)" }).focus();
    await page.keyboard.press('Home');
    await expect(section.getByText('1,875 litres')).toBeVisible();
  });

  test('the incentive estimator prompts until a state and a car are chosen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'IncentiveEstimator');
    const section = page.locator('#incentives');
    const prompt = section.getByText('Select your state and car model to see estimated benefits');
    await expect(prompt).toBeVisible();
    await section.getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Delhi' });
    await expect(prompt).toBeVisible();
    await section.getByRole('combobox', { name: 'Car model' }).selectOption('tata-nexon-ev');
    await expect(prompt).toBeHidden();
    await expect(section.getByText('Estimated total benefit')).toBeVisible();
    await expect(section.getByText('No central subsidy for private cars.')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Savings Calculator' })).toHaveAttribute('href', '/calculator');
    // Check Your Benefits goes to the chosen state's row of the incentives page, with all its benefits.
    await section.getByRole('link', { name: 'Check Your Benefits' }).click();
    await expect(page).toHaveURL('/ev-incentives#state-delhi');
    const row = page.getByRole('row', { name: /^Delhi/ });
    // Scrolled to, and not under the sticky header.
    await expect(row).toBeInViewport();
    const header = (await page.locator('.site-header').boundingBox())!;
    expect((await row.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await expect(row).toContainText('Registration fee waived');
  });

  test('loans and insurance are tabs, loans first', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'FinanceTabs');
    const tabs = page.getByRole('tablist', { name: 'EV loans and insurance' });
    await expect(tabs.getByRole('tab', { name: 'EV Loans' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'EV Loans' })).toContainText('State Bank of India');
    await tabs.getByRole('tab', { name: 'EV Insurance' }).click();
    await expect(page.getByRole('tabpanel', { name: 'EV Insurance' })).toContainText('₹20,000 to ₹25,000');
    await expect(page.getByRole('tabpanel', { name: 'EV Loans' })).toBeHidden();
  });
});

test.describe('launch reminders and updates', () => {
  test('Notify Me gives the calendar reminder, says so, and the car stays watched after a reload', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'Toaster');
    await hydrated(page, 'UpcomingLaunches');
    const section = page.locator('#upcoming');
    const first = section.getByRole('link', { name: /^Notify me: calendar reminder for the / }).first();
    const name = (await first.getAttribute('aria-label'))!.replace(/^Notify me: calendar reminder for the (.*) launch$/, '$1');
    const [download] = await Promise.all([page.waitForEvent('download'), first.click()]);
    const ics = await downloadedCalendar(download);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`SUMMARY:${name}: launch expected this month`);
    // The month the card shows is the month of the reminder.
    const month = (await section.locator('.upcoming-card').first().textContent())!.match(/expected (\w+ \d{4})/)![1]!;
    await expect(page.getByRole('status').filter({ hasText: `Watching the ${name}` })).toContainText(
      `Open the downloaded file to put its ${month} reminder in your calendar.`,
    );
    await expect(page.getByRole('status').filter({ hasText: `Watching the ${name}` })).toContainText('Nothing was sent');
    await expect(section.getByRole('link', { name: `Watching the ${name}: download its reminder again` })).toHaveAttribute(
      'href',
      /\.ics$/,
    );
    await page.reload();
    await hydrated(page, 'UpcomingLaunches');
    await expect(page.getByRole('link', { name: `Watching the ${name}: download its reminder again` })).toHaveAttribute('href', /\.ics$/);
  });

  test('every launch is one calendar file away: one event for each car the upcoming page lists', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('#upcoming').getByRole('link', { name: 'All expected launches in your calendar (.ics)' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const summaries = (await downloadedCalendar(download)).match(/^SUMMARY:.*$/gm)!;
    await page.goto('/upcoming');
    const names = await page.locator('.upcoming-card h2').allTextContents();
    expect(summaries.sort()).toEqual(names.map((name) => `SUMMARY:${name}: launch expected this month`).sort());
  });

  test('the updates box says Copying... while it copies the feed address, then what happened', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'Newsletter');
    const form = page.locator('.newsletter-form');
    await expect(form.getByText('https://evguide.in/feed.xml', { exact: true })).toBeVisible();
    await expect(form.getByRole('link', { name: 'Open the feed (Atom)' })).toHaveAttribute('href', '/feed.xml');
    // A clipboard that takes a moment, then one that refuses.
    await page.evaluate(() => {
      const copied: string[] = [];
      Object.assign(window, { copied });
      navigator.clipboard.writeText = (value: string) =>
        new Promise((done, fail) => setTimeout(() => (copied.push(value) === 1 ? done() : fail(new Error('denied'))), 400));
    });
    await form.getByRole('button', { name: 'Copy feed address' }).click();
    await expect(form.getByRole('button', { name: 'Copying...' })).toBeDisabled();
    await expect(form.getByRole('status')).toHaveText('Copied. Paste it into a feed reader app to get each new article. Nothing was sent.');
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual(['https://evguide.in/feed.xml']);
    await form.getByRole('button', { name: 'Copy feed address' }).click();
    await expect(form.getByRole('status')).toHaveText('This browser would not copy it: select the address above and copy it yourself.');
    await expect(form.getByRole('button', { name: 'Copy feed address' })).toBeEnabled();
  });
});
