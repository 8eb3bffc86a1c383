import { catalogue, type Diagnostic } from '../diagnostics/index.ts';
import { entryFileName, type RawEntry } from '../source/index.ts';
import {
  collections,
  slug,
  type AlsoOnSale,
  type Brand,
  type CarData,
  type Collection,
  type CollectionName,
  type StateIncentive,
} from '../schema/index.ts';
import { GLOSSARY_PATH } from '../domain/nav.ts';
import { slugify } from '../domain/slug.ts';
import { decodeUrlPart } from '../domain/format.ts';
import { located } from './schema-issues.ts';
import {
  checkBuckets,
  checkImage,
  checkOrder,
  checkPublicChargingDefault,
  checkSlider,
  checkTariffSlabs,
  checkVariants,
  isSlider,
} from './field-checks.ts';
import { closest } from '../domain/suggest.ts';

import type { Located, Parsed } from './parsed.ts';

export type { Located } from './parsed.ts';

/** What the cross-file checks look at: every collection's valid entries, and what loading found besides. */
export interface CheckInput {
  data: Parsed;
  /** Whether a collection was read: references into one that was not (the catalogue read alone) are not checked. */
  loaded: (name: CollectionName) => boolean;
  images: ReadonlySet<string>;
  /** Ids of cars and brands whose files exist but failed validation: already reported, so not dangling. */
  brokenCars: ReadonlySet<string>;
  brokenBrands: ReadonlySet<string>;
}

/** The id no car or post may have: the paginated lists live at /cars/page/N and /blog/page/N. */
const RESERVED_ID = 'page';

/** How a glossary term links to another: the glossary page with the term's slug as the fragment. */
const GLOSSARY_ANCHOR = `${GLOSSARY_PATH}#`;

/**
 * Checks that need more than one field or one file: file names, unique ids and aliases, references between
 * collections, image files, ranges and slider bounds. What a collection declares (its key, ranges and references
 * to cars) is checked from its declaration; the rest is written per collection below. Returns every problem found.
 */
export function crossCheck(input: CheckInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { data } = input;
  checkFileNames(data.brand, 'slug', out);
  checkFileNames(data.car, 'id', out);
  const refs = references(input, out);
  for (const { value: car, entry } of data.car) {
    if (car.status?.successor) refs.onSale(entry, ['status', 'successor'], car.status.successor, 'named as the successor');
    if (car.status && car.featured)
      out.push(located(entry, ['featured'], catalogue.DiscontinuedCar, { car: car.id, since: car.status.since, where: 'featured' }));
  }
  for (const car of data.car) checkCar(car, input, refs, out);
  for (const brand of data.brand) checkBrand(brand, input, refs, out);
  for (const collection of collections as readonly Collection[])
    checkDeclared(collection, data[collection.name as CollectionName], refs, out);
  for (const state of data.incentive) {
    checkIncentive(state, out);
    checkTariffSlabs(state.entry, state.value.electricity, out);
  }
  checkAlsoOnSale(data['also-on-sale'], refs, out);
  checkPosts(input, out);
  checkGlossaryLinks(data.glossary, out);
  const [settings] = data.site;
  if (settings) {
    const { value, entry } = settings;
    value.popularCars.forEach((id, index) => {
      refs.onSale(entry, ['popularCars', index], id, 'listed as popular');
    });
    for (const name of ['directoryPrice', 'directoryRange', 'homePrice'] as const) {
      checkBuckets(entry, ['filters', name], value.filters[name], out);
    }
  }
  const [calculators] = data.calculators;
  if (calculators) {
    const { value, entry } = calculators;
    for (const [group, sliders] of Object.entries(value)) {
      for (const [name, slider] of Object.entries(sliders as Record<string, unknown>)) {
        if (isSlider(slider)) checkSlider(entry, [group, name], slider, out);
      }
    }
    checkPublicChargingDefault(entry, value.savings.publicChargingPrice.default, value.publicCharging.dcPerKwh, out);
  }
  return out;
}

/** What a collection declares of its entries: a unique key, ranges in order, and cars that exist (and are on sale). */
function checkDeclared(collection: Collection, items: readonly Located<object>[], refs: References, out: Diagnostic[]): void {
  const field = (value: object, name: string) => (value as Record<string, unknown>)[name];
  if (collection.key) checkUnique(collection.key, items, out);
  for (const { value, entry } of items) {
    for (const range of collection.ranges ?? []) {
      const pair = field(value, range.field) as Record<string, number | undefined>;
      const [low, high] = [pair[range.low], pair[range.high]];
      if (low !== undefined && high !== undefined) checkOrder(entry, [range.field], low, high, out);
    }
    for (const reference of collection.carReferences ?? []) {
      const id = String(field(value, reference.field));
      if (reference.onSale) refs.onSale(entry, [reference.field], id, reference.onSale);
      else refs.car(entry, [reference.field], id);
    }
  }
}

/** A reference to something that does not exist, with the known ones and the closest of `candidates`. */
function unknownReference(
  entry: RawEntry,
  path: PropertyKey[],
  kind: string,
  id: string,
  known: readonly string[],
  candidates: readonly string[] = known,
  suggested?: string,
): Diagnostic {
  const suggestion = suggested ?? closest(id, candidates);
  return located(entry, path, catalogue.UnknownReference, { kind, id, known, ...(suggestion ? { suggestion } : {}) });
}

/** How the checks look up cars and brands, and report references to them. */
interface References {
  cars: ReadonlyMap<string, Located<CarData>>;
  brands: ReadonlyMap<string, Located<Brand>>;
  /** A reference to a car: it must exist (or have failed validation, which is reported already). */
  car(entry: RawEntry, path: PropertyKey[], id: string): void;
  /** A reference to a car put forward to buyers: it must exist and be on sale. */
  onSale(entry: RawEntry, path: PropertyKey[], id: string, where: string): void;
}

function references(input: CheckInput, out: Diagnostic[]): References {
  const cars = uniqueIds(input.data.car, out);
  const aliasOf = new Map<string, string>();
  for (const { value } of input.data.car) for (const alias of value.aliases ?? []) aliasOf.set(alias, value.id);
  const knownCars = [...cars.keys()].sort();
  const car = (entry: RawEntry, path: PropertyKey[], id: string) => {
    if (cars.has(id) || input.brokenCars.has(id)) return;
    out.push(unknownReference(entry, path, 'car', id, knownCars, knownCars, aliasOf.get(id)));
  };
  return {
    cars,
    brands: new Map(input.data.brand.map((b) => [b.value.slug, b] as const)),
    car,
    onSale(entry, path, id, where) {
      car(entry, path, id);
      const since = cars.get(id)?.value.status?.since;
      if (since) out.push(located(entry, path, catalogue.DiscontinuedCar, { car: id, since, where }));
    },
  };
}

/** One car: its ids, brand, image, price order, variants, and figures that must agree with each other. */
function checkCar({ value: car, entry }: Located<CarData>, input: CheckInput, refs: References, out: Diagnostic[]): void {
  if (car.id === RESERVED_ID) out.push(located(entry, ['id'], catalogue.ReservedId, { kind: 'car id', id: car.id, path: '/cars/page/2' }));
  (car.aliases ?? []).forEach((alias, index) => {
    if (alias === RESERVED_ID)
      out.push(located(entry, ['aliases', index], catalogue.ReservedId, { kind: 'car alias', id: alias, path: '/cars/page/2' }));
  });
  if (!refs.brands.has(car.brand) && !input.brokenBrands.has(car.brand)) {
    out.push(unknownReference(entry, ['brand'], 'brand', car.brand, [...refs.brands.keys()].sort()));
  }
  checkImage(entry, ['image'], car.image, input.images, out);
  if (car.price.max !== undefined) checkOrder(entry, ['price'], car.price.min, car.price.max, out);
  checkVariants(entry, car, out);
  // A DC charge time needs a DC port: `dc` is null or complete, but a charging option may still promise DC.
  if (car.charging.dc === null) {
    car.charging.options.forEach((option, index) => {
      if (/\bDC\b|\bCCS2?\b/i.test(option)) out.push(located(entry, ['charging', 'options', index], catalogue.DcWithoutPort, { option }));
    });
  }
  const { claimedKm, realWorldKm } = car.range;
  if (realWorldKm !== undefined && realWorldKm > claimedKm) {
    out.push(located(entry, ['range', 'realWorldKm'], catalogue.RealWorldAboveClaimed, { realWorld: realWorldKm, claimed: claimedKm }));
  }
  // A charge must gain something: 80% to 80% in 40 minutes would make every charging figure infinite.
  for (const kind of ['ac', 'dc'] as const) {
    const charge = car.charging[kind];
    if (charge && charge.fromPercent >= charge.toPercent) {
      out.push(located(entry, ['charging', kind], catalogue.ChargeWindow, { from: charge.fromPercent, to: charge.toPercent }));
    }
  }
}

/**
 * One brand: its logo, showcase cars (its own, on sale), the cars its price changes name (its own) and loan partners
 * (lenders that exist, rates in order).
 */
function checkBrand({ value: brand, entry }: Located<Brand>, input: CheckInput, refs: References, out: Diagnostic[]): void {
  checkImage(entry, ['logo'], brand.logo, input.images, out);
  brand.showcase.forEach((id, index) => {
    const car = refs.cars.get(id);
    if (car?.value.status) refs.onSale(entry, ['showcase', index], id, 'showcased');
    if (!car) refs.car(entry, ['showcase', index], id);
    else if (car.value.brand !== brand.slug && refs.brands.has(car.value.brand)) {
      out.push(located(entry, ['showcase', index], catalogue.WrongBrand, { car: id, carBrand: car.value.brand, brand: brand.slug }));
    }
  });
  for (const [at, change] of (brand.priceChanges ?? []).entries()) {
    for (const [index, id] of (change.cars ?? []).entries()) {
      const car = refs.cars.get(id);
      if (!car) refs.car(entry, ['priceChanges', at, 'cars', index], id);
      else if (car.value.brand !== brand.slug && refs.brands.has(car.value.brand)) {
        out.push(
          located(entry, ['priceChanges', at, 'cars', index], catalogue.WrongBrand, {
            car: id,
            carBrand: car.value.brand,
            brand: brand.slug,
          }),
        );
      }
    }
  }
  const lenders = input.loaded('lender') ? input.data.lender : undefined;
  const lenderSlugs = (lenders ?? []).map((lender) => lender.value.slug).sort();
  brand.loanPartners.forEach((partner, index) => {
    if (!('lender' in partner)) {
      if (partner.rate.to !== undefined) checkOrder(entry, ['loanPartners', index, 'rate'], partner.rate.from, partner.rate.to, out);
    } else if (lenders && !lenderSlugs.includes(partner.lender)) {
      out.push(unknownReference(entry, ['loanPartners', index, 'lender'], 'lender', partner.lender, lenderSlugs));
    }
  });
}

/** A state's purchase incentive: none without a policy; with one, above nothing and within its cap. */
function checkIncentive({ value: state, entry }: Located<StateIncentive>, out: Diagnostic[]): void {
  const cap = state.purchaseIncentive?.capLakh;
  if (cap === undefined ? state.maxRebateLakh > 0 : state.maxRebateLakh <= 0 || state.maxRebateLakh > cap) {
    out.push(
      located(entry, ['maxRebateLakh'], catalogue.IncentiveAboveCap, {
        state: state.state,
        lakh: state.maxRebateLakh,
        ...(cap === undefined ? {} : { cap }),
      }),
    );
  }
}

/** No two items of a list with the same key. */
function checkUnique(key: NonNullable<Collection['key']>, items: readonly Located<object>[], out: Diagnostic[]): void {
  const seen = new Map<string, RawEntry>();
  for (const { value, entry } of items) {
    const written = String((value as Record<string, unknown>)[key.field]);
    const id = key.slugged ? slugify(written) : written;
    const first = seen.get(id);
    if (first) {
      const other = `${first.displayPath}:${first.file.locate(first.path).line}`;
      out.push(located(entry, [key.field], catalogue.DuplicateId, { kind: key.kind, id, other }));
    } else seen.set(id, entry);
  }
}

/** A car not compared yet names a brand of the site, if any, and is not a car of data/cars/ as well. */
function checkAlsoOnSale(items: readonly Located<AlsoOnSale>[], refs: References, out: Diagnostic[]): void {
  const slugs = [...refs.brands.keys()].sort();
  const carByName = new Map([...refs.cars.values()].map(({ value }) => [value.name.toLowerCase(), value.id]));
  for (const { value, entry } of items) {
    if (value.brand !== undefined && !refs.brands.has(value.brand))
      out.push(unknownReference(entry, ['brand'], 'brand', value.brand, slugs));
    const id = carByName.get(value.name.toLowerCase());
    if (id) out.push(located(entry, ['name'], catalogue.AlsoOnSaleIsACar, { name: value.name, id }));
  }
}

/** Posts: no reserved slug, images that exist, related posts that exist and are other posts. */
function checkPosts(input: CheckInput, out: Diagnostic[]): void {
  const postSlugs = input.data.post.map((post) => post.value.slug).sort();
  for (const { value: post, entry } of input.data.post) {
    if (post.slug === RESERVED_ID)
      out.push(located(entry, [], catalogue.ReservedId, { kind: 'post slug', id: post.slug, path: '/blog/page/2' }));
    checkImage(entry, ['image'], post.image, input.images, out);
    (post.related ?? []).forEach((slug, index) => {
      if (slug !== post.slug && postSlugs.includes(slug)) return;
      const others = postSlugs.filter((other) => other !== post.slug);
      out.push(unknownReference(entry, ['related', index], 'other post', slug, postSlugs, others));
    });
  }
}

/** A glossary term's links to other terms lead to terms that exist. */
function checkGlossaryLinks(glossary: Parsed['glossary'], out: Diagnostic[]): void {
  const termSlugs = glossary.map(({ value }) => slugify(value.term)).sort();
  for (const { value: term, entry } of glossary) {
    (term.related ?? []).forEach((link, index) => {
      if (!link.url.startsWith(GLOSSARY_ANCHOR)) return;
      const id = decodeUrlPart(link.url.slice(GLOSSARY_ANCHOR.length));
      if (!termSlugs.includes(id)) out.push(unknownReference(entry, ['related', index, 'url'], 'glossary term', id, termSlugs));
    });
  }
}

function checkFileNames<T extends object>(items: readonly Located<T>[], key: keyof T & string, out: Diagnostic[]) {
  for (const { value, entry } of items) {
    const fileName = entryFileName(entry);
    if (slug.safeParse(fileName).success && value[key] !== fileName) {
      out.push(located(entry, [key], catalogue.IdMismatch, { key, value: String(value[key]), fileName }));
    }
  }
}

/** Indexes cars by id, reporting an id or alias used twice (aliases share the id namespace: both are URLs). */
function uniqueIds(cars: readonly Located<CarData>[], out: Diagnostic[]): Map<string, Located<CarData>> {
  const byId = new Map<string, Located<CarData>>();
  const claimed = new Map<string, string>();
  const claim = (name: string, owner: string, entry: RawEntry, path: PropertyKey[], kind: string) => {
    const other = claimed.get(name);
    if (other !== undefined) out.push(located(entry, path, catalogue.DuplicateId, { kind, id: name, other }));
    else claimed.set(name, owner);
  };
  for (const car of cars) {
    claim(car.value.id, car.entry.displayPath, car.entry, ['id'], 'car');
    if (!byId.has(car.value.id)) byId.set(car.value.id, car);
  }
  for (const car of cars) {
    (car.value.aliases ?? []).forEach((alias, index) => {
      claim(alias, `${car.entry.displayPath} (alias of ${car.value.id})`, car.entry, ['aliases', index], 'car alias');
    });
  }
  return byId;
}
