import { expect, hydrated, test } from './fixtures.ts';
import { pageKinds } from './page-kinds.ts';

// `evguide serve` sends the Content-Security-Policy of serve.json (scripts and styles from the site only; inline, only
// the early-events script, by its hash). Every page kind, with its island hydrated, must run under it without a
// single violation.

test.describe('the Content-Security-Policy', () => {
  for (const [name, path, island] of pageKinds) {
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
