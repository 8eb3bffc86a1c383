// The island loader: the only script a page with islands loads up front (no React in it). It finds every island,
// waits for its strategy, then imports the island's own entry, which hydrates it with the shared React chunk.
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, type IslandMount } from './protocol.ts';

function readProps(element: HTMLElement): unknown {
  const script = element.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute(PROPS_ATTRIBUTE)) return {};
  return JSON.parse(script.textContent ?? '{}');
}

async function hydrate(element: HTMLElement): Promise<void> {
  const src = element.dataset.src;
  if (!src) return;
  const module = (await import(src)) as { default: IslandMount };
  module.default(element, readProps(element), element.dataset.prefix ?? '');
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

// The island wrapper is display: contents and has no box of its own, so its first element with a box is what is
// watched (React 19 may put <link rel="preload"> for eager images first).
const islandOf = new Map<Element, HTMLElement>();
const visible = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const island = islandOf.get(entry.target);
      if (!entry.isIntersecting || !island) continue;
      visible.unobserve(entry.target);
      void hydrate(island);
    }
  },
  { rootMargin: '200px' },
);

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const strategy = element.dataset.hydrate;
  const watched = element.querySelector(':scope > :not(link, script, style, noscript, template)');
  if (strategy === 'visible' && watched) {
    islandOf.set(watched, element);
    visible.observe(watched);
  } else if (strategy === 'idle') whenIdle(() => void hydrate(element));
  else void hydrate(element);
}

// The phone menu and the Brands menu are <details>: close them when a link inside is followed (a same-page
// #anchor would otherwise leave the menu covering the page), on Escape, and on a click outside.
const menus = () => document.querySelectorAll<HTMLDetailsElement>('details.mobile-menu[open], details.dropdown[open]');
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  for (const menu of menus()) {
    if (target === menu || !menu.contains(target) || target.closest('a[href]')) menu.open = false;
  }
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const menu of menus()) {
    menu.open = false;
    menu.querySelector('summary')?.focus();
  }
});
