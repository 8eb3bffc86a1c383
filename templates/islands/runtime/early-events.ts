import { EARLY_QUEUE, ISLAND_ATTRIBUTE, QUERY_ATTRIBUTE } from './protocol.ts';

/**
 * The one inline script of a page with islands, in its <head>: it runs before any file arrives, so nothing a
 * visitor does to a widget is lost while its script is on the way. It hands every event that happens inside an
 * island to the queue's `push`: an array until the loader arrives, which then takes what was queued, sets `done` and
 * puts its own function in `push`, so these listeners serve it for the rest of the page's life. Until then, form
 * submissions are held back for the island to handle (and sent on as if there were no script if the page loads
 * without the loader). It also marks <html> when the URL has a query (see URL_STATE_ATTRIBUTE). The site's
 * Content-Security-Policy allows it by its hash, and nothing else inline. Written as plain ES5 so that it needs no
 * build step; keep it tiny.
 */
export const EARLY_EVENTS_SCRIPT = `(function(){var q=window.${EARLY_QUEUE}=[];["pointerdown","focusin","click","keydown","input","change","submit"].forEach(function(t){addEventListener(t,function(e){var s=e.target;if(s.closest&&s.closest("[${ISLAND_ATTRIBUTE}]")){if(t=="submit"&&!q.done)e.preventDefault();q.push(e)}},true)});addEventListener("load",function(){if(!q.done){q.done=1;q.forEach(function(e){if(e.type=="submit")e.target.requestSubmit()})}});if(location.search)document.documentElement.dataset.${QUERY_ATTRIBUTE.replace('data-', '')}=""})()`;
