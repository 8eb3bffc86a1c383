import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures.ts';
import { pageKinds } from './page-kinds.ts';

// Runs in the no-js and no-js-mobile projects (playwright.config.ts), which block JavaScript entirely: every page
// shows its content and reaches the site's sections, through the phone's menu (a <details>) or the desktop header.
// What a page shows is the same at both widths, so the phone, where most visitors are, opens each page in a test of
// its own; the desktop goes through them all in one, for its header. What each tool says without script is in
// no-js.spec.ts.

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

/** The page's heading and first paragraph show, and it offers no control that needs script. */
async function showsItsContent(page: Page, check = expect) {
  await check(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await check(page.getByRole('main').getByRole('paragraph').first()).toBeVisible();
  await check(deadControls(page)).toHaveCount(0);
  await check(page.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/search');
}

test.describe('every page without JavaScript, on a phone', () => {
  // Decided from the viewport alone, before a page is opened: the desktop goes through every page in one test below.
  test.skip(({ viewport }) => !isPhone(viewport?.width), 'on the phone only');
  for (const { name, path } of routes) {
    test(`the ${name} (${path}) shows its heading and content, reaches the site's sections and offers no dead control`, async ({
      page,
    }) => {
      await page.goto(path);
      await showsItsContent(page);
      // The menu is a <details>: it opens without script, and its links are there to follow.
      const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
      await expect(menu).toBeHidden();
      await page.getByLabel('Menu').click();
      await expect(menu.getByRole('link', { name: 'Electric Cars' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Calculator' })).toBeVisible();
    });
  }
});

test.describe('every page without JavaScript', () => {
  test('on a desktop, every page shows its content and the header its sections', async ({ page, viewport }) => {
    test.skip(isPhone(viewport?.width), 'the phone opens each page in a test of its own above');
    // Some 30 pages in one test: a second each, alone; several on two busy cores.
    test.setTimeout(120_000);
    // Soft: a page that fails does not hide the pages after it.
    const soft = expect.configure({ soft: true });
    for (const { path } of routes) {
      await page.goto(path);
      await test.step(path, async () => {
        await showsItsContent(page, soft);
        const nav = page.getByRole('navigation', { name: 'Main', exact: true });
        await soft(nav.getByRole('link', { name: 'Electric Cars' })).toBeVisible();
        await soft(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
      });
    }
  });

  test('the header links lead to their pages', async ({ page, viewport }) => {
    await page.goto('/');
    if (isPhone(viewport?.width)) await page.getByLabel('Menu').click();
    const nav = page.getByRole('navigation', { name: isPhone(viewport?.width) ? 'Main (mobile)' : 'Main', exact: true });
    await nav.getByRole('link', { name: 'Upcoming' }).click();
    await expect(page).toHaveURL('/upcoming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Electric Cars India 2025-2026');
  });
});
