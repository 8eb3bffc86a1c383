import { expect, hydrated, isPhone, test } from './fixtures.ts';

// The header, menus, footer and page widths, which differ between a phone and a desktop: run at both.

test.describe('navigation', () => {
  test('highlights the current section and reaches a car through the Brands menu', async ({ page, viewport }) => {
    test.skip(isPhone(viewport?.width), 'the desktop menu');
    await page.goto('/cars');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Electric Cars' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Mahindra BE 6' })).toBeHidden();
    await nav.getByText('Brands', { exact: true }).click();
    await nav.getByRole('link', { name: 'Mahindra BE 6' }).click();
    await expect(page).toHaveURL('/cars/mahindra-be6');
  });

  test('opens the mobile menu, lists the brands and goes where a link says', async ({ page, viewport }) => {
    test.skip(!isPhone(viewport?.width), 'the mobile menu');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu).toBeHidden();
    await page.getByLabel('Menu').click();
    await expect(menu).toBeVisible();
    // The panel slides over the whole height of the screen (a filter on the header once clipped it to 64 px).
    const box = await menu.boundingBox();
    expect(box?.height).toBeGreaterThan(0.9 * (viewport?.height ?? 740));
    await menu.getByText('Brands').click();
    await menu.getByRole('link', { name: 'MG Windsor EV' }).click();
    await expect(page).toHaveURL('/cars/mg-windsor-ev');
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeHidden();
  });
});

test.describe('navigation to the buying pages', () => {
  /** The pages a buyer weighs a car with, each reached from the header's menus and the footer, by its link's name. */
  const buying = [
    { name: 'Compare', url: '/compare' },
    { name: 'Incentives', url: '/ev-incentives' },
    { name: 'Loans and EMI', url: '/ev-loans' },
  ];

  test('the phone menu reaches compare, incentives, loans and the finder', async ({ page, viewport }) => {
    test.skip(!isPhone(viewport?.width), 'the phone menu');
    for (const { name, url } of [...buying, { name: 'Find Your EV', url: '/find' }]) {
      await page.goto('/');
      await page.getByLabel('Menu').click();
      const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeHidden();
    }
  });

  test('the desktop bar reaches them through its Buying menu, and the finder through Find Your EV, on one row', async ({
    page,
    viewport,
  }) => {
    test.skip(isPhone(viewport?.width), 'the desktop menu');
    await page.goto('/');
    // Every link on one row of the bar's height, none pushed past its edge.
    const bar = await page.locator('.site-header__bar').evaluate((element) => ({
      overflow: element.scrollWidth - element.clientWidth,
      height: element.getBoundingClientRect().height,
    }));
    expect(bar.overflow).toBe(0);
    expect(bar.height).toBeLessThanOrEqual(64);
    for (const { name, url } of buying) {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
      await nav.getByText('Buying', { exact: true }).click();
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      // The page's own link is marked, and so is the menu it is in.
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByText('Buying', { exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await page.getByRole('banner').getByRole('link', { name: 'Find Your EV' }).click();
    await expect(page).toHaveURL('/find');
  });

  test('the footer links to compare, incentives, loans and the finder', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Quick links' });
    for (const { name, url } of [...buying, { name: 'Find your EV', url: '/find' }])
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', url);
    await footer.getByRole('link', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL('/compare');
  });
});

test.describe('layout', () => {
  const paths = [
    '/',
    '/cars',
    '/cars/kia-ev6',
    '/brands/tata',
    '/compare?cars=kia-ev6,mg-comet-ev,tata-nexon-ev',
    '/calculator',
    '/blog',
    '/blog/ev-vs-petrol-cost-comparison',
    '/ev-glossary',
    '/upcoming',
    '/ev-loans',
    '/ev-insurance',
    '/ev-incentives',
    '/ev-maintenance-guide',
    '/contact',
    '/no-such-page',
  ];
  test('no page scrolls sideways', async ({ page }) => {
    for (const path of paths) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBe(0);
    }
  });
});

test.describe('menus', () => {
  test('the phone menu closes when a link to this page is followed', async ({ page, viewport }) => {
    test.skip(!isPhone(viewport?.width), 'the phone menu');
    // Find Your EV on the finder's own page.
    await page.goto('/find');
    await hydrated(page, 'Finder');
    await page.getByLabel('Menu').click();
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu.getByRole('link', { name: 'Find Your EV' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Find Your EV' }).click();
    await expect(page).toHaveURL('/find');
    await expect(menu).toBeHidden();
  });

  test('the Brands menu opens with Enter and closes with Escape', async ({ page, viewport }) => {
    test.skip(isPhone(viewport?.width), 'the desktop menu');
    await page.goto('/cars');
    await hydrated(page, 'CarDirectory');
    const toggle = page.getByRole('navigation', { name: 'Main', exact: true }).getByText('Brands', { exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Kia EV6' });
    await expect(link).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
