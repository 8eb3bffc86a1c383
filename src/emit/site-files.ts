import { securityHeaders } from '../csp.ts';
import { pageFile } from '../domain/urls.ts';
import type { Page } from '../page/index.ts';
import { localeInfo, localePath, splitLocale, type Locale } from '../domain/locale.ts';

export { pageFile };
export { SECURITY_HEADERS } from '../csp.ts';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: every indexable page, with absolute URLs, in route order; on a site of several languages, each with
 * its twin in every one (and the English as the default) as hreflang alternates.
 */
export function sitemapXml(pages: readonly Page[], baseUrl: string, languages: readonly Locale[] = ['en']): string {
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${baseUrl}${path}`)}"/>`;
  const urls = pages
    .filter((page) => page.kind === 'page' && !page.head.noindex)
    .map((page) => {
      const { path } = splitLocale(page.path);
      const alternates =
        languages.length < 2
          ? []
          : [...languages.map((locale) => link(localeInfo[locale].hreflang, localePath(path, locale))), link('x-default', path)];
      return `  <url><loc>${escapeXml(`${baseUrl}${page.path}`)}</loc>${alternates.join('')}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: allow everything and point at the sitemap. */
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

/** Permanent redirects of pages left at old URLs, as [from, to] pairs. */
export function redirectsOf(pages: readonly Page[]): [string, string][] {
  return pages.filter((page) => page.kind === 'redirect' && page.head.refreshTo).map((page) => [page.path, page.head.refreshTo!]);
}

/** Content-hashed assets never change under their name; pages must be revalidated to be seen fresh. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * serve.json, read by `serve` (`npx serve dist`) and `evguide serve`: clean URLs without trailing slashes, 301s for
 * old URLs (the HTML redirect pages cover hosts that ignore this file), security and cache headers, no directory
 * listings and no symbolic links followed.
 */
export function serveJson(redirects: readonly [string, string][], imageHosts: readonly string[] = []): string {
  const config = {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    symlinks: false,
    redirects: redirects.map(([source, destination]) => ({ source, destination, type: 301 })),
    headers: [
      { source: '**', headers: securityHeaders(imageHosts).map(([key, value]) => ({ key, value })) },
      { source: 'assets/**', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
      { source: '**/*.html', headers: [{ key: 'Cache-Control', value: REVALIDATE }] },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * _headers, the same headers for Netlify and Cloudflare Pages. Those merge every rule a path matches, so the cache
 * header is set for assets only; pages get the hosts' own default, which revalidates.
 */
export function headersFile(imageHosts: readonly string[] = []): string {
  return [
    '/*',
    ...securityHeaders(imageHosts).map(([key, value]) => `  ${key}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE}`,
    '',
  ].join('\n');
}

/** _redirects, the same permanent redirects for Netlify and Cloudflare Pages. */
export function redirectsFile(redirects: readonly [string, string][]): string {
  return `${redirects.map(([from, to]) => `${from} ${to} 301`).join('\n')}\n`;
}

/** site.webmanifest: name, colours and icons, so the site can be added to a phone's home screen. */
export function webManifest(settings: { name: string; description: string; locale: string }): string {
  const manifest = {
    name: settings.name,
    short_name: 'EV Guide',
    description: settings.description,
    lang: settings.locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f8f7',
    theme_color: '#0b7a5c',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
