import { expect, hydrated, test } from './fixtures.ts';

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

    await tray.getByRole('button', { name: 'Remove Tata Tiago EV from comparison' }).click();
    await expect(tray).toContainText('2 of 3 cars');
    await tray.getByRole('link', { name: 'Compare now' }).click();
    await expect(page).toHaveURL('/compare?cars=tata-nexon-ev,tata-punch-ev');
    const table = page.getByRole('table');
    // Each column is one variant, the car's cheapest, and says which.
    await expect(table.getByRole('columnheader')).toHaveText([
      'Tata Nexon EVCreative+ MR, its cheapest variant',
      /^Tata Punch EV.*, its cheapest variant$/,
    ]);
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
    await expect(perKm.getByRole('cell').nth(0)).toContainText('₹0.88 at home');
    await expect(perKm.getByRole('cell').nth(0)).toContainText('Best');
    await expect(
      page
        .getByRole('row', { name: /^DC 10-80%/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('18 min (our estimate)');
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

  test('invites a choice when nothing is chosen', async ({ page }) => {
    await page.goto('/compare');
    await hydrated(page, 'CarCompare');
    await expect(page.getByRole('heading', { name: 'Choose up to 3 cars to compare' })).toBeVisible();
  });
});
