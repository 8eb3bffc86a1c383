// The island loader: the only script file a page with islands loads up front (no React in it). It finds every
// island, waits for its strategy, then imports the island's own entry, which hydrates it with the shared React
// chunk. A visitor who reaches for a widget before then does not wait for its turn: the first press, key or change
// inside an island starts its hydration at once, and what they did is handed to it when it is ready (replay.ts).
import { changedControls, noteChange, Phase, record, replay, type Pending } from './replay.ts';
import { EARLY_QUEUE, FAILED_ATTRIBUTE, ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, TEXT_ATTRIBUTE, type IslandMount } from './protocol.ts';

/** The JSON of the data block after `element` that carries `attribute`, or `fallback` when there is none. */
function readJson(element: Element | null, attribute: string, fallback: unknown): unknown {
  const script = element?.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute(attribute)) return fallback;
  return JSON.parse(script.text);
}

const namespaces = new Map<string, unknown>();

/** A namespace of the page's strings, read once from its data block (see protocol.ts). */
function namespace(name: string): unknown {
  if (!namespaces.has(name)) {
    const script = document.querySelector(`script[${TEXT_ATTRIBUTE}="${name}"]`);
    namespaces.set(name, script ? JSON.parse(script.textContent ?? '{}') : {});
  }
  return namespaces.get(name);
}

/** Each island not done taking over yet: what happened in it, and where it is (see Phase). */
const waiting = new Map<HTMLElement, Pending & { started: boolean; phase: Phase }>();

async function hydrate(element: HTMLElement): Promise<void> {
  const island = waiting.get(element);
  const src = element.dataset.src;
  if (!island || island.started || !src) return;
  island.started = true;
  // No script, no widget: forms held back go to their action as if there were no script at all.
  const giveUp = (error: unknown) => {
    waiting.delete(element);
    // What the server wrote shows at once, with its note (components.css), rather than after the wait.
    element.setAttribute(FAILED_ATTRIBUTE, '');
    for (const press of island.presses) if (press instanceof SubmitEvent) (press.target as HTMLFormElement).requestSubmit();
    throw error;
  };
  let mount: IslandMount;
  try {
    mount = ((await import(src)) as { default: IslandMount }).default;
  } catch (error) {
    return giveUp(error);
  }
  // Values the browser put back (a form restored on Back, autofill) count as changes too.
  for (const control of changedControls(element)) if (!island.changed.has(control)) noteChange(island, control);
  island.phase = Phase.Hydrating;
  const props = readJson(element, PROPS_ATTRIBUTE, {});
  const text = Object.fromEntries(
    (element.dataset.text ?? '')
      .split(' ')
      .filter(Boolean)
      .map((name) => [name, namespace(name)]),
  );
  // Mounting fails before React takes the markup when what it loads first fails (a Hindi page's words): the same.
  await mount(element, props, element.dataset.prefix ?? '', text).catch(giveUp);
  island.phase = Phase.Replaying;
  await replay(island);
  waiting.delete(element);
}

/** Notes an event inside an island that has not taken over yet, and hydrates the island now. */
function early(event: Event): void {
  // The early-events script hands on only events whose target is an element inside an island.
  const element = (event.target as Element).closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  const island = element && waiting.get(element);
  if (!island) return;
  record(island, event, island.phase);
  void hydrate(element);
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
  waiting.set(element, { presses: [], changed: new Map(), started: false, phase: Phase.Waiting });
  const strategy = element.dataset.hydrate;
  const watched = element.querySelector(':scope > :not(link, script, style, noscript, template)');
  if (strategy === 'visible' && watched) {
    islandOf.set(watched, element);
    visible.observe(watched);
  } else if (strategy === 'idle') whenIdle(() => void hydrate(element));
  else void hydrate(element);
}

// What happened before this script ran, queued by the page's inline early-events script (an island's import has at
// most begun, so it is still waiting); from now on its listeners hand each event straight to `early`.
const queue = (window as unknown as Record<string, (Event[] & { done?: boolean }) | undefined>)[EARLY_QUEUE];
if (queue) {
  queue.done = true;
  for (const event of queue.splice(0)) early(event);
  queue.push = (event: Event) => {
    early(event);
    return 0;
  };
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
