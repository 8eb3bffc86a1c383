/**
 * The contract between the server-rendered island markup and the client loader, in one place:
 *
 *   <div class="island" data-island="CarTabs" data-src="/assets/islands/CarTabs.HASH.js"
 *        data-hydrate="visible" data-prefix="i0-" [data-url-state]>...server HTML...</div>
 *   <script type="application/json" data-island-props>{"car":...}</script>
 *   <script type="application/json" data-island-text="finder">{...}</script>   (each namespace of strings it declares,
 *                                                                           once a page, after its first island)
 *
 * The island's div names its namespaces (data-text="finder situation"). Its language is the page's; it renders with
 * those namespaces of that language's strings (templates/i18n/), so its script carries none.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const PROPS_ATTRIBUTE = 'data-island-props';
export const TEXT_ATTRIBUTE = 'data-island-text';
/** Set by React once an island has hydrated: from then on its own handlers answer every event. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/**
 * Marks an island whose state comes from the URL's query (the directory's filters, compare's cars...). The server
 * cannot know the query, so while such an island waits for its script on a URL with one, it is hidden rather than
 * shown in a state the URL contradicts.
 */
export const URL_STATE_ATTRIBUTE = 'data-url-state';
/**
 * On an island with URL state: the line shown over it when it is revealed without its script (it failed, or is not
 * there after a few seconds), drawn by the stylesheet from this attribute, so it costs no element React would see.
 */
export const STALE_NOTE_ATTRIBUTE = 'data-stale-note';
/** Set by the loader on an island whose script or mount failed: no widget will come. */
export const FAILED_ATTRIBUTE = 'data-failed';
/** Set on <html> by the early-events script when the URL has a query. */
export const QUERY_ATTRIBUTE = 'data-query';
/** The window property where the early-events script queues what happened inside islands before the loader ran. */
export const EARLY_QUEUE = '__evguideEarlyEvents';

/** When an island's script is loaded and hydrated, like Astro's client:load / client:idle / client:visible. */
export type HydrateStrategy = 'load' | 'idle' | 'visible';

/** What an island entry module exports: hydrate this element with these props; resolves once React has committed it. */
export type IslandMount = (element: HTMLElement, props: unknown, identifierPrefix: string, text: unknown) => Promise<void>;
