import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, isPhone, test } from './fixtures.ts';

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

  test('a table wider than its region says to swipe', async ({ page }) => {
    // The lenders table keeps six columns, so on a phone it scrolls.
    await page.goto('/ev-loans');
    const region = page.getByRole('region', { name: 'Lenders table' });
    await region.scrollIntoViewIfNeeded();
    if (isPhone(page.viewportSize()?.width)) {
      expect(await fits(region)).toBe(false);
      await expect(cueOf(region)).toBeVisible();
    } else {
      expect(await fits(region)).toBe(true);
      await expect(cueOf(region)).toBeHidden();
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

  test('compare shows the labels and two cars side by side, and keeps the labels while the table scrolls', async ({ page }) => {
    test.skip(!isPhone(page.viewportSize()?.width), 'the phone layout');
    await page.goto('/compare?cars=tata-nexon-ev,tata-tiago-ev,mg-comet-ev');
    await hydrated(page, 'CarCompare');
    const region = page.getByRole('region', { name: 'Comparison table' });
    const row = region.getByRole('row', { name: /^Ex-showroom price/ });
    const label = row.getByRole('rowheader');
    await row.scrollIntoViewIfNeeded();
    await expectWithinWidth(page, label, region);
    await expectWithinWidth(page, row.getByRole('cell').nth(0), region);
    await expectWithinWidth(page, row.getByRole('cell').nth(1), region);
    await expect(cueOf(region)).toBeVisible();

    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectWithinWidth(page, label);
    // Nothing covers it: the label is what is drawn at its own centre.
    const { left, right } = await edges(label);
    const box = (await label.boundingBox())!;
    const drawn = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('th')?.textContent,
      [(left + right) / 2, box.y + 8],
    );
    expect(drawn).toBe('Ex-showroom price');

    // Each variant choice is written out whole, not cut to one word.
    const choice = region.getByRole('columnheader', { name: /^Tata Nexon EV/ }).locator('.compare-table__select > span');
    await expect(choice).toHaveText(/^Creative\+ MR – ₹12\.49 Lakh$/);
    expect(await choice.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  for (const width of [360, 375, 414]) {
    test(`two cars fit compare at ${width} px, labels beside them, with nothing to swipe to`, async ({ page }) => {
      test.skip(!isPhone(page.viewportSize()?.width), 'the phone layout');
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/compare?cars=tata-nexon-ev,mg-zs-ev');
      await hydrated(page, 'CarCompare');
      const region = page.getByRole('region', { name: 'Comparison table' });
      const row = region.getByRole('row', { name: /^Ex-showroom price/ });
      await row.scrollIntoViewIfNeeded();
      await expectWithinWidth(page, row.getByRole('rowheader'), region);
      await expectWithinWidth(page, row.getByRole('cell').nth(0), region);
      await expectWithinWidth(page, row.getByRole('cell').nth(1), region);
      expect(await fits(region)).toBe(true);
      await expect(cueOf(region)).toBeHidden();
    });
  }

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
