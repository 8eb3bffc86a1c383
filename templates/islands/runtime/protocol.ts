/**
 * The contract between the server-rendered island markup and the client loader, in one place:
 *
 *   <div class="island" data-island="CarTabs" data-src="/assets/islands/CarTabs.HASH.js"
 *        data-hydrate="visible" data-prefix="i0-">...server HTML...</div>
 *   <script type="application/json" data-island-props>{"car":...}</script>
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const PROPS_ATTRIBUTE = 'data-island-props';

/** When an island's script is loaded and hydrated, like Astro's client:load / client:idle / client:visible. */
export type HydrateStrategy = 'load' | 'idle' | 'visible';

/** What an island entry module exports: hydrate this element with these props. */
export type IslandMount = (element: HTMLElement, props: unknown, identifierPrefix: string) => void;
