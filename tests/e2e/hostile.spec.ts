import type { Locator, Page } from '@playwright/test';
import { EARLY_EVENTS_SCRIPT } from '../../templates/islands/runtime/early-events.ts';
import { expect, hydrated, isPhone, test } from './fixtures.ts';

// tests/fixtures/hostile/ puts script tags, event handlers, javascript: and data: URLs, "</script>"
// and "<!--" into every text field and into the Markdown. With the Content-Security-Policy bypassed, the markup
// alone must keep them inert on every page kind: no script runs, no dialog opens, and each payload reads as text,
// in the server HTML and in what the islands render from their props after hydration.

/** The hostile site, served by the second webServer of playwright.config.ts. */
const HOSTILE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

const SCRIPT = '<script>window.__pwned=(window.__pwned||0)+1</script>';
const CLOSE_SCRIPT = '</script><script>alert(1)</script>';
const IMG = '<img src=x onerror="alert(1)">';
const SVG = '<svg onload=alert(1)>';
const QUOTE = '" onmouseover="alert(1)';
const IFRAME = `'><iframe src="javascript:alert(1)">`;
/** A search no car matches, to see the directory echo a query from the URL. */
const REFLECTED = '"><img src=x onerror=alert(document.domain)>';

/** The footer shows the site's description on every page, the 404 page included. */
const FOOTER = `Independent guide to electric cars in India ${CLOSE_SCRIPT}`;

interface PageKind {
  path: string;
  /** The island to hydrate before looking again. */
  island?: string;
  /** Texts with payloads that must show, as text, in <main>; each gets a mouseover. */
  shows: string[];
  /** What a visitor does next; it checks the text that shows. */
  visit?: (page: Page) => Promise<void>;
  /** The site's own dialogs the visit opens; any other dialog fails the test. */
  dialogs?: string[];
}

const main = (page: Page) => page.getByRole('main');

/**
 * A visitor's click. On the phone the payloads, long and unbreakable (the site name in the nowrap logo, badges),
 * make the page wider than the screen: mobile Chrome widens its layout viewport to fit (876 px for 375), and
 * Playwright's hit test for a click then lands on a neighbour. There the click is dispatched on the element itself,
 * which runs the same handlers and link activation.
 */
const press = (target: Locator) => (isPhone(target.page().viewportSize()?.width) ? target.dispatchEvent('click') : target.click());

const kinds: Record<string, PageKind> = {
  'home page': {
    path: '/',
    island: 'HeroSearch',
    shows: [`Tata Nexon EV ${IMG}`],
    visit: async (page) => {
      await page.getByRole('searchbox', { name: 'Search by car name or brand' }).focus();
      const dialog = page.getByRole('dialog', { name: 'Search Electric Cars' });
      await dialog.getByRole('combobox').fill('tiago');
      await expect(dialog.getByRole('option')).toContainText(`Tata Tiago EV ${CLOSE_SCRIPT}`);
    },
  },
  directory: {
    path: '/cars?brand=tata',
    island: 'CarDirectory',
    shows: [`Tata Tiago EV ${CLOSE_SCRIPT}`, `Tata Nexon EV ${IMG}`],
  },
  'directory, searched for markup': {
    path: `/cars?search=${encodeURIComponent(REFLECTED)}`,
    island: 'CarDirectory',
    shows: ['No cars found'],
    visit: async (page) => {
      const search = main(page).getByRole('searchbox', { name: 'Search' });
      await expect(search).toHaveValue(REFLECTED);
      await search.fill('comet');
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(`MG Comet EV ${IFRAME}`);
    },
  },
  'car page': {
    path: '/cars/tata-nexon-ev',
    island: 'CarTabs',
    shows: [`Tata Nexon EV ${IMG}`],
    visit: async (page) => {
      // Equipment is the top variant's: the cheapest's page says so and links there.
      await press(main(page).getByRole('link', { name: /^See the .*'s equipment$/ }));
      await hydrated(page, 'CarTabs');
      await expectInert(page);
      await press(main(page).getByRole('tab', { name: 'Safety' }));
      await expect(main(page).getByText(`Adaptive cruise control ${QUOTE}`)).toBeVisible();
      await press(main(page).getByRole('tab', { name: 'Reviews' }));
      await expect(main(page).getByText(`Well-equipped cabin ${QUOTE}`)).toBeVisible();
    },
  },
  calculator: {
    path: '/calculator',
    island: 'SavingsCalculator',
    shows: [],
    // The loan-quote button is the site's own alert; the phone number with its payload is plain text in it.
    visit: (page) => press(main(page).getByRole('button', { name: 'Get EV Loan Quote' })),
    dialogs: [`Our partner banks offer EV loans from 8.75% a year with tenures up to 96 months. Call +91 22 4890 2200 ${SVG} for a quote.`],
  },
  'compare page': {
    path: '/compare?cars=tata-nexon-ev,mg-comet-ev',
    island: 'CarCompare',
    shows: [],
    visit: async (page) => {
      const table = main(page).getByRole('region', { name: 'Comparison table' });
      await expect(table).toContainText(`Tata Nexon EV ${IMG}`);
      await expect(table).toContainText(`MG Comet EV ${IFRAME}`);
    },
  },
  'brand page': {
    path: '/brands/tata',
    shows: [`Tata Motors ${SCRIPT}`, `India's biggest seller of electric cars ${CLOSE_SCRIPT}`, `Tata Capital ${QUOTE}`],
  },
  blog: {
    path: '/blog',
    island: 'BlogList',
    shows: [`Charging at home ${IFRAME}`],
    visit: async (page) => {
      await main(page).getByRole('searchbox', { name: 'Search articles' }).fill('first');
      await expect(main(page).getByRole('heading', { name: `Your first electric car, step by step ${SCRIPT}` })).toBeVisible();
    },
  },
  'blog post': {
    path: '/blog/first-ev-guide',
    island: 'PostActions',
    shows: [
      `Your first electric car, step by step ${SCRIPT}`,
      'tag is <script>alert(1)</script> and stays text',
      `Do I need a home charger? ${QUOTE}`,
    ],
    visit: async (page) => {
      await press(main(page).getByText('javascript link', { exact: true }));
      await expect(page).toHaveURL(`${HOSTILE}/blog/first-ev-guide`);
      await press(main(page).getByText(`Do I need a home charger? ${QUOTE}`));
      await expect(main(page).getByText('A 15 A socket is enough for short daily drives <!-- a wall box is faster -->')).toBeVisible();
      await expect(main(page).locator('pre')).toContainText(CLOSE_SCRIPT);
      // The reading list keeps the title in localStorage and the blog page renders it from there.
      await hydrated(page, 'Toaster');
      await press(main(page).getByRole('button', { name: 'Save' }));
      await page.goto(`${HOSTILE}/blog`);
      await hydrated(page, 'ReadingList');
      await expect(page.locator('[data-island="ReadingList"]')).toContainText(`Your first electric car, step by step ${SCRIPT}`);
    },
  },
  glossary: {
    path: '/ev-glossary',
    island: 'GlossaryBrowser',
    shows: [],
    visit: async (page) => {
      await press(main(page).getByRole('link', { name: 'B', exact: true }));
      await press(main(page).getByText(`Battery Management System (BMS) ${SCRIPT}`).filter({ visible: true }));
      await expect(main(page).getByText(`The electronics that watch every cell ${CLOSE_SCRIPT}`)).toBeVisible();
      await main(page).getByRole('searchbox', { name: 'Search terms' }).fill('regen');
      await press(main(page).getByText(`Regenerative braking ${SVG}`).filter({ visible: true }));
      await expect(main(page).getByText(`Slowing the car with its motor ${QUOTE}`).filter({ visible: true })).toBeVisible();
      // A related link whose query is a script: the directory shows it as the search text.
      await press(main(page).getByRole('link', { name: 'All cars <!--' }));
      await hydrated(page, 'CarDirectory');
      await expect(main(page).getByRole('searchbox', { name: 'Search' })).toHaveValue('<script>alert(1)</script>');
      // As a list: the one car the search finds, once the directory has applied it (a single-text check fails at once
      // on the several cards shown the moment before).
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([`Tata Tiago EV ${CLOSE_SCRIPT}`]);
    },
  },
  'upcoming page': {
    path: '/upcoming',
    island: 'UpcomingBrowser',
    shows: [`Maruti Suzuki e Vitara ${SCRIPT}`, `Toyota ${IMG}`],
    visit: async (page) => {
      await hydrated(page, 'Toaster');
      await press(main(page).getByRole('link', { name: `Notify me: calendar reminder for the Maruti Suzuki e Vitara ${SCRIPT} launch` }));
      await expect(page.getByRole('status').filter({ hasText: 'Watching the' })).toContainText(
        `Watching the Maruti Suzuki e Vitara ${SCRIPT}`,
      );
      await expect(main(page).getByRole('region', { name: 'Your watch list' })).toContainText(`Maruti Suzuki e Vitara ${SCRIPT}`);
    },
  },
  'EV loans page': {
    path: '/ev-loans?price=1500000',
    island: 'EmiCalculator',
    shows: [`HDFC Bank ${IFRAME}`],
    visit: async (page) => {
      await main(page)
        .getByRole('combobox', { name: 'Car (optional)' })
        .selectOption({ label: `Tata Tiago EV ${CLOSE_SCRIPT} (₹7.99 Lakh)` });
      await expect(main(page).getByRole('combobox', { name: 'Car (optional)' })).toHaveValue('tata-tiago-ev');
    },
  },
  'EV insurance page': {
    path: '/ev-insurance',
    shows: [`Tata AIG ${SCRIPT}`, `Charging cable and home wall-box charger cover ${QUOTE}`],
  },
  'EV incentives page': {
    path: '/ev-incentives',
    island: 'IncentiveEstimator',
    shows: [`Maharashtra ${SCRIPT}`, `No toll on the Mumbai-Pune Expressway ${QUOTE}`],
    visit: async (page) => {
      await main(page).getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Delhi <!--' });
      await main(page)
        .getByRole('combobox', { name: 'Car model' })
        .selectOption({ label: `MG Comet EV ${IFRAME} (₹7.36 Lakh)` });
      await expect(main(page).getByText('Delhi <!-- purchase incentive')).toBeVisible();
      await expect(main(page).getByRole('table', { name: `The MG Comet EV ${IFRAME} against`, exact: false })).toBeVisible();
      await expect(
        main(page).getByText('FAME III never started <svg onload=alert(1)> and PM E-DRIVE', { exact: false }).first(),
      ).toBeVisible();
      // By keyboard: on a phone the payloads' long words overflow onto the summary.
      await main(page).getByText('How this is worked out').focus();
      await page.keyboard.press('Enter');
      await expect(main(page).getByText(/under Delhi EV Policy 2020 -->/)).toBeVisible();
    },
  },
  'maintenance guide': {
    path: '/ev-maintenance-guide',
    shows: ['Battery care window.__pwned=(window.__pwned||0)+1', '<script>alert(1)</script> is shown as text'],
    visit: async (page) => {
      await press(main(page).getByText('Do not click', { exact: true }));
      await expect(page).toHaveURL(`${HOSTILE}/ev-maintenance-guide`);
    },
  },
  'privacy policy': {
    path: '/privacy-policy',
    shows: [`A payload written as text: ${IMG}`, `Cookies ${QUOTE}`, '</script><!-- in a code span'],
  },
  'contact page': {
    path: '/contact',
    island: 'ContactForm',
    shows: ['Mumbai <!--'],
  },
  '404 page': {
    path: '/cars/no-such-car',
    shows: ['Car not found'],
  },
};

/** What the browser has live: no handler attributes, frames, scripts but ours (files from /assets/, the early-events one) or script URLs, and no marker set. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned), 'a payload script ran').toBeUndefined();
  const live = await page.evaluate((early) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const { name } of element.attributes) if (name.startsWith('on')) found.push(`<${element.localName} ${name}>`);
      if (['iframe', 'frame', 'object', 'embed'].includes(element.localName)) found.push(`<${element.localName}>`);
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href], area[href]')) {
      if (['javascript:', 'vbscript:', 'data:'].includes(link.protocol)) found.push(link.outerHTML);
    }
    for (const script of document.scripts) {
      const data = script.type === 'application/ld+json' || script.type === 'application/json';
      const ours =
        (script.type === 'module' && new URL(script.src).pathname.startsWith('/assets/')) ||
        script.outerHTML === `<script>${early}</script>`;
      if (!data && !ours) found.push(script.outerHTML);
    }
    return found;
  }, EARLY_EVENTS_SCRIPT);
  expect(live).toEqual([]);
}

test.use({ bypassCSP: true });

test.describe('hostile content', () => {
  for (const [name, kind] of Object.entries(kinds)) {
    test(`stays text on the ${name}`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${HOSTILE}${kind.path}`);
      await expectInert(page);
      if (kind.island) {
        await hydrated(page, kind.island);
        await expectInert(page);
      }
      for (const text of kind.shows) {
        const spot = main(page).getByText(text).filter({ visible: true }).first();
        await expect(spot).toBeVisible();
        // Dispatched on the element itself, so a handler on it or an ancestor would run wherever layout puts it.
        await spot.dispatchEvent('mouseover');
      }
      await expect(page.getByRole('contentinfo').getByText(FOOTER)).toBeVisible();
      await kind.visit?.(page);
      await expectInert(page);
      expect(dialogs).toEqual(kind.dialogs ?? []);
    });
  }
});
