import { createContext, useContext } from 'react';
import { localeHref, type Locale } from '../../src/domain/locale.ts';
import type { Text } from './en.ts';

// The language of what is being rendered, and its strings. The render stage provides them for each page from the
// catalogues (catalogues.ts); an island gets its language and the strings it declares (islands/registry.ts) with its
// props, so a page's scripts carry no strings and only its own language's reach it. This file imports no catalogue.

/** A language and its strings, as a page or an island has them. */
export interface LocaleValue {
  locale: Locale;
  /** The catalogue, whole on the server; an island's only its namespaces. */
  text: Text;
}

export const LocaleContext = createContext<LocaleValue | null>(null);

function useLocaleValue(): LocaleValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('a template read its language outside <LocaleContext>');
  return value;
}

/** The language of the page being rendered. */
export const useLocale = (): Locale => useLocaleValue().locale;

/** The strings of the page's language. */
export const useText = (): Text => useLocaleValue().text;

/** Writes a link of this site in the page's language: `/cars` on a Hindi page is `/hi/cars`. */
export function useHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localeHref(href, locale);
}

export { fill } from '../../src/domain/locale.ts';
