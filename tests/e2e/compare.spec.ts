import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, hydrated, test } from './fixtures.ts';

/** A variant as a fixture car's file lists it; what it leaves out is the car's own figure. */
interface FixtureVariant {
  name: string;
  lakh: number;
  batteryKwh?: number;
  claimedKm?: number | null;
}

/** A car of the fixture site, as its YAML file says it. */
const fixtureCar = (id: string) =>
  parse(readFileSync(`tests/fixtures/site/data/cars/${id}.yaml`, 'utf8')) as {
    variants: FixtureVariant[];
    battery: { capacityKwh: number };
    range: { claimedKm: number };
  };

/** The cell of a comparison row, found by its row header, in the column at `column`. */
const cellOf = (page: Page, row: string, column: number) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell')
    .nth(column);

/** A price as the site writes one: ₹13.99 Lakh. */
const lakh = (value: number) => `₹${value.toFixed(2)} Lakh`;

test.describe('compare', () => {
  test('adds cars from the directory to a tray of at most three, then compares them', async ({ page }) => {
    await page.goto('/cars?brand=tata');
    await hydrated(page, 'CarDirectory');
    for (const name of ['Tata Nexon EV', 'Tata Punch EV', 'Tata Tiago EV']) {
      await page.getByRole('button', { name: `Add ${name} to comparison` }).click();
    }
    const tray = page.getByRole('complementary', { name: 'Cars to compare' });
    await expect(tray).toContainText('3 of 3 cars');
    await page.getByRole('button', { name: 'Add Tata Harrier EV to comparison' }).click();
    await expect(page.getByRole('alert')).toHaveText('You can compare up to 3 cars. Remove one from the tray first.');
    await expect(tray).toContainText('3 of 3 cars');

    // On a phone the tray is one line, and its names (with their remove buttons) are behind a disclosure.
    const names = tray.getByRole('button', { name: '3 cars' });
    if (await names.isVisible()) {
      await names.click();
      await expect(names).toHaveAttribute('aria-expanded', 'true');
    }
    await tray.getByRole('button', { name: 'Remove Tata Tiago EV from comparison' }).click();
    await expect(tray).toContainText('2 of 3 cars');
    await tray.getByRole('link', { name: 'Compare now' }).click();
    await expect(page).toHaveURL('/compare?cars=tata-nexon-ev,tata-punch-ev');
    const table = page.getByRole('table');
    // Each column is one variant, the car's cheapest until another is chosen, and says which.
    await expect(table.getByRole('columnheader')).toHaveText([/^Tata Nexon EV/, /^Tata Punch EV/]);
    await expect(table.getByRole('combobox', { name: 'Variant of Tata Nexon EV' })).toHaveValue('creative-plus-mr');
  });

  test('reproduces a comparison from the URL alone and marks the better value of each row', async ({ page }) => {
    await page.goto('/compare?cars=mg-comet-ev,kia-ev6');
    await hydrated(page, 'CarCompare');
    const range = page.getByRole('row', { name: /^Claimed range/ });
    await expect(range.getByRole('cell').nth(1)).toContainText('663 km');
    await expect(range.getByRole('cell').nth(1)).toContainText('Best');
    await expect(range.getByRole('cell').nth(0)).not.toContainText('Best');
    const price = page.getByRole('row', { name: /^Ex-showroom price/ });
    await expect(price.getByRole('cell').nth(0)).toContainText('Best');
    await expect(
      page
        .getByRole('row', { name: /^DC fast charging/ })
        .getByRole('cell')
        .nth(0),
    ).toHaveText('Not available');
    // The models' estimates, compared like the rest: real-world range (175 against 495 km) and electricity a km.
    const real = page.getByRole('row', { name: /^Real-world range/ });
    await expect(real.getByRole('cell').nth(1)).toContainText('495 km (our estimate, city)');
    await expect(real.getByRole('cell').nth(1)).toContainText('Best');
    const perKm = page.getByRole('row', { name: /^Electricity a km/ });
    // The Comet's 0.1098 kWh a km from the wall at the site's situation: 90% at Maharashtra's ₹14.8, 10% at ₹24.
    await expect(perKm.getByRole('cell').nth(0)).toContainText('₹1.73 (estimate)');
    await expect(perKm.getByRole('cell').nth(0)).toContainText('Best');
    // The costs are for one buyer's situation, and the rows say which.
    await expect(perKm.getByRole('rowheader')).toContainText('at ₹15.72 a kWh on average (the situation above)');
    await expect(
      page.getByText(/Prices and costs are estimates for Maharashtra, 40 km a day, 90% charged at ₹14.8 a kWh at home/),
    ).toBeVisible();
    await expect(
      page
        .getByRole('row', { name: /^On-road price/ })
        .getByRole('cell')
        .nth(0),
    ).toContainText('(estimate)');
    await expect(
      page
        .getByRole('row', { name: /^Cost of owning/ })
        .getByRole('cell')
        .nth(0),
    ).toContainText('over 5 years (estimate)');
    // With no home charger, every figure follows: the Comet cannot fast-charge, but it is charged at ₹24 a kWh.
    await page.getByText('Prices and costs are estimates for').click();
    const home = page.getByRole('slider', { name: 'Charged at home' });
    await home.focus();
    await page.keyboard.press('Home');
    await expect(perKm.getByRole('cell').nth(0)).toContainText('₹2.64 (estimate)');
    await expect(
      page
        .getByRole('row', { name: /^DC 10-80%/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('18 min (our estimate)');
  });

  test('shows the variant chosen in a column, every figure its own, in a URL that reproduces it', async ({ page }) => {
    const nexon = fixtureCar('tata-nexon-ev');
    const [cheapest, , bigPack] = nexon.variants as [FixtureVariant, FixtureVariant, FixtureVariant];
    const battery = (variant: FixtureVariant) => `${variant.batteryKwh ?? nexon.battery.capacityKwh} kWh`;
    const range = (variant: FixtureVariant) => `${variant.claimedKm ?? nexon.range.claimedKm} km`;
    await page.goto('/compare?cars=tata-nexon-ev,tata-tiago-ev');
    await hydrated(page, 'CarCompare');
    const variant = page.getByRole('combobox', { name: 'Variant of Tata Nexon EV' });
    // Every variant is listed with its price; the cheapest is shown first.
    await expect(variant.getByRole('option')).toHaveText(nexon.variants.map((item) => `${item.name} – ${lakh(item.lakh)}`));
    await expect(variant).toHaveValue('creative-plus-mr');
    await expect(cellOf(page, 'Ex-showroom price', 0)).toHaveText(new RegExp(`^${lakh(cheapest.lakh)}, price of `));
    await expect(cellOf(page, 'Battery', 0)).toContainText(battery(cheapest));
    await expect(cellOf(page, 'Claimed range', 0)).toContainText(range(cheapest));
    const realWorld = await cellOf(page, 'Real-world range', 0).textContent();

    await variant.selectOption({ label: `${bigPack.name} – ${lakh(bigPack.lakh)}` });
    await expect(page).toHaveURL('/compare?cars=tata-nexon-ev:creative-45,tata-tiago-ev');
    await expect(cellOf(page, 'Ex-showroom price', 0)).toHaveText(new RegExp(`^${lakh(bigPack.lakh)}, price of `));
    await expect(cellOf(page, 'Battery', 0)).toContainText(battery(bigPack));
    await expect(cellOf(page, 'Claimed range', 0)).toContainText(range(bigPack));
    await expect(cellOf(page, 'Real-world range', 0)).not.toHaveText(realWorld ?? '');
    // The other column keeps its cheapest variant.
    await expect(page.getByRole('combobox', { name: 'Variant of Tata Tiago EV' })).toHaveValue('xe-mr');

    // Best is worked out again across the columns: the Tiago's long-range pack has a DC time to rank against.
    await expect(cellOf(page, 'DC 10-80%', 0)).not.toContainText('Best');
    await page.getByRole('combobox', { name: 'Variant of Tata Tiago EV' }).selectOption('xt-lr');
    await expect(page).toHaveURL('/compare?cars=tata-nexon-ev:creative-45,tata-tiago-ev:xt-lr');
    await expect(cellOf(page, 'DC 10-80%', 0)).toContainText('Best');

    // The URL alone reproduces the comparison, and Back steps through the choices.
    await page.reload();
    await hydrated(page, 'CarCompare');
    await expect(variant).toHaveValue('creative-45');
    await expect(cellOf(page, 'Ex-showroom price', 0)).toHaveText(new RegExp(`^${lakh(bigPack.lakh)}, price of `));
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/compare?cars=tata-nexon-ev,tata-tiago-ev');
    await expect(variant).toHaveValue('creative-plus-mr');
    await expect(cellOf(page, 'Ex-showroom price', 0)).toHaveText(new RegExp(`^${lakh(cheapest.lakh)}, price of `));
  });

  test('shows the cheapest variant for a variant the car does not have, and drops it from the URL', async ({ page }) => {
    await page.goto('/compare?cars=tata-nexon-ev:no-such-variant,tata-tiago-ev');
    await hydrated(page, 'CarCompare');
    await expect(page.getByRole('combobox', { name: 'Variant of Tata Nexon EV' })).toHaveValue('creative-plus-mr');
    await expect(page).toHaveURL('/compare?cars=tata-nexon-ev,tata-tiago-ev');
  });

  test("adds a car from a brand page's Compare link, which needs no JavaScript there", async ({ page }) => {
    await page.goto('/brands/kia');
    await page.getByRole('link', { name: 'Compare the Kia EV6' }).click();
    await expect(page).toHaveURL('/compare?cars=kia-ev6');
    await expect(page.getByRole('main').getByRole('link', { name: 'Kia EV6' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Add a car' }).selectOption('byd-atto-3');
    await expect(page).toHaveURL('/compare?cars=kia-ev6,byd-atto-3');
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Kia EV6', /^BYD Atto 3/]);
    await page.goBack();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Kia EV6']);
    await expect(page.getByText('Add at least one more car to see which is better on each row.')).toBeVisible();
  });

  test('adds a car from its own page', async ({ page }) => {
    await page.goto('/cars/hyundai-creta-electric');
    await hydrated(page, 'CompareButton');
    await page.getByRole('button', { name: 'Add Hyundai Creta Electric to comparison' }).click();
    await expect(page.getByRole('button', { name: 'Remove Hyundai Creta Electric from comparison', pressed: true })).toHaveText('Added');
    await expect(page.getByRole('complementary', { name: 'Cars to compare' })).toContainText('Add one more car to compare');
  });

  test('compares the variant whose page a car was added from', async ({ page }) => {
    await page.goto('/cars/tata-tiago-ev');
    await hydrated(page, 'CompareButton');
    await page.getByRole('button', { name: 'Add Tata Tiago EV to comparison' }).click();
    await page.goto('/cars/tata-nexon-ev/creative-45');
    await hydrated(page, 'CompareButton');
    await page.getByRole('button', { name: 'Add Tata Nexon EV to comparison' }).click();
    await page.getByRole('complementary', { name: 'Cars to compare' }).getByRole('link', { name: 'Compare now' }).click();
    await expect(page).toHaveURL('/compare?cars=tata-tiago-ev,tata-nexon-ev:creative-45');
    await expect(page.getByRole('combobox', { name: 'Variant of Tata Nexon EV' })).toHaveValue('creative-45');
  });

  test("offers to switch the tray to this page's variant when another variant of the car was added", async ({ page }) => {
    await page.goto('/cars/tata-tiago-ev');
    await hydrated(page, 'CompareButton');
    await page.getByRole('button', { name: 'Add Tata Tiago EV to comparison' }).click();
    await page.goto('/cars/tata-nexon-ev');
    await hydrated(page, 'CompareButton');
    await page.getByRole('button', { name: 'Add Tata Nexon EV to comparison' }).click();
    await page.goto('/cars/tata-nexon-ev/creative-45');
    await hydrated(page, 'CompareButton');
    const switchTo = page.getByRole('button', { name: 'Compare this variant of the Tata Nexon EV instead of the one added' });
    await expect(switchTo).toHaveText('Compare this variant');
    await switchTo.click();
    await expect(page.getByRole('button', { name: 'Remove Tata Nexon EV from comparison', pressed: true })).toHaveText('Added');
    await page.getByRole('complementary', { name: 'Cars to compare' }).getByRole('link', { name: 'Compare now' }).click();
    await expect(page).toHaveURL('/compare?cars=tata-tiago-ev,tata-nexon-ev:creative-45');
  });

  test('invites a choice when nothing is chosen', async ({ page }) => {
    await page.goto('/compare');
    await hydrated(page, 'CarCompare');
    await expect(page.getByRole('heading', { name: 'Choose up to 3 cars to compare' })).toBeVisible();
  });
});
