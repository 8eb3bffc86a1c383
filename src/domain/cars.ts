import type { Bucket, Car } from '../schema/index.ts';
import { inBucket } from './buckets.ts';
import { estimatesOf, type CarEstimates, type EstimatedVariant } from './estimates.ts';
import { costPerKm, type ChargingMix } from './running.ts';
import { carAsVariant, variantsOf } from './variants.ts';
import { UNTRANSLATED, untranslatedOf } from './translated.ts';

/** The sort orders of the directory and the CLI. */
export const carSorts = ['price-low', 'price-high', 'range', 'real-range', 'cost-per-km', 'dc-time', 'rating'] as const;
export type CarSort = (typeof carSorts)[number];

/** What cards, filters and sorts need of a car: the full record minus the detail blocks. */
export type CarSummary = Pick<
  Car,
  | 'id'
  | 'name'
  | 'brand'
  | 'bodyType'
  | 'seating'
  | 'rating'
  | 'scoreCriteria'
  | 'badge'
  | 'price'
  | 'image'
  | 'description'
  | 'keyFeatures'
  | 'status'
  | 'searchNames'
> & {
  battery: Pick<Car['battery'], 'capacityKwh' | 'options'>;
  range: Pick<Car['range'], 'claimedKm' | 'testCycle'>;
  performance: Pick<Car['performance'], 'powerBhp' | 'driveType' | 'transmission'>;
  charging: Pick<Car['charging'], 'ac' | 'dc'>;
  /** Its cheapest variant's estimates, the ones a card shows beside its "from" price. */
  estimates: CarEstimates;
  /** Every variant's price, claimed range and estimates, cheapest first: a filter passes a car if one variant passes. */
  variantList: VariantFigures[];
  /** How much its price may have risen since it was confirmed, when its maker has changed prices since (price-moves.ts). */
  priceMove?: { percent: number; basis: 'up to' | 'about' };
  /** On a Hindi page, the fields it shows in English for want of their Hindi (see langOf). */
  [UNTRANSLATED]?: readonly string[];
};

/**
 * What a compact card shows of a car (picture, name, badge, stars, price and three figures), and no more: a page that
 * lists other cars this way (a car's siblings) keeps its render key when their prose is edited, and is not rendered
 * again for it.
 */
export type CompactCar = Pick<
  CarSummary,
  | 'id'
  | 'name'
  | 'image'
  | 'bodyType'
  | 'badge'
  | 'rating'
  | 'scoreCriteria'
  | 'price'
  | 'priceMove'
  | 'battery'
  | 'range'
  | 'performance'
  | typeof UNTRANSLATED
>;

/** A car as a compact card shows it (see CompactCar). */
export function compactCar(car: Car & Pick<CarSummary, 'priceMove'>): CompactCar {
  const { id, name, image, bodyType, badge, rating, scoreCriteria, price, priceMove, battery, range, performance } = car;
  return {
    id,
    name,
    image,
    bodyType,
    rating,
    scoreCriteria,
    price,
    ...(badge ? { badge } : {}),
    ...(priceMove ? { priceMove: { percent: priceMove.percent, basis: priceMove.basis } } : {}),
    battery: { capacityKwh: battery.capacityKwh, ...(battery.options ? { options: battery.options } : {}) },
    range: { claimedKm: range.claimedKm, testCycle: range.testCycle },
    performance: { powerBhp: performance.powerBhp, driveType: performance.driveType, transmission: performance.transmission },
    ...untranslatedOf(car),
  };
}

/** What the filters and sorts read of a variant. */
export type VariantFigures = Pick<
  EstimatedVariant,
  'name' | 'lakh' | 'batteryKwh' | 'claimedKm' | 'claimEstimated' | 'powerBhp' | 'estimates'
>;

/** What filters and sorts take: a summary, or a full car; sorts on estimates need them (full cars lack them). */
export type CarListItem = Omit<CarSummary, 'estimates' | 'variantList'> & {
  estimates?: CarEstimates;
  variantList?: readonly VariantFigures[];
};

/**
 * A summary with its costs a km for another charging mix (a visitor's situation), from each variant's energy a km:
 * what the directory's cards, filters and sorts show once a visitor has set their situation.
 */
export function summaryAtMix(car: CarSummary, mix: ChargingMix): CarSummary {
  const variantList = car.variantList.map((variant) => ({
    ...variant,
    estimates: { ...variant.estimates, costPerKm: costPerKm(variant.estimates.wallKwhPerKm, mix) },
  }));
  return { ...car, estimates: variantList[0]!.estimates, variantList };
}

/** The summary of a car, for island props (a few hundred bytes instead of several kilobytes), its costs at a charging mix. */
export function toSummary(
  car: Car & Pick<CarSummary, 'priceMove'>,
  calculators: Parameters<typeof estimatesOf>[1],
  mix: ChargingMix,
): CarSummary {
  const { id, name, brand, bodyType, seating, rating, scoreCriteria, badge, price, image, description, keyFeatures, status, searchNames } =
    car;
  const variantList = variantsOf(car).map(({ name, lakh, batteryKwh, claimedKm, claimEstimated, powerBhp }, index, all) => ({
    name,
    lakh,
    batteryKwh,
    claimedKm,
    claimEstimated,
    powerBhp,
    estimates: estimatesOf(carAsVariant(car, all[index]!), calculators, mix),
  }));
  return {
    id,
    name,
    brand,
    bodyType,
    seating,
    rating,
    scoreCriteria,
    ...(badge ? { badge } : {}),
    ...(status ? { status } : {}),
    ...(searchNames ? { searchNames } : {}),
    price,
    image,
    description,
    keyFeatures,
    battery: { capacityKwh: car.battery.capacityKwh, ...(car.battery.options ? { options: car.battery.options } : {}) },
    range: { claimedKm: car.range.claimedKm, testCycle: car.range.testCycle },
    performance: { powerBhp: car.performance.powerBhp, driveType: car.performance.driveType, transmission: car.performance.transmission },
    charging: { ac: car.charging.ac, dc: car.charging.dc },
    estimates: variantList[0]!.estimates,
    variantList,
    ...(car.priceMove ? { priceMove: { percent: car.priceMove.percent, basis: car.priceMove.basis } } : {}),
    ...untranslatedOf(car),
  };
}

/** Filters over cars; an absent or empty filter matches every car. */
export interface CarFilters {
  /** Text that the car's name or brand must contain, case-insensitively. */
  search?: string;
  /** Brand slug or brand name, case-insensitive. */
  brand?: string;
  /** Body type, case-insensitive (`suv`, `Coupe SUV`); "SUV" takes in Coupe SUVs. */
  body?: string;
  /** Highest acceptable ex-showroom price of a variant, in lakh. */
  maxPrice?: number;
  /** Highest acceptable on-road price of a variant in the context's state, in lakh (see CarFilterContext.onRoad). */
  maxOnRoad?: number;
  /** Lowest acceptable claimed range, in km. */
  minRange?: number;
  /** Id of a price bucket, on the starting price. */
  price?: string;
  /** Id of a range bucket, on the claimed range. */
  range?: string;
  /** Only cars that take DC fast charging. */
  fastCharging?: boolean;
  /** Lowest acceptable estimated real-world (city) range, in km. */
  minRealRange?: number;
  /** Highest acceptable electricity cost a km, in rupees. */
  maxCostPerKm?: number;
  /** Longest acceptable DC charge from 10 to 80%, in minutes (cars without DC never pass). */
  maxDcMinutes?: number;
  /** Also pass cars no longer sold new (left out unless asked for). */
  includeDiscontinued?: boolean;
}

/** What the filters need besides the cars: brand names and the bucket definitions. */
export interface CarFilterContext {
  brandNames?: ReadonlyMap<string, string>;
  priceBuckets?: readonly Bucket[];
  rangeBuckets?: readonly Bucket[];
  /** A variant's on-road price in rupees, for an on-road budget (see variantOnRoad in onroad.ts). */
  onRoadOf?: (variant: VariantFigures) => number;
}

/** Body types a filter's type takes in: a Coupe SUV is an SUV. */
const bodyGroups: Readonly<Record<string, readonly string[]>> = { suv: ['suv', 'coupe suv'] };

/** Whether a body type is the filter's, or one of its group. */
const matchesBody = (bodyType: string, body: string): boolean =>
  bodyType.toLowerCase() === body || (bodyGroups[body]?.includes(bodyType.toLowerCase()) ?? false);

/** The car's starting ex-showroom price in lakh: what price filters and sorts use. */
export const startingPrice = (car: Pick<Car, 'price'>): number => car.price.min;

/** Whether any of the texts contains the query, case-insensitively; an empty query matches everything. */
export function matchesSearch(query: string | undefined, ...texts: readonly string[]): boolean {
  const needle = query?.trim().toLowerCase();
  return !needle || texts.some((text) => text.toLowerCase().includes(needle));
}

/** The best of a car's variants' estimates (`pick`: the highest or lowest), or `missing` when none has one. */
function estimate(car: CarListItem, key: keyof CarEstimates, missing: number, pick: (...values: number[]) => number): number {
  const values = variantsFor(car).flatMap((variant) => {
    const value = (variant.estimates as CarEstimates | undefined)?.[key];
    return typeof value === 'number' ? [value] : [];
  });
  return values.length > 0 ? pick(...values) : missing;
}

/** The variants a filter looks at: the listed ones, or the car itself as one. */
const variantsFor = (car: CarListItem): readonly VariantFigures[] =>
  car.variantList ?? [
    {
      name: car.name,
      lakh: car.price.min,
      batteryKwh: car.battery.capacityKwh,
      claimedKm: car.range.claimedKm,
      claimEstimated: false,
      powerBhp: car.performance.powerBhp,
      estimates: car.estimates!,
    },
  ];

/**
 * The cars that pass every filter, in their original order. Price, range and the estimates are a variant's: a car
 * passes when one of its variants passes all of them (a ₹20-25 lakh budget finds a car through any variant in it).
 */
export function filterCars<C extends CarListItem>(cars: readonly C[], filters: CarFilters, context: CarFilterContext = {}): C[] {
  const brand = filters.brand?.trim().toLowerCase();
  const body = filters.body?.trim().toLowerCase();
  const variantPasses = (variant: VariantFigures): boolean => {
    if (filters.maxPrice !== undefined && variant.lakh > filters.maxPrice) return false;
    // A lakh is 100,000 rupees (LAKH of format.ts, which imports this file's types).
    if (filters.maxOnRoad !== undefined && !(context.onRoadOf && context.onRoadOf(variant) <= filters.maxOnRoad * 100_000)) return false;
    if (filters.minRange !== undefined && variant.claimedKm < filters.minRange) return false;
    if (filters.price && !inBucket(variant.lakh, filters.price, context.priceBuckets ?? [])) return false;
    if (filters.range && !inBucket(variant.claimedKm, filters.range, context.rangeBuckets ?? [])) return false;
    // The estimate filters need the estimates (summaries carry them); a variant without them does not pass.
    const estimates = variant.estimates as CarEstimates | undefined;
    if (filters.minRealRange !== undefined && !((estimates?.realWorldKm ?? -Infinity) >= filters.minRealRange)) return false;
    if (filters.maxCostPerKm !== undefined && !((estimates?.costPerKm ?? Infinity) <= filters.maxCostPerKm)) return false;
    if (filters.maxDcMinutes !== undefined && !((estimates?.dcTenToEightyMinutes ?? Infinity) <= filters.maxDcMinutes)) return false;
    return true;
  };
  return cars.filter((car) => {
    if (!filters.includeDiscontinued && !isOnSale(car)) return false;
    const brandName = context.brandNames?.get(car.brand) ?? car.brand;
    // The name as Hindi readers type it finds the car too (searchNames: नेक्सॉन, टाटा नेक्सॉन).
    if (!matchesSearch(filters.search, car.name, brandName, car.brand, ...(car.searchNames ?? []))) return false;
    if (brand && car.brand !== brand && brandName.toLowerCase() !== brand) return false;
    if (body && !matchesBody(car.bodyType, body)) return false;
    if (filters.fastCharging && car.charging.dc === null) return false;
    // A car no longer sold new has no on-road price (its cards show none): it never fits an on-road budget.
    if (filters.maxOnRoad !== undefined && !isOnSale(car)) return false;
    return variantsFor(car).some(variantPasses);
  });
}

const byName = (a: CarListItem, b: CarListItem) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const comparators: Record<CarSort, (a: CarListItem, b: CarListItem) => number> = {
  'price-low': (a, b) => startingPrice(a) - startingPrice(b) || byName(a, b),
  'price-high': (a, b) => startingPrice(b) - startingPrice(a) || byName(a, b),
  range: (a, b) => b.range.claimedKm - a.range.claimedKm || byName(a, b),
  'real-range': (a, b) => estimate(b, 'realWorldKm', 0, Math.max) - estimate(a, 'realWorldKm', 0, Math.max) || byName(a, b),
  'cost-per-km': (a, b) => estimate(a, 'costPerKm', Infinity, Math.min) - estimate(b, 'costPerKm', Infinity, Math.min) || byName(a, b),
  // Cars without DC charging last.
  'dc-time': (a, b) =>
    estimate(a, 'dcTenToEightyMinutes', Infinity, Math.min) - estimate(b, 'dcTenToEightyMinutes', Infinity, Math.min) || byName(a, b),
  rating: (a, b) => b.rating - a.rating || byName(a, b),
};

/**
 * A sorted copy; without a sort, the original order. A sort on an estimate takes each car's best variant (the longest
 * range, the lowest cost a km, the fastest charge). Ties are broken by name so the order is stable.
 */
export function sortCars<C extends CarListItem>(cars: readonly C[], sort?: CarSort): C[] {
  return sort ? [...cars].sort(comparators[sort]) : [...cars];
}

/** Whether a string is one of the sort orders. */
export const isCarSort = (value: string): value is CarSort => (carSorts as readonly string[]).includes(value);

/** Whether a car is sold new today: one with a status has been discontinued. */
export const isOnSale = (car: Pick<Car, 'status'>): boolean => car.status === undefined;

/** The cars sold new today: what the directory, the counts and the choices of calculators offer. */
export const onSale = <C extends Pick<Car, 'status'>>(cars: readonly C[]): C[] => cars.filter(isOnSale);

/**
 * A car's "on-road from": its cheapest variant on the road, in rupees, by `onRoadOf` (one state's prices); none for a
 * car no longer sold new. What cards, the directory and `query cars` show.
 */
export function onRoadFromOf(
  car: Pick<CarSummary, 'status' | 'variantList'>,
  onRoadOf: (variant: VariantFigures) => number,
): number | undefined {
  return isOnSale(car) ? Math.min(...car.variantList.map(onRoadOf)) : undefined;
}
