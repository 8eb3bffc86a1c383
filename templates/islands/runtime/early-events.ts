import { EARLY_QUEUE, ISLAND_ATTRIBUTE, QUERY_ATTRIBUTE } from './protocol.ts';

/**
 * The one inline script of a page with islands, in its <head>: it runs before any file arrives, so nothing a
 * visitor does to a widget is lost while its script is on the way. It hands every event that happens inside an
 * island to the queue's `push`: an array until the loader arrives, which then takes what was queued, sets `done` and
 * puts its own function in `push`, so these listeners serve it for the rest of the page's life. Until then, form
 * submissions are held back for the island to handle (and sent on as if there were no script if the page loads
 * without the loader). It also marks <html> when the URL has a query (see URL_STATE_ATTRIBUTE). The site's
 * Content-Security-Policy allows it by its hash, and nothing else inline. Written by hand, minified, as a block (its
 * `let`s stay out of the page's global scope), in syntax the browsers the islands are built for run (the esbuild
 * target in src/bundle/index.ts); keep it tiny.
 */
export const EARLY_EVENTS_SCRIPT = `{let q=window.${EARLY_QUEUE}=[];for(let t of["pointerdown","focusin","click","keydown","input","change","submit"])addEventListener(t,e=>{e.target.closest?.("[${ISLAND_ATTRIBUTE}]")&&(t!="submit"||q.done||e.preventDefault(),q.push(e))},!0);addEventListener("load",()=>{if(!q.done){q.done=1;for(let e of q.splice(0))e.type=="submit"&&e.target.requestSubmit()}});location.search&&(document.documentElement.dataset.${QUERY_ATTRIBUTE.replace('data-', '')}="")}`;
