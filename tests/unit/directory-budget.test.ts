import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import {
  choiceCounts,
  directoryFilters,
  EMPTY_DIRECTORY,
  filterCars,
  onRoadContext,
  onRoadOptions,
  parseDirectoryQuery,
  toSummary,
  siteMix,
  variantOnRoad,
  type CarSummary,
  type DirectoryState,
  type VariantFigures,
} from '../../src/domain/index.ts';
import { directoryOptionsOf, fixtureStates, SITE_DATA } from './fixture.ts';

const site = loadSite({ dataDir: SITE_DATA });
const options = directoryOptionsOf(site);
const onRoad = onRoadContext(fixtureStates(site), site.calculators);
const summaries = site.cars.map((car) => toSummary(car, site.calculators, siteMix(site)));

/** The filter context of the directory island, pricing variants on the road in one state. */
const contextIn = (slug: string) => {
  const state = onRoad.states.find((item) => item.slug === slug)!;
  return {
    priceBuckets: options.priceBuckets,
    rangeBuckets: options.rangeBuckets,
    onRoadOf: (variant: VariantFigures) => variantOnRoad(variant, { state, model: onRoad.model, taxes: onRoad.taxes }),
  };
};

/** The ids the directory lists for a query string, over these cars. */
const run = (query: string, cars: readonly CarSummary[] = summaries) => {
  const state = parseDirectoryQuery(query, options);
  return filterCars(cars, directoryFilters(state).filters, contextIn(state.state || 'maharashtra')).map((car) => car.id);
};

describe('the on-road budget', () => {
  it('prices the cheapest variant in the state of the URL: the ₹14 lakh Windsor fits ₹15 lakh in Maharashtra, not in Uttar Pradesh', () => {
    // MG Windsor 38 kWh, ₹14,00,000 ex-showroom, motor power not confirmed so the top third-party slab, ₹20,907:
    // insurance (20,907 + 2.5% of 95% of 14,00,000 = 33,250) x 1.18 = ₹63,905.26; FASTag ₹300; TCS 1% = ₹14,000.
    // Maharashtra: no road tax or registration on EVs -> ₹14,78,205.26, within ₹15 lakh.
    // Uttar Pradesh: 10% road tax above ₹10 lakh, ₹1,40,000 -> ₹16,18,205.26, over it.
    expect(run('?on-road=15&state=maharashtra')).toContain('mg-windsor-ev');
    expect(run('?on-road=15&state=uttar-pradesh')).not.toContain('mg-windsor-ev');
    // The ex-showroom filter cannot tell them apart: ₹14 lakh is in the ₹10-20 lakh band wherever the buyer lives.
    expect(run('?price=10-20&state=uttar-pradesh')).toContain('mg-windsor-ev');
  });

  it('finds a car through a variant within the budget, not only its starting price', () => {
    // The Nexon's cheapest, Creative+ MR at ₹12.49 lakh, is ₹13,21,463 on the road in Maharashtra.
    expect(run('?on-road=15&state=maharashtra')).toContain('tata-nexon-ev');
    // Every car listed has a variant within the budget; every car left out has none.
    const context = contextIn('karnataka');
    const listed = new Set(run('?on-road=20&state=karnataka'));
    for (const car of summaries) {
      const cheapest = Math.min(...car.variantList.map(context.onRoadOf));
      expect(listed.has(car.id), car.id).toBe(cheapest <= 20 * 100_000);
    }
  });

  it('offers budgets in rising order, each one lakh-valued', () => {
    const values = onRoadOptions.map((option) => option.maxOnRoad);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(onRoadOptions.every((option) => option.label === `Up to ₹${option.maxOnRoad} lakh on-road`)).toBe(true);
  });
});

describe('cars no longer sold new', () => {
  // The fixture sells every car; mark the e6 as the real one is, discontinued.
  const withDiscontinued = summaries.map((car) =>
    car.id === 'byd-e6'
      ? { ...car, status: { sale: 'discontinued' as const, since: '2024-10', asOf: '2024-10-01', source: 'https://example.com' } }
      : car,
  );

  it('are left out unless asked for', () => {
    expect(run('?brand=byd', withDiscontinued)).toEqual(['byd-atto-3']);
    expect(run('?brand=byd&discontinued=show', withDiscontinued)).toEqual(['byd-atto-3', 'byd-e6']);
  });
});

describe('choiceCounts', () => {
  const context = contextIn('maharashtra');
  const counts = (state: DirectoryState, field: Parameters<typeof choiceCounts>[2], values: readonly string[]) =>
    choiceCounts(summaries, state, field, values, context);

  it('counts each brand with the other filters as they are, and "any" as the whole list', () => {
    const brands = options.brands.map((brand) => brand.slug);
    const all = counts(EMPTY_DIRECTORY, 'brand', brands);
    expect(all.get('')).toBe(summaries.length);
    expect(brands.reduce((sum, slug) => sum + all.get(slug)!, 0)).toBe(summaries.length);
    expect(all.get('tata')).toBe(5);
    // With an on-road budget of ₹10 lakh in Maharashtra: the Comet (₹7,67,598) and the Tiago (₹8,32,364) fit.
    const cheap = counts({ ...EMPTY_DIRECTORY, onRoad: '10' }, 'brand', brands);
    expect(cheap.get('')).toBe(2);
    expect(cheap.get('tata')).toBe(1);
    expect(cheap.get('mg')).toBe(1);
    expect(cheap.get('kia')).toBe(0);
  });

  it('says which body type would show nothing: no sedan is sold in the fixture', () => {
    const body = counts(EMPTY_DIRECTORY, 'body', options.bodyTypes);
    expect(body.get('Sedan')).toBe(0);
    // An SUV count takes in the Coupe SUVs, as the filter does.
    expect(body.get('SUV')).toBe(run('?body=SUV').length);
    expect(body.get('SUV')!).toBeGreaterThan(body.get('Coupe SUV')!);
  });
});
