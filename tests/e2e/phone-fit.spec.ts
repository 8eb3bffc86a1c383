import { expect, hydrated, test } from './fixtures.ts';
import { PHONE_WIDTHS } from './page-checks.ts';

// That every kind of page, in both languages, fits the phone widths most visitors have is checked as it is visited
// (tests/e2e/page-visit.spec.ts, with fitsPhones of page-checks.ts). Here: what a summary may grow to.

/**
 * A directory card at phone width shows a summary; past this height it has stopped being one. 460 px until each card
 * said when its price was confirmed and whether its range is a maker's claim or our estimate (two short lines).
 */
const CARD_HEIGHT_BUDGET = 510;

/** The budget at a width: below 360 px the same text wraps onto more lines, so the card may grow in proportion. */
const budgetAt = (width: number) => Math.round(CARD_HEIGHT_BUDGET * Math.max(1, 360 / width));

test.describe('at phone widths', () => {
  test(`directory cards stay a summary at ${PHONE_WIDTHS.join(', ')} px`, async ({ page }) => {
    for (const [step, width] of PHONE_WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 800 });
      if (step === 0) {
        await page.goto('/cars');
        await hydrated(page, 'CarDirectory');
      }
      const heights = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(0);
      expect.soft(Math.max(...heights), `at ${width} px`).toBeLessThanOrEqual(budgetAt(width));
    }
  });
});
