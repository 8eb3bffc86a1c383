import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import {
  bucketOf,
  brandsByLineup,
  filterCars,
  formatLakh,
  formatLakhPrice,
  formatOnRoad,
  formatPriceRange,
  formatRupeesInLakh,
  sortCars,
} from '../../src/domain/index.ts';
import type { Bucket } from '../../src/schema/index.ts';
import { SITE_DATA } from './fixture.ts';

// The frozen site: its cars do not change when data/ does.
const site = loadSite({ dataDir: SITE_DATA });
const context = {
  brandNames: new Map(site.brands.map((brand) => [brand.slug, brand.name])),
  priceBuckets: site.settings.filters.directoryPrice,
  rangeBuckets: site.settings.filters.directoryRange,
};
const ids = (cars: readonly { id: string }[]) => cars.map((car) => car.id);

describe('bucketOf', () => {
  const range: Bucket[] = [
    { id: 'under-200', label: '', max: 200, maxInclusive: false },
    { id: '200-400', label: '', min: 200, max: 400 },
    { id: '400-600', label: '', min: 400, max: 600 },
    { id: '600-plus', label: '', min: 600 },
  ];
  it.each([
    [199, 'under-200'],
    [200, '200-400'],
    [400, '200-400'],
    [401, '400-600'],
    [600, '400-600'],
    [601, '600-plus'],
  ])('puts %i km in %s', (km, id) => expect(bucketOf(km, range)?.id).toBe(id));
});

describe('filterCars', () => {
  it('finds by brand slug or brand name, case-insensitively', () => {
    const bySlug = filterCars(site.cars, { brand: 'tata' }, context);
    expect(bySlug.length).toBeGreaterThanOrEqual(5);
    expect(bySlug.every((car) => car.brand === 'tata')).toBe(true);
    expect(ids(filterCars(site.cars, { brand: 'Tata Motors' }, context))).toEqual(ids(bySlug));
  });

  it('searches the name or the brand name', () => {
    expect(ids(filterCars(site.cars, { search: 'NEXON' }, context))).toEqual(['tata-nexon-ev']);
    expect(filterCars(site.cars, { search: 'mahindra' }, context).length).toBe(3);
    expect(filterCars(site.cars, { search: 'no such car' }, context)).toEqual([]);
  });

  it('applies price and range limits on the starting price and claimed range', () => {
    const cheap = filterCars(site.cars, { maxPrice: 10 }, context);
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((car) => car.price.min <= 10)).toBe(true);
    const far = filterCars(site.cars, { minRange: 500 }, context);
    expect(far.every((car) => car.range.claimedKm >= 500)).toBe(true);
  });

  it('puts every car in exactly one directory price bucket, so none falls between buckets', () => {
    const buckets = site.settings.filters.directoryPrice;
    const counted = buckets.flatMap((bucket) => ids(filterCars(site.cars, { price: bucket.id }, context)));
    expect(counted.sort()).toEqual(ids(site.cars).sort());
  });

  it('combines filters', () => {
    const result = filterCars(site.cars, { brand: 'tata', body: 'suv', range: '400-600' }, context);
    expect(result.length).toBeGreaterThan(0);
    // "SUV" takes in Coupe SUVs (the Curvv EV).
    expect(result.every((car) => car.brand === 'tata' && ['SUV', 'Coupe SUV'].includes(car.bodyType) && car.range.claimedKm > 400)).toBe(
      true,
    );
    expect(result.map((car) => car.id)).toContain('tata-curvv-ev');
  });
});

describe('sortCars', () => {
  it('sorts by starting price both ways, by range and by rating', () => {
    const low = sortCars(site.cars, 'price-low');
    expect(low.map((car) => car.price.min)).toEqual([...low.map((car) => car.price.min)].sort((a, b) => a - b));
    expect(ids(sortCars(site.cars, 'price-high'))[0]).toBe(ids(low).at(-1));
    const range = sortCars(site.cars, 'range').map((car) => car.range.claimedKm);
    expect(range).toEqual([...range].sort((a, b) => b - a));
    const rating = sortCars(site.cars, 'rating').map((car) => car.rating);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
  });

  it('orders cars whose sort key ties by name, A to Z, whichever way the key sorts', () => {
    const [template] = site.cars;
    const car = (id: string, name: string, key: number) => ({
      ...template!,
      id,
      name,
      price: { ...template!.price, min: key },
      range: { ...template!.range, claimedKm: key * 100 },
      rating: key,
      estimates: undefined,
    });
    // Three cars tie on every key and come in neither name order; the fourth has a lower key.
    const cars = [car('c', 'Charlie EV', 4), car('a', 'Alpha EV', 4), car('d', 'Delta EV', 2), car('b', 'Bravo EV', 4)];
    expect(ids(sortCars(cars, 'price-low'))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(sortCars(cars, 'price-high'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortCars(cars, 'range'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortCars(cars, 'rating'))).toEqual(['a', 'b', 'c', 'd']);
    // Without estimates every car ties, so the estimate sorts are by name alone.
    for (const sort of ['real-range', 'cost-per-km', 'dc-time'] as const)
      expect(ids(sortCars(cars, sort)), sort).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the original order without a sort and never changes its input', () => {
    const before = ids(site.cars);
    expect(ids(sortCars(site.cars))).toEqual(before);
    sortCars(site.cars, 'rating');
    expect(ids(site.cars)).toEqual(before);
  });
});

describe('brandsByLineup', () => {
  it('puts the brands with most models first', () => {
    expect(brandsByLineup(site.brands, site.cars)[0]?.slug).toBe('tata');
  });
});

describe('formatting prices', () => {
  it('writes lakh amounts with two decimals and a range with one Lakh', () => {
    expect(formatLakh(12.9)).toBe('12.90');
    expect(formatPriceRange({ min: 12.49, max: 17.19 })).toBe('₹12.49 - 17.19 Lakh');
    expect(formatPriceRange({ min: 49, max: 49 })).toBe('₹49.00 Lakh');
  });

  it('writes a price of a hundred lakh or more in crore, as price tags do', () => {
    expect(formatLakhPrice(99.99)).toBe('₹99.99 Lakh');
    expect(formatLakhPrice(155)).toBe('₹1.55 Crore');
    expect(formatPriceRange({ min: 140, max: 160 })).toBe('₹1.40 - 1.60 Crore');
    expect(formatPriceRange({ min: 95, max: 110 })).toBe('₹95.00 Lakh - ₹1.10 Crore');
    expect(formatPriceRange({ min: 139 })).toBe('From ₹1.39 Crore');
    expect(formatRupeesInLakh(1_355_000)).toBe('₹13.55 lakh');
    expect(formatRupeesInLakh(18_000_000)).toBe('₹1.80 crore');
    expect(formatRupeesInLakh(-50_000)).toBe('−₹0.50 lakh');
    // The unit follows the amount as shown: 99.996 lakh reads ₹1.00 crore, never "₹100.00 lakh".
    expect(formatLakhPrice(99.996)).toBe('₹1.00 Crore');
  });

  it('writes an on-road price in lakh to the nearest thousand rupees, and a possible rise as a range', () => {
    expect(formatOnRoad(1_321_463)).toBe('₹13.21 Lakh');
    expect(formatOnRoad(1_892_377, 1_959_604)).toBe('₹18.92 to 19.60 Lakh');
  });
});
