import type { z } from 'zod';
import { catalogue, diagnostic, sortDiagnostics, type Diagnostic } from '../diagnostics/index.ts';
import { entryFileName, type CachedFile, type RawData } from '../load/index.ts';
import { noCache, type Cache } from '../cache.ts';
import { slugify } from '../domain/slug.ts';
import { collections, type Calculators, type Car, type CarData, type Site } from '../schema/index.ts';
import { ratingOf } from '../domain/score.ts';
import { crossCheck, type Located } from './cross-checks.ts';
import { warningsOf, type Warnings } from './facts.ts';
import { issuesToDiagnostics, located } from './schema-issues.ts';

export { datedFacts, daysSince, type DatedFact, type StaleFact } from './facts.ts';

export { closest, editDistance } from './suggest.ts';
import { closest } from './suggest.ts';

type CollectionName = (typeof collections)[number]['name'];
type CollectionOutput<N extends CollectionName> = z.infer<Extract<(typeof collections)[number], { name: N }>['schema']>;

/** The outcome of validation: a Site when there were no problems, and every problem found. */
export type ValidationResult = ({ site: Site; diagnostics: readonly [] } | { site?: undefined; diagnostics: readonly Diagnostic[] }) &
  Warnings;

/** Options of {@link validateData}. */
export interface ValidateOptions {
  /** The day to judge dated facts by (the build date); without it, no fact is stale. */
  today?: Date;
}

/**
 * Validates raw data against the schemas and across files. Reports every problem of the run, sorted by file and
 * line; returns the typed, frozen Site only when there are none.
 */
export function validateData(raw: RawData, cache: Cache = noCache, options: ValidateOptions = {}): ValidationResult {
  const diagnostics: Diagnostic[] = [...raw.diagnostics];
  const parse = <N extends CollectionName>(name: N) => parseCollection(raw, name, diagnostics, cache);
  const core = parseCatalogue(raw, diagnostics, cache);
  const { settings, calculators, brands, cars } = core;
  const recommendations = parse('recommendation');
  const upcoming = parse('upcoming');
  const alsoOnSale = parse('also-on-sale');
  diagnostics.push(...checkAlsoOnSale(alsoOnSale, brands, cars));
  const incentives = parse('incentive');
  const lenders = parse('lender');
  const insurers = parse('insurer');
  const posts = withBody(parse('post'));
  const pages = withBody(parse('page'));
  diagnostics.push(...emptyBodies('post', posts), ...emptyBodies('page', pages));
  const glossary = parse('glossary');
  const faqs = parse('faq');
  const emiSamples = parse('emi-sample');
  diagnostics.push(
    ...crossCheck({
      ...catalogueChecks(raw, core),
      settings,
      calculators,
      recommendations,
      lenders,
      incentives,
      posts,
      emiSamples,
      glossary,
      lists: [
        { kind: 'upcoming car', key: 'id', items: upcoming },
        { kind: 'state', key: 'slug', items: incentives },
        { kind: 'lender', key: 'slug', items: lenders },
        { kind: 'insurer', key: 'slug', items: insurers },
        { kind: 'glossary term', key: (term) => slugify((term as { term: string }).term), field: 'term', items: glossary },
      ],
      ranges: [
        ...upcoming.map(({ value, entry }) => ({
          entry,
          path: ['expectedPrice'],
          low: value.expectedPrice.min,
          high: value.expectedPrice.max,
        })),
        ...lenders.flatMap(({ value, entry }) =>
          value.rate.to === undefined ? [] : [{ entry, path: ['rate'], low: value.rate.from, high: value.rate.to }],
        ),
      ],
    }),
  );

  const staleness = warningsOf({ ...core, incentives, lenders, upcoming, alsoOnSale }, options.today);
  if (diagnostics.length > 0 || !settings || !calculators) return Object.assign(staleness, { diagnostics: sortDiagnostics(diagnostics) });
  const site: Site = deepFreeze({
    ...catalogueOf({ settings, calculators, brands, cars }),
    recommendations: recommendations.map((r) => r.value),
    upcoming: upcoming.map((u) => u.value).sort(by((u) => u.launch)),
    alsoOnSale: alsoOnSale.map((a) => a.value),
    incentives: incentives.map((i) => i.value),
    lenders: lenders.map((l) => l.value),
    insurers: insurers.map((i) => i.value),
    posts: posts.map((p) => p.value).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.slug < b.slug ? -1 : 1)),
    pages: pages.map((p) => p.value).sort(by((p) => p.slug)),
    glossary: glossary.map((g) => g.value),
    faqs: faqs.map((f) => f.value),
    emiSamples: emiSamples.map((e) => e.value),
  });
  return Object.assign(staleness, { site, diagnostics: [] as [] });
}

/** Ascending order by a text key. */
const by =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/** Posts and pages with their slug (the file's name) and their Markdown body, located in its file. */
const withBody = <T extends object>(items: Located<T>[]) =>
  items.map(({ value, entry }) => ({
    value: { ...value, slug: entryFileName(entry), body: { ...entry.body!, file: entry.displayPath } },
    entry,
  }));

/** A post or page with nothing below its front matter. */
function emptyBodies(kind: 'post' | 'page', items: ReturnType<typeof withBody<object>>): Diagnostic[] {
  // Pointing at the closing --- line: the line after it may not exist.
  return items
    .filter(({ value }) => value.body.markdown.trim() === '')
    .map(({ value }) =>
      diagnostic(catalogue.EmptyBody, { kind }, { loc: { file: value.body.file, line: value.body.line - 1, column: 1 } }),
    );
}

type Parsed<N extends CollectionName> = Located<CollectionOutput<N>>[];

/** The catalogue's collections (settings, calculators, brands, cars), checked against their schemas. */
function parseCatalogue(raw: RawData, diagnostics: Diagnostic[], cache: Cache) {
  const parse = <N extends CollectionName>(name: N) => parseCollection(raw, name, diagnostics, cache);
  return { settings: parse('site')[0], calculators: parse('calculators')[0], brands: parse('brand'), cars: parse('car') };
}

/** The cross-checks' inputs that concern the catalogue: its brands and cars, the images, and files that failed. */
function catalogueChecks(raw: RawData, { brands, cars }: ReturnType<typeof parseCatalogue>) {
  return {
    brands,
    cars,
    images: raw.images,
    brokenCars: broken(
      raw,
      'car',
      cars.map((car) => car.value.id),
    ),
    brokenBrands: broken(
      raw,
      'brand',
      brands.map((brand) => brand.value.slug),
    ),
  };
}

/** The catalogue of valid data: brands and cars in a fixed order, each car with its score. */
function catalogueOf({
  settings,
  calculators,
  brands,
  cars,
}: {
  settings: Parsed<'site'>[number];
  calculators: Parsed<'calculators'>[number];
  brands: Parsed<'brand'>;
  cars: Located<CarData>[];
}): Catalogue {
  return {
    settings: settings.value,
    calculators: calculators.value,
    brands: brands.map((b) => b.value).sort(by((b) => b.slug)),
    cars: cars
      .map((c) => c.value)
      .sort(by((c) => c.id))
      .map((car) => scored(car, calculators.value)),
  };
}

/**
 * Checks a collection's entries against its schema. An entry whose file validated before comes with its result
 * (from the cache); a file whose entries all pass now is remembered for next time. Problems go to `diagnostics`.
 */
function parseCollection<N extends CollectionName>(
  raw: RawData,
  name: N,
  diagnostics: Diagnostic[],
  cache: Cache,
): Located<CollectionOutput<N>>[] {
  const collection = collections.find((c) => c.name === name)!;
  const out: Located<CollectionOutput<N>>[] = [];
  const files = new Map<string, { validated: unknown[]; ok: boolean }>();
  for (const entry of raw.entries.get(name) ?? []) {
    if (entry.validated !== undefined) {
      out.push({ value: entry.validated as CollectionOutput<N>, entry });
      continue;
    }
    const result = collection.schema.safeParse(entry.value);
    const record = entry.cacheKey ? (files.get(entry.cacheKey) ?? { validated: [], ok: true }) : undefined;
    if (entry.cacheKey && record) files.set(entry.cacheKey, record);
    if (result.success) {
      out.push({ value: result.data as CollectionOutput<N>, entry });
      record?.validated.push(result.data);
    } else {
      if (record) record.ok = false;
      diagnostics.push(...issuesToDiagnostics(entry, collection.schema, result.error.issues));
    }
  }
  for (const [key, record] of files) if (record.ok) cache.set('load', key, { validated: record.validated } satisfies CachedFile);
  return out;
}

/** A car not compared yet names a brand of the site, if any, and is not a car of data/cars/ as well. */
function checkAlsoOnSale(
  items: readonly Located<CollectionOutput<'also-on-sale'>>[],
  brands: readonly Located<CollectionOutput<'brand'>>[],
  cars: readonly Located<CarData>[],
): Diagnostic[] {
  const slugs = brands.map(({ value }) => value.slug).sort();
  const carByName = new Map(cars.map(({ value }) => [value.name.toLowerCase(), value.id]));
  return items.flatMap(({ value, entry }) => {
    const out: Diagnostic[] = [];
    if (value.brand !== undefined && !slugs.includes(value.brand)) {
      const suggestion = closest(value.brand, slugs);
      out.push(
        located(entry, ['brand'], catalogue.UnknownReference, {
          kind: 'brand',
          id: value.brand,
          known: slugs,
          ...(suggestion ? { suggestion } : {}),
        }),
      );
    }
    const id = carByName.get(value.name.toLowerCase());
    if (id) out.push(located(entry, ['name'], catalogue.AlsoOnSaleIsACar, { name: value.name, id }));
    return out;
  });
}

/** Keys claimed by files of a collection that did not validate. */
function broken(raw: RawData, collection: string, valid: readonly string[]): Set<string> {
  const ok = new Set(valid);
  return new Set([...(raw.claimedKeys.get(collection) ?? [])].filter((key) => !ok.has(key)));
}

/** A car with its score, which the site shows as its rating. */
const scored = (car: CarData, calculators: Calculators): Car => ({ ...car, ...ratingOf(car, calculators) });

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The part of the data that `evguide query` needs: settings, brands and cars, validated with their cross-checks. */
export interface Catalogue {
  settings: Site['settings'];
  /** For the estimates `query cars` shows (real-world range, cost per km). */
  calculators: Site['calculators'];
  brands: Site['brands'];
  cars: Site['cars'];
}

/**
 * Validates only the catalogue (data loaded with just the site, brand and car collections), for commands that
 * answer from it and must start fast. Problems elsewhere in data/ are left to `evguide validate`.
 */
export function validateCatalogue(raw: RawData, cache: Cache = noCache): { catalogue?: Catalogue; diagnostics: readonly Diagnostic[] } {
  const diagnostics: Diagnostic[] = [...raw.diagnostics];
  const core = parseCatalogue(raw, diagnostics, cache);
  diagnostics.push(
    ...crossCheck({
      ...catalogueChecks(raw, core),
      recommendations: [],
      incentives: [],
      posts: [],
      emiSamples: [],
      glossary: [],
      lists: [],
      ranges: [],
    }),
  );
  const { settings, calculators } = core;
  if (diagnostics.length > 0 || !settings || !calculators) return { diagnostics: sortDiagnostics(diagnostics) };
  return { catalogue: catalogueOf({ ...core, settings, calculators }), diagnostics: [] };
}
