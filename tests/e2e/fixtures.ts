import { test as base, expect } from '@playwright/test';

/**
 * Every e2e test fails on a console error or warning (hydration mismatches included), an uncaught exception, or
 * a sub-resource (script, style, image, data) that does not load. The 404 page's own 404 status is expected.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // Chromium logs a document's own 404 status as an error; sub-resource failures are caught below.
        if (text.startsWith('Failed to load resource: the server responded with a status of 404')) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          problems.push(`${response.status()} for ${response.url()}`);
        }
      });
      page.on('requestfailed', (request) => {
        if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
      });
      await use(problems);
      expect(problems, 'console errors, page errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Whether the test runs in the phone project (375 px) rather than the desktop one (1280 px). */
export const isPhone = (width: number | undefined) => (width ?? 1280) < 960;

/** Scrolls the named island into view, as a visitor would (islands below the fold wait for it), and waits until it has hydrated. */
export async function hydrated(page: import('@playwright/test').Page, island: string): Promise<void> {
  await page.locator(`[data-island="${island}"] > :not(link, script, style, noscript, template)`).first().scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-island="${island}"][data-hydrated]`).first()).toBeAttached();
}

/** Accepts every browser alert from now on, collecting their messages (a click that alerts waits for it). */
export function acceptAlerts(page: import('@playwright/test').Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
