import { locales, type Locale } from '../schema/locales.ts';

// The site's languages. English pages live at the root, their Hindi twins under /hi/: every page exists in both,
// from the same data, so a figure reads the same in either language.

export { locales, type Locale };

/** The language of pages at the site's root. */
export const DEFAULT_LOCALE: Locale = 'en';

/** A string with its `{name}` placeholders filled: fill('{n} cars', { n: 3 }). */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Where the device keeps the language a visitor picked (localStorage). */
export const LANGUAGE_KEY = 'evguide-lang';

/** The languages a site is built in: site.yaml's `languages`, English alone when it names none. */
export const siteLanguages = (settings: { languages?: readonly Locale[] | undefined }): readonly Locale[] =>
  settings.languages ?? [DEFAULT_LOCALE];

/** Whether a site is built in Hindi too. */
export const hasHindi = (settings: { languages?: readonly Locale[] | undefined }): boolean => siteLanguages(settings).includes('hi');

/** The path prefix of the Hindi pages. */
const HINDI_PREFIX = '/hi';

/**
 * What a page in each language declares: its `lang`, hreflang and Open Graph locale. (What the language switch calls
 * each language is in the catalogues, templates/i18n/.)
 */
export const localeInfo: Readonly<Record<Locale, { lang: string; hreflang: string; ogLocale: string }>> = {
  en: { lang: 'en-IN', hreflang: 'en-IN', ogLocale: 'en_IN' },
  hi: { lang: 'hi-IN', hreflang: 'hi-IN', ogLocale: 'hi_IN' },
};

/**
 * The path of a page in a language, from its English path: `/cars` is `/hi/cars` in Hindi, and `/` is `/hi` (no
 * trailing slash, like every other page: its file is hi.html).
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`;
}

/**
 * Whether a site path is a page's, which has a twin in every language, rather than a file's (an asset, an image,
 * the data the islands fetch, the feed): files live under these folders or have an extension.
 */
export const isPagePath = (path: string): boolean =>
  path.startsWith('/') && !/^\/(assets|data|images|og)\//.test(path) && !/\.[a-z0-9]+$/i.test(path.replace(/[?#].*$/, ''));

/**
 * A link of this site as a page in `locale` writes it: a page's path (with any query or fragment) moves to that
 * language's twin, `/cars?brand=tata` to `/hi/cars?brand=tata`; a file's, another site's, or one already in Hindi
 * stays as it is.
 */
export function localeHref(href: string, locale: Locale): string {
  if (locale === 'en' || !isPagePath(href) || href.startsWith('//') || splitLocale(href).locale !== 'en') return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return `${localePath(path || '/', locale)}${end === -1 ? '' : href.slice(end)}`;
}

// A link of a start tag: the site's own paths move to the page's language, except in a tag that names its language
// (`hreflang`: the switch to the other language, and the alternates).
const START_TAG = /<(?:a|form|area)\b[^>]*>/g;
const LINK_ATTRIBUTE = /\s(href|action)="(\/[^"]*)"/g;

/**
 * A page's HTML with every link to a page of this site in the page's language: `/cars` on a Hindi page is
 * `/hi/cars`. Templates and Markdown write English paths; islands write theirs in the page's language already (so
 * what they render in the browser is the same), and a link already in Hindi is left alone (localeHref).
 */
export function htmlInLanguage(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  return html.replace(START_TAG, (tag) =>
    /\shreflang=/i.test(tag)
      ? tag
      : tag.replace(LINK_ATTRIBUTE, (_, name: string, href: string) => ` ${name}="${localeHref(href, locale)}"`),
  );
}

/** The language of a path, and the English path of the same page: `/hi/cars` is Hindi, of `/cars`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  if (path === HINDI_PREFIX || path === `${HINDI_PREFIX}/`) return { locale: 'hi', path: '/' };
  if (path.startsWith(`${HINDI_PREFIX}/`) || path.startsWith(`${HINDI_PREFIX}?`) || path.startsWith(`${HINDI_PREFIX}#`))
    return { locale: 'hi', path: path.slice(HINDI_PREFIX.length) };
  return { locale: 'en', path };
}

// The language figures are written in while a page renders. Like the build date, it is one value for the whole page;
// unlike it, passing it to every formatter by hand would touch every figure of the site, so it is set around each
// page's render (src/render/) and once by a Hindi island's entry, and read by the formatters of format.ts.
let current: Locale = DEFAULT_LOCALE;

/** The language figures are being written in. */
export const formatLocale = (): Locale => current;

/** Runs `work` with figures written in `locale`, then restores the language before. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  const before = current;
  current = locale;
  try {
    return work();
  } finally {
    current = before;
  }
}

/** Sets the language figures are written in for the rest of this page's life: for a browser's island entry. */
export function setFormatLocale(locale: Locale): void {
  current = locale;
}
