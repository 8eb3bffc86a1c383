import { expect, hydrated, test } from './fixtures.ts';

// `evguide serve` sends the Content-Security-Policy of serve.json (scripts and styles from the site only, nothing
// inline). Every page kind, with its island hydrated, must run under it without a single violation.
const pages: [string, string, string?][] = [
  ['home', '/', 'HeroSearch'],
  ['directory', '/cars?brand=tata', 'CarDirectory'],
  ['car page', '/cars/tata-nexon-ev', 'CarTabs'],
  ['calculator', '/calculator', 'SavingsCalculator'],
  ['compare', '/compare?cars=tata-nexon-ev,mg-zs-ev', 'CarCompare'],
  ['brand page', '/brands/mahindra'],
  ['blog', '/blog', 'BlogList'],
  ['blog post', '/blog/ev-vs-petrol-cost-comparison', 'PostActions'],
  ['glossary', '/ev-glossary', 'GlossaryBrowser'],
  ['upcoming page', '/upcoming', 'UpcomingBrowser'],
  ['EV loans page', '/ev-loans', 'EmiCalculator'],
  ['contact page', '/contact', 'ContactForm'],
  ['404 page', '/cars/no-such-car'],
];

test.describe('the Content-Security-Policy', () => {
  for (const [name, path, island] of pages) {
    test(`holds on the ${name}, with no violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      if (island) await hydrated(page, island);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });
  }
});
