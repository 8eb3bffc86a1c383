import { EARLY_QUEUE, ISLAND_ATTRIBUTE, QUERY_ATTRIBUTE } from './protocol.ts';

/**
 * The one inline script of a page with islands, in its <head>: it runs before any file arrives, so nothing a
 * visitor does to a widget is lost while its script is on the way. It queues every event that happens inside an
 * island (the loader takes the queue and sets `done`), holds back form submissions for the island to handle (sent on
 * as if there were no script if the page loads without the loader), and marks <html> when the URL has a query (see
 * URL_STATE_ATTRIBUTE). The site's Content-Security-Policy allows it
 * by its hash, and nothing else inline. Written as plain ES5 so that it needs no build step; keep it tiny.
 */
export const EARLY_EVENTS_SCRIPT = `(function(){var q=window.${EARLY_QUEUE}=[];["pointerdown","focusin","click","keydown","input","change","submit"].forEach(function(t){document.addEventListener(t,function(e){if(q.done||!(e.target instanceof Element)||!e.target.closest("[${ISLAND_ATTRIBUTE}]"))return;if(t==="submit")e.preventDefault();q.push(e)},true)});addEventListener("load",function(){if(!q.done){q.done=1;q.forEach(function(e){if(e.type==="submit")e.target.requestSubmit()})}});if(location.search)document.documentElement.setAttribute("${QUERY_ATTRIBUTE}","")})()`;
