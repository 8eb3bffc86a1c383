import { expect, hydrated, test } from './fixtures.ts';

type Page = import('@playwright/test').Page;
/** A ranked car's entry, by the name its heading gives. */
const entry = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .filter({ hasText: 'on the road' });
/** The ranked cars, by the names their headings give. */
const ranked = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .getByRole('heading', { level: 3 });

test.describe('the finder', () => {
  test('answers the Bengaluru commuter: 60 km a day, no home charger, ₹15 lakh on the road', async ({ page }) => {
    await page.goto('/find?daily=60&trip=0&home=none&share=0&state=karnataka&budget=15&seats=4&priority=running-cost');
    await hydrated(page, 'Finder');
    await expect(page.getByRole('heading', { level: 2, name: /^5 cars fit/ })).toBeVisible();
    await expect(ranked(page).first()).toHaveText('1 Tata Tiago EV XT LR');
    const first = entry(page, 'Tata Tiago EV XT LR');
    await expect(first).toContainText('₹10.64 Lakh on the road (estimate, at its price of');
    await expect(first).toContainText('₹2.72 a km in electricity (estimate, at ₹24 a kWh on average)');
    const ruledOut = page.getByRole('region', { name: /^Ruled out/ });
    await expect(ruledOut).toContainText('13 over your on-road budget; 1 no DC fast charging, with no home charger');
  });

  test('answers the Delhi family by typing and choosing, writing each change to the URL, which reproduces it', async ({ page }) => {
    await page.goto('/find');
    await hydrated(page, 'Finder');
    await page.getByLabel('Longest regular trip, without charging').fill('280');
    await page.getByRole('combobox', { name: 'Home charging' }).selectOption({ label: '7.2 kW wall box' });
    await page.getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Delhi' });
    await page.getByLabel('On-road budget').fill('25');
    await page.getByRole('combobox', { name: 'Seats you need' }).selectOption({ label: '5 or more' });
    await page.getByRole('checkbox', { name: 'Safety' }).check();
    await page.getByRole('checkbox', { name: 'Most range to spare' }).check();
    await expect(page).toHaveURL(
      '/find?daily=40&trip=280&home=7.2&share=90&state=delhi&margin=10&budget=25&seats=5&priority=safety%2Crange-margin',
    );
    await expect(ranked(page).first()).toHaveText('1 Tata Curvv EV 55 kWh');
    // The Nexon's 305 km on the highway leaves 9% on 280 km: short of the 10% a trip must have to spare, by default.
    const ruledOut = page.getByRole('region', { name: /^Ruled out/ });
    await expect(ruledOut).toContainText('real highway range 305 km, short of your 280 km trip with 10% to spare (308 km)');
    await page.getByLabel('Range to spare on that trip').fill('5');
    const nexon = entry(page, 'Tata Nexon EV Creative 45');
    await expect(nexon).toContainText('Real highway range 305 km covers your 280 km trip with 9% to spare (you asked for 5%)');
    await page.getByLabel('Range to spare on that trip').fill('10');
    await expect(page).toHaveURL(/margin=10/);

    // The URL alone gives the same answer.
    await page.reload();
    await hydrated(page, 'Finder');
    await expect(ranked(page).first()).toHaveText('1 Tata Curvv EV 55 kWh');
    await expect(page.getByLabel('On-road budget')).toHaveValue('25');
    await expect(page.getByRole('checkbox', { name: 'Safety' })).toBeChecked();
  });

  test('answers the Pune retiree, and the keyboard reaches every input', async ({ page }) => {
    await page.goto('/find?daily=15&home=3.3&share=100&state=maharashtra&seats=4&priority=running-cost');
    await hydrated(page, 'Finder');
    await expect(ranked(page).first()).toHaveText('1 MG Comet EV');
    await expect(entry(page, 'MG Comet EV')).toContainText('₹1.63 a km in electricity (estimate, at ₹14.8 a kWh on average)');
    await expect(page.getByRole('region', { name: /^Ruled out/ })).toHaveCount(0);
    // Tab reaches every input in order, and typing in the number fields changes the answer.
    const order = [
      page.getByLabel('Longest regular trip, without charging'),
      page.getByLabel('Range to spare on that trip'),
      page.getByRole('combobox', { name: 'Home charging' }),
      page.getByLabel('Share of charging at home'),
      page.getByRole('combobox', { name: 'Your state' }),
      page.getByLabel('Home tariff'),
      page.getByLabel('Public fast charging'),
      page.getByLabel('On-road budget'),
      page.getByRole('combobox', { name: 'Seats you need' }),
      page.getByRole('checkbox', { name: 'Lowest running cost' }),
    ];
    await page.getByLabel('Daily distance').focus();
    for (const input of order) {
      await page.keyboard.press('Tab');
      await expect(input).toBeFocused();
    }
    // A budget typed with a decimal point, key by key: ₹8.5 lakh leaves the cars that cost less on the road.
    await page.getByLabel('On-road budget').pressSequentially('8.5');
    await expect(page).toHaveURL(/budget=8\.5/);
    await expect(ranked(page).first()).toHaveText('1 MG Comet EV');
    await expect(page.getByRole('region', { name: /^Ruled out/ })).toContainText('over your on-road budget');
  });

  test('starts in the state this device chose elsewhere, and remembers one chosen here', async ({ page }) => {
    await page.goto('/cars');
    await hydrated(page, 'CarDirectory');
    await page.getByRole('combobox', { name: 'On-road prices in' }).selectOption('karnataka');
    await page.goto('/find');
    await hydrated(page, 'Finder');
    const state = page.getByRole('combobox', { name: 'Your state' });
    await expect(state).toHaveValue('karnataka');
    await state.selectOption('delhi');
    await expect(page).toHaveURL(/state=delhi/);
    await page.goto('/cars');
    await hydrated(page, 'CarDirectory');
    await expect(page.getByRole('combobox', { name: 'On-road prices in' })).toHaveValue('delhi');
  });
});
