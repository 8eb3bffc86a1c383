import { localeHref, localeInfo, localePath, type Locale } from '../domain/locale.ts';
import type { JsonLd, Page } from './types.ts';

/**
 * A page of the Hindi site made by the page kinds from the Hindi site (see hindiSite), moved under /hi/: its path,
 * canonical path and redirect target, and every address of this site its JSON-LD gives, point at the Hindi pages, and
 * its JSON-LD says it is in Hindi. Links in the page's HTML are pointed there when it is rendered (src/render/).
 */
export function twinPage(page: Page, locale: Locale, baseUrl: string): Page {
  const to = (path: string) => localeHref(path, locale);
  const { head } = page;
  return {
    ...page,
    path: localePath(page.path, locale),
    locale,
    head: {
      ...head,
      ...(head.canonicalPath === undefined ? {} : { canonicalPath: localePath(head.canonicalPath, locale) }),
      ...(head.refreshTo === undefined ? {} : { refreshTo: to(head.refreshTo) }),
      jsonLd: head.jsonLd.map((block) => localizedLd(block, locale, baseUrl, to) as JsonLd),
    },
  };
}

function localizedLd(value: unknown, locale: Locale, baseUrl: string, to: (path: string) => string): unknown {
  if (typeof value === 'string') return value.startsWith(`${baseUrl}/`) ? `${baseUrl}${to(value.slice(baseUrl.length))}` : value;
  if (Array.isArray(value)) return value.map((item) => localizedLd(item, locale, baseUrl, to));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'inLanguage' ? localeInfo[locale].lang : localizedLd(item, locale, baseUrl, to),
    ]),
  );
}
