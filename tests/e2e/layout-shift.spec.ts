import { expect, test } from './fixtures.ts';
import { recordShifts, shiftsSeen } from './page-checks.ts';

// Layout shifts in the states that move content late: results that arrive after the reader scrolled. Every kind of
// page as it loads, is scrolled through and hydrates is checked by tests/e2e/page-visit.spec.ts.

test('a filtered directory moves nothing in view when its results arrive after the reader has scrolled down', async ({ page }) => {
  await recordShifts(page);
  // The full list of cars arrives late, as on a slow connection.
  await page.route('**/data/cars.json', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.goto('/cars?brand=tata');
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('Loading every car...');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(status).toHaveText('Showing 5 of 19 electric cars');
  expect(await shiftsSeen(page), 'what moved').toEqual([]);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
