import { EARLY_EVENTS_SCRIPT } from '../islands/runtime/early-events.ts';
import { safeJson } from './safe-json.ts';
import type { Head } from '../../src/domain/page.ts';
import { useSite } from './site-context.ts';
import { fill, useLocale, useText } from '../i18n/context.ts';
import { localeInfo, localePath, siteLanguages } from '../../src/domain/locale.ts';
import { FEED_PATH } from '../../src/domain/nav.ts';
import { LANGUAGE_SCRIPT } from './language-script.ts';
import { LanguageBar } from './LanguageBar.tsx';

export interface DocumentProps {
  head: Head;
  /** Hashed stylesheet URL. */
  stylesheet: string;
  /** Hashed script URLs this page needs (most pages need none). */
  scripts: readonly string[];
  /** Whether the page has islands: then it starts with the inline script that keeps what is done to them early. */
  islands: boolean;
  /**
   * The site's Content-Security-Policy, as a page may carry it: a host that sends no headers of the site's (GitHub
   * Pages) still enforces it. It comes before any script, since it covers only what follows it.
   */
  csp: string;
  /** The page's rendered content, placed in <main>. */
  mainHtml: string;
  /** The rendered site header and footer (shared by many pages, so rendered once each; see render/). */
  headerHtml: string;
  footerHtml: string;
}

/** The whole HTML document: head with meta, Open Graph and JSON-LD, header, main and footer. */
export function Document({ head, stylesheet, scripts, islands, csp, mainHtml, headerHtml, footerHtml }: DocumentProps) {
  const { settings, currentPath } = useSite();
  const locale = useLocale();
  const text = useText();
  const canonical = head.canonicalPath === undefined ? undefined : `${settings.baseUrl}${head.canonicalPath}`;
  const image = `${settings.baseUrl}${head.image}`;
  // Every page has a twin in each language: search engines are told of both, and of the English as the default.
  const languages = siteLanguages(settings);
  const alternates =
    canonical && !head.noindex && languages.length > 1
      ? [
          ...languages.map((other) => ({
            hreflang: localeInfo[other].hreflang,
            href: `${settings.baseUrl}${localePath(currentPath, other)}`,
          })),
          { hreflang: 'x-default', href: `${settings.baseUrl}${currentPath}` },
        ]
      : [];
  return (
    <html lang={localeInfo[locale].lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta httpEquiv="Content-Security-Policy" content={csp} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own (no data in it), allowed by its hash in the CSP */}
        {islands && <script dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SCRIPT }} />}
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.refreshTo && <meta httpEquiv="refresh" content={`0; url=${head.refreshTo}`} />}
        {head.noindex && <meta name="robots" content="noindex" />}
        {canonical && <link rel="canonical" href={canonical} />}
        {alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        <meta name="theme-color" content="#0b7a5c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={fill(text.layout.blogFeed, { name: settings.name })}
          href={localePath(FEED_PATH, locale)}
        />
        <link rel="stylesheet" href={stylesheet} />
        {/* The first paint waits for the header to be parsed whole: painted halfway, its menu would grow under the eye. */}
        <link rel="expect" href="#main" blocking="render" />
        <meta property="og:site_name" content={settings.name} />
        <meta property="og:locale" content={localeInfo[locale].ogLocale} />
        {languages
          .filter((other) => other !== locale)
          .map((other) => (
            <meta key={other} property="og:locale:alternate" content={localeInfo[other].ogLocale} />
          ))}
        <meta property="og:type" content={head.ogType} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content={head.title} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={image} />
        {head.jsonLd.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey lint/security/noDangerouslySetInnerHtml: JSON-LD blocks have no id, and the head is rendered once on the server; safeJson escapes <, > and &, so the JSON cannot end its script element.
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(block) }} />
        ))}
        {scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {text.layout.skipToContent}
        </a>
        <LanguageBar />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a slot comment, replaced with React's own rendering of the site header (render/index.ts) */}
        <div className="shell" dangerouslySetInnerHTML={{ __html: headerHtml }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's renderToString of the page template (render/index.ts), so already escaped */}
        <main id="main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: mainHtml }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a slot comment, replaced with React's own rendering of the site footer (render/index.ts) */}
        <div className="shell" dangerouslySetInnerHTML={{ __html: footerHtml }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own (no data in it), allowed by its hash in the CSP */}
        {languages.length > 1 && <script dangerouslySetInnerHTML={{ __html: LANGUAGE_SCRIPT }} />}
      </body>
    </html>
  );
}
