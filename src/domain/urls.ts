// How the site's clean URLs map to files of the output: a page at /cars/kia-ev6 is cars/kia-ev6.html, and a host
// with clean URLs (serve, Netlify, Cloudflare Pages) answers /cars/kia-ev6 with it.

/** The file of the output that holds the page at `path` (`/` is index.html). */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The files a clean-URL host tries for a URL path (already decoded), in order: the file itself, the page, the
 * folder's index. The link check and the dev server both resolve a URL so: a link the check passes, the dev server
 * serves. `/cars/` with its slash is only a folder's index, as every host agrees; `/cars` is the page.
 */
export function filesForUrl(urlPath: string): string[] {
  const clean = urlPath.replace(/^\/+/, '');
  if (clean === '') return ['index.html'];
  return [clean, `${clean}.html`, `${clean.replace(/\/$/, '')}/index.html`];
}
