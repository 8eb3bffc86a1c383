// What several specs check of a page: axe-core's violations as it stands, and the layout shifts and
// Content-Security-Policy violations seen since it began to load.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/**
 * The phone widths visitors have: the smallest Android phones (and a 375 px screen zoomed in), a common Android,
 * an iPhone, a large Android.
 */
export const PHONE_WIDTHS = [320, 360, 375, 414];

/**
 * What does not fit on the page: controls, tabs and table cells whose text overflows their own box, a word in a
 * table broken across lines, and the page itself scrolling sideways. Text inside a sideways-scrolling container is not clipped when the container says it
 * scrolls (its "Swipe to see more" cue, .scroll-cue of ScrollRegion, shown while it overflows, or a post table's
 * edge shadow).
 */
function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} px`);
    // Visually hidden text (a screen reader's label, 1 px and clipped; a transparent select laid over the text it
    // writes out) is not on screen to be clipped.
    // (Nor is what sits inside such a box: the header row of a table stacked into cards, kept for screen readers.)
    const tiny = (el: Element) => {
      const box = el.getBoundingClientRect();
      return (box.width <= 2 || box.height <= 2) && getComputedStyle(el).overflow !== 'visible';
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      for (let node = el.parentElement; node; node = node.parentElement) if (tiny(node)) return false;
      return box.width > 2 && box.height > 2 && style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
    };
    /** The nearest ancestor that scrolls sideways, if it overflows. */
    const scroller = (el: Element): Element | null => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth + 1) return node;
      }
      return null;
    };
    // A scroller is cued by its own "Swipe to see more" (ScrollRegion puts it just before the region), or is a post's
    // table, whose edge shadow shows on a side with more to see.
    const cued = (container: Element) => {
      const cue = container.previousElementSibling;
      return (cue?.matches('.scroll-cue') === true && visible(cue)) || container.matches('.prose table');
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // A select shows its chosen option's text: measure that text in the select's font against the room it has.
    const measure = document.createElement('span');
    measure.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
    document.body.append(measure);
    for (const select of document.querySelectorAll('select')) {
      if (!visible(select)) continue;
      const style = getComputedStyle(select);
      measure.style.font = style.font;
      measure.textContent = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.offsetWidth > room + 1)
        problems.push(`select "${measure.textContent}" is cut to ${Math.round(room)} of ${measure.offsetWidth} px`);
    }
    measure.remove();
    // No word in a table is broken across lines ("Ex-showroo m", "business-standard.co m"): each run of letters
    // between spaces, hyphens and slashes lies on one line. (A host may break before a dot: SourceRef puts <wbr> there.)
    for (const cell of document.querySelectorAll('th, td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement || !visible(node.parentElement)) continue;
        for (const word of (node.textContent ?? '').matchAll(/[^\s\-–—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`"${word[0]}" breaks inside the word in ${name(cell)}`);
        }
      }
    }
    for (const el of document.querySelectorAll('button, a.button, [role="tab"], label, th, td, input')) {
      if (!visible(el)) continue;
      const container = scroller(el);
      if (container && !cued(container)) {
        const box = el.getBoundingClientRect();
        const view = container.getBoundingClientRect();
        if (box.right > view.right + 1 || box.left < view.left - 1) problems.push(`${name(el)} is scrolled out of view with no cue`);
      }
      if (el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${name(el)} overflows its box (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    return problems;
  });
}

/**
 * Checks that the page fits each of the phone widths, narrowed or widened to it from the width it is at, as a phone
 * turned or zoomed would be: no control, tab or table cell clipped, and nothing scrolling sideways. Soft: a problem at
 * one width does not hide those at the others.
 */
export async function fitsPhones(page: Page): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect.soft(await clipped(page), `at ${width} px`).toEqual([]);
  }
}

/**
 * Text in English on a page in another language that does not say so: a text node with four or more Latin words,
 * more of them than Devanagari ones, two of them English function words, and no `lang="en"` around it. Names (Bank of
 * Baroda) and English words quoted in Hindi prose pass; a sentence left untranslated and unmarked does not.
 */
export function unmarkedEnglish(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, [hidden]')) continue;
      if (parent.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      const text = node.textContent ?? '';
      const latin = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
      const devanagari = text.match(/[\u0900-\u097F]+/g) ?? [];
      const functionWords = text.match(/\b(the|and|with|for|to|of|an?|on|in|is|are|by|from|at|or|your|you)\b/g) ?? [];
      if (latin.length >= 4 && latin.length > devanagari.length && functionWords.length >= 2) found.push(text.trim().slice(0, 80));
    }
    return found;
  });
}

/** Fields whose text is under 16 px, which iOS zooms the page in to when one is focused. */
export function smallFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('input:not([type="hidden"], [type="range"], [type="checkbox"], [type="radio"]), select, textarea')]
      .filter((field) => parseFloat(getComputedStyle(field).fontSize) < 16)
      .map((field) => `${field.tagName.toLowerCase()} ${field.getAttribute('name') ?? field.id} at ${getComputedStyle(field).fontSize}`),
  );
}
