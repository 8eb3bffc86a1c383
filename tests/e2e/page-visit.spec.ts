import { expect, isPhone, test } from './fixtures.ts';
import { axeViolations, fitsPhones, recordShifts, shiftsSeen, smallFields, unmarkedEnglish, watchViolations } from './page-checks.ts';
import { localeHref } from '../../src/domain/locale.ts';
import { pageKinds } from './page-kinds.ts';

// Every kind of page, opened as a reader opens it, at a phone's width and a desktop's: one visit checks what
// depends on nothing but the page as it loads.
// - `evguide serve` sends its Content-Security-Policy, and the page breaks no rule of it while its islands hydrate
//   (tests/e2e/csp.spec.ts shows a page holding without the header, and injected content being blocked).
// - Nothing moves while the page loads, is scrolled through and every island hydrates (tests/e2e/layout-shift.spec.ts
//   has content that arrives late).
// - A Hindi page marks with lang="en" whatever it shows in English (unmarkedEnglish of page-checks.ts).
// - axe-core finds no violation on the hydrated page (tests/e2e/accessibility.spec.ts has dialogs, menus and tabs
//   open).
// - On a phone, it fits the widths most phones have (320, 360, 375 and 414 px): nothing clipped or scrolling sideways;
//   and every field's text is 16 px or more, so focusing one does not zoom the page.
// And, as in every test (tests/e2e/fixtures.ts), no console error, uncaught exception or failed request.
// The Hindi twin of every kind of page gets the same visit at a phone's width, where its longer words are tightest:
// its templates are the English ones, which the desktop visits.

test.describe('every kind of page, as it loads', () => {
  // axe walks the whole DOM; on two busy cores a long page can take over the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  for (const [name, path, island] of pageKinds) visit(name, path, island);
});

test.describe('every kind of page in Hindi, as it loads', () => {
  test.describe.configure({ timeout: 60_000 });
  // Decided from the viewport alone, before a page is opened.
  test.skip(({ viewport }) => !isPhone(viewport?.width), "at a phone's width only");
  for (const [name, path, island] of pageKinds) visit(`Hindi ${name}`, localeHref(path, 'hi'), island);
});

function visit(name: string, path: string, island: string | undefined) {
  test(`the ${name} keeps its Content-Security-Policy, does not move while it loads and hydrates, passes axe and fits`, async ({
    page,
    viewport,
  }) => {
    const violations = await watchViolations(page);
    await recordShifts(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // A reader starts scrolling once the page is ready: the islands that load at once hydrated, and the data they
    // fetch in (an island whose state is in the URL's query waits hidden until then, at the top of the page).
    await expect(page.locator('[data-island][data-hydrate="load"]:not([data-hydrated])')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // Scrolled through as a reader would, so every island that waits to be seen hydrates.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 50));
      }
    });
    // The home page has a dozen islands to load and hydrate after the scroll: on two busy cores that can take more
    // than 10 s.
    await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0, { timeout: 15_000 });
    // The page's own island is there, and hydrated with the rest.
    if (island) await expect(page.locator(`[data-island="${island}"][data-hydrated]`).first()).toBeAttached();
    expect(await shiftsSeen(page), 'what moved').toEqual([]);
    expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
    // Judged from the top, as the page opens.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page), 'axe-core violations').toEqual([]);
    // A Hindi page says where it shows English (a text with no Hindi yet), so a screen reader switches voice.
    if (path.startsWith('/hi')) expect(await unmarkedEnglish(page), 'English not marked lang="en"').toEqual([]);
    // On a phone, it fits every phone's width: no control, tab or table cell clipped.
    if (isPhone(viewport?.width)) {
      await fitsPhones(page);
      expect(await smallFields(page), 'fields iOS would zoom in to').toEqual([]);
    }
  });
}
