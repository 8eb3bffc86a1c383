import { expect, hydrated, isPhone, test } from './fixtures.ts';
import { axeViolations as violations } from './page-checks.ts';

// axe-core on pages in the states a visitor puts them in: dialogs, menus, tabs, filters, answers and errors open.
// Every kind of page as it loads is checked by tests/e2e/page-visit.spec.ts.

test.describe('axe-core finds no violations', () => {
  // axe walks the whole DOM; on two busy cores a long page can take over the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  test('with the search dialog open', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'HeroSearch');
    await page.getByRole('searchbox', { name: 'Search by car name or brand' }).click();
    await page.getByRole('dialog').getByRole('combobox').fill('tata');
    expect(await violations(page)).toEqual([]);
  });

  test('with the menus open', async ({ page, viewport }) => {
    await page.goto('/cars/kia-ev6');
    if (isPhone(viewport?.width)) {
      await page.getByLabel('Menu').click();
      await page.getByRole('navigation', { name: 'Main (mobile)' }).getByText('Brands').click();
    } else {
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByText('Brands', { exact: true }).click();
    }
    expect(await violations(page)).toEqual([]);
    if (!isPhone(viewport?.width)) {
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByText('Buying', { exact: true }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Compare', exact: true }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    }
  });

  test('with FAQ answers, glossary terms, a timeline and form errors open', async ({ page }) => {
    await page.goto('/blog');
    await page.locator('#faq details summary').first().click();
    expect(await violations(page)).toEqual([]);
    await page.goto('/ev-glossary?letter=B');
    await hydrated(page, 'GlossaryBrowser');
    await page.locator('details.term summary').filter({ visible: true }).first().click();
    expect(await violations(page)).toEqual([]);
    await page.goto('/upcoming');
    await hydrated(page, 'UpcomingBrowser');
    await page.getByText('View Details').first().click();
    expect(await violations(page)).toEqual([]);
    await page.goto('/contact');
    await hydrated(page, 'ContactForm');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await violations(page)).toEqual([]);
  });

  test('with another car tab, the advanced filters and toasts showing', async ({ page }) => {
    await page.goto('/cars/kia-ev6');
    await hydrated(page, 'CarTabs');
    await page.getByRole('tab', { name: 'Safety' }).click();
    expect(await violations(page)).toEqual([]);

    await page.goto('/cars');
    await hydrated(page, 'CarDirectory');
    await page.getByRole('button', { name: /Advanced Filters/ }).click();
    await page.getByRole('button', { name: 'Add Kia EV6 to comparison' }).click();
    expect(await violations(page)).toEqual([]);

    await page.goto('/');
    await hydrated(page, 'Toaster');
    await hydrated(page, 'UpcomingLaunches');
    await page
      .getByRole('link', { name: /^Notify me: calendar reminder for the / })
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Watching the' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Watching the .*: download its reminder again$/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
