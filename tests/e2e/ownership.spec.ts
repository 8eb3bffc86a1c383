import { expect, hydrated, test } from './fixtures.ts';

// The car page's cost of ownership follows the visitor's state and daily distance; range and charging sit beside it.

test.describe('the cost of ownership on a car page', () => {
  test("starts at the site's situation and follows the state and distance the visitor picks, on every part of the page", async ({
    page,
  }) => {
    // The Creative 45, the Nexon EV's cheapest variant on the 45 kWh pack: its own page, its own figures.
    await page.goto('/cars/tata-nexon-ev/creative-45');
    const section = page.getByRole('region', { name: 'What it costs to own' });
    await expect(section).toContainText(
      'Over 5 years in Maharashtra at 40 km a day, 90% charged at home, the Tata Nexon EV costs ₹18.26 lakh',
    );
    await hydrated(page, 'OwnershipCost');

    await section.getByLabel('Your state').selectOption({ label: 'Delhi' });
    await expect(section).toContainText('Over 5 years in Delhi at 40 km a day');
    // The headline's cost a km follows the same situation: one answer on the page.
    const perKm = page.locator('.car-hero__per-km');
    await perKm.scrollIntoViewIfNeeded();
    await expect(perKm).toContainText('for Delhi, 40 km a day');
    await section.scrollIntoViewIfNeeded();
    const table = section.getByRole('region', { name: 'Cost of ownership table' });
    await expect(table.getByRole('row', { name: /Road tax/ })).toContainText('(0% EV, 10% petrol)');

    const distance = section.getByRole('slider', { name: 'Daily distance' });
    await distance.focus();
    await page.keyboard.press('ArrowRight');
    await expect(section).toContainText('Over 5 years in Delhi at 45 km a day');
    await expect(table.getByRole('row', { name: /Electricity or petrol/ })).toContainText('(16,425 km)');
    await perKm.scrollIntoViewIfNeeded();
    await expect(perKm).toContainText('for Delhi, 45 km a day');
    // The chart is redrawn with the figures: its description names the new totals.
    await expect(section.getByRole('img', { name: /Cost of owning over 8 years/ })).toBeVisible();
  });

  test('follows the share charged at home, naming the home tariff and the public price it uses', async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev/creative-45');
    const section = page.getByRole('region', { name: 'What it costs to own' });
    await hydrated(page, 'OwnershipCost');
    const table = section.getByRole('region', { name: 'Cost of ownership table' });
    const energy = table.getByRole('row', { name: /Electricity or petrol/ });
    // 2,000 kWh a year from the wall, 90% at Maharashtra's ₹14.8 and 10% at ₹24 (₹15.72 a kWh): ₹31,440.
    await expect(energy).toContainText('₹31,440');
    const home = section.getByRole('slider', { name: 'Charged at home' });
    await home.focus();
    await page.keyboard.press('Home');
    await expect(home).toHaveValue('0');
    // Every kWh at a public fast charger: 2,000 x ₹24 = ₹48,000.
    await expect(energy).toContainText('₹48,000');
    await expect(section).toContainText('Over 5 years in Maharashtra at 40 km a day, with no home charger, the Tata Nexon EV');
    for (let step = 0; step < 7; step++) await page.keyboard.press('ArrowRight');
    await expect(home).toHaveValue('70');
    // 0.7 x ₹14.8 + 0.3 x ₹24 = ₹17.56 a kWh; 2,000 x ₹17.56 = ₹35,120.
    await expect(energy).toContainText('₹35,120');
    await section.getByText('How this is worked out').click();
    await expect(section).toContainText('at an average of ₹17.56 a kWh, 70% charged at home and 30% at public fast chargers');
    await expect(section).toContainText("At home ₹14.8 a kWh, Maharashtra's typical household tariff");
    // Maharashtra's tariff has slabs: a bill that reaches the 301-500 units slab pays ₹16.85 a kWh at home.
    await section.getByLabel('Home tariff').selectOption({ label: '₹16.85 (301-500 units)' });
    // 0.7 x ₹16.85 + 0.3 x ₹24 = ₹18.995 a kWh; 2,000 x ₹18.995 = ₹37,990.
    await expect(energy).toContainText('₹37,990');
    // A tariff of one's own, from the bill: the sum follows, and says whose rate it is.
    await section.getByLabel('Home tariff').selectOption({ label: 'My own rate' });
    await section.getByLabel('My home rate, ₹ a kWh').fill('8');
    // 0.7 x ₹8 + 0.3 x ₹24 = ₹12.80 a kWh; 2,000 x ₹12.80 = ₹25,600.
    await expect(energy).toContainText('₹25,600');
    await expect(section).toContainText('At home ₹8 a kWh, the rate you gave');
    await expect(section).toContainText('at a public fast charger ₹24 a kWh, GST included: Verified on 1 August 2025');
  });

  test("gives both cars' CO2 a year on one boundary, well to wheel, and says how it is counted", async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev/creative-45');
    const section = page.getByRole('region', { name: 'What it costs to own' });
    await hydrated(page, 'OwnershipCost');
    // At 40 km a day: 2,000 kWh from the wall x 0.727 kg / (1 - 20% lost) = 1,817.5, shown 1,817 kg (the product is a
    // hair under the half); 858.3 litres x (2.35 + 0.6 kg) = 2,532 kg.
    const co2 = section.getByRole('region', { name: 'Cost of ownership table' }).getByRole('row', { name: /CO₂ a year/ });
    await expect(co2).toContainText('1,817 kg');
    await expect(co2).toContainText('2,532 kg');
    const method = section.getByText('CO₂ counted well to wheel for both cars: 124 g a km electric, 173 g a km on petrol');
    await method.click();
    await expect(section.getByText(/Electric: the Tata Nexon EV draws 0\.137 kWh a km from the wall/)).toBeVisible();
  });

  test('shows the real-world range band and the charging table with its home advice', async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev/creative-45');
    const range = page.getByRole('region', { name: 'Range in real life' });
    await expect(range).toContainText('305-365 km');
    await range.getByText('How this is estimated').click();
    await expect(range).toContainText('Indian test cycles (MIDC, ARAI) are driven slowly');
    const charging = page.getByRole('region', { name: 'Charging', exact: true });
    await expect(charging.getByRole('row', { name: /7.2 kW AC/ })).toContainText('53 km an hour');
    await expect(charging.getByRole('row', { name: /10 to 80%/ })).toContainText('47 min on DC');
    await expect(charging).toContainText('Charging at home');
  });
});
