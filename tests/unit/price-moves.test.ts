import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import { validateData } from '../../src/validate/index.ts';
import { loadData } from '../../src/load/index.ts';
import { carsWithPriceMoves, movedPriceRange, priceMoveOf, variantOnRoad } from '../../src/domain/index.ts';
import { FIXTURE_DATE, fixtureStates, SITE_DATA } from './fixture.ts';

// Prices a maker has raised "by up to N%" since they were confirmed, with no new price for each model: the frozen
// site's MG raised prices by up to 1.5% on 1 July 2025 and announced up to 2% from 1 January 2026.

const day = (date: string) => new Date(`${date}T00:00:00Z`);
const site = loadSite({ dataDir: SITE_DATA });
const mg = site.brands.find((brand) => brand.slug === 'mg')!;
const moved = (date: string) => carsWithPriceMoves(site.cars, site.brands, day(date));

describe('priceMoveOf', () => {
  it('moves a price confirmed before a change, and not one confirmed after it', () => {
    // The Comet's price is of 1 June 2025; the Windsor's of 1 August 2025.
    const comet = priceMoveOf('2025-06-01', { id: 'mg-comet-ev' }, mg);
    expect(comet).toMatchObject({ percent: 3.6, basis: 'up to', on: '2026-01-01' });
    expect(comet!.note).toBe(
      'MG Motor India raised its prices by up to 1.5% on 1 July 2025, then up to 2% on 1 January 2026, after this price was confirmed on 1 June 2025; the new price is not confirmed',
    );
    expect(priceMoveOf('2026-01-01', { id: 'mg-comet-ev' }, mg)).toBeUndefined();
  });

  it('compounds the changes since the price, rounded up: 1.015 x 1.02 = 3.53%, so up to 3.6%', () => {
    expect(movedPriceRange(10, priceMoveOf('2025-06-01', { id: 'mg-comet-ev' }, mg))).toEqual({ low: 10, high: 10.36 });
    expect(priceMoveOf('2025-08-01', { id: 'mg-windsor-ev' }, mg)?.percent).toBe(2);
  });

  it('says "about" when a change was only given as an average', () => {
    const brand = {
      name: 'Hyundai',
      priceChanges: [{ on: '2026-01-01', percent: 0.6, basis: 'average' as const, asOf: '2025-12-31', source: 'x' }],
    };
    expect(priceMoveOf('2025-01-17', { id: 'hyundai-creta-electric' }, brand)).toMatchObject({ percent: 0.6, basis: 'about' });
  });

  it('applies a change that names its cars only to them', () => {
    const brand = { name: 'MG', priceChanges: [{ ...mg.priceChanges![0]!, cars: ['mg-zs-ev'] }] };
    expect(priceMoveOf('2025-06-01', { id: 'mg-comet-ev' }, brand)).toBeUndefined();
    expect(priceMoveOf('2025-06-01', { id: 'mg-zs-ev' }, brand)?.percent).toBe(1.5);
  });
});

describe('carsWithPriceMoves, by the build date', () => {
  it('applies only the changes that have taken effect on the build date', () => {
    const before = moved('2025-11-21');
    expect(before.find((car) => car.id === 'mg-comet-ev')?.priceMove?.percent).toBe(1.5);
    expect(before.find((car) => car.id === 'mg-windsor-ev')?.priceMove).toBeUndefined();
    expect(before.find((car) => car.id === 'tata-nexon-ev')?.priceMove).toBeUndefined();
    const after = moved('2026-01-01');
    expect(after.find((car) => car.id === 'mg-comet-ev')?.priceMove?.percent).toBe(3.6);
    expect(after.find((car) => car.id === 'mg-windsor-ev')?.priceMove?.percent).toBe(2);
  });

  it('gives the on-road price as a range: the same sum at the old price and at the highest it may now be', () => {
    const zs = moved('2025-11-21').find((car) => car.id === 'mg-zs-ev')!;
    const maharashtra = fixtureStates(site).find((state) => state.slug === 'maharashtra')!;
    const { onRoad: model, taxes } = site.calculators;
    const at = (lakh: number) =>
      variantOnRoad({ lakh, batteryKwh: zs.battery.capacityKwh, powerBhp: zs.performance.powerBhp }, { state: maharashtra, model, taxes });
    const { low, high } = movedPriceRange(zs.price.min, zs.priceMove);
    // ₹17.99 lakh, up to 1.5% more: ₹18.26 lakh.
    expect(high).toBeCloseTo(18.25985, 6);
    // Each rupee more of price adds own damage (2.5% of 95%) with 18% GST and 1% TCS: 1.038025 rupees on the road, so
    // ₹26,985 more costs ₹28,011.06 more.
    expect(at(high) - at(low)).toBeCloseTo(28_011.06, 1);
  });

  it('leaves alone the price of a car no longer sold new: its last price as sold is history', () => {
    expect(
      priceMoveOf(
        '2025-06-01',
        { id: 'mg-zs-ev', status: { sale: 'discontinued', since: '2025-09', asOf: '2025-09-01', source: 'x' } },
        mg,
      ),
    ).toBeUndefined();
  });
});

describe('validate', () => {
  it('lists a moved price apart from stale facts, at the price, with the change and its source', () => {
    const result = validateData(loadData({ dataDir: SITE_DATA, cwd: join(SITE_DATA, '..') }), undefined, { today: FIXTURE_DATE });
    expect(result.moved.map((item) => item.what)).toEqual(['price of the MG Comet EV', 'price of the MG ZS EV']);
    const comet = result.warnings.find((warning) => warning.code === 'price-moved' && warning.message.includes('Comet'))!;
    expect(comet.loc).toMatchObject({ file: 'data/cars/mg-comet-ev.yaml', line: 10 });
    expect(comet.message).toBe(
      'the price of the MG Comet EV was confirmed on 2025-06-01, before MG Motor India raised its prices by up to 1.5% on 2025-07-01; pages show it as no longer current, and its on-road price as a range',
    );
  });
});
