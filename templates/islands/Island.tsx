import { createContext, createElement, useContext, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { safeJson } from '../layout/safe-json.ts';
import { ScriptNote } from '../components/ScriptNote.tsx';
import { islandNotes } from './notes.tsx';
import { islands, islandText, urlStateIslands, type IslandName } from './registry.ts';
import {
  ISLAND_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  STALE_NOTE_ATTRIBUTE,
  TEXT_ATTRIBUTE,
  URL_STATE_ATTRIBUTE,
  type HydrateStrategy,
} from './runtime/protocol.ts';
import { LocaleContext, useLocale, useText } from '../i18n/context.ts';
import { textFor } from '../i18n/catalogues.ts';
import { isPagePath, localeHref } from '../../src/domain/locale.ts';

/** What the render stage tells islands and learns from them, per page. */
export interface IslandCollector {
  /** URL of each island's client entry. */
  entries: ReadonlyMap<string, string>;
  /** Islands rendered on this page so far. */
  used: Set<string>;
  /** Counter for unique useId prefixes. */
  count: number;
  /** The namespaces of strings already on this page: each goes in once, however many islands use it. */
  texts?: Set<string>;
}

export const IslandContext = createContext<IslandCollector | null>(null);

/**
 * Renders an interactive widget on the server and marks it for hydration. Its HTML comes from its own
 * renderToString, so it is exactly what hydrateRoot will expect on the client.
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate = 'visible',
}: {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  hydrate?: HydrateStrategy;
}) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`<Island name="${name}"> rendered outside the render stage`);
  const src = collector.entries.get(name);
  if (!src) throw new Error(`no client entry was built for the island "${name}"`);
  collector.used.add(name);
  const identifierPrefix = `i${collector.count++}-`;
  // The island renders with the strings it declares and no others: the same as it will have in the browser.
  const locale = useLocale();
  const pageText = useText();
  const namespaces = islandText[name];
  const text = textFor(locale, namespaces);
  const island = createElement(islands[name] as never, props as never);
  const html = renderToString(createElement(LocaleContext.Provider, { value: { locale, text } }, island), { identifierPrefix });
  assertLinksInLanguage(name, html, locale);
  // Each namespace goes in the page once, after the first island that uses it; the loader finds it by name.
  collector.texts ??= new Set();
  const fresh = namespaces.filter((namespace) => !collector.texts!.has(namespace));
  for (const namespace of fresh) collector.texts.add(namespace);
  const note = islandNotes[name];
  const urlState = urlStateIslands.has(name);
  return (
    <>
      {note && <ScriptNote>{note}</ScriptNote>}
      <div
        className="island"
        {...{
          [ISLAND_ATTRIBUTE]: name,
          ...(urlState ? { [URL_STATE_ATTRIBUTE]: '', [STALE_NOTE_ATTRIBUTE]: pageText.layout.scriptNotLoaded } : {}),
        }}
        data-src={src}
        data-hydrate={hydrate}
        data-prefix={identifierPrefix}
        data-text={namespaces.length > 0 ? namespaces.join(' ') : undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own renderToString output (above), which React has escaped
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safeJson escapes <, > and &, so the props cannot end their script element */}
      <script type="application/json" {...{ [PROPS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
      {fresh.map((namespace) => (
        <script
          key={namespace}
          type="application/json"
          {...{ [TEXT_ATTRIBUTE]: namespace }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: safeJson escapes <, > and &, so the strings cannot end their script element
          dangerouslySetInnerHTML={{ __html: safeJson(text[namespace]) }}
        />
      ))}
    </>
  );
}

/**
 * Fails the build when an island writes a link to a page of this site that is not in the page's language: the page's
 * other links are put in its language after rendering, but an island renders again in the browser, where a link it
 * does not write itself in the page's language (useHref) would go to the English page.
 */
function assertLinksInLanguage(name: string, html: string, locale: Parameters<typeof localeHref>[1]): void {
  if (locale === 'en') return;
  for (const [, href] of html.matchAll(/\s(?:href|action)="(\/[^"]*)"/g)) {
    if (isPagePath(href!) && localeHref(href!, locale) !== href)
      throw new Error(`the island ${name} links to ${href} on a page in "${locale}": write its links with useHref()`);
  }
}
