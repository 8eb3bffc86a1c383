import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, isPhone, test } from './fixtures.ts';
import { pageKinds } from './page-kinds.ts';

/** Runs axe-core on the page as it is now and returns its violations as readable lines. */
async function violations(page: import('@playwright/test').Page): Promise<string[]> {
  // Judge the page at rest: a card caught halfway through its fade-in would read as low contrast.
  // (Animations driven by scrolling, such as a table's "Swipe to see more" cue, which run as long as there is
  // something to scroll, are left running, and so is decoration hidden from assistive technology: the EV strip.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity ||
          !!(animation.effect as KeyframeEffect | null)?.target?.closest('[aria-hidden="true"]') ||
          !(animation.timeline instanceof DocumentTimeline),
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map(
    (v) =>
      `${v.impact}: ${v.id} (${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

test.describe('axe-core finds no violations', () => {
  // axe walks the whole DOM; on two busy cores a long page can take over the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  for (const [name, path, island] of pageKinds) {
    test(`on the ${name}`, async ({ page }) => {
      await page.goto(path);
      if (island) await hydrated(page, island);
      expect(await violations(page)).toEqual([]);
    });
  }

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
      .getByRole('button', { name: /^Notify me when the/ })
      .first()
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Email Required' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
