import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures.ts';
import { pageKinds } from './page-kinds.ts';

// Runs in the no-js and no-js-mobile projects (playwright.config.ts), which block JavaScript entirely: every page
// shows its content and reaches the site's sections at both widths, through the desktop header or the phone's menu,
// which is a <details>. What each tool says without script is in no-js.spec.ts.

/** Every kind of page, and the ones whose content depends most on script. */
const routes = [
  ...pageKinds.map(([name, path]) => ({ name, path })),
  { name: 'a brand page', path: '/brands/tata' },
  { name: 'another blog post', path: '/blog/tata-nexon-ev-vs-mg-zs-ev-2025' },
  { name: 'the glossary at a letter', path: '/ev-glossary?letter=B' },
  { name: 'a search for x', path: '/search?q=x' },
  { name: 'the finder', path: '/find' },
  { name: 'compare, with no cars', path: '/compare' },
];

/** A control no script works: an enabled button, box or select outside a GET form (whose submit the server answers). */
const deadControls = (page: Page) =>
  page.locator('main :is(button, input, select, textarea):not(:disabled, form[method="get"] *):visible, main [role="button"]:visible');

test.describe('every page without JavaScript', () => {
  for (const { name, path } of routes) {
    test(`the ${name} (${path}) shows its heading and content, reaches the site's sections and offers no dead control`, async ({
      page,
      viewport,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
      await expect(page.getByRole('main').getByRole('paragraph').first()).toBeVisible();
      await expect(deadControls(page)).toHaveCount(0);

      if (isPhone(viewport?.width)) {
        // The menu is a <details>: it opens without script, and its links are there to follow.
        const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
        await expect(menu).toBeHidden();
        await page.getByLabel('Menu').click();
        await expect(menu.getByRole('link', { name: 'Electric Cars' })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Calculator' })).toBeVisible();
      } else {
        const nav = page.getByRole('navigation', { name: 'Main', exact: true });
        await expect(nav.getByRole('link', { name: 'Electric Cars' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/search');
    });
  }

  test('the header links lead to their pages', async ({ page, viewport }) => {
    await page.goto('/');
    if (isPhone(viewport?.width)) await page.getByLabel('Menu').click();
    const nav = page.getByRole('navigation', { name: isPhone(viewport?.width) ? 'Main (mobile)' : 'Main', exact: true });
    await nav.getByRole('link', { name: 'Upcoming' }).click();
    await expect(page).toHaveURL('/upcoming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Electric Cars India 2025-2026');
  });
});
