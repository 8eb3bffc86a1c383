import { glossaryTermPath } from './nav.ts';
import type { Site } from '../schema/index.ts';
import { formatPriceRange, formatRange } from './format.ts';
import { categoryName } from './posts.ts';
import { wordTable, wordsIn } from './words.ts';
import { bodyTypeName } from './body-types.ts';
import { langOf } from './translated.ts';

/** The kinds of thing the site search finds, in the order the dialog groups them. */
export const searchKinds = ['car', 'post', 'glossary', 'guide'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The search's words (Hindi: src/domain/hi/); its groups are named by the pages' text (templates/i18n/). */
export const searchWords = /* @__PURE__ */ wordTable('search', { notSold: 'No longer sold new' });

/** One thing the site search can find: what it is, where it is, and the words it is found by. */
export interface SearchEntry {
  kind: SearchKind;
  title: string;
  /** A short line under the title: a car's brand, price and range; a post's category; a term's definition. */
  meta: string;
  url: string;
  /** Other words it is found by (brand, category, tags, phrases), lower-case, space-separated. */
  keywords: string;
  /** A picture, for cars. */
  image?: string;
  /** "en" when a Hindi page's index gives the title in English (a post, guide or term with no Hindi yet). */
  titleLang?: 'en';
  /** "en" when it gives the line under the title in English. */
  metaLang?: 'en';
}

const shorten = (text: string, length = 90) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

/**
 * The static search index, built with the site (`/data/search.json`): every car, post, glossary term and guide,
 * so the search dialog finds them all with no server.
 */
export function searchIndex(site: Pick<Site, 'cars' | 'brands' | 'posts' | 'glossary' | 'pages'>): SearchEntry[] {
  const brandName = new Map(site.brands.map((brand) => [brand.slug, brand.name]));
  const brandSearchNames = new Map(site.brands.map((brand) => [brand.slug, brand.searchNames ?? []]));
  return [
    ...site.cars.map((car) => ({
      kind: 'car' as const,
      title: car.name,
      // A car no longer sold new keeps its page, so search finds it, marked as such rather than priced.
      meta: `${brandName.get(car.brand) ?? car.brand} · ${car.status ? wordsIn(searchWords).notSold : formatPriceRange(car.price)} · ${formatRange(car)}`,
      url: `/cars/${car.id}`,
      // With the names Hindi readers type for the car and its maker (नेक्सॉन, टाटा).
      keywords: [
        car.brand,
        brandName.get(car.brand) ?? '',
        car.bodyType,
        bodyTypeName(car.bodyType),
        ...(car.aliases ?? []),
        ...(car.searchNames ?? []),
        ...(brandSearchNames.get(car.brand) ?? []),
      ]
        .join(' ')
        .toLowerCase(),
      image: car.image,
    })),
    ...site.posts.map((post) => {
      // A post with no Hindi version is listed in English throughout, its category too.
      const english = langOf(post, 'title');
      return {
        kind: 'post' as const,
        title: post.title,
        meta: `${english ? post.category : categoryName(post.category)} · ${shorten(post.excerpt, 70)}`,
        url: `/blog/${post.slug}`,
        keywords: [post.category, categoryName(post.category), ...(post.tags ?? []), post.description].join(' ').toLowerCase(),
        ...(english ? { titleLang: english, metaLang: english } : {}),
      };
    }),
    ...site.glossary.map((term) => ({
      kind: 'glossary' as const,
      title: term.term,
      meta: shorten(term.definition),
      ...(langOf(term, 'term') ? { titleLang: 'en' as const } : {}),
      ...(langOf(term, 'definition') ? { metaLang: 'en' as const } : {}),
      url: glossaryTermPath(term),
      keywords: (term.matches ?? []).join(' ').toLowerCase(),
    })),
    ...site.pages.map((page) => ({
      kind: 'guide' as const,
      title: page.title,
      meta: shorten(page.description),
      ...(langOf(page, 'title') ? { titleLang: 'en' as const, metaLang: 'en' as const } : {}),
      url: `/${page.slug}`,
      keywords: '',
    })),
  ];
}

/** How many things of each kind searchIndex lists, counted without building it. */
export function searchCounts(site: Pick<Site, 'cars' | 'posts' | 'glossary' | 'pages'>): Record<SearchKind, number> {
  return { car: site.cars.length, post: site.posts.length, glossary: site.glossary.length, guide: site.pages.length };
}

/** Text without its accents, so "skoda" finds "Škoda" and "Skoda" finds "škoda". */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The entries a query finds, grouped by kind in the dialog's order, at most `perKind` of each. */
export function searchSite(entries: readonly SearchEntry[], query: string, perKind = 5): { kind: SearchKind; entries: SearchEntry[] }[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  // Each word must start a word of the title or keywords: "mg" finds MG cars, not "charging" or "management".
  const starts = words.map((word) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${plain(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu'));
  const found = entries.filter((entry) => starts.every((start) => start.test(plain(entry.title)) || start.test(plain(entry.keywords))));
  return searchKinds
    .map((kind) => ({ kind, entries: found.filter((entry) => entry.kind === kind).slice(0, perKind) }))
    .filter((group) => group.entries.length > 0);
}
