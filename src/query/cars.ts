import type { Bucket, Car } from '../schema/index.ts';
import { inBucket } from './buckets.ts';

/** The sort orders of the directory and the CLI (SPEC.md section 4). */
export const carSorts = ['price-low', 'price-high', 'range', 'rating'] as const;
export type CarSort = (typeof carSorts)[number];

/** Filters over cars; an absent or empty filter matches every car. */
export interface CarFilters {
  /** Text that the car's name or brand must contain, case-insensitively. */
  search?: string;
  /** Brand slug or brand name, case-insensitive. */
  brand?: string;
  /** Body type, case-insensitive (`suv`, `Coupe SUV`). */
  body?: string;
  /** Highest acceptable starting price, in lakh. */
  maxPrice?: number;
  /** Lowest acceptable claimed range, in km. */
  minRange?: number;
  /** Id of a price bucket, on the starting price. */
  price?: string;
  /** Id of a range bucket, on the claimed range. */
  range?: string;
}

/** What the filters need besides the cars: brand names and the bucket definitions. */
export interface CarFilterContext {
  brandNames?: ReadonlyMap<string, string>;
  priceBuckets?: readonly Bucket[];
  rangeBuckets?: readonly Bucket[];
}

/** The car's starting ex-showroom price in lakh: what price filters and sorts use. */
export const startingPrice = (car: Car): number => car.price.min;

/** The cars that pass every filter, in their original order. */
export function filterCars<C extends Car>(cars: readonly C[], filters: CarFilters, context: CarFilterContext = {}): C[] {
  const search = filters.search?.trim().toLowerCase();
  const brand = filters.brand?.trim().toLowerCase();
  const body = filters.body?.trim().toLowerCase();
  return cars.filter((car) => {
    const brandName = context.brandNames?.get(car.brand) ?? car.brand;
    if (search && !car.name.toLowerCase().includes(search) && !brandName.toLowerCase().includes(search) && !car.brand.includes(search)) {
      return false;
    }
    if (brand && car.brand !== brand && brandName.toLowerCase() !== brand) return false;
    if (body && car.bodyType.toLowerCase() !== body) return false;
    if (filters.maxPrice !== undefined && startingPrice(car) > filters.maxPrice) return false;
    if (filters.minRange !== undefined && car.range.claimedKm < filters.minRange) return false;
    if (filters.price && !inBucket(startingPrice(car), filters.price, context.priceBuckets ?? [])) return false;
    if (filters.range && !inBucket(car.range.claimedKm, filters.range, context.rangeBuckets ?? [])) return false;
    return true;
  });
}

const byName = (a: Car, b: Car) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const comparators: Record<CarSort, (a: Car, b: Car) => number> = {
  'price-low': (a, b) => startingPrice(a) - startingPrice(b) || byName(a, b),
  'price-high': (a, b) => startingPrice(b) - startingPrice(a) || byName(a, b),
  range: (a, b) => b.range.claimedKm - a.range.claimedKm || byName(a, b),
  rating: (a, b) => b.rating - a.rating || byName(a, b),
};

/** A sorted copy; without a sort, the original order. Ties are broken by name so the order is stable. */
export function sortCars<C extends Car>(cars: readonly C[], sort?: CarSort): C[] {
  return sort ? [...cars].sort(comparators[sort]) : [...cars];
}

/** Whether a string is one of the sort orders. */
export const isCarSort = (value: string): value is CarSort => (carSorts as readonly string[]).includes(value);
