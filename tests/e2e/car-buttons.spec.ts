import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, hydrated, test } from './fixtures.ts';

/** The petrol car a fixture car's page compares it with, as its YAML file says it. */
const petrolAlternative = (id: string) =>
  (parse(readFileSync(`tests/fixtures/site/data/cars/${id}.yaml`, 'utf8')) as { petrolAlternative: { name: string; mileageKmpl: number } })
    .petrolAlternative;

/** The savings calculator's monthly figure: the value beside its "Monthly savings" term. */
const monthly = (page: Page) =>
  page
    .locator('.calculator__results div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Monthly savings$/ }) })
    .getByRole('definition');

/** Follows a car page's Calculate Savings and waits for the calculator to take the car from the address. */
async function calculateFrom(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('link', { name: 'Calculate Savings' }).click();
  await hydrated(page, 'SavingsCalculator');
}

test.describe("a car page's Calculate Savings", () => {
  test('sets the calculator to the car, its cheapest variant, and its petrol alternative', async ({ page }) => {
    const petrol = petrolAlternative('tata-nexon-ev');
    await calculateFrom(page, '/cars/tata-nexon-ev');
    await expect(page).toHaveURL('/calculator?car=tata-nexon-ev');
    const results = page.locator('.calculator__results');
    await expect(results.getByText('Figures for the Tata Nexon EV Creative+ MR (')).toBeVisible();
    await expect(results.getByText(`against the ${petrol.name} at ${petrol.mileageKmpl} km/l, its claimed mileage`)).toBeVisible();
    // The claim as it is (17.01), beside the slider and as its value for assistive technology.
    const mileage = page.getByRole('slider', { name: 'Petrol car mileage (km/L)' });
    await expect(mileage).toHaveAttribute('aria-valuetext', `${petrol.mileageKmpl} km/L`);
    await expect(monthly(page)).not.toHaveText('₹8,181');
  });

  test('on a variant page, sets it to that variant', async ({ page }) => {
    const petrol = petrolAlternative('tata-nexon-ev');
    await calculateFrom(page, '/cars/tata-nexon-ev/creative-45');
    await expect(page).toHaveURL('/calculator?car=tata-nexon-ev:creative-45');
    const results = page.locator('.calculator__results');
    await expect(results.getByText('Figures for the Tata Nexon EV Creative 45 (0.137 kWh a km from the wall)')).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Petrol car mileage (km/L)' })).toHaveAttribute(
      'aria-valuetext',
      `${petrol.mileageKmpl} km/L`,
    );
    // By hand, at the defaults (50 km a day, all at home at ₹8, petrol ₹100): 18,250 km a year; petrol
    // 18,250 / 17.01 × 100 = ₹1,07,290; electricity 18,250 × 0.137 × 8 = ₹20,002; fuel saved ₹87,288, plus
    // ₹13,000 of servicing = ₹1,00,288 a year, ₹8,357 a month (the generic 0.25 kWh EV against 15 km/l: ₹8,181).
    await expect(monthly(page)).toHaveText('₹8,357');
    await expect(results.getByText('₹1,07,290')).toBeVisible();
    await expect(results.getByText('₹20,002')).toBeVisible();
    await expect(page.getByText('the Tata Nexon EV Creative 45 would save you about ₹8,357 a month')).toBeVisible();
  });

  test('a moved mileage slider says the figures are no longer at the claim', async ({ page }) => {
    const petrol = petrolAlternative('tata-nexon-ev');
    await calculateFrom(page, '/cars/tata-nexon-ev/creative-45');
    const mileage = page.getByRole('slider', { name: 'Petrol car mileage (km/L)' });
    await expect(mileage).toHaveAttribute('aria-valuetext', `${petrol.mileageKmpl} km/L`);
    await mileage.focus();
    await page.keyboard.press('End');
    await expect(mileage).toHaveAttribute('aria-valuetext', '25 km/L');
    await expect(
      page
        .locator('.calculator__results')
        .getByText(`against a petrol car at 25 km/l (the ${petrol.name} claims ${petrol.mileageKmpl} km/l)`),
    ).toBeVisible();
  });

  test('without a car, or with one the site does not have, the calculator keeps its defaults', async ({ page }) => {
    await page.goto('/calculator?car=no-such-car');
    await hydrated(page, 'SavingsCalculator');
    await expect(page.getByRole('slider', { name: 'Petrol car mileage (km/L)' })).toHaveValue('15');
    await expect(monthly(page)).toHaveText('₹8,181');
    await expect(page.getByText('Figures for the')).toHaveCount(0);
  });
});
