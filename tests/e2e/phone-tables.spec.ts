import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, isPhone, test } from './fixtures.ts';
import { PHONE_WIDTHS } from './page-checks.ts';

/** Whether a scroll region shows everything it holds without being scrolled sideways. */
const fits = (region: Locator) => region.evaluate((element) => element.scrollWidth <= element.clientWidth);

/** The "Swipe to see more" cue of a scroll region: the paragraph just before it, in the same box. */
const cueOf = (region: Locator) => region.locator('xpath=preceding-sibling::p[1]');

/** A box's left and right edges in the viewport. */
async function edges(locator: Locator): Promise<{ left: number; right: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { left: box.x, right: box.x + box.width };
}

/** Fails unless the box lies within the viewport's width and, given one, within the scrolling region that clips it. */
async function expectWithinWidth(page: Page, locator: Locator, region?: Locator): Promise<void> {
  const { left, right } = await edges(locator);
  expect(left).toBeGreaterThanOrEqual(0);
  expect(right).toBeLessThanOrEqual(page.viewportSize()!.width);
  if (region) {
    const bounds = await edges(region);
    expect(left).toBeGreaterThanOrEqual(bounds.left - 1);
    expect(right).toBeLessThanOrEqual(bounds.right + 1);
  }
}

test.describe('nothing is cut off on a phone without a cue', () => {
  test("a car page's charging and ownership tables fit, or say to swipe", async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev');
    await hydrated(page, 'OwnershipCost');
    for (const name of ['Charging table', 'Cost of ownership table', 'On-road price table']) {
      const region = page.getByRole('region', { name });
      await region.scrollIntoViewIfNeeded();
      if (await fits(region)) await expect(cueOf(region)).toBeHidden();
      else {
        await expect(cueOf(region)).toBeVisible();
        await expect(cueOf(region)).toHaveText('Swipe to see more →');
      }
    }
    // Both two-car comparisons are laid out to fit a phone, so neither needs the cue.
    expect(await fits(page.getByRole('region', { name: 'Charging table' }))).toBe(true);
    expect(await fits(page.getByRole('region', { name: 'Cost of ownership table' }))).toBe(true);
  });

  test("the lenders' and the states' tables become a card a row on a phone, each figure under its column's name", async ({ page }) => {
    for (const [path, name, first] of [
      ['/ev-loans', 'Lenders table', 'State Bank of India'],
      ['/ev-incentives', 'State incentives table', 'Maharashtra'],
    ] as const) {
      await page.goto(path);
      const region = page.getByRole('region', { name });
      await region.scrollIntoViewIfNeeded();
      // Nothing to swipe at any width: six columns fit a desktop, and a phone reads them down the card.
      expect(await fits(region)).toBe(true);
      await expect(cueOf(region)).toBeHidden();
      const row = region.getByRole('row', { name: new RegExp(`^${first}`) });
      const headers = await region.getByRole('columnheader').allTextContents();
      const labels = await row
        .getByRole('cell')
        // The generated text, without its empty alternative for screen readers (`"Type" / ""`).
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content.replace(/^"(.*?)"( \/ "")?$/, '$1')));
      if (isPhone(page.viewportSize()?.width)) {
        expect(labels).toEqual(headers.slice(1));
        // A card as tall as its text, not a 640 px row squeezed into a phone.
        expect((await row.boundingBox())!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      } else {
        expect(labels.every((label) => label === 'none' || label === 'normal')).toBe(true);
      }
    }
  });

  test('every tab of a car page reads whole, and the arrow keys still move between them', async ({ page }) => {
    await page.goto('/cars/tata-nexon-ev');
    await hydrated(page, 'CarTabs');
    const list = page.getByRole('tablist', { name: 'Tata Nexon EV details' });
    const bounds = await edges(list);
    const tabs = list.getByRole('tab');
    await expect(tabs).toHaveText(['Specifications', 'Features', 'Safety', 'Comfort', 'Tech', 'Reviews']);
    for (const tab of await tabs.all()) {
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const { left, right } = await edges(tab);
      expect(left).toBeGreaterThanOrEqual(bounds.left);
      expect(right).toBeLessThanOrEqual(bounds.right);
    }
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect(list.getByRole('tab', { name: 'Reviews' })).toBeFocused();
    await expect(list.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
  });

  for (const width of PHONE_WIDTHS) {
    test(`compare at ${width} px gives each label a line of its own and the cars side by side under it, all in view`, async ({ page }) => {
      test.skip(!isPhone(page.viewportSize()?.width), 'the phone layout');
      await page.setViewportSize({ width, height: 800 });
      for (const cars of ['tata-nexon-ev,mg-zs-ev', 'tata-nexon-ev,tata-tiago-ev,mg-comet-ev']) {
        await page.goto(`/compare?cars=${cars}`);
        await hydrated(page, 'CarCompare');
        const region = page.getByRole('region', { name: 'Comparison table' });
        const row = region.getByRole('row', { name: /^On-road price/ });
        await row.scrollIntoViewIfNeeded();
        const label = row.getByRole('rowheader');
        await expectWithinWidth(page, label, region);
        // The label has the row's width to itself: its words are whole, none broken across lines.
        expect(await label.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(width * 0.7);
        const cells = row.getByRole('cell');
        await expect(cells).toHaveCount(cars.split(',').length);
        for (const cell of await cells.all()) {
          await expectWithinWidth(page, cell, region);
          // Under the label, not beside it.
          expect((await cell.boundingBox())!.y).toBeGreaterThan((await label.boundingBox())!.y);
        }
        expect(await fits(region)).toBe(true);
        await expect(cueOf(region)).toBeHidden();
        // Each variant choice is written out whole in its column, wrapping, not cut to a word.
        for (const choice of await region.locator('.compare-table__select > span').all()) {
          expect(await choice.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        }
        await expect(region.getByRole('combobox', { name: 'Variant of Tata Nexon EV' })).toBeVisible();
      }
    });
  }

  test("compare keeps the cars' names in view while its rows scroll up under them", async ({ page }) => {
    test.skip(!isPhone(page.viewportSize()?.width), 'the phone layout');
    await page.goto('/compare?cars=tata-nexon-ev,tata-tiago-ev,mg-comet-ev');
    await hydrated(page, 'CarCompare');
    const region = page.getByRole('region', { name: 'Comparison table' });
    // Far down the table: the names are still on screen, under the site's header, and nothing covers them.
    await region.getByRole('row', { name: /^Battery warranty/ }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const headerBottom = (await page.locator('.site-header').boundingBox())!;
    for (const name of ['Tata Nexon EV', 'Tata Tiago EV', 'MG Comet EV']) {
      const header = region.getByRole('columnheader', { name });
      const box = (await header.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height - 1);
      expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height / 3);
      const drawn = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('th')?.textContent,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(drawn).toBe(name);
    }
  });

  test('car-page tabs wrap rather than hide one at tablet widths too', async ({ page }) => {
    test.skip(isPhone(page.viewportSize()?.width), 'the wide layout');
    for (const width of [640, 700, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/cars/tata-nexon-ev');
      await hydrated(page, 'CarTabs');
      for (const tab of await page.getByRole('tab').all()) {
        const box = await tab.boundingBox();
        expect(box!.x + box!.width, `${await tab.textContent()} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });

  test('the compare tray is one short line on a phone, its cars behind a disclosure', async ({ page }) => {
    test.skip(!isPhone(page.viewportSize()?.width), 'the phone layout');
    await page.goto('/cars?brand=tata');
    await hydrated(page, 'CarDirectory');
    for (const name of ['Tata Nexon EV', 'Tata Tiago EV']) await page.getByRole('button', { name: `Add ${name} to comparison` }).click();
    const tray = page.getByRole('complementary', { name: 'Cars to compare' });
    await expect(tray.getByRole('link', { name: 'Compare now' })).toBeVisible();
    const names = tray.getByRole('button', { name: '2 cars' });
    await expect(names).toHaveAttribute('aria-expanded', 'false');
    await expect(tray.getByRole('button', { name: 'Remove Tata Nexon EV from comparison' })).toBeHidden();
    const height = (await tray.boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.15);

    await names.click();
    await expect(tray.getByRole('button', { name: 'Remove Tata Nexon EV from comparison' })).toBeVisible();
    await tray.getByRole('button', { name: 'Remove Tata Nexon EV from comparison' }).click();
    await expect(tray.getByRole('button', { name: '1 car' })).toBeVisible();
    await expect(tray).toContainText('Add one more car to compare');
  });
});
