import { expect, hydrated, test } from './fixtures.ts';

// The car page's cost of ownership follows the visitor's state and daily distance; range and charging sit beside it.

test.describe('the cost of ownership on a car page', () => {
  test('starts at Maharashtra and 50 km a day, and follows the state and distance the visitor picks', async ({ page }) => {
    // The Creative 45, the Nexon EV's cheapest variant on the 45 kWh pack: its own page, its own figures.
    await page.goto('/cars/tata-nexon-ev/creative-45');
    const section = page.getByRole('region', { name: 'What it costs to own' });
    await expect(section).toContainText('Over 5 years in Maharashtra at 50 km a day, the Tata Nexon EV costs ₹18.54 lakh');
    await hydrated(page, 'OwnershipCost');

    await section.getByLabel('Your state').selectOption({ label: 'Delhi' });
    await expect(section).toContainText('Over 5 years in Delhi at 50 km a day');
    const table = section.getByRole('region', { name: 'Cost of ownership table' });
    await expect(table.getByRole('row', { name: /Road tax/ })).toContainText('(0% EV, 10% petrol)');

    const distance = section.getByRole('slider', { name: 'Daily distance' });
    await distance.focus();
    await page.keyboard.press('ArrowRight');
    await expect(section).toContainText('Over 5 years in Delhi at 55 km a day');
    await expect(table.getByRole('row', { name: /Electricity or petrol/ })).toContainText('(20,075 km)');
    // The chart is redrawn with the figures: its description names the new totals.
    await expect(section.getByRole('img', { name: /Cost of owning over 8 years/ })).toBeVisible();
  });

  test('follows the share charged at home, naming the home tariff and the public price it uses', async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev/creative-45');
    const section = page.getByRole('region', { name: 'What it costs to own' });
    await hydrated(page, 'OwnershipCost');
    const table = section.getByRole('region', { name: 'Cost of ownership table' });
    const energy = table.getByRole('row', { name: /Electricity or petrol/ });
    // 2,500 kWh a year from the wall at Maharashtra's ₹14.8: ₹37,000.
    await expect(energy).toContainText('₹37,000');
    const home = section.getByRole('slider', { name: 'Charged at home' });
    await home.focus();
    await page.keyboard.press('Home');
    await expect(home).toHaveValue('0');
    // Every kWh at a public fast charger: 2,500 x ₹24 = ₹60,000.
    await expect(energy).toContainText('₹60,000');
    await expect(section).toContainText('Over 5 years in Maharashtra at 50 km a day, 0% charged at home, the Tata Nexon EV');
    for (let step = 0; step < 7; step++) await page.keyboard.press('ArrowRight');
    await expect(home).toHaveValue('70');
    // 0.7 x ₹14.8 + 0.3 x ₹24 = ₹17.56 a kWh; 2,500 x ₹17.56 = ₹43,900.
    await expect(energy).toContainText('₹43,900');
    await section.getByText('How this is worked out').click();
    await expect(section).toContainText('at an average of ₹17.56 a kWh, 70% charged at home and 30% at public fast chargers');
    await expect(section).toContainText("At home ₹14.8 a kWh, Maharashtra's home tariff");
    await expect(section).toContainText('at a public fast charger ₹24 a kWh, GST included: Verified on 1 August 2025');
  });

  test("gives both cars' CO2 a year on one boundary, well to wheel, and says how it is counted", async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev/creative-45');
    const section = page.getByRole('region', { name: 'What it costs to own' });
    await hydrated(page, 'OwnershipCost');
    // 2,500 kWh from the wall x 0.727 kg / (1 - 20% lost) = 2,272 kg; 1,072.9 litres x (2.35 + 0.6 kg) = 3,165 kg.
    const co2 = section.getByRole('region', { name: 'Cost of ownership table' }).getByRole('row', { name: /CO₂ a year/ });
    await expect(co2).toContainText('2,272 kg');
    await expect(co2).toContainText('3,165 kg');
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
