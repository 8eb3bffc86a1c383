import { expect, hydrated, test } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const names = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
/** A select of the directory, by its visible label. */
const control = (page: Page, name: string) => page.getByRole('main').getByRole('combobox', { name, exact: true });

test.describe('directory filters', () => {
  test('reads brand and sort from the URL: only Tata cars, longest range first', async ({ page }) => {
    await page.goto('/cars?brand=tata&sort=range');
    await hydrated(page, 'CarDirectory');
    await expect(page.getByRole('status')).toHaveText('Showing 5 of 19 electric cars');
    await expect.poll(() => names(page)).toEqual(['Tata Harrier EV', 'Tata Curvv EV', 'Tata Nexon EV', 'Tata Punch EV', 'Tata Tiago EV']);
    await expect(control(page, 'Brand')).toHaveValue('tata');
    await expect(control(page, 'Sort by')).toHaveValue('range');
  });

  test('sorts by what it costs to run and by real-world range, and shows both on each card', async ({ page }) => {
    await page.goto('/cars?brand=tata');
    await hydrated(page, 'CarDirectory');
    await control(page, 'Sort by').selectOption({ label: 'Cheapest per km' });
    await expect(page).toHaveURL('/cars?brand=tata&sort=cost-per-km');
    await expect.poll(() => names(page)).toEqual(['Tata Tiago EV', 'Tata Punch EV', 'Tata Nexon EV', 'Tata Curvv EV', 'Tata Harrier EV']);
    const nexon = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Tata Nexon EV' }) });
    // A card's figures span its variants, as its price does: the 30 kWh Creative+ MR to the 45 kWh variants.
    await expect(nexon).toContainText('Range275-489 km claimed');
    await expect(nexon).toContainText('Real-world (est.)205-365 km');
    // Its cost a km is for the site's situation: 90% at Maharashtra's ₹14.8 a kWh and 10% at ₹24, so ₹15.72 a kWh.
    await expect(nexon).toContainText('Per km (est.)₹2.15-₹2.56');
    await expect(page.getByText(/costs a km are estimates for Maharashtra, 40 km a day/)).toBeVisible();
    // A buyer with no home charger: every card's cost follows (all at ₹24 a kWh at public fast chargers).
    await page.getByText('Change', { exact: true }).click();
    const home = page.getByRole('slider', { name: 'Charged at home' });
    await home.focus();
    await page.keyboard.press('Home');
    await expect(home).toHaveAttribute('aria-valuetext', 'No home charger');
    await expect(nexon).toContainText('Per km (est.)₹3.29-₹3.90');
    await expect(page.getByText(/costs a km are estimates for Maharashtra, 40 km a day, no home charger/)).toBeVisible();
    await page.keyboard.press('End');
    await control(page, 'Sort by').selectOption({ label: 'Real-World Range' });
    await expect.poll(() => names(page)).toEqual(['Tata Harrier EV', 'Tata Curvv EV', 'Tata Nexon EV', 'Tata Punch EV', 'Tata Tiago EV']);
  });

  test('writes every change to the URL, and the back button steps back through them', async ({ page }) => {
    await page.goto('/cars');
    await hydrated(page, 'CarDirectory');
    await control(page, 'Brand').selectOption('tata');
    await expect(page).toHaveURL('/cars?brand=tata');
    await control(page, 'Ex-showroom').selectOption('10-20');
    await expect(page).toHaveURL('/cars?price=10-20&brand=tata');
    // A car is in a price band when one of its variants is: the Tiago's long-range versions and the Curvv's cheapest too.
    await expect(page.getByRole('status')).toHaveText('Showing 4 of 19 electric cars');
    await page.goBack();
    await expect(page).toHaveURL('/cars?brand=tata');
    await expect(page.getByRole('status')).toHaveText('Showing 5 of 19 electric cars');
    await expect(control(page, 'Ex-showroom')).toHaveValue('');
    await page.goBack();
    // Unfiltered, the first of the directory's pages (12 cars each).
    await expect(page.getByRole('status')).toHaveText('Showing 12 of 19 electric cars');
  });

  test("takes the home page's search (the SearchAction target) and searches name or brand as you type", async ({ page }) => {
    await page.goto('/cars?search=mahindra');
    await hydrated(page, 'CarDirectory');
    await expect(page.getByRole('status')).toHaveText('Showing 3 of 19 electric cars');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveValue('mahindra');
    await search.fill('EV6');
    await expect(page).toHaveURL('/cars?search=EV6');
    await expect.poll(() => names(page)).toEqual(['Kia EV6']);
  });

  test('filters by body type, range and fast charging in the Advanced Filters panel', async ({ page }) => {
    await page.goto('/cars');
    await hydrated(page, 'CarDirectory');
    const advanced = page.getByRole('button', { name: /Advanced Filters/ });
    await expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await advanced.click();
    await control(page, 'Body type').selectOption('Hatchback');
    // A filter over more than one page fetches the whole index first: wait for its results.
    await expect.poll(async () => (await names(page)).sort()).toEqual(['Citroen eC3', 'Tata Tiago EV']);
    // No choice leads to an empty list unannounced: each says how many cars it shows.
    await expect(control(page, 'Claimed range').getByRole('option', { name: '200 - 400 km (2)' })).toBeAttached();
    await control(page, 'Claimed range').selectOption('under-200');
    await expect(control(page, 'Claimed range')).toContainText('Under 200 km (0)');
    await expect(page.getByRole('heading', { name: 'No cars found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters to see more results.')).toBeVisible();
    await expect(advanced).toHaveText('Advanced Filters (2)');
    await control(page, 'Claimed range').selectOption('');
    await control(page, 'Body type').selectOption('Micro');
    await expect(control(page, 'Charging').getByRole('option', { name: 'DC Fast Charging (0)' })).toBeAttached();
    await control(page, 'Charging').selectOption('dc');
    await expect(page.getByRole('status')).toHaveText('Showing 0 of 19 electric cars');
    await expect(page).toHaveURL('/cars?body=Micro&charging=dc');
  });

  test('filters by real-world range and running cost per km, read from and written to the URL', async ({ page }) => {
    await page.goto('/cars?real-range=300&sort=cost-per-km');
    await hydrated(page, 'CarDirectory');
    // A buyer who charges all at home at ₹8 a kWh, from their bill.
    await page.getByText('Change', { exact: true }).click();
    const home = page.getByRole('slider', { name: 'Charged at home' });
    await home.focus();
    await page.keyboard.press('End');
    await page.getByLabel('Home tariff').selectOption({ label: 'My own rate' });
    await page.getByLabel('My home rate, ₹ a kWh').fill('8');
    await page.getByText(/^On-road prices are estimates for/).click();
    await expect(page.getByRole('button', { name: 'Advanced Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(control(page, 'Real-world range')).toHaveValue('300');
    await expect(page.getByRole('status')).toHaveText('Showing 12 of 16 matching cars (19 in all)');
    await control(page, 'Running cost').selectOption('1.25');
    await expect(page).toHaveURL('/cars?real-range=300&per-km=1.25&sort=cost-per-km');
    await expect
      .poll(() => names(page))
      .toEqual(['Tata Punch EV', 'Hyundai Kona Electric', 'Mahindra XUV400 EV', 'Tata Nexon EV', 'Tata Curvv EV']);
    await control(page, 'Real-world range').selectOption('400');
    await expect.poll(() => names(page)).toEqual(['Tata Curvv EV']);
    await expect(page).toHaveURL('/cars?real-range=400&per-km=1.25&sort=cost-per-km');
    await page.goBack();
    await expect(page.getByRole('status')).toHaveText('Showing 5 of 19 electric cars');
  });

  test('filters by DC charging time, read from and written to the URL', async ({ page }) => {
    await page.goto('/cars?brand=tata&charging=dc-45');
    await hydrated(page, 'CarDirectory');
    await expect(page.getByRole('status')).toHaveText('Showing 2 of 19 electric cars');
    await expect(control(page, 'Charging')).toHaveValue('dc-45');
    await control(page, 'Charging').selectOption('dc-60');
    await expect(page).toHaveURL('/cars?brand=tata&charging=dc-60');
    await expect(page.getByRole('status')).toHaveText('Showing 5 of 19 electric cars');
  });

  test('Clear All Filters resets every filter and the sort', async ({ page }) => {
    await page.goto(
      '/cars?search=zzz&price=under-10&on-road=8&brand=kia&body=SUV&range=600-plus&real-range=400&per-km=1&charging=dc&sort=rating',
    );
    await hydrated(page, 'CarDirectory');
    await expect(page.getByRole('button', { name: /Advanced Filters/ })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL('/cars');
    await expect(page.getByRole('status')).toHaveText('Showing 12 of 19 electric cars');
    for (const label of [
      'Ex-showroom',
      'On-road budget',
      'Brand',
      'Sort by',
      'Body type',
      'Claimed range',
      'Real-world range',
      'Running cost',
      'Charging',
    ]) {
      await expect(control(page, label)).toHaveValue('');
    }
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  test('sorts by price both ways', async ({ page }) => {
    await page.goto('/cars?sort=price-low');
    await hydrated(page, 'CarDirectory');
    await expect.poll(async () => (await names(page))[0]).toBe('MG Comet EV');
    await control(page, 'Sort by').selectOption('price-high');
    await expect.poll(async () => (await names(page))[0]).toBe('Kia EV6');
  });

  test('shows a sorted or filtered list a page at a time, and counts the cards it shows', async ({ page }) => {
    await page.goto('/cars');
    await hydrated(page, 'CarDirectory');
    const cards = page.getByRole('main').getByRole('article');
    await control(page, 'Sort by').selectOption({ label: 'Price: Low to High' });
    // The page's own first twelve already read "Showing 12 of 19": wait for the sorted list first.
    await expect.poll(async () => (await names(page))[0]).toBe('MG Comet EV');
    await expect(page.getByRole('status')).toHaveText('Showing 12 of 19 electric cars');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Show more (7 left)' }).click();
    await expect(page.getByRole('status')).toHaveText('Showing 19 of 19 electric cars');
    await expect(cards).toHaveCount(19);
    await expect(page.getByRole('button', { name: /Show more/ })).toHaveCount(0);

    await page.goto('/cars?real-range=300');
    await hydrated(page, 'CarDirectory');
    await expect(page.getByRole('status')).toHaveText('Showing 12 of 16 matching cars (19 in all)');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Show more (4 left)' }).click();
    await expect(page.getByRole('status')).toHaveText('Showing 16 of 19 electric cars');
    await expect(cards).toHaveCount(16);
  });

  test('a new order shows every card at once: the cards it moves do not fade in again', async ({ page }) => {
    await page.goto('/cars');
    await hydrated(page, 'CarDirectory');
    const cards = page.getByRole('main').getByRole('article');
    const styles = () =>
      cards.evaluateAll((all) => [
        ...new Set(all.map((card) => `${getComputedStyle(card).animationName} ${getComputedStyle(card).opacity}`)),
      ]);
    // The cards the page arrived with rise into view, and are still.
    await expect.poll(styles).toEqual(['rise 1']);
    await control(page, 'Sort by').selectOption({ label: 'Price: Low to High' });
    await expect.poll(async () => (await names(page))[0]).toBe('MG Comet EV');
    // A card React moved is a card put back into the document, which would start its animation again.
    expect(await styles()).toEqual(['none 1']);
  });

  test('with reduced motion, shows every card at once, with no delay before it appears', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/cars');
    const delays = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay));
    expect(new Set(delays)).toEqual(new Set(['0s']));
  });

  test('prices every card on the road in the chosen state, and budgets on-road through any variant', async ({ page }) => {
    await page.goto('/cars?brand=mg');
    await hydrated(page, 'CarDirectory');
    const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    // The site's state until the visitor picks one, said beside the count.
    await expect(control(page, 'On-road prices in')).toHaveValue('maharashtra');
    await expect(page.getByText('On-road prices are estimates for Maharashtra')).toBeVisible();
    // MG Windsor 38 kWh, ₹14 lakh: no road tax in Maharashtra, insurance ₹63,905, FASTag ₹300, TCS ₹14,000: ₹14,78,205, shown to the nearest thousand.
    await expect(card('MG Windsor EV')).toContainText('On-road from ₹14.78 Lakh in Maharashtra');
    await control(page, 'On-road budget').selectOption('15');
    // A budget names its state in the URL, so the link prices cars the same way for whoever opens it.
    await expect(page).toHaveURL('/cars?on-road=15&brand=mg&state=maharashtra');
    await expect.poll(() => names(page)).toEqual(['MG Windsor EV', 'MG Comet EV']);
    // Uttar Pradesh taxes an EV above ₹10 lakh at 10%: the Windsor is ₹16.18 lakh there, over the budget, and the
    // state's choice says so before it is made.
    await expect(control(page, 'On-road prices in').getByRole('option', { name: 'Uttar Pradesh (1)' })).toBeAttached();
    await control(page, 'On-road prices in').selectOption('uttar-pradesh');
    await expect(page).toHaveURL('/cars?on-road=15&brand=mg&state=uttar-pradesh');
    await expect.poll(() => names(page)).toEqual(['MG Comet EV']);
    await expect(card('MG Comet EV')).toContainText('in Uttar Pradesh');
    await expect(control(page, 'On-road budget').getByRole('option', { name: 'Up to ₹20 lakh on-road (2)' })).toBeAttached();
    // The choice is remembered on this device: a car page opens on the same state.
    await page.goto('/cars/mg-windsor-ev');
    await hydrated(page, 'OnRoadPrice');
    await expect(page.getByRole('combobox', { name: 'Your state' }).first()).toHaveValue('uttar-pradesh');
  });

  test('shows each choice with how many cars it leads to', async ({ page }) => {
    await page.goto('/cars');
    await hydrated(page, 'CarDirectory');
    await control(page, 'Brand').focus();
    await expect(control(page, 'Brand').getByRole('option', { name: 'Tata Motors (5)' })).toBeAttached();
    await expect(control(page, 'Brand').getByRole('option', { name: 'All Brands (19)' })).toBeAttached();
    await page.getByRole('button', { name: /Advanced Filters/ }).click();
    // No sedan is sold in the fixture: the choice says so before it is made.
    await expect(control(page, 'Body type').getByRole('option', { name: 'Sedan (0)' })).toBeAttached();
    await control(page, 'Brand').selectOption('tata');
    await expect(control(page, 'Body type').getByRole('option', { name: 'Hatchback (1)' })).toBeAttached();
  });
});
