import { glossaryTermPath } from './nav.ts';
import type { Site } from '../schema/index.ts';
import { formatPriceRange, formatRange } from './format.ts';
import { categoryName } from './posts.ts';
import { wordTable, wordsIn } from './words.ts';
import { bodyTypeName } from './body-types.ts';
import { langOf } from './translated.ts';
import { citiesOfState } from './places.ts';
import { asksOfCars, readSearchQuery, searchFeatures, type SearchFeature } from './search-query.ts';
import { variantLabel, variantsOf } from './variants.ts';
import { formatLakhPrice } from './format.ts';
import { incentivesFor } from './nav.ts';

/** The kinds of thing the site search finds, in the order the dialog groups them. */
export const searchKinds = ['car', 'post', 'glossary', 'guide'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The search's words (Hindi: src/domain/hi/); its groups are named by the pages' text (templates/i18n/). */
export const searchWords = /* @__PURE__ */ wordTable('search', {
  notSold: 'No longer sold new',
  features: { sunroof: 'Sunroof', adas: 'ADAS', ventilatedSeats: 'Ventilated seats', camera360: '360° camera' } as Record<
    SearchFeature,
    string
  >,
  /** The cheapest variant with a feature: "Sunroof on Creative+ S (₹14.99 Lakh)", or "Sunroof (₹14.99 Lakh)". */
  featureOn: (feature: string, variant: string | undefined, price: string) =>
    variant ? `${feature} on ${variant} (${price})` : `${feature} (${price})`,
  seats: (count: number) => `${count} seats`,
  stateTitle: (state: string) => `EV road tax and incentives in ${state}`,
});

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
  /** A car on sale: its cheapest variant's ex-showroom price, in lakh ("cheapest", "under 15 lakh"). */
  lakh?: number;
  /** A car's seats, and the line that says so ("7 seater"). */
  seats?: number;
  seatsText?: string;
  /** Each feature a car has on some variant, with the cheapest variant that has it ("sunroof"). */
  features?: Partial<Record<SearchFeature, string>>;
  /** A car on sale: the price of the cheapest variant with each feature, in lakh ("sunroof under 20 lakh"). */
  featureLakh?: Partial<Record<SearchFeature, number>>;
  /** A state's entry: the names it is found by, lower-case (the state's, its slug's words, its cities). */
  places?: string[];
}

const shorten = (text: string, length = 90) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

/**
 * The static search index, built with the site (`/data/search.json`): every car, post, glossary term and guide,
 * so the search dialog finds them all with no server.
 */
export function searchIndex(site: Pick<Site, 'cars' | 'brands' | 'posts' | 'glossary' | 'pages' | 'incentives'>): SearchEntry[] {
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
      ...carFacts(car),
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
    ...site.incentives.map((state) => ({
      kind: 'guide' as const,
      title: wordsIn(searchWords).stateTitle(state.state),
      meta: shorten(state.benefits[0] ?? state.policy),
      ...(langOf(state, 'benefits') ? { metaLang: 'en' as const } : {}),
      url: incentivesFor(state.slug),
      keywords: '',
      places: [...new Set([state.state.toLowerCase(), state.slug.replace(/-/g, ' '), ...(citiesOfState[state.slug] ?? [])])],
    })),
  ];
}

/** How many things of each kind searchIndex lists, counted without building it. */
export function searchCounts(site: Pick<Site, 'cars' | 'posts' | 'glossary' | 'pages' | 'incentives'>): Record<SearchKind, number> {
  return {
    car: site.cars.length,
    post: site.posts.length,
    glossary: site.glossary.length,
    guide: site.pages.length + site.incentives.length,
  };
}

/** Text without its accents, so "skoda" finds "Škoda" and "Skoda" finds "škoda". */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** A word as a pattern that must start a word: "mg" finds MG, not "charging". Long words match their stem too: "charger" finds "charging". */
function wordStart(word: string): RegExp {
  const stem = plain(word).replace(/(?:ers|er|ing|es|s)$/u, '');
  const base = stem.length >= 4 ? stem : plain(word);
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu');
}

/**
 * The entries a query finds, grouped by kind in the dialog's order, at most `perKind` of each. Every word to match
 * must start a word of the title or keywords; a title match ranks above a keyword match. A query that asks about
 * cars ("cheapest", "under 15 lakh", "7 seater", "sunroof") lists the cars that answer it, cheapest first when it
 * asks about price, each line saying how it answers; a city or state brings its incentives first among the guides.
 */
export function searchSite(entries: readonly SearchEntry[], query: string, perKind = 5): { kind: SearchKind; entries: SearchEntry[] }[] {
  const read = readSearchQuery(query, [...new Set(entries.flatMap((entry) => entry.places ?? []))]);
  const ofCars = asksOfCars(read);
  if (read.words.length === 0 && !ofCars && read.place === undefined) return [];
  const starts = read.words.map(wordStart);
  // For cars, the feature is what they have, not a word of their name.
  const featureWords: readonly string[] = read.feature ? [...searchFeatures[read.feature].words, ...searchFeatures[read.feature].also] : [];
  const carStarts = read.words.filter((word) => !featureWords.includes(word)).map(wordStart);
  const score = (entry: SearchEntry, patterns: readonly RegExp[]) =>
    patterns.reduce((sum, start) => sum + (start.test(plain(entry.title)) ? 2 : start.test(plain(entry.keywords)) ? 1 : 0), 0);
  const matches = (entry: SearchEntry, patterns: readonly RegExp[]) =>
    patterns.every((start) => start.test(plain(entry.title)) || start.test(plain(entry.keywords)));

  // What a car costs for this query: its cheapest variant, or with a feature asked for, its cheapest one that has it.
  const price = (entry: SearchEntry) => (read.feature ? entry.featureLakh?.[read.feature] : entry.lakh);
  const answers = (entry: SearchEntry): boolean => {
    // A state's incentives answer a query that names it or one of its cities, not every query with 'EV' in it.
    if (entry.places) return isPlace(entry);
    if (entry.kind === 'car' && ofCars) {
      if ((read.cheapest || read.maxLakh !== undefined) && price(entry) === undefined) return false;
      if (read.maxLakh !== undefined && price(entry)! > read.maxLakh) return false;
      if (read.seats !== undefined && (entry.seats ?? 0) < read.seats) return false;
      if (read.feature && !entry.features?.[read.feature]) return false;
      return matches(entry, carStarts);
    }
    return starts.length > 0 && matches(entry, starts);
  };
  const byPrice = ofCars && (read.cheapest || read.maxLakh !== undefined);
  const shown = (entry: SearchEntry): SearchEntry => {
    if (entry.kind !== 'car' || !ofCars) return entry;
    const lines = [entry.meta, read.feature && entry.features?.[read.feature], read.seats !== undefined && entry.seatsText];
    return { ...entry, meta: lines.filter(Boolean).join(' · ') };
  };
  // The state the query names comes first among the guides.
  const isPlace = (entry: SearchEntry) => read.place !== undefined && (entry.places?.includes(read.place) ?? false);
  const found = entries.filter(answers);
  return searchKinds
    .map((kind) => {
      const ofKind = found.filter((entry) => entry.kind === kind);
      const ranked =
        kind === 'car' && byPrice
          ? [...ofKind].sort((a, b) => price(a)! - price(b)!)
          : [...ofKind].sort((a, b) => Number(isPlace(b)) - Number(isPlace(a)) || score(b, starts) - score(a, starts));
      return { kind, entries: ranked.slice(0, perKind).map(shown) };
    })
    .filter((group) => group.entries.length > 0);
}

/** What the search knows of a car beyond its name: its cheapest price on sale, its seats, and its features' variants. */
function carFacts(car: Site['cars'][number]): Pick<SearchEntry, 'lakh' | 'seats' | 'seatsText' | 'features' | 'featureLakh'> {
  const words = wordsIn(searchWords);
  const variants = variantsOf(car);
  const features: Partial<Record<SearchFeature, string>> = {};
  const featureLakh: Partial<Record<SearchFeature, number>> = {};
  for (const feature of Object.keys(searchFeatures) as SearchFeature[]) {
    const index = variants.findIndex(
      (variant) =>
        variant.equipment.some((item) => item.has && searchFeatures[feature].item.test(item.feature)) ||
        (variant.describesEquipment && topVariantHas(car, feature)),
    );
    if (index >= 0) {
      features[feature] = words.featureOn(words.features[feature], variantLabel(variants, index), formatLakhPrice(variants[index]!.lakh));
      featureLakh[feature] = variants[index]!.lakh;
    }
  }
  return {
    ...(car.status ? {} : { lakh: variants[0]!.lakh, featureLakh }),
    seats: car.seating,
    seatsText: words.seats(car.seating),
    ...(Object.keys(features).length > 0 ? { features } : {}),
  };
}

/** Whether a car's equipment lists (which describe its top variant) name a feature. */
function topVariantHas(car: Site['cars'][number], feature: SearchFeature): boolean {
  const { comfort, safety } = car;
  switch (feature) {
    case 'sunroof':
      return typeof comfort.sunroof === 'string';
    case 'adas':
      return (safety.adasFeatures?.length ?? 0) > 0;
    case 'ventilatedSeats':
      return comfort.ventilatedSeats === true;
    case 'camera360':
      return typeof safety.rearCamera === 'string' && /360/.test(safety.rearCamera);
  }
}
