import { expect, hydrated, test } from './fixtures.ts';

test.describe('island hydration', () => {
  test('an island below the fold loads its script only when it scrolls into view', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested.some((path) => path.includes('/island-Newsletter.'))).toBe(false);
    await expect(page.locator('[data-island="Newsletter"][data-hydrated]')).toHaveCount(0);

    await hydrated(page, 'Newsletter');
    expect(requested.some((path) => path.includes('/island-Newsletter.'))).toBe(true);
  });

  test('the server HTML is complete before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/cars');
    await expect(page.getByText('Showing 12 of 19 electric cars')).toBeVisible();
    await page.goto('/calculator');
    await expect(page.getByText('₹4,90,833')).toBeVisible();
    await context.close();
  });
});
