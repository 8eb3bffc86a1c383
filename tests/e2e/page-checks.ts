// What several specs check of a page: axe-core's violations as it stands, and the layout shifts and
// Content-Security-Policy violations seen since it began to load.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Runs axe-core on the page as it is now and returns its violations as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
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
  // Only violations are read: axe then skips making a selector for every node that passes, most of its time on a long page.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.impact}: ${v.id} (${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    shiftsSeen: Shift[];
  }
}

/** Records every layout shift not caused by input, with what moved, from before the page's own scripts run. */
function watchShifts() {
  window.shiftsSeen = [];
  const nameOf = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? `text "${(node.textContent ?? '').trim().slice(0, 40)}"` : 'a removed node';
    const island = node.closest('[data-island]')?.getAttribute('data-island');
    return `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((name) => `.${name}`).join('')}${island ? ` (island ${island})` : ''}`;
  };
  const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      window.shiftsSeen.push({
        value: entry.value,
        sources: entry.sources.map((source) => `${nameOf(source.node)}: ${box(source.previousRect)} -> ${box(source.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Starts recording layout shifts on the page's next document, from before its own scripts run. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(watchShifts);
}

/** Collects the page's CSP violations from its first script on, as "directive blocked-URI". */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The layout shifts seen so far, once the frame of the last has been drawn (each is reported after its frame). */
export async function shiftsSeen(page: Page): Promise<Shift[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => window.shiftsSeen);
}
